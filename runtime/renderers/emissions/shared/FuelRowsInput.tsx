/** Fuel consumed as rows of fuel category and tonnes, added and removed by the user (CII, AER and EEOI calculators). */
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FuelMass } from '../../../../descriptors/lib/emissions/api-types.js';
import { Icon } from '../../../shell/Icon.js';
import { useNumberInputFormat } from './number-input-format.js';
import { isNonNegativeNumber, isPositiveNumber, typedNumber, type FieldValue } from './typed-number.js';

export interface FuelRow {
  key: number;
  fuel: string | null;
  massT: FieldValue;
}

/** Translation keys of a row's problems, shown under its fields. */
export interface FuelRowErrors {
  fuel?: string;
  massT?: string;
}

let nextKey = 1;
export const newFuelRow = (fuel: string | null = null, massT: FieldValue = ''): FuelRow => ({ key: nextKey++, fuel, massT });

/** Every row names a fuel and a mass of zero or more, and at least one mass is above zero. */
export function areFuelRowsValid(rows: FuelRow[]): boolean {
  return rows.length > 0 && rows.every((r) => r.fuel && isNonNegativeNumber(r.massT)) && rows.some((r) => isPositiveNumber(r.massT));
}

export const toFuelMass = (rows: FuelRow[]): FuelMass[] => rows.map((r) => ({ fuel: r.fuel!, massT: typedNumber(r.massT)! }));

export function FuelRowsInput({ rows, onChange, fuels, label, errors = [] }: {
  rows: FuelRow[]; onChange: (rows: FuelRow[]) => void; fuels: { label: string; value: string }[]; label?: string; errors?: FuelRowErrors[];
}) {
  const { t } = useTranslation();
  const separators = useNumberInputFormat();
  const title = label ?? t('emissions.fuelRows.title');
  const update = (key: number, change: Partial<FuelRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const errorOf = (key: string | undefined) => key && t(key);
  return (
    <Stack gap={6} role="group" aria-label={title}>
      <Text size="sm" fw={500}>{title}</Text>
      {rows.map((row, i) => (
        <Group key={row.key} gap="xs" wrap="nowrap" align="flex-start">
          <Select flex={1} miw={0} data={fuels} value={row.fuel} searchable allowDeselect={false}
            aria-label={t('emissions.fuelRows.fuelOf', { n: i + 1 })} placeholder={t('emissions.fuelRows.chooseFuel')}
            nothingFoundMessage={t('widgets.reference.nothingFound')} onChange={(fuel) => update(row.key, { fuel })} error={errorOf(errors[i]?.fuel)} />
          <NumberInput w={130} min={0} decimalScale={3} {...separators} value={row.massT} hideControls
            aria-label={t('emissions.fuelRows.massOf', { n: i + 1 })} placeholder={t('emissions.fuelRows.massPlaceholder')}
            rightSection={<Text size="xs" c="dimmed" lh={1}>{t('emissions.fuelRows.tonnes')}</Text>} rightSectionWidth={28}
            onChange={(massT) => update(row.key, { massT })} error={errorOf(errors[i]?.massT)} />
          <ActionIcon variant="subtle" color="gray" size="lg" disabled={rows.length === 1}
            aria-label={t('emissions.fuelRows.remove', { n: i + 1 })} title={t('emissions.fuelRows.removeShort')}
            onClick={() => onChange(rows.filter((r) => r.key !== row.key))}>
            <Icon name="x" size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="subtle" size="compact-sm" leftSection={<Text span fw={700} aria-hidden>+</Text>} onClick={() => onChange([...rows, newFuelRow()])}>
          {t('emissions.fuelRows.add')}
        </Button>
      </Group>
    </Stack>
  );
}
