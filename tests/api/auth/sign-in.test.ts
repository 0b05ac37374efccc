import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../server/db/schema.js';
import { attemptSignIn, userRow } from '../../support/auth-helpers.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

describe('POST /api/authentication', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('answers OK with a token and the session data for the right password', async () => {
    const answer = await attemptSignIn(t, 'captain', 'Captain#2026');
    expect(answer.status).toBe('OK');
    expect(answer.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(answer).toMatchObject({ username: 'captain', displayName: 'Erik Larsen', userType: 'USER' });
    expect(answer.functions).toMatchObject({ ELB_DECK: 'MANAGEMENT', VOYAGE_MONITOR: 'MANAGEMENT' });
  });

  it('accepts the username in any case', async () => {
    expect((await attemptSignIn(t, 'Captain', 'Captain#2026')).status).toBe('OK');
  });

  it('answers a wrong password, an unknown user, a disabled user and a locked-out account identically', async () => {
    await t.db.update(users).set({ disabled: true }).where(eq(users.username, 'analyst'));
    await t.db.update(users).set({ passwordState: 'BLOCKED', blockedUntil: new Date(Date.now() + 600_000) }).where(eq(users.username, 'officer'));
    const answerTo = async (username: string, password: string) => {
      const auditRows = (await t.db.select().from(auditLog)).length;
      const res = await t.call('POST', '/api/authentication', { body: { username, password }, language: 'ru' });
      return {
        status: res.status, headers: [...res.headers.entries()], body: await res.text(),
        auditRowsWritten: (await t.db.select().from(auditLog)).length - auditRows,
      };
    };
    const wrong = await answerTo('chief', 'not-the-password');
    expect(JSON.parse(wrong.body)).toEqual({ status: 'WRONG_CREDENTIALS', statusMessage: 'Неверное имя пользователя или пароль.' });
    expect(wrong.auditRowsWritten).toBe(1);
    expect(await answerTo('nobody-here', 'not-the-password')).toEqual(wrong);
    expect(await answerTo('analyst', 'Analyst#2026')).toEqual(wrong);
    expect(await answerTo('officer', 'not-the-password')).toEqual(wrong);
    await t.db.update(users).set({ disabled: false }).where(eq(users.username, 'analyst'));
    await t.db.update(users).set({ passwordState: 'VALID', blockedUntil: null, failedAttempts: 0 }).where(eq(users.username, 'officer'));
  });

  it('translates the status message into the request language', async () => {
    const answer = await attemptSignIn(t, 'chief', 'wrong', 'ru-RU,ru;q=0.9');
    expect(answer.statusMessage).toBe('Неверное имя пользователя или пароль.');
  });

  it('answers WRONG_CREDENTIALS for a disabled user even with the right password', async () => {
    await t.db.update(users).set({ disabled: true }).where(eq(users.username, 'analyst'));
    expect((await attemptSignIn(t, 'analyst', 'Analyst#2026')).status).toBe('WRONG_CREDENTIALS');
    await t.db.update(users).set({ disabled: false }).where(eq(users.username, 'analyst'));
  });

  it('answers PASSWORD_EXPIRED with a change-only token when the password has expired', async () => {
    await t.db.update(users).set({ passwordDoesNotExpire: false, passwordExpireDate: new Date(Date.now() - 60_000) })
      .where(eq(users.username, 'chief'));
    const answer = await attemptSignIn(t, 'chief', 'Chief#2026');
    expect(answer.status).toBe('PASSWORD_EXPIRED');
    expect(answer.token).toBeTruthy();
    const me = await t.call('GET', '/api/user/me', { token: answer.token });
    expect(me.status).toBe(401);
  });

  it('does not expire a password marked passwordDoesNotExpire', async () => {
    await t.db.update(users).set({ passwordDoesNotExpire: true, passwordExpireDate: new Date(Date.now() - 60_000) })
      .where(eq(users.username, 'officer'));
    expect((await attemptSignIn(t, 'officer', 'Officer#2026')).status).toBe('OK');
  });

  it('refuses an empty body with 400 naming the fields', async () => {
    const res = await t.call('POST', '/api/authentication', { body: {} });
    expect(res.status).toBe(400);
    const body = await res.json() as { code: string; errors: { path: string }[] };
    expect(body.code).toBe('INVALID_INPUT');
    expect(body.errors.length).toBeGreaterThan(0);
  });

  it('refuses a body that is not JSON with 400, not 500', async () => {
    const res = await t.app.request('/api/authentication', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
    expect(res.status).toBe(400);
  });

  it('records the sign-in in the audit log and resets the failure counter', async () => {
    await attemptSignIn(t, 'captain', 'bad');
    expect((await userRow(t, 'captain')).failedAttempts).toBe(1);
    await attemptSignIn(t, 'captain', 'Captain#2026');
    expect((await userRow(t, 'captain')).failedAttempts).toBe(0);
  });
});

describe('detached mode: POST /api/authentication with a token', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('answers OK with the same token and the session data for a live token', async () => {
    const token = await t.signIn('analyst', 'Analyst#2026');
    const res = await t.call('POST', '/api/authentication', { body: { token } });
    const answer = await res.json() as { status: string; token: string; username: string };
    expect(answer).toMatchObject({ status: 'OK', token, username: 'analyst' });
  });

  it('answers LOGIN_ERROR for a token that is not valid', async () => {
    const res = await t.call('POST', '/api/authentication', { body: { token: 'abc.def.ghi' } });
    expect((await res.json() as { status: string }).status).toBe('LOGIN_ERROR');
  });
});
