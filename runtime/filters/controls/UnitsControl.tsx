/** UNITS: several of the user's ships; none chosen means every ship the user may see. */
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../filter-control-props.js';

export function UnitsControl({ definition, value, error, onChange }: FilterControlProps<'UNITS'>) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={definition.label} data={definition.options} value={value} onChange={onChange} error={error}
      placeholder={value.length ? undefined : t('filters.control.allShips')} searchable clearable
      nothingFoundMessage={t('filters.control.nothingFound')} comboboxProps={{ withinPortal: true }} miw={220}
    />
  );
}
