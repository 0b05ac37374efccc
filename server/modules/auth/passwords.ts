/** Password hashing (argon2id), criteria from app parameters, expiry and reuse history. */
import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { desc, eq } from 'drizzle-orm';
import type { PasswordCriteria } from '../../../descriptors/lib/password-criteria.js';
import type { Db } from '../../db/engine.js';
import { storePassword } from '../access/user-credentials.js';
import { passwordHistory } from './tables.js';
import { readNumberParameter, readNumberParameters } from '../params/parameters.js';

export const passwordStates = ['VALID', 'EXPIRED', 'TEMPORARY', 'BLOCKED'] as const;
export type PasswordState = (typeof passwordStates)[number];

export function hashPassword(password: string): Promise<string> {
  // Algorithm.Argon2id is a const enum (2); argon2id per OWASP with the library's default cost.
  return hash(password, { algorithm: 2 });
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Made once at start (not at the first unknown name, which would then answer slower than the next ones).
const dummyHash = hashPassword(randomUUID());

/**
 * Checks a password against the user's hash, or against a hash nobody knows when there is no user or no hash:
 * exactly one argon2 verification either way, so an unknown user answers as slowly as a wrong password.
 */
export async function checkPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  await verifyPassword(await dummyHash, password);
  return false;
}

export async function readPasswordCriteria(db: Db): Promise<PasswordCriteria> {
  const p = await readNumberParameters(db, [
    'auth.password.minLength', 'auth.password.lowerChars', 'auth.password.upperChars', 'auth.password.digits', 'auth.password.specialChars',
  ]);
  return {
    minLength: p['auth.password.minLength'],
    lowerChars: p['auth.password.lowerChars'],
    upperChars: p['auth.password.upperChars'],
    digits: p['auth.password.digits'],
    specialChars: p['auth.password.specialChars'],
  };
}

/** True when the password equals one of the user's last N passwords (N is an app parameter). */
export async function isRecentlyUsed(db: Db, userId: string, password: string): Promise<boolean> {
  const size = await readNumberParameter(db, 'auth.passwordHistorySize');
  if (size <= 0) return false;
  const recent = await db.select({ passwordHash: passwordHistory.passwordHash }).from(passwordHistory)
    .where(eq(passwordHistory.userId, userId)).orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id)).limit(size);
  for (const row of recent) if (await verifyPassword(row.passwordHash, password)) return true;
  return false;
}

/** Sets a new password: VALID with a fresh expiry date, or TEMPORARY (must change at next sign-in). */
export async function setPassword(db: Db, userId: string, password: string, state: 'VALID' | 'TEMPORARY', by: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const validityDays = await readNumberParameter(db, 'auth.passwordValidityDays');
  const passwordExpireDate = new Date(Date.now() + validityDays * 86_400_000);
  await db.transaction(async (tx) => {
    await storePassword(tx, userId, { passwordHash, passwordState: state, passwordExpireDate, by });
    await tx.insert(passwordHistory).values({ userId, passwordHash });
  });
}

/** True when the password's expiry date has passed and the user's password may expire. */
export function isPasswordExpired(user: { passwordExpireDate: Date | null; passwordDoesNotExpire: boolean }, now = new Date()): boolean {
  return !user.passwordDoesNotExpire && user.passwordExpireDate !== null && user.passwordExpireDate.getTime() <= now.getTime();
}
