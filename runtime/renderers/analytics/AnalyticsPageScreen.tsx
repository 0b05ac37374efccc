/** A custom analytics page by code (GET /api/custom-analytics/by-code/{code}), drawn by the page view with its filter panel. */
import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { customAnalyticsApi } from './analytics-api.js';
import { FilteredPageView } from './FilteredPageView.js';
import type { LiveSubscriber } from './use-page-data.js';

export interface AnalyticsPageScreenProps {
  code: string;
  client: ApiClient;
  subscribeLive?: LiveSubscriber;
}

export function AnalyticsPageScreen({ code, client, subscribeLive }: AnalyticsPageScreenProps) {
  const { t } = useTranslation();
  const api = useMemo(() => customAnalyticsApi(client), [client]);
  const page = useLoadingStatus(() => api.pageByCode(code));
  if (page.error) return <LoadFailed message={page.error.message} onRetry={() => void page.load()} />;
  if (!page.value) return <Center py="xl"><Loader aria-label={t('shell.loading')} /></Center>;
  return <FilteredPageView page={page.value} source={api.source} subscribeLive={subscribeLive} client={client} />;
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('dashboard.page.loadFailed')} role="alert">
      <Text size="sm">{message}</Text>
      <Button size="xs" mt="sm" variant="default" onClick={onRetry}>{t('dashboard.page.retry')}</Button>
    </Alert>
  );
}
