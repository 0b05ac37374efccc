/**
 * The sign-in state kept on a user's row (password hash, state, expiry, failed attempts, lockout end), written by the
 * auth module through these functions: the rules (when to block, how long) are auth's, the row is ours.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { normaliseUsername } from './principals.js';
import { users } from './tables.js';

export interface StoredPassword {
  passwordHash: string;
  passwordState: 'VALID' | 'TEMPORARY';
  passwordExpireDate: Date;
  /** who set it */
  by: string;
}

/** Stores a new password and ends any failures and lockout. */
export async function storePassword(db: Db, userId: string, password: StoredPassword): Promise<void> {
  const { passwordHash, passwordState, passwordExpireDate, by } = password;
  await db.update(users).set({ passwordHash, passwordState, passwordExpireDate, failedAttempts: 0, blockedUntil: null, updatedAt: new Date(), updatedBy: by })
    .where(eq(users.id, userId));
}

export interface FailureCounting {
  /** consecutive failures that block; 0 never blocks */
  maxFailedAttempts: number;
  /** end of a lockout that starts now; null: blocked until unblocked */
  lockoutEnd: Date | null;
  now: Date;
}

/**
 * Counts a failed password for the name as typed and blocks on reaching the limit, in one atomic statement; a lockout
 * that has run out starts the count again. Answers the user's new state, or undefined when the name is no user.
 */
export async function countFailedPassword(db: Db, username: string, counting: FailureCounting) {
  const at = (date: Date | null) => sql`${date?.toISOString() ?? null}::timestamptz`;
  const { maxFailedAttempts, lockoutEnd, now } = counting;
  const locked = sql`(${users.passwordState} = 'BLOCKED' and (${users.blockedUntil} is null or ${users.blockedUntil} > ${at(now)}))`;
  const lapsed = sql`(${users.passwordState} = 'BLOCKED' and ${users.blockedUntil} <= ${at(now)})`;
  const count = sql`(case when ${lapsed} then 1 else ${users.failedAttempts} + 1 end)`;
  const reaches = sql`(${maxFailedAttempts}::int > 0 and ${count} >= ${maxFailedAttempts}::int)`;
  const [row] = await db.update(users).set({
    failedAttempts: count,
    passwordState: sql`case when ${locked} or ${reaches} then 'BLOCKED' when ${lapsed} then 'VALID' else ${users.passwordState} end`,
    // A lockout running is not lengthened: an attacker must not be able to keep the account shut for good.
    blockedUntil: sql`case when ${locked} then ${users.blockedUntil} when ${reaches} then ${at(lockoutEnd)} else null end`,
  }).where(eq(users.username, normaliseUsername(username)))
    .returning({ id: users.id, failedAttempts: users.failedAttempts, passwordState: users.passwordState, blockedUntil: users.blockedUntil });
  return row;
}

/** Forgets the user's failed passwords, and ends the lockout too when asked (its time is over). */
export async function forgetFailedPasswords(db: Db, userId: string, endLockout: boolean): Promise<void> {
  await db.update(users).set({ failedAttempts: 0, ...(endLockout ? { passwordState: 'VALID', blockedUntil: null } : {}) }).where(eq(users.id, userId));
}
