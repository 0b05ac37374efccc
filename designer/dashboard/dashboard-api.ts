/**
 * The calls the dashboard designer makes beyond the descriptor API, over the runtime's one client: the measure
 * selector, the filter definitions, publishing and duplicating (SPEC §7 custom-analytics) and the preview's data.
 */
import type { ApiClient } from '../../runtime/api/api-client.js';
import { filtersApi } from '../../runtime/filters/filters-api.js';
import type { AnalyticsPage, ExtractAnswer, PageDataSource } from '../../runtime/renderers/analytics/analytics-api.js';
import type { SelectorGroup } from './measure-catalogue.js';
import { previewBodyOf } from './preview-body.js';

export interface SelectorQuery {
  /** In the tag code or its description, any case. */
  text?: string;
  /** Ship codes; every ship the user may see when absent. */
  units?: string[];
}

const path = (code: string) => encodeURIComponent(code);

/** Reads a page body that is not saved: the extraction gets the body itself, not its code. */
export function previewSource(client: ApiClient): PageDataSource {
  return {
    extract: (page, { filters, maxPoints }) =>
      client.post<ExtractAnswer>('/custom-analytics/extract', { requestValue: { page: previewBodyOf(page), filters, maxPoints } }),
    extractLive: (page, options) =>
      client.post<ExtractAnswer>('/custom-analytics/extract/live', { requestValue: { page: previewBodyOf(page), ...options } }),
  };
}

export function dashboardApi(client: ApiClient) {
  return {
    measureSelector: (query: SelectorQuery, signal?: AbortSignal) =>
      client.post<SelectorGroup[]>('/measures/search/measure-selector', query, { signal }),
    filterConfig: () => filtersApi(client).readConfig(),
    publish: (code: string) => client.put<AnalyticsPage>(`/custom-analytics/publish/${path(code)}`),
    unpublish: (code: string) => client.put<AnalyticsPage>(`/custom-analytics/unpublish/${path(code)}`),
    duplicate: (code: string) => client.put<AnalyticsPage>(`/custom-analytics/duplicate/${path(code)}`),
    preview: previewSource(client),
  };
}

export type DashboardApi = ReturnType<typeof dashboardApi>;
