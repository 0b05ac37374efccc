/** Multi-dashboard pages (SPEC §3): descriptors naming analytics pages, read by everyone who reads dashboards. */
import { dashboardsOf, type MultiDashboardPage } from '../../../descriptors/kinds/multi-dashboard-page/multi-dashboard-page.js';
import type { AnalyticsPage } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { getDescriptor, listDescriptors, type DescriptorRow } from '../descriptors/store.js';
import { maySeePage } from './page-access.js';
import { findPage, listVisiblePages, type StoredPage } from './page-store.js';

export const multiPageKind = 'multi-dashboard-page' as const;

export interface StoredMultiPage {
  row: DescriptorRow;
  page: MultiDashboardPage;
}

export async function loadMultiPage(db: Db, code: string): Promise<StoredMultiPage> {
  const row = await getDescriptor(db, multiPageKind, code);
  if (!row || row.disabled) throw new KeelError('NOT_FOUND', 'customAnalytics.multiPageNotFound', { code });
  return { row, page: { ...row.body, code: row.code } };
}

export function multiPageView({ row, page }: StoredMultiPage) {
  return { ...page, id: row.code, code: row.code, version: row.version, system: row.system, updatedOn: row.updatedAt.toISOString() };
}

/**
 * The analytics pages of a multi-page the user may see, in its order (one tab's when `tab` is given); pages that
 * are missing or not visible to the user are left out.
 */
export async function dashboardsOfMultiPage(db: Db, principal: Principal, multi: MultiDashboardPage, tab?: string): Promise<StoredPage[]> {
  const codes = tab === undefined ? dashboardsOf(multi) : multi.tabs?.find((t) => t.id === tab)?.dashboards;
  if (!codes) throw new KeelError('NOT_FOUND', 'customAnalytics.tabNotFound', { tab: tab ?? '' });
  const pages = await Promise.all(codes.map((code) => findPage(db, code)));
  return pages.filter((p): p is StoredPage => p !== undefined && maySeePage(principal, p.page));
}

/** A line of the multi-page list: how many tabs it has, and how many of its dashboards the user may see and their titles. */
export interface MultiPageSummary {
  id: string;
  code: string;
  title: MultiDashboardPage['title'];
  description: NonNullable<MultiDashboardPage['description']> | null;
  tabs: number;
  dashboards: number;
  /** the titles of the dashboards the user may see, in the multi-page's order */
  dashboardTitles: AnalyticsPage['title'][];
  system: boolean;
  updatedOn: string;
}

/**
 * The enabled multi-pages the user may see: those with at least one dashboard the user may see, and those without
 * any dashboard yet (a page with only dashboards hidden from the user would show nothing but notices).
 */
export async function listMultiPages(db: Db, principal: Principal): Promise<MultiPageSummary[]> {
  const visible = new Map((await listVisiblePages(db, principal)).map((p) => [p.row.code, p.page.title]));
  const rows = await listDescriptors(db, multiPageKind);
  return rows.flatMap((row) => {
    const page = { ...row.body, code: row.code };
    const all = dashboardsOf(page);
    const seen = all.filter((code) => visible.has(code));
    if (all.length && !seen.length) return [];
    return [{
      id: row.code, code: row.code, title: page.title, description: page.description ?? null, tabs: page.tabs?.length ?? 0,
      dashboards: seen.length, dashboardTitles: seen.map((code) => visible.get(code)!), system: row.system, updatedOn: row.updatedAt.toISOString(),
    }];
  }).sort((a, b) => a.code.localeCompare(b.code));
}
