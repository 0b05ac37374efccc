/** Multi-dashboard pages (SPEC §3): descriptors naming analytics pages, read by everyone who reads dashboards. */
import { dashboardsOf, type MultiDashboardPage } from '../../../descriptors/kinds/multi-dashboard-page/multi-dashboard-page.js';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../http/errors.js';
import { getDescriptor, type DescriptorRow } from '../descriptors/store.js';
import { maySeePage } from './page-access.js';
import { findPage, type StoredPage } from './page-store.js';

export const multiPageKind = 'multi-dashboard-page';

export interface StoredMultiPage {
  row: DescriptorRow;
  page: MultiDashboardPage;
}

export async function loadMultiPage(db: Db, code: string): Promise<StoredMultiPage> {
  const row = await getDescriptor(db, multiPageKind, code);
  if (!row || row.disabled) throw new KeelError('NOT_FOUND', 'customAnalytics.multiPageNotFound', { code });
  return { row, page: { ...(row.body as unknown as MultiDashboardPage), code: row.code } };
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
