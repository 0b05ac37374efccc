/** Sign-in and password change (SPEC §4, §5, §8): every result is one of the login result codes. */
import { eq, sql } from 'drizzle-orm';
import { unmetPasswordCriteria, type PasswordCriterion } from '../../../descriptors/lib/password-criteria.js';
import { users } from '../../db/schema.js';
import { readNumberParameter } from '../params/parameters.js';
import { writeAudit } from '../audit/audit.js';
import { displayNameOf, findUserById, findUserByUsername, loadPrincipal, type UserRow } from '../access/principals.js';
import {
  isPasswordExpired, isRecentlyUsed, readPasswordCriteria, setPassword, spendPasswordCheck, verifyPassword,
} from './passwords.js';
import { openSession, revokeUserSessions, type AuthContext } from './sessions.js';
import type { SessionKind } from './tokens.js';

import type { AuthStatus } from '../../../descriptors/lib/auth-status.js';

export { authStatuses, type AuthStatus } from '../../../descriptors/lib/auth-status.js';

/** The session data of SPEC §3 "Session after login", plus what the shell needs to boot. */
export interface SessionData {
  username: string;
  displayName: string;
  userType: string;
  functions: Record<string, string>;
  customHomePath: string | null;
  languageCode: string | null;
}

export interface AuthOutcome {
  status: AuthStatus;
  /** i18n key of the status message; parameters for it. */
  messageKey: string;
  messageParams?: Record<string, string | number>;
  token?: string;
  session?: SessionData;
  unmetCriteria?: PasswordCriterion[];
}

const fail = (status: AuthStatus, messageKey: string): AuthOutcome => ({ status, messageKey });

/** Checks username and password; counts failures and blocks the user after N in a row. */
export async function signIn(ctx: AuthContext, username: string, password: string): Promise<AuthOutcome> {
  const user = await findUserByUsername(ctx.db, username);
  if (!user || user.disabled || !user.passwordHash) {
    await spendPasswordCheck(password);
    return fail('WRONG_CREDENTIALS', 'framework.message.auth-error');
  }
  if (user.passwordState === 'BLOCKED') return fail('LOGIN_ERROR', 'auth.blocked');
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordFailure(ctx, user);
    return fail('WRONG_CREDENTIALS', 'framework.message.auth-error');
  }
  if (user.failedAttempts > 0) await ctx.db.update(users).set({ failedAttempts: 0 }).where(eq(users.id, user.id));
  if (user.passwordState === 'TEMPORARY') return changeRequired(ctx, user, 'TEMPORARY_PASSWORD', 'auth.temporaryPassword');
  if (user.passwordState === 'EXPIRED' || isPasswordExpired(user)) {
    return changeRequired(ctx, user, 'PASSWORD_EXPIRED', 'auth.passwordExpired');
  }
  await writeAudit(ctx.db, { actor: { userId: user.id, username: user.username }, action: 'SIGN_IN', entity: 'user', entityId: user.id });
  return signedIn(ctx, user, 'full');
}

async function recordFailure(ctx: AuthContext, user: UserRow): Promise<void> {
  const limit = await readNumberParameter(ctx.db, 'auth.maxFailedAttempts');
  const [row] = await ctx.db.update(users).set({ failedAttempts: sql`${users.failedAttempts} + 1` })
    .where(eq(users.id, user.id)).returning({ failedAttempts: users.failedAttempts });
  if (limit > 0 && row.failedAttempts >= limit) {
    await ctx.db.update(users).set({ passwordState: 'BLOCKED' }).where(eq(users.id, user.id));
    await revokeUserSessions(ctx.db, user.id);
    await writeAudit(ctx.db, { action: 'BLOCK', entity: 'user', entityId: user.id, details: { reason: 'failedAttempts', failedAttempts: row.failedAttempts } });
  }
}

async function changeRequired(ctx: AuthContext, user: UserRow, status: AuthStatus, messageKey: string): Promise<AuthOutcome> {
  const token = await openSession(ctx, user.id, 'change-password');
  return { status, messageKey, token, session: await sessionData(ctx, user) };
}

/** Opens a session of the given kind and answers OK with its token and the session data. */
export async function signedIn(ctx: AuthContext, user: UserRow, kind: SessionKind, ssoIdToken?: string): Promise<AuthOutcome> {
  const token = await openSession(ctx, user.id, kind, ssoIdToken);
  return { status: 'OK', messageKey: 'auth.ok', token, session: await sessionData(ctx, user) };
}

export async function sessionData(ctx: AuthContext, user: UserRow): Promise<SessionData> {
  const principal = await loadPrincipal(ctx.db, user.id);
  return {
    username: user.username,
    displayName: displayNameOf(user),
    userType: user.userType,
    functions: principal?.functions ?? {},
    customHomePath: user.customHomePath,
    languageCode: user.languageCode,
  };
}

export interface PasswordChange {
  userId: string;
  sessionKind: SessionKind;
  password: string;
  passwordOld?: string;
}

/**
 * Changes a password in changing mode: after TEMPORARY_PASSWORD/PASSWORD_EXPIRED (change session),
 * or from a full session with the old password. Anything else is refused by the caller.
 */
export async function changePassword(ctx: AuthContext, change: PasswordChange): Promise<AuthOutcome> {
  const user = await findUserById(ctx.db, change.userId);
  if (!user || user.disabled || user.passwordState === 'BLOCKED') return fail('LOGIN_ERROR', 'auth.loginError');
  if (!(await verifyPassword(user.passwordHash, change.passwordOld ?? ''))) {
    await recordFailure(ctx, user);
    return fail('WRONG_CREDENTIALS', 'auth.wrongOldPassword');
  }
  const criteria = await readPasswordCriteria(ctx.db);
  const unmet = unmetPasswordCriteria(change.password, criteria);
  if (unmet.length > 0) return { status: 'BAD_PASSWORD', messageKey: 'auth.badPassword', unmetCriteria: unmet };
  if (await isRecentlyUsed(ctx.db, user.id, change.password)) {
    const size = await readNumberParameter(ctx.db, 'auth.passwordHistorySize');
    return { status: 'PASSWORD_ALREADY_USED', messageKey: 'auth.passwordAlreadyUsed', messageParams: { count: size } };
  }
  await setPassword(ctx.db, user.id, change.password, 'VALID', user.username);
  await revokeUserSessions(ctx.db, user.id);
  await writeAudit(ctx.db, { actor: { userId: user.id, username: user.username }, action: 'CHANGE_PASSWORD', entity: 'user', entityId: user.id });
  const updated = (await findUserById(ctx.db, user.id))!;
  return signedIn(ctx, updated, 'full');
}
