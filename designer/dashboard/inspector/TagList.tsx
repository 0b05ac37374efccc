/** The tags of a dataset: each with its aggregation (the tag's own unless chosen) and its alias, and a remove button. */
import { ActionIcon, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dataset } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import type { AggregationKind } from '../../../descriptors/lib/analytics/aggregation.js';
import { DesignerIcon } from '../../DesignerIcon.js';
import { useDashboardTools } from '../dashboard-context.js';
import { aggregationsFor, namePattern, removeTag, updateTag } from '../dataset-edits.js';
import classes from '../dashboard.module.css';

export interface TagListProps {
  dataset: Dataset;
  onChange(dataset: Dataset, step?: string): void;
  /** Names the undo steps of typing in one field. */
  stepKey: string;
}

export function TagList({ dataset, onChange, stepKey }: TagListProps) {
  const { t } = useTranslation();
  const { catalogue } = useDashboardTools();
  if (!dataset.tags.length) return <Text size="xs" c="dimmed">{t('designer.dashboard.tags.empty')}</Text>;

  return (
    <Stack gap={6} role="list" aria-label={t('designer.dashboard.tags.chosen')}>
      {dataset.tags.map((tag, index) => {
        const info = catalogue.find(tag.tag, tag.groupingKey);
        const own = info?.aggregation;
        const aliasProblem = tag.alias !== undefined && !namePattern.test(tag.alias) ? t('designer.dashboard.tags.badAlias') : undefined;
        return (
          <div key={`${tag.tag}|${index}`} className={classes.card} role="listitem" aria-label={tag.tag}>
            <Group justify="space-between" wrap="nowrap" gap={4}>
              <div style={{ minWidth: 0 }}>
                <Text size="xs" fw={600} className={classes.code} truncate>{tag.tag}</Text>
                <Text size="xs" c="dimmed" truncate>{[info?.description, info?.measureUnit, tag.groupingKey].filter(Boolean).join(' · ')}</Text>
              </div>
              <Tooltip label={t('designer.dashboard.tags.remove', { tag: tag.tag })}>
                <ActionIcon variant="subtle" color="red" size="sm" aria-label={t('designer.dashboard.tags.remove', { tag: tag.tag })}
                  onClick={() => onChange(removeTag(dataset, index))}>
                  <DesignerIcon name="trash" size={14} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <Group gap={6} grow mt={4} wrap="nowrap" align="flex-start">
              <Select
                size="xs" label={t('designer.dashboard.tags.aggregation')} allowDeselect={false}
                value={tag.aggregation ?? ''}
                data={[
                  { value: '', label: own ? t('designer.dashboard.tags.ownAggregation', { aggregation: own }) : t('designer.dashboard.tags.ownAggregationUnknown') },
                  ...aggregationsFor(info?.valueType).map((a) => ({ value: a, label: t(`designer.dashboard.aggregation.${a}`) })),
                ]}
                onChange={(value) => onChange(updateTag(dataset, index, { aggregation: (value || null) as AggregationKind | null }))}
              />
              <TextInput
                size="xs" label={t('designer.dashboard.tags.alias')} value={tag.alias ?? ''} placeholder={tag.tag} error={aliasProblem}
                onChange={(event) => onChange(updateTag(dataset, index, { alias: event.currentTarget.value }), `${stepKey}:alias:${index}`)}
              />
            </Group>
          </div>
        );
      })}
    </Stack>
  );
}
