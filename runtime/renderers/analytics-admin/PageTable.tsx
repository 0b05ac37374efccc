/**
 * The analytics pages as a mantine-datatable in the crud table's look: the title (linking to the page) over the code,
 * topic, owner, the marks published / live / built-in, the last change and the row's action menu. A row just made (a copy) is
 * highlighted and scrolled into view.
 */
import 'mantine-datatable/styles.layer.css';
import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import crudClasses from '../crud/crud.module.css';
import type { PageSummary } from './analytics-admin-api.js';
import { PageActionsMenu, type PageActionsMenuProps } from './PageActionsMenu.js';
import { pageActionsOf, pageViewPath, type PageRights } from './page-rights.js';
import type { Display } from './use-display.js';
import type { RowColumn, SortOrder } from './use-table-rows.js';
import classes from './analytics-admin.module.css';

/** The searchable, sortable columns of the page list (the marks sort published first, then live, then built-in). */
export function pageColumns(display: Display): RowColumn<PageSummary>[] {
  return [
    { accessor: 'title', text: (p) => display.text(p.title) || p.code, searchText: (p) => [p.code, ...display.allTexts(p.title)] },
    { accessor: 'topic', text: (p) => p.topic ?? '' },
    { accessor: 'owner', text: (p) => p.owner ?? '' },
    { accessor: 'published', text: () => '', value: (p) => (p.published ? 4 : 0) + (p.liveExtractionPeriod > 0 ? 2 : 0) + (p.system ? 1 : 0) },
    { accessor: 'updated', text: (p) => display.dateTime(p.updatedOn), value: (p) => p.updatedOn },
  ];
}

interface PageTableProps {
  rows: readonly PageSummary[];
  display: Display;
  rights: PageRights;
  sort: SortOrder;
  onSort(sort: SortOrder): void;
  isFetching: boolean;
  emptyText: string;
  highlighted?: string;
  onAction: PageActionsMenuProps['onAction'];
}

export function PageTable({ rows, display, rights, sort, onSort, isFetching, emptyText, highlighted, onAction }: PageTableProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!highlighted) return;
    root.current?.querySelector(`[data-code="${CSS.escape(highlighted)}"]`)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [highlighted, rows]);

  const badge = (isOn: boolean, label: string, color: string) =>
    (isOn ? <Badge size="sm" radius="sm" variant="light" color={color} tt="none">{label}</Badge> : null);
  const columns: DataTableColumn<PageSummary>[] = [
    { accessor: 'title', title: t('analyticsAdmin.pages.column.title'), sortable: true, render: (p) => (
      <Stack gap={0}>
        <Anchor component={Link} to={pageViewPath(p.code)} size="sm" fw={500}>{display.text(p.title) || p.code}</Anchor>
        <Text size="xs" c="dimmed" ff="monospace">{p.code}</Text>
      </Stack>
    ) },
    { accessor: 'topic', title: t('analyticsAdmin.pages.column.topic'), sortable: true },
    { accessor: 'owner', title: t('analyticsAdmin.pages.column.owner'), sortable: true },
    { accessor: 'published', title: t('analyticsAdmin.pages.column.published'), sortable: true, render: (p) => (
      <Group gap={4}>
        {p.published ? badge(true, t('analyticsAdmin.badge.published'), 'teal') : <Text size="sm" c="dimmed" span>{t('analyticsAdmin.badge.notPublished')}</Text>}
        {badge(p.liveExtractionPeriod > 0, t('analyticsAdmin.badge.live'), 'cyan')}
        {badge(p.system, t('analyticsAdmin.badge.system'), 'blue')}
      </Group>
    ) },
    { accessor: 'updated', title: t('analyticsAdmin.pages.column.updated'), sortable: true, noWrap: true, render: (p) => display.dateTime(p.updatedOn) },
    { accessor: 'actions', title: <VisuallyHidden>{t('analyticsAdmin.pages.column.actions')}</VisuallyHidden>, textAlign: 'right', width: 56,
      render: (p) => <PageActionsMenu page={p} title={display.text(p.title) || p.code} actions={pageActionsOf(p, rights)} onAction={onAction} /> },
  ];

  return (
    <div ref={root}>
      <DataTable<PageSummary>
        className={`${crudClasses.table} ${classes.table}`}
        withTableBorder borderRadius="md" highlightOnHover verticalSpacing="xs" minHeight={rows.length ? undefined : 180}
        idAccessor="code" records={[...rows]} columns={columns} fetching={isFetching} loaderType="dots"
        sortStatus={sort} onSortStatusChange={(status) => onSort({ columnAccessor: String(status.columnAccessor), direction: status.direction })}
        noRecordsText={emptyText}
        rowClassName={(p) => (p.code === highlighted ? classes.highlighted : undefined)}
        customRowAttributes={(p) => ({ 'data-code': p.code })}
      />
    </div>
  );
}
