/**
 * The records as a server-paged mantine-datatable: sortable columns, booleans as badges, references
 * and {en, ru} texts as readable labels, disabled records dimmed with a badge. A click, Enter or Space
 * on a row opens the record.
 */
import 'mantine-datatable/styles.layer.css';
import { Badge, Group, Text } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceColumn, ResourceDefinition } from '../../../descriptors/lib/resource.js';
import { fieldValue } from '../../../descriptors/lib/resource.js';
import classes from './crud.module.css';
import { fieldText, type DisplayContext } from './display-value.js';
import type { ResourceRecord } from './resource-api.js';
import type { RecordList } from './use-record-list.js';

interface CrudTableProps {
  definition: ResourceDefinition;
  columns: readonly { column: ResourceColumn; title: string; isBoolean: boolean }[];
  list: RecordList;
  pageSizes: number[];
  display: DisplayContext;
  onOpen: (record: ResourceRecord) => void;
}

/** Enough room for the longest word of a title and the sort icon, so a narrow descriptor width never overlaps. */
export function minimumColumnWidth(title: string, isSortable: boolean): number {
  const longestWord = Math.max(0, ...title.split(/\s+/).map((word) => word.length));
  return Math.ceil(longestWord * 8.5) + 24 + (isSortable ? 22 : 0);
}

export function CrudTable({ definition, columns, list, pageSizes, display, onOpen }: CrudTableProps) {
  const { t } = useTranslation();
  const page = list.status.value;
  const records = page?.items ?? [];
  const isFetching = list.status.status === 'Loading' || list.status.status === 'Reloading';

  const tableColumns: DataTableColumn<ResourceRecord>[] = columns.map(({ column, title, isBoolean }, index) => ({
    accessor: column.field,
    title,
    sortable: Boolean(column.sortable),
    width: column.width === undefined ? undefined : Math.max(column.width, minimumColumnWidth(title, Boolean(column.sortable))),
    render: (record) => {
      if (isBoolean) {
        const value = fieldValue(record.data, column.field);
        if (value === undefined || value === null) return null;
        return value
          ? <Badge size="sm" radius="sm" variant="light" color="teal" tt="none">{display.yes}</Badge>
          : <Text size="sm" c="dimmed" span>{display.no}</Text>;
      }
      const text = fieldText(definition, record.data, column.field, display);
      const badge = column.badges?.[String(fieldValue(record.data, column.field))];
      if (badge) return <Badge size="sm" radius="sm" variant="light" color={badge} tt="none" data-badge={String(fieldValue(record.data, column.field))}>{text}</Badge>;
      if (index > 0) return text;
      return (
        <Group gap={4} wrap="wrap">
          <Text size="sm" fw={500} span>{text || record.label}</Text>
          {record.disabled && <Badge size="xs" radius="sm" variant="outline" color="gray" tt="none">{t('crud.disabled')}</Badge>}
        </Group>
      );
    },
  }));

  const sortStatus: DataTableSortStatus<ResourceRecord> | undefined = list.sort
    ? { columnAccessor: list.sort.field, direction: list.sort.direction }
    : { columnAccessor: '', direction: 'asc' };

  const onRowKey = (record: ResourceRecord) => (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(record);
    }
  };

  return (
    <DataTable<ResourceRecord>
      className={classes.table}
      withTableBorder borderRadius="md" highlightOnHover verticalSpacing="xs" minHeight={records.length ? undefined : 220}
      idAccessor="id"
      records={records}
      columns={tableColumns}
      fetching={isFetching}
      loaderType="dots"
      totalRecords={page?.total ?? 0}
      recordsPerPage={list.size}
      page={list.page}
      onPageChange={list.setPage}
      recordsPerPageOptions={pageSizes}
      onRecordsPerPageChange={list.setSize}
      recordsPerPageLabel={t('crud.pageSize')}
      paginationText={({ from, to, totalRecords }) => t('crud.pagination', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) => ({ 'aria-label': t(`crud.paginationControl.${control}`) })}
      sortStatus={sortStatus}
      onSortStatusChange={(status) => list.setSort({ field: String(status.columnAccessor), direction: status.direction })}
      noRecordsText={isFetching ? t('shell.loading') : list.hasFilters ? t('crud.noMatches') : t('crud.noRecords')}
      onRowClick={({ record }) => onOpen(record)}
      rowClassName={(record) => (record.disabled ? classes.disabledRow : undefined)}
      customRowAttributes={(record) => ({
        tabIndex: 0,
        'aria-label': t('crud.openRecord', { label: record.label }),
        'data-disabled-record': record.disabled || undefined,
        onKeyDown: onRowKey(record),
      })}
    />
  );
}
