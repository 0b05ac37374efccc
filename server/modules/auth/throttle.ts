/**
 * Sign-in throttling (OWASP ASVS 2.2.1) per account name and per client address, counted in `sign_in_throttle` so
 * that every instance of the server agrees. An attempt is reserved before any password work, with one atomic upsert
 * per scope, so a burst of parallel guesses cannot slip past the limit; a successful sign-in gives its reservation
 * back, so only failures count.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { isIP } from 'node:net';
import type { Db } from '../../db/engine.js';
import { signInThrottle } from './tables.js';
import { normaliseUsername } from '../access/principals.js';
import { readNumberParameters } from '../params/parameters.js';

export type ThrottleScope = 'ACCOUNT' | 'ADDRESS';

/** Where an attempt comes from: the account name as typed and, when known, the client address. */
export interface ThrottleKeys {
  account: string;
  address?: string;
}

export interface ThrottleRules {
  windowMinutes: number;
  /** attempts not yet succeeded allowed per window; 0 turns the scope off */
  accountAttempts: number;
  addressAttempts: number;
}

export async function readThrottleRules(db: Db): Promise<ThrottleRules> {
  const p = await readNumberParameters(db, ['auth.throttle.windowMinutes', 'auth.throttle.accountAttempts', 'auth.throttle.addressAttempts']);
  return {
    windowMinutes: p['auth.throttle.windowMinutes'],
    accountAttempts: p['auth.throttle.accountAttempts'],
    addressAttempts: p['auth.throttle.addressAttempts'],
  };
}

/** The account key is the name as typed (lower-cased) whether or not the user exists; an IPv6 client counts per /64. */
export function throttleKeys(username: string, clientAddress: string | undefined): ThrottleKeys {
  return { account: normaliseUsername(username), address: clientAddress && addressKey(clientAddress) };
}

/**
 * Counts one attempt in each scope; answers the seconds to wait when a scope is over its limit (the attempt is then
 * refused), undefined when the attempt may go on. The address comes first: a client it refuses, trying name after
 * name, leaves no count for those names.
 */
export async function reserveAttempt(db: Db, keys: ThrottleKeys, rules: ThrottleRules, now = new Date()): Promise<number | undefined> {
  // Every name anyone types gets a row: about one attempt in a hundred clears the rows that count nothing any more.
  if (Math.random() < pruneShare) await pruneThrottle(db, rules, now);
  const scopes: [ThrottleScope, string | undefined, number][] = [
    ['ADDRESS', keys.address, rules.addressAttempts], ['ACCOUNT', keys.account, rules.accountAttempts],
  ];
  for (const [scope, key, limit] of scopes) {
    if (key === undefined || limit <= 0) continue;
    const throttledUntil = await countAttempt(db, scope, key, limit, rules.windowMinutes * 60_000, now);
    if (throttledUntil && throttledUntil.getTime() > now.getTime()) return Math.max(1, Math.ceil((throttledUntil.getTime() - now.getTime()) / 1000));
  }
  return undefined;
}

async function countAttempt(db: Db, scope: ThrottleScope, key: string, limit: number, windowMs: number, now: Date): Promise<Date | null> {
  const t = signInThrottle;
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const throttled = sql`(${t.throttledUntil} is not null and ${t.throttledUntil} > ${at(now)})`;
  const windowOver = sql`(${t.windowStart} <= ${at(new Date(now.getTime() - windowMs))})`;
  const next = sql`(case when ${windowOver} then 1 else ${t.failures} + 1 end)`;
  // Over the limit, attempts wait a whole window from the refused one: at most `limit` guesses per window, sustained.
  const [row] = await db.insert(t).values({ scope, key, windowStart: now, failures: 1, throttledUntil: null })
    .onConflictDoUpdate({
      target: [t.scope, t.key],
      set: {
        failures: sql`case when ${throttled} then ${t.failures} else ${next} end`,
        windowStart: sql`case when ${throttled} or not ${windowOver} then ${t.windowStart} else ${at(now)} end`,
        throttledUntil: sql`case when ${throttled} then ${t.throttledUntil}
          when ${next} > ${limit}::int then ${at(new Date(now.getTime() + windowMs))} else null end`,
      },
    })
    .returning({ throttledUntil: t.throttledUntil });
  return row.throttledUntil;
}

/** After a successful sign-in: the account starts afresh and the address gets its reservation back. */
export async function releaseAttempt(db: Db, keys: ThrottleKeys): Promise<void> {
  await clearAccountThrottle(db, keys.account);
  if (keys.address === undefined) return;
  await db.update(signInThrottle).set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
    .where(and(eq(signInThrottle.scope, 'ADDRESS'), eq(signInThrottle.key, keys.address)));
}

/** Forgets the account's failures and lifts its throttle (a successful sign-in, an unblock). */
export async function clearAccountThrottle(db: Db, username: string): Promise<void> {
  await db.delete(signInThrottle).where(and(eq(signInThrottle.scope, 'ACCOUNT'), eq(signInThrottle.key, normaliseUsername(username))));
}

/** An IPv6 client usually holds a whole /64, so it counts as one; an IPv4 address counts alone. */
function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail.split(':').filter(Boolean);
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16)).join(':')}::/64`;
}

const pruneShare = 0.01;

/** Deletes the rows whose window has ended and that throttle nobody: they would count nothing at the next attempt. */
export async function pruneThrottle(db: Db, rules: ThrottleRules, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - rules.windowMinutes * 60_000);
  await db.delete(signInThrottle).where(and(
    lt(signInThrottle.windowStart, windowStart),
    or(isNull(signInThrottle.throttledUntil), lt(signInThrottle.throttledUntil, now)),
  ));
}
