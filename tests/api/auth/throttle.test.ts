import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type KeelApp } from '../../../server/app.js';
import { signInThrottle } from '../../../server/db/schema.js';
import { writeParameter } from '../../../server/modules/params/parameters.js';
import { pruneThrottle, readThrottleRules } from '../../../server/modules/auth/throttle.js';
import { createTestApp, socketBindings, testConfig, type TestApp } from '../../support/test-app.js';

interface Attempt { status: number; retryAfter: string | null; body: { status?: string; code?: string; message?: string } }

const attempt = async (t: TestApp, username: string, password: string, clientAddress: string, language = 'en'): Promise<Attempt> => {
  const res = await t.call('POST', '/api/authentication', { body: { username, password }, clientAddress, language });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() as Attempt['body'] };
};

/** A request as it reaches a second instance: its own app over the same database, through a socket from `peer`. */
const attemptThrough = async (app: KeelApp, username: string, peer: string, headers: Record<string, string> = {}) => {
  const res = await app.request('/api/authentication', {
    method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ username, password: 'wrong' }),
  }, socketBindings(peer));
  return res.status === 429 ? 429 : (await res.json() as { status: string }).status;
};

describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });
  beforeEach(async () => {
    await t.db.delete(signInThrottle);
    await writeParameter(t.db, 'auth.throttle.accountAttempts', 3);
    await writeParameter(t.db, 'auth.throttle.addressAttempts', 50);
  });

  it('refuses the attempt after the limit at one account name with 429, Retry-After and a translated message', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(t, 'ghost', 'wrong', `192.0.2.${i}`)).body.status).toBe('WRONG_CREDENTIALS');
    const refused = await attempt(t, 'Ghost', 'wrong', '192.0.2.9', 'ru');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(14 * 60);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(15 * 60);
    expect(refused.body).toEqual({ responseStatus: 'ERROR', code: 'TOO_MANY_REQUESTS', message: 'Слишком много попыток входа. Повторите через 15 мин.', errors: [] });
  });

  it('throttles a real account exactly like an unknown name, and then refuses even the right password', async () => {
    for (let i = 0; i < 3; i++) await attempt(t, 'captain', 'wrong', `192.0.2.${i}`);
    const refused = await attempt(t, 'captain', 'Captain#2026', '192.0.2.9');
    for (let i = 0; i < 3; i++) await attempt(t, 'nobody', 'wrong', `192.0.2.${i}`);
    const unknown = await attempt(t, 'nobody', 'Captain#2026', '192.0.2.9');
    expect(refused.status).toBe(429);
    expect(unknown).toEqual(refused);
  });

  it('counts failures per client address across account names; another address is not affected', async () => {
    await writeParameter(t.db, 'auth.throttle.addressAttempts', 4);
    for (let i = 0; i < 4; i++) expect((await attempt(t, `name-${i}`, 'wrong', '198.51.100.7')).status).toBe(200);
    expect((await attempt(t, 'name-4', 'wrong', '198.51.100.7')).status).toBe(429);
    expect((await attempt(t, 'name-4', 'wrong', '198.51.100.8')).body.status).toBe('WRONG_CREDENTIALS');
  });

  it('never counts successful sign-ins against a limit', async () => {
    await writeParameter(t.db, 'auth.throttle.addressAttempts', 2);
    for (let i = 0; i < 6; i++) expect((await attempt(t, 'analyst', 'Analyst#2026', '198.51.100.20')).body.status).toBe('OK');
    expect((await attempt(t, 'analyst', 'wrong', '198.51.100.20')).body.status).toBe('WRONG_CREDENTIALS');
  });

  it('forgets an account name\'s failures after a successful sign-in', async () => {
    for (let i = 0; i < 2; i++) await attempt(t, 'analyst', 'wrong', '198.51.100.30');
    expect((await attempt(t, 'analyst', 'Analyst#2026', '198.51.100.30')).body.status).toBe('OK');
    for (let i = 0; i < 3; i++) expect((await attempt(t, 'analyst', 'wrong', '198.51.100.30')).body.status).toBe('WRONG_CREDENTIALS');
  });

  it('lets attempts through again once the throttle time is over', async () => {
    for (let i = 0; i < 4; i++) await attempt(t, 'chief', 'wrong', '198.51.100.40');
    expect((await attempt(t, 'chief', 'Chief#2026', '198.51.100.40')).status).toBe(429);
    const past = new Date(Date.now() - 16 * 60_000);
    await t.db.update(signInThrottle).set({ windowStart: past, throttledUntil: new Date(Date.now() - 1000) });
    expect((await attempt(t, 'chief', 'Chief#2026', '198.51.100.40')).body.status).toBe('OK');
  });

  it('forgets names tried long ago, so guessing names cannot fill the database, but keeps every throttle still running', async () => {
    for (const name of ['guess-1', 'guess-2', 'guess-3']) await attempt(t, name, 'wrong', '198.51.100.50');
    for (let i = 0; i < 4; i++) await attempt(t, 'chief', 'wrong', '198.51.100.51');
    const accounts = async () => (await t.db.select().from(signInThrottle)).filter((r) => r.scope === 'ACCOUNT').map((r) => r.key).sort();
    // Twenty minutes on, as the clock of the rows tells it: every window has ended, chief's refusal still runs.
    await t.db.update(signInThrottle).set({ windowStart: new Date(Date.now() - 20 * 60_000) });
    await pruneThrottle(t.db, await readThrottleRules(t.db));
    expect(await accounts()).toEqual(['chief']);
    expect((await attempt(t, 'chief', 'Chief#2026', '198.51.100.51')).status).toBe(429);
  });

  it('keeps its counts in the database, so two instances of the server agree', async () => {
    const second = await buildApp({ db: t.db, config: testConfig(), engine: t.engine });
    for (let i = 0; i < 3; i++) await attempt(t, 'shared-name', 'wrong', '203.0.113.1');
    expect(await attemptThrough(second.app, 'shared-name', '203.0.113.2')).toBe(429);
    await writeParameter(t.db, 'auth.throttle.addressAttempts', 2);
    expect(await attemptThrough(second.app, 'name-a', '203.0.113.3')).toBe('WRONG_CREDENTIALS');
    expect(await attemptThrough(second.app, 'name-b', '203.0.113.3')).toBe('WRONG_CREDENTIALS');
    expect((await attempt(t, 'name-c', 'wrong', '203.0.113.3')).status).toBe(429);
  });

  it('believes X-Forwarded-For only from a trusted proxy, and then only its right-most untrusted entry', async () => {
    await writeParameter(t.db, 'auth.throttle.addressAttempts', 2);
    await writeParameter(t.db, 'auth.throttle.accountAttempts', 100);
    const proxied = (await buildApp({ db: t.db, config: testConfig({ trustedProxies: ['10.0.0.0/8'] }), engine: t.engine })).app;
    const via = (forwardedFor: string, peer = '10.0.0.1') => attemptThrough(proxied, 'someone', peer, { 'x-forwarded-for': forwardedFor });
    // A client cannot escape its count by writing a different address in front of its own.
    expect(await via('1.1.1.1, 192.0.2.50, 10.0.0.2')).toBe('WRONG_CREDENTIALS');
    expect(await via('2.2.2.2, 192.0.2.50')).toBe('WRONG_CREDENTIALS');
    expect(await via('3.3.3.3, 192.0.2.50')).toBe(429);
    expect(await via('192.0.2.51')).toBe('WRONG_CREDENTIALS');
    // Not from a trusted proxy: the header is ignored and the socket's address counts.
    expect(await via('192.0.2.60', '203.0.113.9')).toBe('WRONG_CREDENTIALS');
    expect(await via('192.0.2.61', '203.0.113.9')).toBe('WRONG_CREDENTIALS');
    expect(await via('192.0.2.62', '203.0.113.9')).toBe(429);
  });
});
