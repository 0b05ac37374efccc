/** Sign-in and password change (SPEC §4, §5, §8): every result is one of the login result codes. */
import { unmetPasswordCriteria, type PasswordCriterion } from '../../../descriptors/lib/password-criteria.js';
import { KeelError } from '../../errors/keel-error.js';
import { readNumberParameter } from '../params/parameters.js';
import { writeAudit } from '../audit/audit.js';
import { displayNameOf, findUserById, findUserByUsername, loadPrincipal, type UserRow } from '../access/principals.js';
import { clearFailures, isLockedOut, readLockoutRules, recordFailure } from './lockout.js';
import { checkPassword, isPasswordExpired, isRecentlyUsed, readPasswordCriteria, setPassword } from './passwords.js';
import { openSession, revokeUserSessions, type AuthContext } from './sessions.js';
import { readThrottleRules, releaseAttempt, reserveAttempt, throttleKeys } from './throttle.js';
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
  /** when a lockout ends: told only to whoever gave the right password */
  blockedUntil?: string;
}

const fail = (status: AuthStatus, messageKey: string): AuthOutcome => ({ status, messageKey });

/** One password sign-in: what was typed, and the client address when known (not in-process). */
export interface SignInAttempt {
  username: string;
  password: string;
  clientAddress?: string;
}

/**
 * Checks username and password. A throttled attempt is refused (429) before any password work. A wrong password,
 * an unknown or disabled user and a locked-out account then answer alike after the same work — one argon2
 * verification, one failure count, one audit row — and only the right password tells a locked-out user so.
 */
export async function signIn(ctx: AuthContext, attempt: SignInAttempt): Promise<AuthOutcome> {
  const now = new Date();
  const keys = throttleKeys(attempt.username, attempt.clientAddress);
  const wait = await reserveAttempt(ctx.db, keys, await readThrottleRules(ctx.db), now);
  if (wait !== undefined) throw new KeelError('TOO_MANY_REQUESTS', 'auth.tooManyAttempts', { seconds: wait, minutes: Math.ceil(wait / 60) });
  const rules = await readLockoutRules(ctx.db);
  const user = await findUserByUsername(ctx.db, attempt.username);
  const isRightPassword = await checkPassword(user?.passwordHash, attempt.password);
  if (!user || user.disabled || !isRightPassword) {
    await recordFailure(ctx.db, attempt.username, rules, { clientAddress: attempt.clientAddress ?? null }, now);
    return fail('WRONG_CREDENTIALS', 'framework.message.auth-error');
  }
  if (isLockedOut(user, now)) return lockedOut(user.blockedUntil, now);
  await clearFailures(ctx.db, user, now);
  await releaseAttempt(ctx.db, keys);
  if (user.passwordState === 'TEMPORARY') return changeRequired(ctx, user, 'TEMPORARY_PASSWORD', 'auth.temporaryPassword');
  if (user.passwordState === 'EXPIRED' || isPasswordExpired(user)) {
    return changeRequired(ctx, user, 'PASSWORD_EXPIRED', 'auth.passwordExpired');
  }
  await writeAudit(ctx.db, { actor: { userId: user.id, username: user.username }, action: 'SIGN_IN', entity: 'user', entityId: user.id });
  return signedIn(ctx, user, 'full');
}

function lockedOut(blockedUntil: Date | null, now: Date): AuthOutcome {
  if (!blockedUntil) return fail('LOGIN_ERROR', 'auth.blocked');
  const minutes = Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 60_000));
  return { status: 'LOGIN_ERROR', messageKey: 'auth.blockedFor', messageParams: { minutes }, blockedUntil: blockedUntil.toISOString() };
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
  if (!user || user.disabled || isLockedOut(user)) return fail('LOGIN_ERROR', 'auth.loginError');
  if (!(await checkPassword(user.passwordHash, change.passwordOld ?? ''))) {
    await recordFailure(ctx.db, user.username, await readLockoutRules(ctx.db), { during: 'CHANGE_PASSWORD' });
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
