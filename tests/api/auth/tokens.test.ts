import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { loadSigningKey, signToken } from '../../../server/modules/auth/tokens.js';
import { userRow } from '../../support/auth-helpers.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

describe('tokens', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  const sessionOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string; sub: string };

  it('answers pong for a live session and 401 without one', async () => {
    const token = await t.signIn('captain', 'Captain#2026');
    const res = await t.call('GET', '/api/authentication/ping', { token });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('pong');
    expect(res.headers.get('reply-token')).toBeNull();
    expect((await t.call('GET', '/api/authentication/ping')).status).toBe(401);
  });

  it('sends a fresh token in reply-token when the current one is close to expiry', async () => {
    const token = await t.signIn('captain', 'Captain#2026');
    const { sid, sub } = sessionOf(token);
    const key = await loadSigningKey(t.db);
    const nearlyExpired = await signToken(key, { userId: sub, sessionId: sid, kind: 'full' }, 15);
    const res = await t.call('GET', '/api/authentication/ping', { token: nearlyExpired });
    expect(res.status).toBe(200);
    const fresh = res.headers.get('reply-token');
    expect(fresh).toBeTruthy();
    expect(sessionOf(fresh!).sid).toBe(sid);
    expect((await t.call('GET', '/api/user/me', { token: fresh! })).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const token = await t.signIn('captain', 'Captain#2026');
    const { sid, sub } = sessionOf(token);
    const expired = await signToken(await loadSigningKey(t.db), { userId: sub, sessionId: sid, kind: 'full' }, -5);
    expect((await t.call('GET', '/api/authentication/ping', { token: expired })).status).toBe(401);
  });

  it('refuses a tampered token and one signed with another key', async () => {
    const token = await t.signIn('captain', 'Captain#2026');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const admin = await userRow(t, 'admin');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: admin.id })).toString('base64url');
    expect((await t.call('GET', '/api/user/me', { token: `${header}.${forgedPayload}.${signature}` })).status).toBe(401);
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    expect((await t.call('GET', '/api/user/me', { token: `${header}.${payload}.${flipped}` })).status).toBe(401);
    const otherKey = new TextEncoder().encode('an-attacker-key-of-thirty-two-bytes!');
    const foreign = await new SignJWT({ sid: claims.sid, kind: 'full' }).setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub).setExpirationTime('5m').sign(otherKey);
    expect((await t.call('GET', '/api/user/me', { token: foreign })).status).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await t.call('GET', '/api/user/me', { token: unsigned })).status).toBe(401);
  });

  it('revokes the session at logout: the token stops working', async () => {
    const token = await t.signIn('chief', 'Chief#2026');
    const res = await t.call('DELETE', '/api/authentication', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect((await t.call('GET', '/api/authentication/ping', { token })).status).toBe(401);
  });

  it('keeps other sessions of the same user alive at logout', async () => {
    const first = await t.signIn('analyst', 'Analyst#2026');
    const second = await t.signIn('analyst', 'Analyst#2026');
    await t.call('DELETE', '/api/authentication', { token: first });
    expect((await t.call('GET', '/api/authentication/ping', { token: second })).status).toBe(200);
  });

  it('sends the user to sign in again after the session lifetime even with a fresh token', async () => {
    const short = await createTestApp({ sessionMaxHours: -1 });
    const res = await short.call('POST', '/api/authentication', { body: { username: 'captain', password: 'Captain#2026' } });
    const { token } = await res.json() as { token: string };
    expect((await short.call('GET', '/api/authentication/ping', { token })).status).toBe(401);
    await short.close();
  });
});
