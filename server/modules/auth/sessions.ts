/** Sessions behind the tokens: opened at sign-in, checked on every request, revoked at logout. */
import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Config } from '../../config.js';
import { databaseCache } from '../../db/database-caches.js';
import type { Db } from '../../db/engine.js';
import { sessions } from './tables.js';
import type { SessionInfo } from '../../http/context.js';
import { cachedPrincipal, forgetPrincipals } from '../access/principals.js';
import { signToken, verifyToken, type SessionKind } from './tokens.js';

export interface AuthContext {
  db: Db;
  key: Uint8Array;
  config: Config;
  /** The identity provider's logout URL for an SSO session, when single sign-on is configured. */
  ssoLogoutUrl?: (idToken: string) => Promise<string | undefined>;
}

/** A password-change session only lets the user set a new password, and not for long. */
const changePasswordSessionMinutes = 10;
/** SPEC §9: a token is refreshed while it still has at least this much validity left. */
export const tokenRefreshMinimumValiditySeconds = 20;

export async function openSession(ctx: AuthContext, userId: string, kind: SessionKind, ssoIdToken?: string): Promise<string> {
  const lifetimeMs = kind === 'change-password' ? changePasswordSessionMinutes * 60_000 : ctx.config.sessionMaxHours * 3_600_000;
  const [row] = await ctx.db.insert(sessions)
    .values({ userId, kind, expiresAt: new Date(Date.now() + lifetimeMs), ssoIdToken: ssoIdToken ?? null })
    .returning({ id: sessions.id });
  // Signing in again reads the user's rights afresh, whatever changed them.
  forgetPrincipals(ctx.db, [userId]);
  return issueToken(ctx, userId, row.id, kind);
}

export function issueToken(ctx: AuthContext, userId: string, sessionId: string, kind: SessionKind): Promise<string> {
  return signToken(ctx.key, { userId, sessionId, kind }, ctx.config.tokenTtlSeconds);
}

export interface ResolvedSession {
  principal: Principal;
  session: SessionInfo;
  /** A fresh token when the presented one is in the last third of its life. */
  replyToken?: string;
}

/** Checks a bearer token: signature, expiry, live session, active user. */
export async function resolveToken(ctx: AuthContext, token: string): Promise<ResolvedSession | undefined> {
  const claims = await verifyToken(ctx.key, token);
  if (!claims) return undefined;
  const open = await loadOpenSession(ctx.db, claims.sessionId, claims.userId);
  if (!open) return undefined;
  const { row, principal } = open;
  const remaining = claims.expiresAt - Date.now() / 1000;
  const refreshBelow = Math.max(tokenRefreshMinimumValiditySeconds, ctx.config.tokenTtlSeconds / 3);
  const sessionLeft = (row.expiresAt.getTime() - Date.now()) / 1000;
  const replyToken = remaining < refreshBelow && sessionLeft > remaining
    ? await issueToken(ctx, claims.userId, claims.sessionId, claims.kind) : undefined;
  return {
    principal,
    session: { sessionId: row.id, kind: claims.kind, expiresAt: claims.expiresAt },
    replyToken,
  };
}

/**
 * Open sessions by id, kept in memory between requests (server/db/database-caches.ts): a revoke drops its session on
 * every instance, so a signed-in request costs no query at all.
 */
const openSessions = databaseCache<{ id: string; userId: string; expiresAt: Date }>('sessions', { maxEntries: 20_000, maxAgeMs: 60_000 });

/** A session that is neither revoked nor expired, with the principal of its (still active) user; undefined otherwise. */
export async function loadOpenSession(db: Db, sessionId: string, userId: string) {
  const row = await openSessions.read(db, sessionId, async () => {
    const [found] = await db.select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt }).from(sessions)
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    return found;
  });
  if (!row || row.userId !== userId || row.expiresAt.getTime() <= Date.now()) return undefined;
  const principal = await cachedPrincipal(db, userId);
  return principal ? { row, principal } : undefined;
}

export async function revokeSession(db: Db, sessionId: string): Promise<{ ssoIdToken: string | null } | undefined> {
  const [row] = await db.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ ssoIdToken: sessions.ssoIdToken });
  openSessions.forget(db, [sessionId]);
  return row;
}

/** How many sessions are neither revoked nor expired. */
export async function countOpenSessions(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(sessions).where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return n;
}

export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  const revoked = await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  openSessions.forget(db, revoked.map((r) => r.id));
}

/**
 * Deletes the sessions that ended (expired or revoked) before `endedBefore`: no token can name them any more and they
 * only grow the table. Answers how many went. Run by the scheduler (`auth.ended-sessions`).
 */
export async function deleteEndedSessions(db: Db, endedBefore: Date): Promise<number> {
  const gone = await db.delete(sessions).where(or(lt(sessions.expiresAt, endedBefore), lt(sessions.revokedAt, endedBefore)))
    .returning({ id: sessions.id });
  return gone.length;
}
