/** The field types the form renders, as buttons: a click adds one where the selection is, a drag drops one on the tree. */
import { Button, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldTypeIds, type FieldTypeId } from './field-types.js';

export interface FieldPaletteProps {
  onAdd(type: FieldTypeId): void;
  onDragType(type: FieldTypeId | undefined): void;
}

export function FieldPalette({ onAdd, onDragType }: FieldPaletteProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('designer.formDesigner.palette')}>
      <Text size="xs" fw={600} tt="uppercase" c="dimmed" mb={4}>{t('designer.formDesigner.palette')}</Text>
      <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
        {fieldTypeIds.map((type) => (
          <Button
            key={type} size="compact-xs" variant="default" justify="start" draggable title={t('designer.formDesigner.paletteHint')}
            onClick={() => onAdd(type)} onDragStart={(event) => { event.dataTransfer?.setData('text/plain', type); onDragType(type); }} onDragEnd={() => onDragType(undefined)}
          >
            {t(`designer.formDesigner.types.${type}`)}
          </Button>
        ))}
      </SimpleGrid>
    </div>
  );
}
