/** The fuel consumed as rows of fuel category and tonnes, rows added and removed by the user. */
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shell/Icon.js';
import type { FieldValue } from '../shared/typed-number.js';
import { useNumberInputFormat } from '../shared/number-input-format.js';

export interface FuelRow {
  key: number;
  fuel: string | null;
  massT: FieldValue;
}

export interface FuelRowErrors {
  fuel?: string;
  massT?: string;
}

let nextKey = 1;
export const newFuelRow = (fuel: string | null = null, massT: FieldValue = ''): FuelRow => ({ key: nextKey++, fuel, massT });

export function FuelRowsInput({ rows, onChange, fuels, errors = [] }: {
  rows: FuelRow[]; onChange: (rows: FuelRow[]) => void; fuels: { label: string; value: string }[]; errors?: FuelRowErrors[];
}) {
  const { t } = useTranslation();
  const separators = useNumberInputFormat();
  const update = (key: number, change: Partial<FuelRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  return (
    <Stack gap={6} role="group" aria-label={t('emissions.cii.fuelConsumed')}>
      <Text size="sm" fw={500}>{t('emissions.cii.fuelConsumed')}</Text>
      {rows.map((row, i) => (
        <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
          <Select flex={1} miw={0} aria-label={t('emissions.cii.fuelRow', { row: i + 1 })} placeholder={t('emissions.cii.chooseFuel')}
            data={fuels} value={row.fuel} onChange={(fuel) => update(row.key, { fuel })} searchable error={errors[i]?.fuel && t(errors[i]!.fuel!)} />
          <NumberInput {...separators} w={130} aria-label={t('emissions.cii.fuelMassRow', { row: i + 1 })} placeholder="0" rightSection={<Text size="xs" c="dimmed">{t('emissions.cii.units.t')}</Text>}
            hideControls decimalScale={3} value={row.massT} onChange={(massT) => update(row.key, { massT })} error={errors[i]?.massT && t(errors[i]!.massT!)} />
          <ActionIcon variant="subtle" color="gray" mt={4} aria-label={t('emissions.cii.removeFuel', { row: i + 1 })} disabled={rows.length === 1}
            onClick={() => onChange(rows.filter((r) => r.key !== row.key))}>
            <Icon name="x" size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="subtle" size="compact-sm" leftSection={<Text span fw={700} aria-hidden>+</Text>} onClick={() => onChange([...rows, newFuelRow()])}>
          {t('emissions.cii.addFuel')}
        </Button>
      </Group>
    </Stack>
  );
}
