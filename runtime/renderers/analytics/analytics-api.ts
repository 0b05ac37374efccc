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
import type { LocalText } from '../../../descriptors/lib/text.js';

export type { AnalyticsPage, Chart, Dataset } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
export type { MultiDashboardPage } from '../../../descriptors/kinds/multi-dashboard-page/multi-dashboard-page.js';
export type { RequestFilters } from '../../../descriptors/lib/filters/request-filters.js';

/**
 * One answered series of a chart: a tag or derived series of one ship; null values are gaps. Text values (a port
 * code) may come too; panels draw numbers only (panel-support `pickSeries` makes text a gap).
 */
export interface ExtractSeries {
  id: string;
  unit: string | null;
  /** The ship's name (the unit code when the server did not name it). */
  unitName?: string | null;
  groupingKey?: string | null;
  /** The grouping key's values by group key name, the ship's left out (`{ consumer: "ME", fuel: "HFO" }`). */
  keyValues?: Record<string, string>;
  /** Names of key values the cluster labels (`{ fuel: "Heavy fuel oil" }`), in the request's language. */
  keyLabels?: Record<string, string>;
  tag: string | null;
  label?: LocalText | null;
  measureUnit?: string | null;
  aggregation?: string;
  points: [number, number | string | null][];
  /** Only when this series failed (e.g. its expression). */
  error?: string;
}

/** A series as panels draw it: numbers and gaps. */
export type NumericSeries = Omit<ExtractSeries, 'points'> & { points: [number, number | null][] };

/** The latest value of a static tag. */
export interface LatestValue {
  unit: string | null;
  unitName?: string | null;
  tag: string;
  label?: string;
  measureUnit?: string | null;
  ts: string;
  value: number | string | null;
}

export interface ChartData {
  series: ExtractSeries[];
  latest?: LatestValue[];
  /** The chart's own period and bucket size (its datasets may differ from the page's). */
  from?: string;
  to?: string;
  resolution?: number;
}

export interface ExtractAnswer {
  from: string;
  to: string;
  resolution: number;
  charts: Record<string, ChartData | undefined>;
}

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
