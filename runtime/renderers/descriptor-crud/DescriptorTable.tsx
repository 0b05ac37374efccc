/**
 * The descriptors of a kind as a mantine-datatable (the crud table's look): the configured columns, the code
 * with badges for built-in, changed built-in and disabled, sorting and paging in the browser. A click, Enter
 * or Space on a row opens the descriptor.
 */
import 'mantine-datatable/styles.layer.css';
import { Badge, Group, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../crud/crud.module.css';
import type { DisplayContext } from '../crud/display-value.js';
import type { DescriptorRecord } from './descriptor-record-api.js';
import { columnText, pageSizes, type DescriptorList } from './use-descriptor-list.js';

interface DescriptorTableProps {
  columns: readonly { field: string; title: string }[];
  list: DescriptorList;
  display: DisplayContext;
  onOpen: (record: DescriptorRecord) => void;
}

/** The badges of a descriptor's state, shared by the list and the editor. */
export function DescriptorBadges({ record, isDisabledShown = true }: {
  record: Pick<DescriptorRecord, 'builtin' | 'overridden' | 'disabled'>;
  /** The editor's status bar shows disabled itself. */
  isDisabledShown?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {record.overridden
        ? <Badge size="xs" radius="sm" variant="light" color="orange" tt="none">{t('descriptorCrud.badge.changed')}</Badge>
        : record.builtin && <Badge size="xs" radius="sm" variant="light" color="blue" tt="none">{t('descriptorCrud.badge.builtin')}</Badge>}
      {isDisabledShown && record.disabled && <Badge size="xs" radius="sm" variant="outline" color="gray" tt="none">{t('crud.disabled')}</Badge>}
    </>
  );
}

export function DescriptorTable({ columns, list, display, onOpen }: DescriptorTableProps) {
  const { t } = useTranslation();
  const isFetching = list.status.status === 'Loading' || list.status.status === 'Reloading';

  const tableColumns: DataTableColumn<DescriptorRecord>[] = columns.map(({ field, title }, index) => ({
    accessor: field,
    title,
    sortable: true,
    render: (record) => {
      const text = columnText(record, field, display);
      if (index > 0) return text;
      return (
        <Group gap={4} wrap="wrap">
          <Text size="sm" fw={500} span>{text || record.code}</Text>
          <DescriptorBadges record={record} />
        </Group>
      );
    },
  }));

  const onRowKey = (record: DescriptorRecord) => (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(record);
    }
  };

  return (
    <DataTable<DescriptorRecord>
      className={classes.table}
      withTableBorder borderRadius="md" highlightOnHover verticalSpacing="xs" minHeight={list.pageRecords.length ? undefined : 220}
      idAccessor="code"
      records={list.pageRecords}
      columns={tableColumns}
      fetching={isFetching}
      loaderType="dots"
      totalRecords={list.matching.length}
      recordsPerPage={list.size}
      page={list.page}
      onPageChange={list.setPage}
      recordsPerPageOptions={pageSizes}
      onRecordsPerPageChange={list.setSize}
      recordsPerPageLabel={t('crud.pageSize')}
      paginationText={({ from, to, totalRecords }) => t('crud.pagination', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) => ({ 'aria-label': t(`crud.paginationControl.${control}`) })}
      sortStatus={{ columnAccessor: list.sort.field, direction: list.sort.direction }}
      onSortStatusChange={(status) => list.setSort({ field: String(status.columnAccessor), direction: status.direction })}
      noRecordsText={isFetching ? t('shell.loading') : list.hasFilters ? t('crud.noMatches') : t('descriptorCrud.noDescriptors')}
      onRowClick={({ record }) => onOpen(record)}
      rowClassName={(record) => (record.disabled ? classes.disabledRow : undefined)}
      customRowAttributes={(record) => ({
        tabIndex: 0,
        'aria-label': t('crud.openRecord', { label: record.code }),
        'data-disabled-record': record.disabled || undefined,
        onKeyDown: onRowKey(record),
      })}
    />
  );
}
