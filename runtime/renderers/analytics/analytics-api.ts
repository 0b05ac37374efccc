/**
 * The calls dashboards make (docs/analytics.md, SPEC §7 custom-analytics, multi-dashboard-pages, wallboard), through
 * the one API client, and the extract answer they draw. A page view reads its data through a `PageDataSource`, so
 * the same view serves custom analytics, multi-dashboard pages and the public wallboard.
 */
import type { ApiClient } from '../../api/api-client.js';
import type { AnalyticsPage } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import type { MultiDashboardPage } from '../../../descriptors/kinds/multi-dashboard-page/multi-dashboard-page.js';
import type { FilterDefinition } from '../../../descriptors/lib/filters/filter-types.js';
import type { RequestFilters } from '../../../descriptors/lib/filters/request-filters.js';
import type { ExtractAnswer, ExtractSeries } from '../../../descriptors/lib/analytics/extract-answer.js';

export type { AnalyticsPage, Chart, Dataset } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
export type { MultiDashboardPage } from '../../../descriptors/kinds/multi-dashboard-page/multi-dashboard-page.js';
export type { RequestFilters } from '../../../descriptors/lib/filters/request-filters.js';
export type { ChartData, ExtractAnswer, ExtractSeries, LatestValue } from '../../../descriptors/lib/analytics/extract-answer.js';

/** A series as panels draw it: numbers and gaps (panel-support `pickSeries` makes text a gap). */
export type NumericSeries = Omit<ExtractSeries, 'points'> & { points: [number, number | null][] };

export interface ExtractOptions {
  filters: RequestFilters;
  maxPoints: number;
}

export interface LiveExtractOptions {
  /** Grouping keys the page reads (the filters'); empty: the page's own. */
  groupingKeyValues: string[];
  /** Ships (the filters'); absent: the page's, else all the user may see. */
  units?: string[];
  /** Seconds; absent: the page's own. */
  liveExtractionPeriod?: number;
  /** How many buckets the widest panel can draw (the live call's name for maxPoints). */
  dimensionBase: number;
}

/** Where a page view reads its data from. */
export interface PageDataSource {
  extract(page: AnalyticsPage, options: ExtractOptions): Promise<ExtractAnswer>;
  /** Live pages (liveExtractionPeriod > 0): the page's last seconds. */
  extractLive?(page: AnalyticsPage, options: LiveExtractOptions): Promise<ExtractAnswer>;
}

const path = (value: string) => encodeURIComponent(value);

/** /api/custom-analytics: a page by code and its data. */
export function customAnalyticsApi(client: ApiClient) {
  const source: PageDataSource = {
    extract: (page, { filters, maxPoints }) =>
      client.post<ExtractAnswer>('/custom-analytics/extract', { requestValue: { page: page.code, filters, maxPoints } }),
    extractLive: (page, options) =>
      client.post<ExtractAnswer>('/custom-analytics/extract/live', { requestValue: { page: page.code, ...options } }),
  };
  return {
    pageByCode: (code: string) => client.get<AnalyticsPage>(`/custom-analytics/by-code/${path(code)}`),
    source,
  };
}

/**
 * /api/multi-dashboard-pages: a multi-page, its analytics pages and their data (read with SHIP_LIVE_DASHBOARDS); the
 * extract calls name the multi-page, whose grouping keys apply unless the filters name others.
 */
export function multiDashboardApi(client: ApiClient, code: string) {
  const source: PageDataSource = {
    extract: (page, { filters, maxPoints }) =>
      client.post<ExtractAnswer>('/multi-dashboard-pages/extract', { requestValue: { page: page.code, code, filters, maxPoints } }),
    extractLive: (page, options) =>
      client.post<ExtractAnswer>('/multi-dashboard-pages/extract/live', { requestValue: { page: page.code, code, ...options } }),
  };
  return {
    page: () => client.get<MultiDashboardPage>(`/multi-dashboard-pages/code/${path(code)}`),
    /** The analytics pages of the multi-page the user may see, in no particular order. */
    dashboards: () => client.post<AnalyticsPage[]>('/multi-dashboard-pages/dashboards', { requestValue: { code } }),
    source,
  };
}

/**
 * /api/wallboard/{value}: a published link, no sign-in. Calls are sent as sign-in style calls, so a refused link
 * shows its error instead of the login popup.
 */
export function wallboardApi(client: ApiClient, value: string) {
  const source: PageDataSource = {
    extract: (_page, { filters, maxPoints }) =>
      client.post<ExtractAnswer>(`/wallboard/${path(value)}/extract`, { requestValue: { filters, maxPoints } }, { isAuthCall: true }),
    extractLive: (_page, options) =>
      client.post<ExtractAnswer>(`/wallboard/${path(value)}/extract/live`, { requestValue: options }, { isAuthCall: true }),
  };
  return {
    page: () => client.get<AnalyticsPage>(`/wallboard/${path(value)}`, { isAuthCall: true }),
    /** The filters the page lists, for its detached panel: the link's ships only, grouping keys filled in. */
    filters: () => client.get<FilterDefinition[]>(`/wallboard/${path(value)}/filters`, { isAuthCall: true }),
    source,
  };
}
