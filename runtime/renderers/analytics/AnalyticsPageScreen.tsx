/** A custom analytics page by code (GET /api/custom-analytics/by-code/{code}), drawn by the page view with its filter panel. */
import { Center, Loader } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/api-client.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { customAnalyticsApi } from './analytics-api.js';
import { preloadCharts } from './charts/ApexChart.js';
import { FilteredPageView } from './FilteredPageView.js';
import { readFilterConfigAhead } from '../../filters/filters-api.js';
import type { LiveSubscriber } from './use-page-data.js';
import { LoadFailed } from '../../shell/LoadFailed.js';

export interface AnalyticsPageScreenProps {
  code: string;
  client: ApiClient;
  subscribeLive?: LiveSubscriber;
}

export function AnalyticsPageScreen({ code, client, subscribeLive }: AnalyticsPageScreenProps) {
  const { t } = useTranslation();
  const api = useMemo(() => customAnalyticsApi(client), [client]);
  const page = useLoadingStatus(() => {
    readFilterConfigAhead(client);
    return api.pageByCode(code);
  });
  // The charts' chunk travels with the page and its data instead of after them (issue 21).
  useEffect(preloadCharts, []);
  if (page.error) return <LoadFailed error={page.error} title={t('dashboard.page.loadFailed')} onRetry={() => void page.load()} />;
  if (!page.value) return <Center py="xl"><Loader aria-label={t('shell.loading')} /></Center>;
  return <FilteredPageView page={page.value} source={api.source} subscribeLive={subscribeLive} client={client} />;
}

