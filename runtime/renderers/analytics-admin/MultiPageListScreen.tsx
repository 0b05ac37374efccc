/**
 * /multi-dashboard-page/list: the multi-dashboard pages the user may see (GET multi-dashboard-pages) with their
 * title, code and what they show — the titles of the dashboards the user may see, and their tabs when there are
 * several — each title linking to /multi-dashboard-page/view/{code}.
 */
import 'mantine-datatable/styles.layer.css';
import { Anchor, Badge, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import { CrudIcon } from '../crud/crud-icons.js';
import crudClasses from '../crud/crud.module.css';
import { ScreenHeader } from '../ScreenHeader.js';
import { analyticsAdminApi, type MultiPageSummary } from './analytics-admin-api.js';
import { useDisplay } from './use-display.js';
import { useTableRows, type RowColumn } from './use-table-rows.js';
import classes from './analytics-admin.module.css';

export const multiPageViewPath = (code: string) => `/multi-dashboard-page/view/${encodeURIComponent(code)}`;

export function MultiPageListScreen({ client, title }: { client: ApiClient; title?: LocalText }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const api = useMemo(() => analyticsAdminApi(client), [client]);
  const pages = useLoadingStatus(() => api.multiPages());
  const columns = useMemo<RowColumn<MultiPageSummary>[]>(() => [
    { accessor: 'title', text: (p) => display.text(p.title) || p.code, searchText: (p) => [...display.allTexts(p.title), display.text(p.description)] },
    { accessor: 'code', text: (p) => p.code },
    { accessor: 'dashboards', text: (p) => contentsOf(p), searchText: (p) => (p.dashboardTitles ?? []).flatMap((title) => display.allTexts(title)), value: (p) => p.dashboards },
  ], [display]); // eslint-disable-line react-hooks/exhaustive-deps -- contentsOf follows the language, as display does
  const rows = useTableRows(pages.value, columns, display.language, { columnAccessor: 'title', direction: 'asc' });
  // What a multi-page shows: its dashboards by title, its tabs counted only when there are several to tell apart.
  function contentsOf(p: MultiPageSummary): string {
    const titles = (p.dashboardTitles ?? []).map((title) => display.text(title)).join(' · ');
    return p.tabs > 1 ? `${t('analyticsAdmin.multi.tabCount', { count: p.tabs })}: ${titles}` : titles;
  }

  if (pages.error && !pages.value) return <LoadFailed error={pages.error} onRetry={() => void pages.load()} />;
  if (!pages.value) return <Center py="xl"><Loader aria-label={t('shell.loading')} /></Center>;
  return (
    <Stack gap="md">
      <ScreenHeader title={title} fallback={t('analyticsAdmin.multi.title')} subtitle={t('analyticsAdmin.multi.subtitle')} />
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('crud.search')} placeholder={t('analyticsAdmin.multi.searchPlaceholder')} className={crudClasses.search} type="search"
          leftSection={<CrudIcon name="search" />} value={rows.search} onChange={(e) => rows.setSearch(e.currentTarget.value)}
        />
      </Group>
      <DataTable<MultiPageSummary>
        className={`${crudClasses.table} ${classes.table}`} withTableBorder borderRadius="md" highlightOnHover verticalSpacing="xs"
        minHeight={rows.shown.length ? undefined : 180} idAccessor="code" records={rows.shown}
        sortStatus={rows.sort} onSortStatusChange={(s) => rows.setSort({ columnAccessor: String(s.columnAccessor), direction: s.direction })}
        noRecordsText={rows.isFiltered ? t('crud.noMatches') : t('analyticsAdmin.multi.none')}
        columns={[
          { accessor: 'title', title: t('analyticsAdmin.multi.column.title'), sortable: true, render: (p) => (
            <Stack gap={0}>
              <Group gap={6}>
                <Anchor component={Link} to={multiPageViewPath(p.code)} size="sm" fw={500}>{display.text(p.title) || p.code}</Anchor>
                {p.system && <Badge size="xs" radius="sm" variant="light" color="blue" tt="none">{t('analyticsAdmin.badge.system')}</Badge>}
              </Group>
              {p.description && <Text size="xs" c="dimmed" lineClamp={1}>{display.text(p.description)}</Text>}
            </Stack>
          ) },
          { accessor: 'code', title: t('analyticsAdmin.multi.column.code'), sortable: true, render: (p) => <Text size="sm" ff="monospace">{p.code}</Text> },
          { accessor: 'dashboards', title: t('analyticsAdmin.multi.column.dashboards'), render: (p) => <Text size="sm">{contentsOf(p)}</Text> },
        ]}
      />
    </Stack>
  );
}
