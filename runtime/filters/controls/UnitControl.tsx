/** UNIT: the one ship a ship dashboard shows, chosen among the user's ships; always one (no clearing). */
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import type { FilterControlProps } from '../filter-control-props.js';

export function UnitControl({ definition, value, error, onChange }: FilterControlProps<'UNIT'>) {
  const { t } = useTranslation();
  return (
    <Select
      label={definition.label} data={definition.options} value={value} onChange={(next) => next && onChange(next)} error={error}
      placeholder={t('filters.control.chooseShip')} allowDeselect={false} searchable leftSection={<Icon name="ship" size={16} />}
      nothingFoundMessage={t('filters.control.nothingFound')} comboboxProps={{ withinPortal: true }} miw={220}
    />
  );
}
