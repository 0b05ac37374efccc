/** UNIT_GROUP: one of the user's ship groups, or none. */
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../filter-control-props.js';

export function UnitGroupControl({ definition, value, error, onChange }: FilterControlProps<'UNIT_GROUP'>) {
  const { t } = useTranslation();
  return (
    <Select
      label={definition.label} data={definition.options} value={value} onChange={onChange} error={error}
      placeholder={t('filters.control.noGroup')} clearable searchable
      nothingFoundMessage={t('filters.control.nothingFound')} comboboxProps={{ withinPortal: true }} miw={180}
    />
  );
}
