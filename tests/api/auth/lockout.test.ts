import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeParameter } from '../../../server/modules/params/parameters.js';
import { attemptSignIn, userRow } from '../../support/auth-helpers.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

describe('lockout after consecutive failures', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('blocks the user on the fifth failure by default, and then refuses even the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await attemptSignIn(t, 'officer', `wrong-${i}`)).status).toBe('WRONG_CREDENTIALS');
    expect((await userRow(t, 'officer')).passwordState).toBe('BLOCKED');
    const answer = await attemptSignIn(t, 'officer', 'Officer#2026');
    expect(answer.status).toBe('LOGIN_ERROR');
    expect(answer.statusMessage).toMatch(/blocked/i);
    expect(answer.token).toBeUndefined();
  });

  it('ends the sessions a user had when the user gets blocked', async () => {
    const token = await t.signIn('chief', 'Chief#2026');
    for (let i = 0; i < 5; i++) await attemptSignIn(t, 'chief', 'wrong');
    expect((await t.call('GET', '/api/authentication/ping', { token })).status).toBe(401);
  });

  it('lets an administrator unblock, after which the right password works again', async () => {
    const admin = await t.signIn('admin', 'Admin#2026');
    const officer = await userRow(t, 'officer');
    const res = await t.call('PUT', `/api/users/${officer.id}/unblock`, { token: admin });
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get('x-server-messages') ?? '')).toContain('officer');
    expect((await attemptSignIn(t, 'officer', 'Officer#2026')).status).toBe('OK');
    expect((await userRow(t, 'officer')).failedAttempts).toBe(0);
  });

  it('refuses to unblock a user who is not blocked (422) and refuses users without MANAGE_USERS (403)', async () => {
    const admin = await t.signIn('admin', 'Admin#2026');
    const officer = await userRow(t, 'officer');
    expect((await t.call('PUT', `/api/users/${officer.id}/unblock`, { token: admin })).status).toBe(422);
    const captain = await t.signIn('captain', 'Captain#2026');
    expect((await t.call('PUT', `/api/users/${officer.id}/unblock`, { token: captain })).status).toBe(403);
  });

  it('takes the threshold from the app parameter', async () => {
    await writeParameter(t.db, 'auth.maxFailedAttempts', 2);
    await attemptSignIn(t, 'analyst', 'wrong');
    expect((await userRow(t, 'analyst')).passwordState).toBe('VALID');
    await attemptSignIn(t, 'analyst', 'wrong');
    expect((await userRow(t, 'analyst')).passwordState).toBe('BLOCKED');
  });
});
