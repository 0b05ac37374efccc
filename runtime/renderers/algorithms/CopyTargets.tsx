/** Where a model is copied to: one or more ships other than its own, whether the copy becomes current there, and Copy. */
import { Button, Checkbox, Group, MultiSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArtifactContainerAnswer, ArtifactContainersApi, Option } from './artifact-containers-api.js';
import { CopyOutcomes } from './CopyOutcomes.js';
import { useModelCopies } from './use-model-copies.js';

interface CopyTargetsProps {
  api: ArtifactContainersApi;
  model: ArtifactContainerAnswer;
  ships: Option[];
  /** Called once all copies were tried. */
  onCopied?(): void;
}

export function CopyTargets({ api, model, ships, onCopied }: CopyTargetsProps) {
  const { t } = useTranslation();
  const [targets, setTargets] = useState<string[]>([]);
  const [isCurrent, setCurrent] = useState(true);
  const copies = useModelCopies(api);
  const copy = async () => {
    await copies.copy(model, targets, isCurrent);
    setTargets([]);
    onCopied?.();
  };
  return (
    <Stack gap="sm">
      <MultiSelect label={t('trainedModels.clone.targets')} placeholder={targets.length ? undefined : t('trainedModels.clone.targetsPlaceholder')}
        data={ships.filter((s) => s.value !== model.unitId)} value={targets} onChange={setTargets} searchable clearable disabled={copies.isCopying}
        nothingFoundMessage={t('widgets.reference.nothingFound')} comboboxProps={{ withinPortal: true }} />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Checkbox label={t('trainedModels.clone.makeCurrent')} checked={isCurrent} onChange={(e) => setCurrent(e.currentTarget.checked)} disabled={copies.isCopying} />
        <Button onClick={() => void copy()} disabled={targets.length === 0} loading={copies.isCopying}>
          {targets.length ? t('trainedModels.clone.copy', { count: targets.length }) : t('trainedModels.clone.copyNone')}
        </Button>
      </Group>
      <CopyOutcomes outcomes={copies.outcomes} ships={ships} source={model} />
    </Stack>
  );
}
