/**
 * A page view with the page's own filter panel (runtime/filters/use-page-filters): the filters the page lists are
 * drawn above its panels and their applied values read its data. A page without `filters` is the plain view.
 */
import type { FilterDefinition } from '../../../descriptors/lib/filters/filter-types.js';
import { initialPageFilters } from '../../../descriptors/lib/filters/page-filters.js';
import { useMemo } from 'react';
import type { ApiClient } from '../../api/api-client.js';
import { usePageFilters } from '../../filters/use-page-filters.js';
import { AnalyticsPageView, type AnalyticsPageViewProps } from './AnalyticsPageView.js';

export type FilteredPageViewProps = Omit<AnalyticsPageViewProps, 'filters' | 'filterPanel' | 'period' | 'isFilterPending'> & {
  /** Signed in: the filter definitions come from GET /filters/config. */
  client?: ApiClient;
  /** A wallboard: its detached panel's definitions. */
  loadDetached?: () => Promise<FilterDefinition[]>;
};

export function FilteredPageView({ client, loadDetached, ...view }: FilteredPageViewProps) {
  const { page } = view;
  const initial = useMemo(() => initialPageFilters([page]), [page]);
  const { filters, period, isReady, panel } = usePageFilters({ pageId: page.code, filterIds: page.filters, cluster: page.cluster, client, loadDetached, initial });
  return <AnalyticsPageView {...view} filters={filters} period={period} filterPanel={panel} isFilterPending={!isReady} />;
}
