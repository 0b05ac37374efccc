/**
 * Fuel for cargo-related and ship-specific consumers, per fuel type (MEPC.355(78) G5): electrical (reefers, cargo
 * cooling, discharge pumps), boilers (cargo heating), other stand-alone engines, and STS cargo transfer.
 */
import { NumberInput, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldValue } from '../shared/typed-number.js';
import { useNumberInputFormat } from '../shared/number-input-format.js';

export const correctionFields = ['electricalT', 'boilerT', 'othersT', 'transferT'] as const;
export type CorrectionField = typeof correctionFields[number];
export type CorrectionRow = { fuel: string } & Record<CorrectionField, FieldValue>;

export function CorrectionsInput({ rows, onChange, errors }: {
  rows: CorrectionRow[]; onChange: (rows: CorrectionRow[]) => void; errors: Partial<Record<CorrectionField, string | undefined>>[];
}) {
  const { t } = useTranslation();
  const separators = useNumberInputFormat();
  if (!rows.length) return <Text size="sm" c="dimmed">{t('emissions.cii.deviation.noFuel')}</Text>;
  const update = (fuel: string, field: CorrectionField, value: FieldValue) => onChange(rows.map((r) => (r.fuel === fuel ? { ...r, [field]: value } : r)));
  return (
    <Table withTableBorder verticalSpacing={6} aria-label={t('emissions.cii.deviation.corrections')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('emissions.cii.deviation.columns.fuelType')}</Table.Th>
          {correctionFields.map((f) => <Table.Th key={f} ta="right">{t(`emissions.cii.deviation.fields.${f}`)}</Table.Th>)}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, i) => (
          <Table.Tr key={row.fuel}>
            <Table.Td><Text size="sm" fw={600}>{row.fuel}</Text></Table.Td>
            {correctionFields.map((f) => (
              <Table.Td key={f}>
                <NumberInput {...separators} size="xs" hideControls decimalScale={3} placeholder="0" value={row[f]} onChange={(v) => update(row.fuel, f, v)}
                  aria-label={t('emissions.cii.deviation.fieldFor', { field: t(`emissions.cii.deviation.fields.${f}`), fuel: row.fuel })}
                  error={errors[i]?.[f] ? t(errors[i][f]!) : undefined} styles={{ input: { textAlign: 'right' } }} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
