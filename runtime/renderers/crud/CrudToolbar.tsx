/**
 * Search, the column filters of the descriptor (text: contains; select: one of the reference or enum
 * options; boolean: all / yes / no; period: from and to days, inclusive) and "show disabled". Text filters wait
 * 300 ms like the search.
 */
import { Badge, Button, CloseButton, Collapse, Group, Input, Paper, SegmentedControl, Select, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceColumn } from '../../../descriptors/lib/resource.js';
import { Icon } from '../../shell/Icon.js';
import type { ReferenceOption } from '../../widgets/reference-options.js';
import { CrudIcon } from './crud-icons.js';
import classes from './crud.module.css';
import type { RecordList } from './use-record-list.js';
import { searchDebounceMs } from './use-record-list.js';

export interface FilterColumn {
  column: ResourceColumn;
  title: string;
  /** Options of a select filter (reference or enum); undefined falls back to an exact-match text input. */
  options?: readonly ReferenceOption[];
}

function TextFilter({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (v: string) => void; placeholder?: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => { setText(value); }, [value]);
  const push = useDebouncedCallback(onChange, searchDebounceMs);
  return (
    <TextInput
      label={label} value={text} placeholder={placeholder} className={classes.filter}
      onChange={(e) => { setText(e.currentTarget.value); push(e.currentTarget.value); }}
      rightSection={text ? <CloseButton size="sm" aria-label={t('crud.clearField', { field: label })} onClick={() => { setText(''); onChange(''); }} /> : undefined}
    />
  );
}

/** Two day inputs written as `from..to` (either may be empty); the server reads the days as inclusive, UTC. */
function PeriodFilter({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const [from = '', to = ''] = value.split('..');
  const set = (nextFrom: string, nextTo: string) => onChange(nextFrom || nextTo ? `${nextFrom}..${nextTo}` : '');
  return (
    <Input.Wrapper label={label} className={classes.filterPeriod}>
      <Group gap={6} wrap="nowrap" align="center">
        <TextInput type="date" className={classes.periodInput} aria-label={t('crud.periodFrom', { field: label })} value={from}
          max={to || undefined} onChange={(e) => set(e.currentTarget.value, to)} />
        <Text size="sm" c="dimmed" aria-hidden>–</Text>
        <TextInput type="date" className={classes.periodInput} aria-label={t('crud.periodTo', { field: label })} value={to}
          min={from || undefined} onChange={(e) => set(from, e.currentTarget.value)} />
      </Group>
    </Input.Wrapper>
  );
}

function ColumnFilter({ filter, isBoolean, value, onChange }: { filter: FilterColumn; isBoolean: boolean; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const { column, title, options } = filter;
  if (column.filter === 'period') return <PeriodFilter label={title} value={value} onChange={onChange} />;
  if (column.filter === 'boolean' || (column.filter === 'select' && isBoolean)) {
    return (
      <Input.Wrapper label={title} className={classes.filterBoolean}>
        <SegmentedControl
          fullWidth size="sm" value={value || 'all'} onChange={(v) => onChange(v === 'all' ? '' : v)} aria-label={title}
          data={[{ value: 'all', label: t('crud.filterAll') }, { value: 'true', label: t('crud.yes') }, { value: 'false', label: t('crud.no') }]}
        />
      </Input.Wrapper>
    );
  }
  if (column.filter === 'select' && options) {
    return (
      <Select
        label={title} className={classes.filter} data={options as ReferenceOption[]} value={value || null}
        onChange={(v) => onChange(v ?? '')} clearable searchable placeholder={t('crud.filterAll')}
        nothingFoundMessage={t('widgets.reference.nothingFound')} comboboxProps={{ withinPortal: true }}
      />
    );
  }
  return <TextFilter label={title} value={value} onChange={onChange} />;
}

interface CrudToolbarProps {
  list: RecordList;
  filterColumns: readonly FilterColumn[];
  isBooleanColumn: (field: string) => boolean;
  hasSearch: boolean;
}

export function CrudToolbar({ list, filterColumns, isBooleanColumn, hasSearch }: CrudToolbarProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const activeFilters = filterColumns.filter((f) => (list.filters[f.column.field] ?? '') !== '').length;
  return (
    <div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {hasSearch && (
          <TextInput
            label={t('crud.search')} placeholder={t('crud.searchPlaceholder')} className={classes.search} value={list.search}
            leftSection={<CrudIcon name="search" />} onChange={(e) => list.setSearch(e.currentTarget.value)} type="search"
          />
        )}
        {filterColumns.length > 0 && (
          <Button
            variant={isOpen ? 'light' : 'default'} leftSection={<CrudIcon name="filter" />} aria-expanded={isOpen} aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
            rightSection={activeFilters ? <Badge size="sm" circle variant="filled">{activeFilters}</Badge> : undefined}
          >
            {t('crud.filters')}
          </Button>
        )}
        <Switch
          className={classes.switch} label={t('crud.showDisabled')} checked={list.includeDisabled}
          onChange={(e) => list.setIncludeDisabled(e.currentTarget.checked)}
        />
        {list.hasFilters && (
          <Button variant="subtle" leftSection={<Icon name="x" size={14} />} onClick={list.clearFilters}>
            {t('crud.clearFilters')}
          </Button>
        )}
      </Group>
      <Collapse expanded={isOpen} id={panelId}>
        <Paper withBorder radius="md" p="sm" mt="sm" className={classes.filterPanel}>
          {filterColumns.map((filter) => (
            <ColumnFilter
              key={filter.column.field} filter={filter} isBoolean={isBooleanColumn(filter.column.field)}
              value={list.filters[filter.column.field] ?? ''} onChange={(v) => list.setFilter(filter.column.field, v)}
            />
          ))}
        </Paper>
      </Collapse>
    </div>
  );
}
