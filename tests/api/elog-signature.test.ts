import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { checkSignaturePassword, maxSignatureAttempts } from '../../server/modules/elog/signature-password.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface ErrorBody { message: string; errors: { path: string; code: string; message: string }[] }

describe('the signature password, separate from the sign-in password', () => {
  let t: TestApp;
  let officer: string;
  let officerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    officer = await t.signIn('officer', 'Officer#2026');
    officerId = (await t.db.select().from(users).where(eq(users.username, 'officer')))[0].id;
  });
  afterAll(async () => { await t.close(); });

  const signature = async () => await (await t.call('GET', '/api/user/getUserSignature', { token: officer })).json() as { userName: string; name: string | null; surname: string | null; rank: string | null; hasSignaturePassword: boolean; blocked: boolean };
  const change = (currentPassword: string, newPassword: string) =>
    t.call('POST', '/api/user/changeSignaturePassword', { token: officer, body: { requestValue: { currentPassword, newPassword } } });
  const failedField = async (res: Response) => {
    expect(res.status).toBe(400);
    return (await res.json() as ErrorBody).errors.map((e) => `${e.path} ${e.code}`);
  };

  it('is set the first time with the sign-in password, never equal to it, and meeting the password rules', async () => {
    expect(await signature()).toMatchObject({ userName: 'officer', name: 'Ivan', surname: 'Petrov', rank: expect.stringMatching(/officer/i), hasSignaturePassword: false, blocked: false });
    expect(await failedField(await change('Wrong#2026', 'Sign#Petrov1'))).toEqual(['/requestValue/currentPassword wrong']);
    expect(await failedField(await change('Officer#2026', 'Officer#2026'))).toEqual(['/requestValue/newPassword sameAsSignIn']);
    expect(await failedField(await change('Officer#2026', 'short'))).toContain('/requestValue/newPassword minLength');
    expect((await change('Officer#2026', 'Sign#Petrov1')).status).toBe(200);
    expect(await signature()).toMatchObject({ hasSignaturePassword: true });
  });

  it('is changed later only with the current signature password', async () => {
    expect(await failedField(await change('Officer#2026', 'Sign#Petrov2'))).toEqual(['/requestValue/currentPassword wrong']);
    expect((await change('Sign#Petrov1', 'Sign#Petrov2')).status).toBe(200);
  });

  it('blocks after repeated wrong passwords, until set again with the sign-in password', async () => {
    await expect(checkSignaturePassword(t.db, officerId, 'Sign#Petrov2')).resolves.toBeUndefined();
    for (let i = 0; i < maxSignatureAttempts; i++) await expect(checkSignaturePassword(t.db, officerId, 'guess')).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(checkSignaturePassword(t.db, officerId, 'Sign#Petrov2')).rejects.toMatchObject({ code: 'BUSINESS_RULE', messageKey: 'elog.signature.blocked' });
    expect(await signature()).toMatchObject({ blocked: true });
    expect((await change('Officer#2026', 'Sign#Petrov3')).status).toBe(200);
    await expect(checkSignaturePassword(t.db, officerId, 'Sign#Petrov3')).resolves.toBeUndefined();
  });

  it('is not offered to a user who may not sign', async () => {
    expect(await (await t.call('GET', '/api/elog-permission/can-change-sign-pwd', { token: officer })).json()).toBe(true);
    await t.db.update(users).set({ userFunctions: [{ function: 'SIGNING_NOT_ALLOWED', level: 'VIEW' }] }).where(eq(users.id, officerId));
    const restricted = await t.signIn('officer', 'Officer#2026');
    expect(await (await t.call('GET', '/api/elog-permission/can-change-sign-pwd', { token: restricted })).json()).toBe(false);
    expect((await t.call('POST', '/api/user/changeSignaturePassword', { token: restricted, body: { requestValue: { currentPassword: 'Sign#Petrov3', newPassword: 'Sign#Petrov4' } } })).status).toBe(403);
  });
});
