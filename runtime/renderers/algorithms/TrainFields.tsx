/**
 * The fields of "Train a model": ship, algorithm (RANDOM_FOREST ones), artifact (of those it requires), referring tags
 * (its script's tags by default, editable), training period in UTC, rows to skip, description, and the additional key
 * when the artifact allows one.
 */
import { Autocomplete, NumberInput, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../../descriptors/lib/text.js';
import type { AlgorithmAnswer, ArtifactDescriptorAnswer, Option } from './artifact-containers-api.js';
import { artifactsOf, withAlgorithm, withArtifact, type TrainField, type TrainForm } from './train-request.js';

const additionalKeys = ['LADEN', 'BALLAST'];

interface TrainFieldsProps {
  form: TrainForm;
  onChange(form: TrainForm): void;
  ships: Option[];
  algorithms: AlgorithmAnswer[];
  artifacts: ArtifactDescriptorAnswer[];
  errors: Partial<Record<TrainField, string>>;
  isDisabled: boolean;
}

export function TrainFields({ form, onChange, ships, algorithms, artifacts, errors, isDisabled }: TrainFieldsProps) {
  const { t, i18n } = useTranslation();
  const algorithm = algorithms.find((a) => a.code === form.algorithm);
  const artifact = artifacts.find((a) => a.code === form.artifactDescriptor);
  const describe = (value: AlgorithmAnswer['description']) => resolveText(value, i18n.language, (key) => t(key));
  const utc = <Text size="xs" c="dimmed">UTC</Text>;
  const set = (patch: Partial<TrainForm>) => onChange({ ...form, ...patch });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select label={t('trainedModels.ship')} data={ships} value={form.unitId} onChange={(unitId) => set({ unitId })} searchable required
          error={errors.unitId} disabled={isDisabled} comboboxProps={{ withinPortal: true }} />
        <Select label={t('trainedModels.algorithm')} value={form.algorithm} required error={errors.algorithm} disabled={isDisabled}
          data={algorithms.map((a) => ({ value: a.code, label: `${a.code} — ${describe(a.description)}` }))}
          onChange={(code) => onChange(withAlgorithm(form, algorithms.find((a) => a.code === code), artifacts))} />
        <Select label={t('trainedModels.artifact')} value={form.artifactDescriptor} required error={errors.artifactDescriptor} disabled={isDisabled || !algorithm}
          data={artifactsOf(algorithm)} description={artifact ? t('trainedModels.train.target', { tag: artifact.targetTag }) : undefined}
          onChange={(code) => onChange(withArtifact(form, algorithm, artifacts.find((a) => a.code === code)))} />
        {artifact?.additionalKeyAllowed && (
          <Autocomplete label={t('trainedModels.train.additionalKey')} description={t('trainedModels.train.additionalKeyHint')} data={additionalKeys}
            value={form.additionalKey} onChange={(value) => set({ additionalKey: value.toUpperCase().replace(/[^A-Z0-9_]/g, '') })}
            error={errors.additionalKey} disabled={isDisabled} maxLength={40} />
        )}
      </SimpleGrid>
      <TagsInput label={t('trainedModels.details.referringTags')} description={t('trainedModels.train.tagsHint')} value={form.referringTags}
        onChange={(tags) => set({ referringTags: [...new Set(tags.map((tag) => tag.trim().toUpperCase()).filter(Boolean))] })}
        data={(algorithm?.tagsRequiredByScript ?? []).map((tag) => tag.tag).filter((tag) => tag !== artifact?.targetTag)}
        error={errors.referringTags} disabled={isDisabled} maxTags={20} clearable />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput type="datetime-local" label={t('trainedModels.train.from')} value={form.from} onChange={(e) => set({ from: e.currentTarget.value })}
          rightSection={utc} rightSectionWidth={44} required error={errors.from} disabled={isDisabled} />
        <TextInput type="datetime-local" label={t('trainedModels.train.to')} value={form.to} onChange={(e) => set({ to: e.currentTarget.value })}
          rightSection={utc} rightSectionWidth={44} required error={errors.to} disabled={isDisabled} />
        <NumberInput label={t('trainedModels.details.lineToSkip')} description={t('trainedModels.train.lineToSkipHint')} value={form.lineToSkip} min={0}
          max={1_000_000} allowDecimal={false} allowNegative={false} onChange={(value) => set({ lineToSkip: typeof value === 'number' ? value : 0 })}
          error={errors.lineToSkip} disabled={isDisabled} />
        <TextInput label={t('trainedModels.columns.description')} value={form.description} maxLength={500}
          onChange={(e) => set({ description: e.currentTarget.value })} error={errors.description} disabled={isDisabled} />
      </SimpleGrid>
    </Stack>
  );
}
