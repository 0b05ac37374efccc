/**
 * The ship and year pickers of the emissions screens. Years come from the server's answer (the years with legs);
 * ships from the user's visible ships (`/common/list/units`).
 */
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function YearSelect({ years, value, onChange }: { years: number[]; value: number | null; onChange: (year: number) => void }) {
  const { t } = useTranslation();
  const options = [...new Set([...(value ? [value] : []), ...years])].sort((a, b) => b - a).map((y) => ({ value: String(y), label: String(y) }));
  return (
    <Select label={t('emissions.common.year')} w={110} data={options} value={value ? String(value) : null} allowDeselect={false}
      onChange={(v) => v && onChange(Number(v))} />
  );
}

export function ShipSelect({ ships, value, onChange, clearable = false }: {
  ships: { label: string; value: string }[]; value: string | null; onChange: (unitId: string | null) => void; clearable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select label={t('emissions.common.ship')} placeholder={clearable ? t('emissions.common.allShips') : t('emissions.common.chooseShip')} w={240}
      searchable clearable={clearable} data={ships} value={value} onChange={onChange} nothingFoundMessage={t('widgets.reference.nothingFound')} />
  );
}
