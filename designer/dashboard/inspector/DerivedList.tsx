/** The derived series of a dataset: id, label, measure unit and the JSONata expression over the tags' aliases. */
import { ActionIcon, Button, Group, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dataset } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import { DesignerIcon } from '../../DesignerIcon.js';
import { addDerived, namePattern, removeDerived, updateDerived } from '../dataset-edits.js';
import { LocalTextInput } from './LocalTextInput.js';
import classes from '../dashboard.module.css';

export interface DerivedListProps {
  dataset: Dataset;
  onChange(dataset: Dataset, step?: string): void;
  stepKey: string;
}

export function DerivedList({ dataset, onChange, stepKey }: DerivedListProps) {
  const { t } = useTranslation();
  const derived = dataset.derived ?? [];
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="xs" fw={600}>{t('designer.dashboard.derived.title')}</Text>
        <Button size="compact-xs" variant="subtle" leftSection={<DesignerIcon name="plus" size={12} />} onClick={() => onChange(addDerived(dataset))}>
          {t('designer.dashboard.derived.add')}
        </Button>
      </Group>
      {derived.map((series, index) => {
        const step = `${stepKey}:derived:${index}`;
        return (
          <div key={index} className={classes.card}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <TextInput
                size="xs" flex={1} label={t('designer.dashboard.derived.id')} value={series.id}
                error={namePattern.test(series.id) ? undefined : t('designer.dashboard.tags.badAlias')}
                onChange={(event) => onChange(updateDerived(dataset, index, { id: event.currentTarget.value }), `${step}:id`)}
              />
              <TextInput
                size="xs" w={90} label={t('designer.dashboard.derived.unit')} value={series.measureUnit ?? ''}
                onChange={(event) => onChange(updateDerived(dataset, index, { measureUnit: event.currentTarget.value }), `${step}:unit`)}
              />
              <Tooltip label={t('designer.dashboard.derived.remove', { id: series.id })}>
                <ActionIcon mt={22} variant="subtle" color="red" size="sm" aria-label={t('designer.dashboard.derived.remove', { id: series.id })}
                  onClick={() => onChange(removeDerived(dataset, index))}>
                  <DesignerIcon name="trash" size={14} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <LocalTextInput
              label={t('designer.dashboard.derived.label')} value={series.label}
              onChange={(label) => onChange(updateDerived(dataset, index, { label }), `${step}:label`)}
            />
            <Textarea
              size="xs" mt={4} label={t('designer.dashboard.derived.expression')} description={t('designer.dashboard.derived.expressionHint')}
              value={series.expression} rows={3} resize="vertical" styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              error={series.expression.trim() ? undefined : t('designer.dashboard.derived.expressionMissing')}
              onChange={(event) => onChange(updateDerived(dataset, index, { expression: event.currentTarget.value }), `${step}:expression`)}
            />
          </div>
        );
      })}
    </Stack>
  );
}
