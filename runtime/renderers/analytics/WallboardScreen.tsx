/**
 * /wallboard/{value}: a page published as a wallboard link, for a wall screen — no sign-in, no menu or top bar,
 * read-only, refreshing itself (live pages on their own rhythm, others every minute). A page that lists filters gets
 * a detached filter panel with the definitions the link answers (GET wallboard/{value}/filters).
 */
import { Center, Loader } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/api-client.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { wallboardApi } from './analytics-api.js';
import { FilteredPageView } from './FilteredPageView.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import classes from './analytics.module.css';

/** How often a wallboard of a page that is not live refreshes. */
export const wallboardRefreshSeconds = 60;

export function WallboardScreen({ value, client }: { value: string; client: ApiClient }) {
  const { t } = useTranslation();
  const api = useMemo(() => wallboardApi(client, value), [client, value]);
  const page = useLoadingStatus(() => api.page());
  if (page.error) return <div className={classes.wallboard}><LoadFailed error={page.error} title={t('dashboard.page.loadFailed')} onRetry={() => void page.load()} /></div>;
  if (!page.value) return <Center h="100vh"><Loader aria-label={t('shell.loading')} /></Center>;
  return <FilteredPageView page={page.value} source={api.source} heading="wallboard" refreshSeconds={wallboardRefreshSeconds} loadDetached={api.filters} />;
}
