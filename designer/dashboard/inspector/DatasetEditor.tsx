/** One dataset: its id, its tags (with the measure selector to add more), derived series, period and resolution. */
import { ActionIcon, Divider, Group, Stack, TextInput, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dataset } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import { DesignerIcon } from '../../DesignerIcon.js';
import { addTag, namePattern } from '../dataset-edits.js';
import { DerivedList } from './DerivedList.js';
import { choiceKey, MeasureSelector } from './MeasureSelector.js';
import { PeriodEditor } from './PeriodEditor.js';
import { TagList } from './TagList.js';
import classes from '../dashboard.module.css';

export interface DatasetEditorProps {
  dataset: Dataset;
  onChange(dataset: Dataset, step?: string): void;
  onRemove(): void;
  stepKey: string;
}

export function DatasetEditor({ dataset, onChange, onRemove, stepKey }: DatasetEditorProps) {
  const { t } = useTranslation();
  const chosen = new Set(dataset.tags.map((tag) => choiceKey(tag.tag, tag.groupingKey)));
  return (
    <Stack gap="xs" className={classes.card} role="group" aria-label={t('designer.dashboard.dataset.label', { id: dataset.id })}>
      <Group gap={6} wrap="nowrap" align="flex-end">
        <TextInput
          size="xs" flex={1} label={t('designer.dashboard.dataset.id')} value={dataset.id}
          error={namePattern.test(dataset.id) ? undefined : t('designer.dashboard.tags.badAlias')}
          onChange={(event) => onChange({ ...dataset, id: event.currentTarget.value }, `${stepKey}:id`)}
        />
        <Tooltip label={t('designer.dashboard.dataset.remove', { id: dataset.id })}>
          <ActionIcon variant="subtle" color="red" mb={4} aria-label={t('designer.dashboard.dataset.remove', { id: dataset.id })} onClick={onRemove}>
            <DesignerIcon name="trash" size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <TagList dataset={dataset} onChange={onChange} stepKey={stepKey} />
      <MeasureSelector chosen={chosen} onPick={(choice) => onChange(addTag(dataset, choice.tag, choice.groupingKey))} />
      <Divider />
      <DerivedList dataset={dataset} onChange={onChange} stepKey={stepKey} />
      <Divider />
      <PeriodEditor dataset={dataset} onChange={onChange} stepKey={stepKey} />
    </Stack>
  );
}
