/** A list of datasets (the page's, or a chart's own) with a button to add one. */
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dataset } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import { DesignerIcon } from '../../DesignerIcon.js';
import { newDataset } from '../dataset-edits.js';
import { DatasetEditor } from './DatasetEditor.js';

export interface DatasetsEditorProps {
  datasets: readonly Dataset[];
  onChange(datasets: Dataset[], step?: string): void;
  /** Dataset ids in use anywhere on the page: a new one gets another. */
  takenIds: readonly string[];
  stepKey: string;
  emptyText?: string;
}

export function DatasetsEditor({ datasets, onChange, takenIds, stepKey, emptyText }: DatasetsEditorProps) {
  const { t } = useTranslation();
  const replace = (index: number, next: Dataset | undefined, step?: string) =>
    onChange(next ? datasets.map((d, i) => (i === index ? next : d)) : datasets.filter((_, i) => i !== index), step);
  return (
    <Stack gap="xs">
      {!datasets.length && emptyText && <Text size="xs" c="dimmed">{emptyText}</Text>}
      {datasets.map((dataset, index) => (
        <DatasetEditor
          key={index} dataset={dataset} stepKey={`${stepKey}:${index}`}
          onChange={(next, step) => replace(index, next, step)} onRemove={() => replace(index, undefined)}
        />
      ))}
      <Button size="xs" variant="default" leftSection={<DesignerIcon name="plus" size={14} />} onClick={() => onChange([...datasets, newDataset(takenIds)])}>
        {t('designer.dashboard.dataset.add')}
      </Button>
    </Stack>
  );
}
