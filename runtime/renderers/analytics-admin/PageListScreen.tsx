/**
 * /custom-analytics/list: the analytics pages the user may see (GET custom-analytics), searched in the browser, each
 * with the actions the server allows the user (page-rights.ts): open, designer, publish or unpublish, duplicate (the
 * copy is then shown highlighted), wallboard link, delete after confirmation. "New page" makes an empty page of the
 * caller's and opens it. A refusal shows the server's translated message above the list.
 */
import { Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { useUserAccess } from '../../shell/user-access.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import { CrudIcon } from '../crud/crud-icons.js';
import crudClasses from '../crud/crud.module.css';
import { ScreenHeader } from '../ScreenHeader.js';
import { analyticsAdminApi, type PageSummary } from './analytics-admin-api.js';
import { LinkDialog } from './LinkDialog.js';
import { NewPageDialog } from './NewPageDialog.js';
import { pageRightsOf, pageViewPath, type PageActionId } from './page-rights.js';
import { pageColumns, PageTable } from './PageTable.js';
import { ProblemNotice, runAction, type Problem } from './ProblemNotice.js';
import { useDisplay } from './use-display.js';
import { useTableRows } from './use-table-rows.js';

export const wallboardLinksRoute = '/wall-boards';

export function PageListScreen({ client, title }: { client: ApiClient; title?: LocalText }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const navigate = useNavigate();
  const access = useUserAccess();
  const rights = pageRightsOf(access);
  const api = useMemo(() => analyticsAdminApi(client), [client]);
  const pages = useLoadingStatus(() => api.pages());
  const columns = useMemo(() => pageColumns(display), [display]);
  const rows = useTableRows(pages.value, columns, display.language, { columnAccessor: 'title', direction: 'asc' });
  const [problem, setProblem] = useState<Problem>();
  const [highlighted, setHighlighted] = useState<string>();
  const [linkFor, setLinkFor] = useState<PageSummary>();
  const [isCreating, setCreating] = useState(false);
  const titleOf = (page: PageSummary) => display.text(page.title) || page.code;

  const onAction = (action: Exclude<PageActionId, 'open' | 'design'>, page: PageSummary) => {
    const failed = t(`analyticsAdmin.failed.${action}`, { title: titleOf(page) });
    const act = (call: () => Promise<unknown>) => void runAction(async () => { await call(); await pages.reload(); }, failed, setProblem);
    if (action === 'publish' || action === 'unpublish') act(() => api.publish(page.code, action === 'publish'));
    else if (action === 'duplicate') {
      act(async () => {
        const copy = await api.duplicate(page.code);
        rows.setSearch('');
        setHighlighted(copy.code);
      });
    } else if (action === 'link') setLinkFor(page);
    else {
      modals.openConfirmModal({
        title: t('analyticsAdmin.delete.title', { title: titleOf(page) }),
        children: <Text size="sm">{t('analyticsAdmin.delete.message', { code: page.code })}</Text>,
        labels: { confirm: t('analyticsAdmin.delete.confirm'), cancel: t('common.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => act(() => api.remove(page.code)),
      });
    }
  };

  if (pages.error && !pages.value) return <LoadFailed error={pages.error} onRetry={() => void pages.load()} />;
  if (!pages.value) return <Center py="xl"><Loader aria-label={t('shell.loading')} /></Center>;
  const isFetching = pages.status === 'Loading' || pages.status === 'Reloading';
  return (
    <Stack gap="md">
      <ScreenHeader title={title} fallback={t('analyticsAdmin.pages.title')} subtitle={t('analyticsAdmin.pages.subtitle')}>
        {access.canOpen(wallboardLinksRoute) && (
          <Button variant="default" component={Link} to={wallboardLinksRoute} leftSection={<Icon name="link" size={16} />}>
            {t('analyticsAdmin.pages.wallboards')}
          </Button>
        )}
        <Button variant="default" leftSection={<Icon name="refresh" size={16} />} onClick={() => void pages.reload()} loading={pages.status === 'Reloading'}>
          {t('crud.refresh')}
        </Button>
        {rights.isAuthor && <Button leftSection={<CrudIcon name="plus" />} onClick={() => setCreating(true)}>{t('analyticsAdmin.pages.new')}</Button>}
      </ScreenHeader>
      <ProblemNotice problem={problem} onClose={() => setProblem(undefined)} />
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('crud.search')} placeholder={t('analyticsAdmin.pages.searchPlaceholder')} className={crudClasses.search} type="search"
          leftSection={<CrudIcon name="search" />} value={rows.search} onChange={(e) => rows.setSearch(e.currentTarget.value)}
        />
        <Text size="sm" c="dimmed" pb={8} aria-live="polite">
          {t('analyticsAdmin.pages.count', { shown: rows.shown.length, total: pages.value.length })}
        </Text>
      </Group>
      <PageTable
        rows={rows.shown} display={display} rights={rights} sort={rows.sort} onSort={rows.setSort} isFetching={isFetching}
        emptyText={rows.isFiltered ? t('crud.noMatches') : t('analyticsAdmin.pages.none')} highlighted={highlighted} onAction={onAction}
      />
      {linkFor && <LinkDialog api={api} code={linkFor.code} title={titleOf(linkFor)} display={display} onClose={() => setLinkFor(undefined)} />}
      {isCreating && (
        <NewPageDialog api={api} onClose={() => setCreating(false)} onCreated={(page) => { setCreating(false); void navigate(pageViewPath(page.code)); }} />
      )}
    </Stack>
  );
}
