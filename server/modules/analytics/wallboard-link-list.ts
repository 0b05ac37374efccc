/**
 * Wallboard links as the /wall-boards screen lists them for administrators of dashboards (ANALYTICS_PAGEDS
 * MANAGEMENT, as for creating and revoking them): page, author, dates and status. Only the id identifies a link here:
 * its value was shown once, when it was made, and only its sha256 is stored.
 */
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { linkStatuses, type LinkStatus, type LinkSummary } from '../../../descriptors/lib/analytics/wallboard-link-types.js';
import { displayNameOf, findUserById } from '../access/principals.js';
import { assertMayAdminister } from './page-access.js';
import { findPage, loadVisiblePage, type StoredPage } from './page-store.js';
import { findLink, listLinks, revokeLinkById, type LinkRow } from './wallboard-links.js';

export { linkStatuses, type LinkStatus, type LinkSummary };

export function linkStatusOf(link: Pick<LinkRow, 'revokedAt' | 'expiresAt'>, now = Date.now()): LinkStatus {
  if (link.revokedAt) return 'REVOKED';
  return link.expiresAt.getTime() <= now ? 'EXPIRED' : 'ACTIVE';
}

/** The links of pages that still exist, newest first (of one page when `pageCode` is given). */
export async function listManagedLinks(db: Db, principal: Principal, pageCode?: string, now = Date.now()): Promise<LinkSummary[]> {
  assertMayAdminister(principal);
  if (pageCode !== undefined) await loadVisiblePage(db, principal, pageCode);
  const links = await listLinks(db, pageCode);
  const pages = await loadEach(links.map((l) => l.pageCode), (code) => findPage(db, code));
  const managed = links.filter((l) => pages.has(l.pageCode));
  const authors = await loadEach(managed.map((l) => l.createdBy), (id) => findUserById(db, id));
  return managed.map((link) => {
    const author = authors.get(link.createdBy);
    return {
      id: link.id, page: link.pageCode, pageTitle: (pages.get(link.pageCode) as StoredPage).page.title,
      createdBy: author?.username ?? '', createdByName: author ? displayNameOf(author) : '',
      createdOn: link.createdAt.toISOString(), expiresAt: link.expiresAt.toISOString(), revokedAt: link.revokedAt?.toISOString() ?? null,
      status: linkStatusOf(link, now),
    };
  });
}

/** Revokes a link by id for an administrator of dashboards; 404 when it is unknown or already revoked. */
export async function revokeManagedLink(db: Db, principal: Principal, id: string): Promise<{ page: string }> {
  assertMayAdminister(principal);
  const link = await findLink(db, id);
  if (!link || link.revokedAt) throw new KeelError('NOT_FOUND', 'customAnalytics.linkNotFound');
  const { page } = await loadVisiblePage(db, principal, link.pageCode);
  await revokeLinkById(db, id);
  return { page: page.code };
}

/** Loads each distinct key once. */
async function loadEach<T>(keys: readonly string[], load: (key: string) => Promise<T | undefined>): Promise<Map<string, T>> {
  const distinct = [...new Set(keys)];
  const values = await Promise.all(distinct.map(load));
  return new Map(distinct.flatMap((key, i) => (values[i] === undefined ? [] : [[key, values[i] as T]])));
}
