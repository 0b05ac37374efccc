/**
 * /multi-dashboard-page/view/{code}: several analytics pages under one route (GET multi-dashboard-pages/code/{code},
 * POST multi-dashboard-pages/dashboards), in tabs when it has them, read with the multi-page's own extract calls.
 * Its grouping keys are offered as a choice when there are several; `splitView` shows one column per ship. One filter
 * panel serves the screen: the filters its pages list (each once, in order), applied to every page; grouping keys
 * chosen there win over the multi-page's.
 */
import { Alert, Center, Loader, MultiSelect, Stack, Tabs } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardsOf } from '../../../descriptors/kinds/multi-dashboard-page/multi-dashboard-page.js';
import { initialPageFilters } from '../../../descriptors/lib/filters/page-filters.js';
import { resolveText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { usePageFilters } from '../../filters/use-page-filters.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { multiDashboardApi, type AnalyticsPage, type MultiDashboardPage, type RequestFilters } from './analytics-api.js';
import { AnalyticsPageView } from './AnalyticsPageView.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import type { LiveSubscriber } from './use-page-data.js';

export interface MultiDashboardScreenProps {
  code: string;
  client: ApiClient;
  subscribeLive?: LiveSubscriber;
}

interface Loaded {
  multi: MultiDashboardPage;
  pages: AnalyticsPage[];
}

export function MultiDashboardScreen({ code, client, subscribeLive }: MultiDashboardScreenProps) {
  const { t } = useTranslation();
  const api = useMemo(() => multiDashboardApi(client, code), [client, code]);
  const loaded = useLoadingStatus<Loaded>(async () => {
    const [multi, pages] = await Promise.all([api.page(), api.dashboards()]);
    return { multi, pages };
  });
  if (loaded.error) return <LoadFailed error={loaded.error} title={t('dashboard.page.loadFailed')} onRetry={() => void loaded.load()} />;
  if (!loaded.value) return <Center py="xl"><Loader aria-label={t('shell.loading')} /></Center>;
  return <MultiDashboardView {...loaded.value} api={api} client={client} subscribeLive={subscribeLive} />;
}

/** The filter ids of the pages shown, each once, in the order of the pages. */
export function filterIdsOfPages(pages: readonly AnalyticsPage[]): string[] {
  return [...new Set(pages.flatMap((page) => page.filters ?? []))];
}

interface ViewProps extends Loaded {
  api: ReturnType<typeof multiDashboardApi>;
  client: ApiClient;
  subscribeLive?: LiveSubscriber;
}

function MultiDashboardView({ multi, pages, api, client, subscribeLive }: ViewProps) {
  const { t, i18n } = useTranslation();
  const text = (value: Parameters<typeof resolveText>[0]) => resolveText(value, i18n.language, (key) => t(key));
  const offered = multi.groupingKeys ?? [];
  const [keys, setKeys] = useState<string[]>(offered);
  const all = dashboardsOf(multi);
  const shown = useMemo(() => all.flatMap((code) => pages.filter((p) => p.code === code)), [all.join(), pages]); // eslint-disable-line react-hooks/exhaustive-deps
  const filterIds = useMemo(() => filterIdsOfPages(shown), [shown]);
  const initial = useMemo(() => initialPageFilters(shown), [shown]);
  const panel = usePageFilters({ pageId: shown.length === 1 ? shown[0].code : multi.code, filterIds, cluster: shown[0]?.cluster, client, initial });
  const filters = useMemo<RequestFilters>(() => (panel.filters.groupingKeys?.length || !keys.length
    ? panel.filters : { ...panel.filters, groupingKeys: keys }), [panel.filters, keys]);
  const tabs = (multi.tabs ?? []).filter((tab) => tab.dashboards.length);
  const inTabs = new Set(tabs.flatMap((tab) => tab.dashboards));
  const outside = (multi.dashboards ?? []).filter((code) => !inTabs.has(code));
  const [tab, setTab] = useState<string | null>(tabs[0]?.id ?? null);

  const keyChoice = offered.length > 1 && (
    <MultiSelect
      size="xs" maw={520} label={t('dashboard.multi.groupingKeys')} data={offered} value={keys} onChange={setKeys} clearable
      placeholder={t('dashboard.multi.allKeys')}
    />
  );
  const view = (code: string, heading: 'screen' | 'section') => {
    const page = pages.find((p) => p.code === code);
    if (!page) return <Alert key={code} color="yellow" variant="light" icon={<Icon name="alert" />}>{t('dashboard.multi.missing', { code })}</Alert>;
    return (
      <AnalyticsPageView
        key={code} page={page} source={api.source} filters={filters} period={panel.period} isFilterPending={!panel.isReady}
        heading={heading} subscribeLive={subscribeLive} isSplit={multi.splitView === true ? true : undefined}
        filterPanel={heading === 'screen' ? <>{keyChoice}{panel.panel}</> : undefined}
      />
    );
  };

  // A multi-page of one dashboard is that dashboard: no second title, no lone tab.
  if (all.length === 1) return view(all[0], 'screen');
  return (
    <Stack gap="md">
      <ScreenHeader title={multi.title} fallback={multi.code} subtitle={multi.description ? text(multi.description) : ''} />
      {keyChoice}
      {panel.panel}
      {tabs.length > 0 && (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            {tabs.map((item) => <Tabs.Tab key={item.id} value={item.id}>{item.title ? text(item.title) : item.id}</Tabs.Tab>)}
          </Tabs.List>
          {tabs.map((item) => (
            <Tabs.Panel key={item.id} value={item.id} pt="md">
              <Stack gap="xl">{item.dashboards.map((code) => view(code, 'section'))}</Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      {outside.map((code) => view(code, 'section'))}
      {!all.length && <Alert variant="light" color="gray">{t('dashboard.multi.empty')}</Alert>}
    </Stack>
  );
}
