/**
 * /wall-boards: every wallboard link the user may manage (GET wallboard-links: links of their own pages, all links for
 * ANALYTICS_PAGEDS MANAGEMENT) with page, author, dates and status; an active link can be revoked after confirmation
 * (DELETE wallboard-links/{id}), after which the wall screen showing it gets "link not found".
 */
import 'mantine-datatable/styles.layer.css';
import { Anchor, Badge, Button, Center, Group, Loader, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DataTable } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import { CrudIcon } from '../crud/crud-icons.js';
import crudClasses from '../crud/crud.module.css';
import { ScreenHeader } from '../ScreenHeader.js';
import { analyticsAdminApi, type LinkStatus, type LinkSummary } from './analytics-admin-api.js';
import { pageViewPath } from './page-rights.js';
import { ProblemNotice, runAction, type Problem } from './ProblemNotice.js';
import { useDisplay } from './use-display.js';
import { useTableRows, type RowColumn } from './use-table-rows.js';
import classes from './analytics-admin.module.css';

const statusColors: Record<LinkStatus, string> = { ACTIVE: 'teal', EXPIRED: 'gray', REVOKED: 'red' };
const statusFilters = ['ALL', 'ACTIVE', 'EXPIRED', 'REVOKED'] as const;

export function WallboardLinksScreen({ client, title }: { client: ApiClient; title?: LocalText }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const api = useMemo(() => analyticsAdminApi(client), [client]);
  const links = useLoadingStatus(() => api.links());
  const [status, setStatus] = useState<(typeof statusFilters)[number]>('ALL');
  const [problem, setProblem] = useState<Problem>();
  const pageTitle = (link: LinkSummary) => display.text(link.pageTitle) || link.page;
  const columns = useMemo<RowColumn<LinkSummary>[]>(() => [
    { accessor: 'page', text: pageTitle, searchText: (l) => [l.page, ...display.allTexts(l.pageTitle)] },
    { accessor: 'createdBy', text: (l) => l.createdByName || l.createdBy, searchText: (l) => [l.createdBy] },
    { accessor: 'createdOn', text: (l) => display.dateTime(l.createdOn), value: (l) => l.createdOn },
    { accessor: 'expiresAt', text: (l) => display.dateTime(l.expiresAt), value: (l) => l.expiresAt },
    { accessor: 'status', text: (l) => t(`analyticsAdmin.links.status.${l.status}`) },
  ], [display, t]); // eslint-disable-line react-hooks/exhaustive-deps
  const filtered = useMemo(() => links.value?.filter((l) => status === 'ALL' || l.status === status), [links.value, status]);
  const rows = useTableRows(filtered, columns, display.language, { columnAccessor: 'createdOn', direction: 'desc' });

  const revoke = (link: LinkSummary) => modals.openConfirmModal({
    title: t('analyticsAdmin.links.revokeTitle', { title: pageTitle(link) }),
    children: <Text size="sm">{t('analyticsAdmin.links.revokeMessage', { at: display.dateTime(link.createdOn), by: link.createdByName || link.createdBy })}</Text>,
    labels: { confirm: t('analyticsAdmin.links.revoke'), cancel: t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm: () => void runAction(async () => { await api.revokeLink(link.id); await links.reload(); },
      t('analyticsAdmin.failed.revoke', { title: pageTitle(link) }), setProblem),
  });

  if (links.error && !links.value) return <LoadFailed error={links.error} onRetry={() => void links.load()} />;
  if (!links.value) return <Center py="xl"><Loader aria-label={t('shell.loading')} /></Center>;
  return (
    <Stack gap="md">
      <ScreenHeader title={title} fallback={t('analyticsAdmin.links.title')} subtitle={t('analyticsAdmin.links.subtitle')}>
        <Button variant="default" leftSection={<Icon name="refresh" size={16} />} onClick={() => void links.reload()} loading={links.status === 'Reloading'}>
          {t('crud.refresh')}
        </Button>
      </ScreenHeader>
      <ProblemNotice problem={problem} onClose={() => setProblem(undefined)} />
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('crud.search')} placeholder={t('analyticsAdmin.links.searchPlaceholder')} className={crudClasses.search} type="search"
          leftSection={<CrudIcon name="search" />} value={rows.search} onChange={(e) => rows.setSearch(e.currentTarget.value)}
        />
        <SegmentedControl
          value={status} onChange={(v) => setStatus(v as typeof status)} aria-label={t('analyticsAdmin.links.statusFilter')}
          data={statusFilters.map((s) => ({ value: s, label: t(`analyticsAdmin.links.status.${s}`) }))}
        />
      </Group>
      <DataTable<LinkSummary>
        className={`${crudClasses.table} ${classes.table}`} withTableBorder borderRadius="md" highlightOnHover verticalSpacing="xs"
        minHeight={rows.shown.length ? undefined : 180} idAccessor="id" records={rows.shown}
        sortStatus={rows.sort} onSortStatusChange={(s) => rows.setSort({ columnAccessor: String(s.columnAccessor), direction: s.direction })}
        noRecordsText={rows.isFiltered || status !== 'ALL' ? t('crud.noMatches') : t('analyticsAdmin.links.none')}
        fetching={links.status === 'Reloading'} loaderType="dots"
        columns={[
          { accessor: 'page', title: t('analyticsAdmin.links.column.page'), sortable: true, render: (l) => (
            <Stack gap={0}>
              <Anchor component={Link} to={pageViewPath(l.page)} size="sm" fw={500}>{pageTitle(l)}</Anchor>
              <Text size="xs" c="dimmed" ff="monospace">{l.page}</Text>
            </Stack>
          ) },
          { accessor: 'createdBy', title: t('analyticsAdmin.links.column.createdBy'), sortable: true, render: (l) => l.createdByName || l.createdBy },
          { accessor: 'createdOn', title: t('analyticsAdmin.links.column.createdOn'), sortable: true, render: (l) => display.dateTime(l.createdOn) },
          { accessor: 'expiresAt', title: t('analyticsAdmin.links.column.expiresAt'), sortable: true, render: (l) => display.dateTime(l.expiresAt) },
          { accessor: 'status', title: t('analyticsAdmin.links.column.status'), sortable: true, render: (l) => (
            <Badge size="sm" radius="sm" variant="light" color={statusColors[l.status]} tt="none"
              title={l.revokedAt ? t('analyticsAdmin.links.revokedAt', { at: display.dateTime(l.revokedAt) }) : undefined}>
              {t(`analyticsAdmin.links.status.${l.status}`)}
            </Badge>
          ) },
          { accessor: 'actions', title: '', textAlign: 'right', render: (l) => l.status === 'ACTIVE' && (
            <Button size="compact-sm" variant="light" color="red" leftSection={<CrudIcon name="trash" size={14} />} onClick={() => revoke(l)}
              aria-label={t('analyticsAdmin.links.revokeOf', { title: pageTitle(l), at: display.dateTime(l.createdOn) })}>
              {t('analyticsAdmin.links.revoke')}
            </Button>
          ) },
        ]}
      />
    </Stack>
  );
}
