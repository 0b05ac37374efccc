import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../server/db/schema.js';
import { writeParameter } from '../../../server/modules/params/parameters.js';
import { attemptSignIn, userRow } from '../../support/auth-helpers.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

/** Moves the lockout's end into the past, as if its time had passed. */
const endLockout = (t: TestApp, username: string) =>
  t.db.update(users).set({ blockedUntil: new Date(Date.now() - 1000) }).where(eq(users.username, username));

const failFiveTimes = async (t: TestApp, username: string) => {
  for (let i = 0; i < 5; i++) expect((await attemptSignIn(t, username, `wrong-${i}`)).status).toBe('WRONG_CREDENTIALS');
};

describe('lockout after consecutive failures', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('five wrong passwords lock admin out for the lockout time only: afterwards the right password signs in', async () => {
    await failFiveTimes(t, 'admin');
    const blocked = await userRow(t, 'admin');
    expect(blocked.passwordState).toBe('BLOCKED');
    expect(blocked.blockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(blocked.blockedUntil!.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect((await attemptSignIn(t, 'admin', 'Admin#2026')).status).toBe('LOGIN_ERROR');

    await endLockout(t, 'admin');
    expect((await attemptSignIn(t, 'admin', 'Admin#2026')).status).toBe('OK');
    expect(await userRow(t, 'admin')).toMatchObject({ passwordState: 'VALID', failedAttempts: 0, blockedUntil: null });
  });

  it('a lockout leaves the sessions the user already had open', async () => {
    const token = await t.signIn('chief', 'Chief#2026');
    await failFiveTimes(t, 'chief');
    expect((await userRow(t, 'chief')).passwordState).toBe('BLOCKED');
    expect((await t.call('GET', '/api/authentication/ping', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/user/me', { token })).status).toBe(200);
  });

  it('tells a locked-out user so, and for how long, only after the right password', async () => {
    const right = await attemptSignIn(t, 'chief', 'Chief#2026', 'ru');
    expect(right.status).toBe('LOGIN_ERROR');
    expect(right.statusMessage).toMatch(/заблокирована.*через 1[45] мин/);
    expect(right.token).toBeUndefined();
    expect(Date.parse((right as { blockedUntil?: string }).blockedUntil!)).toBe((await userRow(t, 'chief')).blockedUntil!.getTime());
    const wrong = await attemptSignIn(t, 'chief', 'not-it');
    expect(wrong).toEqual({ status: 'WRONG_CREDENTIALS', statusMessage: 'Wrong username or password.' });
  });

  it('does not lengthen a running lockout with more wrong passwords', async () => {
    const before = (await userRow(t, 'chief')).blockedUntil;
    await attemptSignIn(t, 'chief', 'again-wrong');
    expect((await userRow(t, 'chief')).blockedUntil).toEqual(before);
  });

  it('gives fresh attempts once a lockout is over: one more wrong password does not block again', async () => {
    await endLockout(t, 'chief');
    expect((await attemptSignIn(t, 'chief', 'wrong-after')).status).toBe('WRONG_CREDENTIALS');
    expect(await userRow(t, 'chief')).toMatchObject({ passwordState: 'VALID', failedAttempts: 1 });
    expect((await attemptSignIn(t, 'chief', 'Chief#2026')).status).toBe('OK');
  });

  it('records the lockout once in the audit log, with its end', async () => {
    const chief = await userRow(t, 'chief');
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, chief.id));
    const blocks = rows.filter((r) => r.action === 'BLOCK');
    expect(blocks).toHaveLength(1);
    expect(blocks[0].details).toMatchObject({ username: 'chief', failedAttempts: 5, blockedUntil: expect.any(String) });
    expect(rows.filter((r) => r.action === 'SIGN_IN_FAILED').length).toBeGreaterThanOrEqual(6);
  });

  it('lets an administrator unblock before the time is over, after which the right password works', async () => {
    await failFiveTimes(t, 'officer');
    const admin = await t.signIn('admin', 'Admin#2026');
    const officer = await userRow(t, 'officer');
    const res = await t.call('PUT', `/api/users/${officer.id}/unblock`, { token: admin });
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get('x-server-messages') ?? '')).toContain('officer');
    expect(await userRow(t, 'officer')).toMatchObject({ passwordState: 'VALID', failedAttempts: 0, blockedUntil: null });
    expect((await attemptSignIn(t, 'officer', 'Officer#2026')).status).toBe('OK');
  });

  it('refuses to unblock a user who is not blocked (422) and refuses users without MANAGE_USERS (403)', async () => {
    const admin = await t.signIn('admin', 'Admin#2026');
    const officer = await userRow(t, 'officer');
    expect((await t.call('PUT', `/api/users/${officer.id}/unblock`, { token: admin })).status).toBe(422);
    const captain = await t.signIn('captain', 'Captain#2026');
    expect((await t.call('PUT', `/api/users/${officer.id}/unblock`, { token: captain })).status).toBe(403);
  });

  it('takes the threshold and the lockout time from the app parameters; 0 minutes waits for an administrator', async () => {
    await writeParameter(t.db, 'auth.maxFailedAttempts', 2);
    await writeParameter(t.db, 'auth.lockoutMinutes', 0);
    await attemptSignIn(t, 'analyst', 'wrong');
    expect((await userRow(t, 'analyst')).passwordState).toBe('VALID');
    await attemptSignIn(t, 'analyst', 'wrong');
    expect(await userRow(t, 'analyst')).toMatchObject({ passwordState: 'BLOCKED', blockedUntil: null });
    const answer = await attemptSignIn(t, 'analyst', 'Analyst#2026');
    expect(answer.statusMessage).toMatch(/ask your administrator/i);
    await writeParameter(t.db, 'auth.maxFailedAttempts', 5);
    await writeParameter(t.db, 'auth.lockoutMinutes', 15);
  });

  it('shows a lockout whose time is over as VALID in the user list', async () => {
    await failFiveTimes(t, 'captain');
    await endLockout(t, 'captain');
    const admin = await t.signIn('admin', 'Admin#2026');
    const captain = await userRow(t, 'captain');
    const record = await (await t.call('GET', `/api/user/${captain.id}`, { token: admin })).json() as { data: { passwordState: string } };
    expect(record.data.passwordState).toBe('VALID');
  });
});
