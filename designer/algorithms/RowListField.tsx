/** A labelled list of editable rows with a remove button per row and an add button: the frame the editor's row fields share. */
import { ActionIcon, Button, Grid, Input, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DesignerIcon } from '../DesignerIcon.js';

export interface RowListFieldProps<Row> {
  label: string;
  description: string;
  error?: ReactNode;
  emptyText: string;
  addLabel: string;
  removeLabel(index: number): string;
  rows: Row[];
  isReadOnly: boolean;
  newRow(): Row;
  onChange(rows: Row[]): void;
  /** The row's own columns (the remove button takes the last column); `update` patches this row. */
  renderRow(row: Row, index: number, update: (patch: Partial<Row>) => void): ReactNode;
}

export function RowListField<Row>({ label, description, error, emptyText, addLabel, removeLabel, rows, isReadOnly, newRow, onChange, renderRow }: RowListFieldProps<Row>) {
  const update = (index: number) => (patch: Partial<Row>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="xs" mt={6}>
        {rows.length === 0 && <Text size="sm" c="dimmed">{emptyText}</Text>}
        {rows.map((row, index) => (
          <Grid key={index} gap="xs" align="flex-start">
            {renderRow(row, index, update(index))}
            <Grid.Col span={{ base: 2, sm: 1 }}>
              {!isReadOnly && (
                <ActionIcon variant="subtle" color="red" size="lg" aria-label={removeLabel(index)} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
                  <DesignerIcon name="trash" />
                </ActionIcon>
              )}
            </Grid.Col>
          </Grid>
        ))}
        {!isReadOnly && (
          <Button variant="light" size="xs" w="fit-content" leftSection={<DesignerIcon name="plus" size={14} />} onClick={() => onChange([...rows, newRow()])}>
            {addLabel}
          </Button>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
