/**
 * The lockout after consecutive failed passwords: passwordState BLOCKED until `blockedUntil`, after which it ends by
 * itself (lazily: the next sign-in finds it over). It refuses new sign-ins only; sessions already open go on.
 */
import type { Db } from '../../db/engine.js';
import { writeAudit } from '../audit/audit.js';
import { readNumberParameters } from '../params/parameters.js';
import { normaliseUsername, type UserRow } from '../access/principals.js';
import { countFailedPassword, forgetFailedPasswords } from '../access/user-credentials.js';

export interface LockoutRules {
  /** consecutive failures that block; 0 never blocks */
  maxFailedAttempts: number;
  /** 0: blocked until an administrator or the operator unblocks */
  lockoutMinutes: number;
}

type LockState = Pick<UserRow, 'passwordState' | 'blockedUntil'>;

/** True while a lockout holds: blocked with no end, or with an end still to come. */
export function isLockedOut(user: LockState, now = new Date()): boolean {
  return user.passwordState === 'BLOCKED' && (user.blockedUntil === null || user.blockedUntil.getTime() > now.getTime());
}

/** The password state people should see: a lockout whose time is over reads VALID even before anyone signs in. */
export function effectivePasswordState(user: LockState, now = new Date()): string {
  return user.passwordState === 'BLOCKED' && !isLockedOut(user, now) ? 'VALID' : user.passwordState;
}

/**
 * Counts a failed password for the name as typed and blocks on reaching the limit, in one atomic statement; an
 * unknown name matches no row but costs the same. Writes one audit row either way (ASVS 7.2.1: failures are logged).
 */
export async function recordFailure(db: Db, username: string, rules: LockoutRules, details: Record<string, unknown>, now = new Date()): Promise<void> {
  const lockoutEnd = rules.lockoutMinutes > 0 ? new Date(now.getTime() + rules.lockoutMinutes * 60_000) : null;
  const row = await countFailedPassword(db, username, { maxFailedAttempts: rules.maxFailedAttempts, lockoutEnd, now });
  // Exactly one failure reaches the limit (the count is atomic), so exactly one BLOCK row per lockout.
  const justBlocked = row?.passwordState === 'BLOCKED' && row.failedAttempts === rules.maxFailedAttempts;
  await writeAudit(db, {
    action: justBlocked ? 'BLOCK' : 'SIGN_IN_FAILED', entity: 'user', entityId: row?.id,
    details: { ...details, username: normaliseUsername(username), ...(justBlocked ? { failedAttempts: row.failedAttempts, blockedUntil: row.blockedUntil?.toISOString() ?? null } : {}) },
  });
}

/** After the right password: forgets the failures and ends a lockout whose time is over. */
export async function clearFailures(db: Db, user: UserRow, now = new Date()): Promise<void> {
  const lapsed = user.passwordState === 'BLOCKED' && !isLockedOut(user, now);
  if (user.failedAttempts === 0 && !lapsed) return;
  await forgetFailedPasswords(db, user.id, lapsed);
}

export async function readLockoutRules(db: Db): Promise<LockoutRules> {
  const p = await readNumberParameters(db, ['auth.maxFailedAttempts', 'auth.lockoutMinutes']);
  return { maxFailedAttempts: p['auth.maxFailedAttempts'], lockoutMinutes: p['auth.lockoutMinutes'] };
}
