import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeParameter } from '../../../server/modules/params/parameters.js';
import { attemptSignIn, changePassword, userRow, type AuthAnswer } from '../../support/auth-helpers.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

describe('password change', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('publishes the criteria from the app parameters without a session', async () => {
    const res = await t.call('GET', '/api/authentication/criteria');
    expect(await res.json()).toEqual({ minLength: 8, lowerChars: 1, upperChars: 1, digits: 1, specialChars: 1 });
    await writeParameter(t.db, 'auth.password.minLength', 12);
    expect((await (await t.call('GET', '/api/authentication/criteria')).json() as { minLength: number }).minLength).toBe(12);
    await writeParameter(t.db, 'auth.password.minLength', 8);
  });

  it('forces a temporary password to be changed before anything else works', async () => {
    const admin = await t.signIn('admin', 'Admin#2026');
    const chief = await userRow(t, 'chief');
    const reset = await (await t.call('PUT', `/api/users/${chief.id}/reset-password`, { token: admin })).json() as { temporaryPassword: string };
    const answer = await attemptSignIn(t, 'chief', reset.temporaryPassword);
    expect(answer.status).toBe('TEMPORARY_PASSWORD');
    expect((await t.call('GET', '/api/menu', { token: answer.token })).status).toBe(401);

    const changed = await (await changePassword(t, answer.token, { username: 'chief', passwordOld: reset.temporaryPassword, password: 'Engine#Room1' })).json() as AuthAnswer;
    expect(changed.status).toBe('OK');
    expect((await t.call('GET', '/api/menu', { token: changed.token })).status).toBe(200);
    expect((await t.call('GET', '/api/menu', { token: answer.token })).status).toBe(401);
    expect((await attemptSignIn(t, 'chief', 'Engine#Room1')).status).toBe('OK');
    expect((await userRow(t, 'chief')).passwordState).toBe('VALID');
  });

  it('answers BAD_PASSWORD naming every unmet criterion, and changes nothing', async () => {
    const token = await t.signIn('captain', 'Captain#2026');
    const answer = await (await changePassword(t, token, { passwordOld: 'Captain#2026', password: 'short' })).json() as AuthAnswer;
    expect(answer.status).toBe('BAD_PASSWORD');
    expect(answer.unmetCriteria).toEqual(['minLength', 'upperChars', 'digits', 'specialChars']);
    expect((await attemptSignIn(t, 'captain', 'Captain#2026')).status).toBe('OK');
  });

  it('refuses the current and the last N passwords with PASSWORD_ALREADY_USED', async () => {
    let token = await t.signIn('analyst', 'Analyst#2026');
    const current = await (await changePassword(t, token, { passwordOld: 'Analyst#2026', password: 'Analyst#2026' })).json() as AuthAnswer;
    expect(current.status).toBe('PASSWORD_ALREADY_USED');
    const first = await (await changePassword(t, token, { passwordOld: 'Analyst#2026', password: 'Harbour#2027' })).json() as AuthAnswer;
    expect(first.status).toBe('OK');
    token = first.token!;
    const back = await (await changePassword(t, token, { passwordOld: 'Harbour#2027', password: 'Analyst#2026' })).json() as AuthAnswer;
    expect(back.status).toBe('PASSWORD_ALREADY_USED');
    expect(back.statusMessage).toContain('5');
  });

  it('allows an old password again once it has left the history', async () => {
    await writeParameter(t.db, 'auth.passwordHistorySize', 1);
    const token = await t.signIn('analyst', 'Harbour#2027');
    const answer = await (await changePassword(t, token, { passwordOld: 'Harbour#2027', password: 'Analyst#2026' })).json() as AuthAnswer;
    expect(answer.status).toBe('OK');
    await writeParameter(t.db, 'auth.passwordHistorySize', 5);
  });

  it('answers WRONG_CREDENTIALS when the old password is wrong', async () => {
    const token = await t.signIn('officer', 'Officer#2026');
    const answer = await (await changePassword(t, token, { passwordOld: 'nope', password: 'Bridge#Watch4' })).json() as AuthAnswer;
    expect(answer.status).toBe('WRONG_CREDENTIALS');
  });

  it('answers 401 without a session and "Change password not allowed" outside changing mode', async () => {
    const anonymous = await changePassword(t, undefined, { username: 'officer', password: 'Bridge#Watch4' });
    expect(anonymous.status).toBe(401);
    const token = await t.signIn('officer', 'Officer#2026');
    const full = await changePassword(t, token, { password: 'Bridge#Watch4' });
    expect(full.status).toBe(422);
    expect((await full.json() as { message: string }).message).toBe('Change password not allowed');
    expect((await changePassword(t, token, { username: 'captain', passwordOld: 'Officer#2026', password: 'Bridge#Watch4' })).status).toBe(422);
  });

  it('reveals nothing of the request shape to a caller outside changing mode: no 400 before the session is checked', async () => {
    expect((await changePassword(t, undefined, {})).status).toBe(401);
    expect((await t.call('PUT', '/api/authentication', { body: 'not an object' })).status).toBe(401);
    const token = await t.signIn('officer', 'Officer#2026');
    const malformed = await changePassword(t, token, { password: 42, username: ['x'] });
    expect(malformed.status).toBe(422);
    expect((await malformed.json() as { errors: unknown[] }).errors).toEqual([]);
    const inMode = await changePassword(t, token, { passwordOld: 'Officer#2026', password: 42 });
    expect(inMode.status).toBe(400);
    expect(JSON.stringify(await inMode.json())).toContain('/password');
  });

  it('signs the other sessions of the user out after a change', async () => {
    const other = await t.signIn('officer', 'Officer#2026');
    const token = await t.signIn('officer', 'Officer#2026');
    const answer = await (await changePassword(t, token, { passwordOld: 'Officer#2026', password: 'Bridge#Watch4' })).json() as AuthAnswer;
    expect(answer.status).toBe('OK');
    expect((await t.call('GET', '/api/authentication/ping', { token: other })).status).toBe(401);
    expect((await t.call('GET', '/api/authentication/ping', { token: answer.token })).status).toBe(200);
    expect((await userRow(t, 'officer')).passwordExpireDate!.getTime()).toBeGreaterThan(Date.now() + 80 * 86_400_000);
  });
});
