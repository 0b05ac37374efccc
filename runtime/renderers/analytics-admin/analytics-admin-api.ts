/**
 * The calls the dashboard list screens make (docs/analytics.md "API"), through the one API client: page summaries
 * and their life cycle (create, publish, duplicate, delete), wallboard links, and the multi-dashboard pages.
 */
import type { ApiClient } from '../../api/api-client.js';
import type { LinkSummary } from '../../../descriptors/lib/analytics/wallboard-link-types.js';
import type { LocalText } from '../../../descriptors/lib/text.js';

/** A line of GET custom-analytics. */
export interface PageSummary {
  id: string;
  code: string;
  version: number;
  title: LocalText;
  topic: string | null;
  owner: string | null;
  published: boolean;
  editable: boolean;
  wallboard: boolean;
  liveExtractionPeriod: number;
  createdOn: string;
  updatedOn: string;
  system: boolean;
  /** The caller is the owner. */
  owned: boolean;
  /** The caller may change and delete the page. */
  canEdit: boolean;
}

export type { LinkStatus, LinkSummary } from '../../../descriptors/lib/analytics/wallboard-link-types.js';

export interface GeneratedLink {
  /** `wallboard/<value>`, relative to the app's base path. */
  link: string;
  expiresAt: string;
}

/** A line of GET multi-dashboard-pages. */
export interface MultiPageSummary {
  id: string;
  code: string;
  title: LocalText;
  description: LocalText | null;
  tabs: number;
  /** Dashboards of the multi-page the user may see. */
  dashboards: number;
  /** Their titles, in the multi-page's order. */
  dashboardTitles?: LocalText[];
  system: boolean;
  updatedOn: string;
}

export interface NewPage {
  code: string;
  title: LocalText;
}

const path = (value: string) => encodeURIComponent(value);

export function analyticsAdminApi(client: ApiClient) {
  return {
    pages: () => client.get<PageSummary[]>('/custom-analytics'),
    checkCode: (code: string) => client.get<{ valid: boolean; available: boolean }>(`/custom-analytics/checkCode/${path(code)}`),
    /** An empty page of the caller's: the SHIP cluster, no datasets and no charts, unpublished. */
    create: ({ code, title }: NewPage) =>
      client.post<PageSummary>('/custom-analytics', { requestValue: { code, title, cluster: 'SHIP', published: false, datasets: [], charts: [] } }),
    publish: (code: string, isPublished: boolean) => client.put<PageSummary>(`/custom-analytics/${isPublished ? 'publish' : 'unpublish'}/${path(code)}`),
    duplicate: (code: string) => client.put<PageSummary>(`/custom-analytics/duplicate/${path(code)}`),
    remove: (code: string) => client.delete<{ deleted: boolean }>(`/custom-analytics/${path(code)}`),
    generateLink: (code: string, days: number) => client.post<GeneratedLink>(`/custom-analytics/${path(code)}/generate-link`, { requestValue: { days } }),
    links: () => client.get<LinkSummary[]>('/wallboard-links'),
    revokeLink: (id: string) => client.delete<{ revoked: boolean }>(`/wallboard-links/${path(id)}`),
    multiPages: () => client.get<MultiPageSummary[]>('/multi-dashboard-pages'),
  };
}

export type AnalyticsAdminApi = ReturnType<typeof analyticsAdminApi>;
