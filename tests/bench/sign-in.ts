/**
 * Failed sign-ins must not tell an attacker whether the account exists, is disabled or is locked out: each kind of
 * failure is timed against a wrong password for an existing account, in interleaved rounds of the same run. Ratios
 * near 1.00 are the goal; throttling is turned off here so that it does not end the measurement.
 */
import { eq } from 'drizzle-orm';
import { createApp } from '../../server/app.js';
import { openDatabase } from '../../server/db/engine.js';
import { users } from '../../server/db/schema.js';
import { loadBuiltins } from '../../server/modules/descriptors/builtins.js';
import { writeParameter } from '../../server/modules/params/parameters.js';
import { seedDemo } from '../../seeds/demo.js';
import { testConfig } from '../support/test-app.js';
import { median, ratioLine, type Bench } from './measure.js';

const kinds = {
  'wrong password': { username: 'captain', password: 'not-the-password' },
  'unknown user': { username: 'nobody-here', password: 'not-the-password' },
  'locked-out account': { username: 'officer', password: 'not-the-password' },
  'disabled user (right password)': { username: 'analyst', password: 'Analyst#2026' },
} as const;
type Kind = keyof typeof kinds;

export const signInFailures: Bench = {
  id: 'sign-in',
  title: 'Failed sign-ins by kind (PGlite, in-process): time as a ratio of a wrong password',
  async run() {
    const database = await openDatabase({});
    const { db } = database;
    await loadBuiltins(db);
    await seedDemo(db);
    await writeParameter(db, 'auth.throttle.accountAttempts', 0);
    await writeParameter(db, 'auth.throttle.addressAttempts', 0);
    // The wrong-password account must stay unlocked through the run; the locked-out one stays locked.
    await writeParameter(db, 'auth.maxFailedAttempts', 0);
    await db.update(users).set({ passwordState: 'BLOCKED', blockedUntil: new Date(Date.now() + 86_400_000) }).where(eq(users.username, 'officer'));
    await db.update(users).set({ disabled: true }).where(eq(users.username, 'analyst'));
    const app = await createApp({ db, config: testConfig(), engine: database.engine });

    const attempt = async (kind: Kind) => {
      const res = await app.request('/api/authentication', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(kinds[kind]),
      });
      const { status } = await res.json() as { status: string };
      if (status !== 'WRONG_CREDENTIALS') throw new Error(`${kind} answered ${status}`);
    };
    const perRound = 20;
    const samples = Object.fromEntries(Object.keys(kinds).map((k) => [k, [] as number[]])) as Record<Kind, number[]>;
    for (let round = 0; round < 8; round++) {
      for (const kind of Object.keys(kinds) as Kind[]) {
        const began = performance.now();
        for (let i = 0; i < perRound; i++) await attempt(kind);
        // The first round warms up (JIT, argon2 threads, caches) and is not kept.
        if (round > 0) samples[kind].push((performance.now() - began) / perRound);
      }
    }
    await database.close();
    const baseline = median(samples['wrong password']);
    return (Object.keys(kinds) as Kind[]).filter((k) => k !== 'wrong password')
      .map((kind) => ratioLine(kind, median(samples[kind]), baseline, 'wrong password'));
  },
};
