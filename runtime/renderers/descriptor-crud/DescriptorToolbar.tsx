/** Search over the code and the shown columns, the filter by `filterField` values (e.g. logbook), and the count. */
import { Group, Select, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CrudIcon } from '../crud/crud-icons.js';
import classes from '../crud/crud.module.css';
import type { DescriptorList } from './use-descriptor-list.js';

interface DescriptorToolbarProps {
  list: DescriptorList;
  /** The filter's label; no filter without one. */
  filterTitle?: string;
  language: string;
}

export function DescriptorToolbar({ list, filterTitle, language }: DescriptorToolbarProps) {
  const { t } = useTranslation();
  const total = list.status.value ? list.matching.length : undefined;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" justify="space-between">
      <Group align="flex-end" gap="sm" wrap="wrap" style={{ flex: 1 }}>
        <TextInput
          label={t('crud.search')} placeholder={t('descriptorCrud.searchPlaceholder')} className={classes.search} value={list.search}
          leftSection={<CrudIcon name="search" />} onChange={(e) => list.setSearch(e.currentTarget.value)} type="search"
        />
        {filterTitle && list.filterOptions.length > 0 && (
          <Select
            label={filterTitle} data={list.filterOptions} value={list.filter} onChange={list.setFilter} w={220}
            clearable searchable placeholder={t('crud.filterAll')} nothingFoundMessage={t('widgets.reference.nothingFound')}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </Group>
      <Text c="dimmed" size="sm" aria-live="polite" pb={8}>
        {total === undefined ? '\u00a0' : t('crud.total', { number: new Intl.NumberFormat(language).format(total) })}
      </Text>
    </Group>
  );
}
