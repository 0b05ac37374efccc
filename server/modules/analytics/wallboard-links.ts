/**
 * Wallboard links: a page shown without sign-in on a wall screen. The link carries a random 32-byte token; only its
 * sha256 is stored. Each call re-checks the link (not revoked, not expired), its author (still active, still an
 * administrator of dashboards who may see the page: a link made before links needed ANALYTICS_PAGEDS MANAGEMENT, or by
 * someone who lost it, stops working) and reads with the author's rights narrowed to the page's ships.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { wallboardLinks } from './tables.js';
import { KeelError } from '../../errors/keel-error.js';
import { loadPrincipal } from '../access/principals.js';
import { isAnalyticsAdministrator, maySeePage } from './page-access.js';
import { findPage, type StoredPage } from './page-store.js';
import { listVisibleShips } from '../access/visible-ships.js';
import { intersectShips } from './ship-scope.js';

export const defaultLinkDays = 30;
export const maxLinkDays = 366;
/** base64url of 32 random bytes */
export const linkTokenPattern = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createLink(db: Db, principal: Principal, pageCode: string, days = defaultLinkDays, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + days * 86_400_000);
  await db.insert(wallboardLinks).values({ pageCode, tokenHash: hashOf(token), createdBy: principal.userId, createdAt: new Date(now), expiresAt });
  return { token, expiresAt };
}

/** Revokes a link of the page by its value; 404 when the page has no such open link. */
export async function revokeLink(db: Db, pageCode: string, token: string): Promise<void> {
  const rows = await db.update(wallboardLinks).set({ revokedAt: new Date() })
    .where(and(eq(wallboardLinks.tokenHash, hashOf(token)), eq(wallboardLinks.pageCode, pageCode), isNull(wallboardLinks.revokedAt)))
    .returning({ id: wallboardLinks.id });
  if (!rows.length) throw new KeelError('NOT_FOUND', 'customAnalytics.linkNotFound');
}

/** Revokes a link by its id; 404 when there is no such open link. */
export async function revokeLinkById(db: Db, id: string): Promise<void> {
  const rows = await db.update(wallboardLinks).set({ revokedAt: new Date() })
    .where(and(eq(wallboardLinks.id, id), isNull(wallboardLinks.revokedAt)))
    .returning({ id: wallboardLinks.id });
  if (!rows.length) throw new KeelError('NOT_FOUND', 'customAnalytics.linkNotFound');
}

export type LinkRow = typeof wallboardLinks.$inferSelect;

/** Every link (of one page when a code is given), the newest first; the token hash stays inside. */
export async function listLinks(db: Db, pageCode?: string): Promise<LinkRow[]> {
  const query = db.select().from(wallboardLinks);
  return pageCode === undefined
    ? query.orderBy(desc(wallboardLinks.createdAt))
    : query.where(eq(wallboardLinks.pageCode, pageCode)).orderBy(desc(wallboardLinks.createdAt));
}

export async function findLink(db: Db, id: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(wallboardLinks).where(eq(wallboardLinks.id, id));
  return row;
}

export async function deleteLinksOfPage(db: Db, pageCode: string): Promise<void> {
  await db.delete(wallboardLinks).where(eq(wallboardLinks.pageCode, pageCode));
}

export interface OpenLink {
  page: StoredPage;
  /** the author's rights, seeing only the page's ships (or the author's own when the page names none) */
  reader: Principal;
}

/** The page and the reader of an open link; 404 for anything else (unknown, revoked, expired, author gone, page gone). */
export async function openLink(db: Db, token: string, now = Date.now()): Promise<OpenLink> {
  const gone = () => new KeelError('NOT_FOUND', 'customAnalytics.linkNotFound');
  if (!linkTokenPattern.test(token)) throw gone();
  const [link] = await db.select().from(wallboardLinks).where(eq(wallboardLinks.tokenHash, hashOf(token)));
  if (!link || link.revokedAt || link.expiresAt.getTime() <= now) throw gone();
  const author = await loadPrincipal(db, link.createdBy);
  const page = await findPage(db, link.pageCode);
  if (!author || !page || !isAnalyticsAdministrator(author) || !maySeePage(author, page.page)) throw gone();
  const visible = await listVisibleShips(db, author, { includeDisabled: true });
  const codes = intersectShips(visible.map((s) => s.code), page.page.units);
  const reader: Principal = { ...author, userType: 'USER', unitIds: visible.filter((s) => codes.includes(s.code)).map((s) => s.id) };
  return { page, reader };
}
