/** Analytics pages as the API answers them: descriptor rows of kind analytics-page, limited to what the user may see. */
import { answeredPageFields, type AnalyticsPage } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { getDescriptor, listDescriptors, type DescriptorRow, type KindRow } from '../descriptors/store.js';
import { mayChangePage, maySeePage } from './page-access.js';

export const pageKind = 'analytics-page' as const;

export interface StoredPage {
  row: DescriptorRow;
  page: AnalyticsPage;
}

const stored = (row: KindRow<typeof pageKind>): StoredPage => ({ row, page: { ...row.body, code: row.code } });

/** The enabled page with this code, whoever may see it. */
export async function findPage(db: Db, code: string): Promise<StoredPage | undefined> {
  const row = await getDescriptor(db, pageKind, code);
  return row && !row.disabled ? stored(row) : undefined;
}

/** The page if the user may see it; 404 otherwise (an unpublished page of someone else does not exist for them). */
export async function loadVisiblePage(db: Db, principal: Principal, code: string): Promise<StoredPage> {
  const found = await findPage(db, code);
  if (!found || !maySeePage(principal, found.page)) throw new KeelError('NOT_FOUND', 'customAnalytics.pageNotFound', { code });
  return found;
}

export async function listVisiblePages(db: Db, principal: Principal): Promise<StoredPage[]> {
  return (await listDescriptors(db, pageKind)).map(stored).filter((p) => maySeePage(principal, p.page));
}

/** The page with the fields the API answers beside the body (SPEC §3: id, version, createdOn, updatedOn, system, owned). */
export function pageView({ row, page }: StoredPage, principal: Principal | undefined) {
  return {
    ...page,
    id: row.code, code: row.code, version: row.version, createdOn: row.createdAt.toISOString(), updatedOn: row.updatedAt.toISOString(),
    system: row.system, owned: principal !== undefined && page.owner === principal.username,
    canEdit: principal !== undefined && mayChangePage(principal, page),
  };
}

/** A line of the page list. */
export function pageSummary(stored: StoredPage, principal: Principal) {
  const { page } = stored;
  const view = pageView(stored, principal);
  return {
    id: view.id, code: view.code, version: view.version, title: page.title, topic: page.topic ?? null, owner: page.owner ?? null,
    published: page.published === true, editable: page.editable !== false, wallboard: page.wallboard === true,
    liveExtractionPeriod: page.liveExtractionPeriod ?? 0, createdOn: view.createdOn, updatedOn: view.updatedOn,
    system: view.system, owned: view.owned, canEdit: view.canEdit,
  };
}

/** A page body as sent by a client, without the fields the API answers and never stores. */
export function bodyToStore(input: Record<string, unknown>): Record<string, unknown> {
  const body = { ...input };
  for (const field of answeredPageFields) delete body[field];
  delete body.system;
  return body;
}
