/** The algorithm's own fields: code (checked with the server while a new one is typed), description in both languages, language, family, cluster, time step, switches. */
import { NumberInput, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { algorithmFamilies, algorithmLanguages } from '../../descriptors/lib/algorithms/algorithm-vocabulary.js';
import { useCodeCheck } from '../sidebar/use-code-check.js';
import type { AlgorithmApi } from './algorithm-api.js';
import type { AlgorithmDraft } from './algorithm-draft.js';
import type { FieldErrors } from './field-errors.js';

export interface DefinitionFieldsProps {
  api: AlgorithmApi;
  draft: AlgorithmDraft;
  isNew: boolean;
  isReadOnly: boolean;
  clusters: readonly string[];
  errors: FieldErrors;
  onChange(patch: Partial<AlgorithmDraft>): void;
}

const checkColours = { empty: 'dimmed', checking: 'dimmed', available: 'teal', taken: 'red', invalid: 'red', failed: 'orange' } as const;

function NewCodeHint({ api, code }: { api: AlgorithmApi; code: string }) {
  const { t } = useTranslation();
  const check = useCodeCheck(useCallback((value, signal) => api.checkCode(value, signal), [api]), code);
  if (check === 'empty') return null;
  return <Text size="xs" c={checkColours[check]} mt={4} role="status">{t(`algorithmEditor.codeCheck.${check}`, { code: code.trim() })}</Text>;
}

export function DefinitionFields({ api, draft, isNew, isReadOnly, clusters, errors, onChange }: DefinitionFieldsProps) {
  const { t } = useTranslation();
  const field = (name: string) => t(`algorithmEditor.field.${name}`);
  const clusterData = clusters.includes(draft.clusterId) || !draft.clusterId ? clusters : [...clusters, draft.clusterId];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <div>
          <TextInput
            label={field('code')} required value={draft.code} disabled={!isNew || isReadOnly} error={errors['/code']}
            onChange={(e) => onChange({ code: e.currentTarget.value })}
          />
          {isNew && !isReadOnly && <NewCodeHint api={api} code={draft.code} />}
        </div>
        <Select
          label={field('cluster')} required data={clusterData} value={draft.clusterId} disabled={isReadOnly} allowDeselect={false}
          error={errors['/clusterId']} onChange={(value) => onChange({ clusterId: value ?? 'SHIP' })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {(['en', 'ru'] as const).map((language) => (
          <TextInput
            key={language} label={`${field('description')} (${t(`shell.language.${language}`)})`} required={language === 'en'}
            value={draft.description[language]} disabled={isReadOnly}
            error={errors[`/description/${language}`] ?? (language === 'en' ? errors['/description'] : undefined)}
            onChange={(e) => onChange({ description: { ...draft.description, [language]: e.currentTarget.value } })}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label={field('language')} data={[...algorithmLanguages]} value={draft.language} disabled={isReadOnly} allowDeselect={false}
          error={errors['/script/language']} onChange={(value) => value && onChange({ language: value as AlgorithmDraft['language'] })}
        />
        <Select
          label={field('family')} data={algorithmFamilies.map((f) => ({ value: f, label: t(`algorithmEditor.family.${f}`) }))}
          value={draft.algorithmFamily} disabled={isReadOnly} allowDeselect={false} error={errors['/algorithmFamily']}
          onChange={(value) => value && onChange({ algorithmFamily: value as AlgorithmDraft['algorithmFamily'] })}
        />
        <NumberInput
          label={field('intervalMinutes')} min={1} max={1440} allowDecimal={false} value={draft.intervalMinutes} disabled={isReadOnly}
          error={errors['/intervalMinutes']} onChange={(value) => onChange({ intervalMinutes: typeof value === 'number' ? value : '' })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Switch
          label={field('continuous')} description={t('algorithmEditor.help.continuous')} checked={draft.continuous} disabled={isReadOnly}
          onChange={(e) => onChange({ continuous: e.currentTarget.checked })}
        />
        <Switch
          label={field('disabled')} description={t('algorithmEditor.help.disabled')} checked={draft.disabled} disabled={isReadOnly}
          onChange={(e) => onChange({ disabled: e.currentTarget.checked })}
        />
      </SimpleGrid>
    </>
  );
}
