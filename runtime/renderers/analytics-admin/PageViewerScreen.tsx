/**
 * /custom-analytics: one analytics page at a time, chosen in a picker of the pages the user may see
 * (GET custom-analytics). The choice is kept in the address (`?page=CODE`, so it can be bookmarked and Back returns
 * to the previous page); without one the first published page (by title) is shown. The page is drawn by the
 * dashboards' own AnalyticsPageScreen.
 */
import { Alert, Button, Center, Group, Loader, Select, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { useUserAccess } from '../../shell/user-access.js';
import { AnalyticsPageScreen } from '../analytics/AnalyticsPageScreen.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import type { LiveSubscriber } from '../analytics/use-page-data.js';
import { analyticsAdminApi, type PageSummary } from './analytics-admin-api.js';
import { useDisplay } from './use-display.js';

export const pageListRoute = '/custom-analytics/list';
export const pageParam = 'page';

/** The page shown when the address names none: the first published one in the picker's order, else the first. */
export function defaultPageOf(pages: readonly PageSummary[]): string | undefined {
  return (pages.find((p) => p.published) ?? pages[0])?.code;
}

export function PageViewerScreen({ client, subscribeLive }: { client: ApiClient; subscribeLive?: LiveSubscriber }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const access = useUserAccess();
  const [params, setParams] = useSearchParams();
  const api = useMemo(() => analyticsAdminApi(client), [client]);
  const pages = useLoadingStatus(() => api.pages());
  const sorted = useMemo(() => [...(pages.value ?? [])].sort((a, b) =>
    (display.text(a.title) || a.code).localeCompare(display.text(b.title) || b.code, display.language, { sensitivity: 'base' })), [pages.value, display]);

  if (pages.error) return <LoadFailed error={pages.error} onRetry={() => void pages.load()} />;
  if (!pages.value) return <Center py="xl"><Loader aria-label={t('shell.loading')} /></Center>;
  const asked = params.get(pageParam) ?? undefined;
  const code = asked ?? defaultPageOf(sorted);
  const isKnown = code !== undefined && sorted.some((p) => p.code === code);
  const choose = (next: string | null) => {
    if (next) setParams((current) => { current.set(pageParam, next); return current; });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label={t('analyticsAdmin.viewer.page')} placeholder={t('analyticsAdmin.viewer.choose')} searchable w={420} maw="100%"
          nothingFoundMessage={t('analyticsAdmin.viewer.nothingFound')} value={isKnown ? code : null} onChange={choose} allowDeselect={false}
          data={sorted.map((p) => ({ value: p.code, label: p.published ? display.text(p.title) || p.code : t('analyticsAdmin.viewer.unpublished', { title: display.text(p.title) || p.code }) }))}
          comboboxProps={{ withinPortal: true }}
        />
        {access.canOpen(pageListRoute) && (
          <Button variant="default" component={Link} to={pageListRoute} leftSection={<Icon name="list" size={16} />}>
            {t('analyticsAdmin.viewer.manage')}
          </Button>
        )}
      </Group>
      {!sorted.length && <Alert variant="light" color="gray" icon={<Icon name="dashboard" />}>{t('analyticsAdmin.pages.none')}</Alert>}
      {asked !== undefined && !isKnown && (
        <Alert variant="light" color="yellow" icon={<Icon name="alert" />}>{t('analyticsAdmin.viewer.unknown', { code: asked })}</Alert>
      )}
      {code !== undefined && isKnown && <AnalyticsPageScreen key={code} code={code} client={client} subscribeLive={subscribeLive} />}
    </Stack>
  );
}
