import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAccess } from '../../server/http/public-routes.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('every API route is guarded', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  const concrete = (path: string) => path
    .replace(/:id(\{[^}]*\})?/g, '00000000-0000-4000-8000-000000000000')
    .replace(/:(\w+)(\{[^}]*\})?/g, 'x');

  it('answers 401 without a session on every route not declared public', async () => {
    const routes = t.app.routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.includes('*'));
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const path = concrete(route.path);
      if (routeAccess.isPublic(route.method, path)) continue;
      const res = await t.call(route.method, path, route.method === 'GET' ? {} : { body: {} });
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({ route: `${route.method} ${route.path}`, status: 401 });
    }
  });

  it('answers 401 to a bearer that is not a token', async () => {
    expect((await t.call('GET', '/api/user/me', { token: 'garbage' })).status).toBe(401);
  });

  it('answers 404 with the error shape for an unknown API path, signed in', async () => {
    const token = await t.signIn('admin', 'Admin#2026');
    const res = await t.call('GET', '/api/no-such-thing', { token });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ responseStatus: 'ERROR', code: 'NOT_FOUND' });
  });
});

describe('functions and levels', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('gives 403 on system status to a user without SETUP and 200 to ADMIN', async () => {
    const captain = await t.signIn('captain', 'Captain#2026');
    const denied = await t.call('GET', '/api/system/status', { token: captain });
    expect(denied.status).toBe(403);
    expect((await denied.json() as { message: string }).message).toContain('SETUP');
    const admin = await t.signIn('admin', 'Admin#2026');
    const ok = await t.call('GET', '/api/system/status', { token: admin });
    expect(ok.status).toBe(200);
    // Not a demo start here: no background generation to report.
    expect(await ok.json()).toMatchObject({ database: { engine: t.engine }, users: 5, demoData: null });
  });

  it('GET /api/user/me lists the user, functions and only the ships the user was given', async () => {
    const captain = await t.signIn('captain', 'Captain#2026');
    const me = await (await t.call('GET', '/api/user/me', { token: captain })).json() as { username: string; units: { code: string }[]; roles: string[] };
    expect(me.username).toBe('captain');
    expect(me.roles).toEqual(['MASTER']);
    expect(me.units.map((u) => u.code)).toEqual(['NORDIC_ORE']);
    const analyst = await t.signIn('analyst', 'Analyst#2026');
    const fleet = await (await t.call('GET', '/api/user/me', { token: analyst })).json() as { units: unknown[]; unitGroups: { code: string }[] };
    expect(fleet.units).toHaveLength(6);
    expect(fleet.unitGroups.map((g) => g.code)).toEqual(['DEMO_FLEET']);
  });

  it('common/list/units answers only the ships the user may see', async () => {
    const officer = await t.signIn('officer', 'Officer#2026');
    const list = await (await t.call('GET', '/api/common/list/units', { token: officer })).json();
    expect(list).toEqual([{ label: 'Nordic Ore', value: expect.any(String) }]);
    const unknown = await t.call('GET', '/api/common/list/no-such-list', { token: officer });
    expect(unknown.status).toBe(404);
  });

  it('answers server messages in the x-server-messages header, URI-encoded JSON', async () => {
    const admin = await t.signIn('admin', 'Admin#2026');
    const me = await (await t.call('GET', '/api/user/me', { token: await t.signIn('analyst', 'Analyst#2026') })).json() as { id: string };
    for (let i = 0; i < 5; i++) await t.call('POST', '/api/authentication', { body: { username: 'analyst', password: 'x' } });
    const res = await t.call('PUT', `/api/users/${me.id}/unblock`, { token: admin, language: 'ru' });
    const messages = JSON.parse(decodeURIComponent(res.headers.get('x-server-messages')!));
    expect(messages).toEqual([{ level: 'SUCCESS', content: 'Пользователь analyst разблокирован.', parameters: ['analyst'] }]);
  });
});

describe('permission before validation: a user without the right learns nothing from the body', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const [user, password] of [['admin', 'Admin#2026'], ['captain', 'Captain#2026'], ['officer', 'Officer#2026'], ['analyst', 'Analyst#2026']]) {
      tokens[user] = await t.signIn(user, password);
    }
  });
  afterAll(async () => { await t.close(); });

  const statusOf = async (user: string, method: string, path: string, body: unknown) => (await t.call(method, path, { token: tokens[user], body })).status;
  const multipart = async (user: string, method: string, path: string, requestValue: string) => {
    const form = new FormData();
    form.set('requestValue', requestValue);
    return (await t.app.request(path, { method, body: form, headers: { authorization: `Bearer ${tokens[user]}` } })).status;
  };

  it('refuses every descriptor write to a user without the kind function before looking at the body', async () => {
    const invalid = { requestValue: { body: 'not an object', version: 'one' } };
    const writes: [string, string][] = [
      ['POST', '/api/descriptors/screen'], ['PUT', '/api/descriptors/screen/system-status'], ['DELETE', '/api/descriptors/screen/system-status'],
      ['POST', '/api/descriptors/screen/system-status/reset'], ['POST', '/api/descriptors/screen/system-status/restore'],
      ['POST', '/api/descriptors/elog-sequence'], ['PUT', '/api/descriptors/menu/main'],
    ];
    for (const [method, path] of writes) expect({ path: `${method} ${path}`, status: await statusOf('officer', method, path, invalid) }).toEqual({ path: `${method} ${path}`, status: 403 });
    // The same body from someone who may write the kind is a 400 naming the fields.
    expect(await statusOf('captain', 'POST', '/api/descriptors/elog-sequence', invalid)).toBe(400);
    expect(await statusOf('admin', 'PUT', '/api/descriptors/screen/system-status', invalid)).toBe(400);
  });

  it('refuses an eLog save or update to a user without the logbook function, whatever the body, JSON or multipart', async () => {
    // The analyst reads logbooks (ELB) but keeps no deck log (ELB_DECK).
    expect(await statusOf('analyst', 'POST', '/api/elog-entry/DECK/save', { requestValue: { eleStatus: 'SOMETHING' } })).toBe(403);
    expect(await statusOf('analyst', 'PUT', '/api/elog-entry/DECK/update', { requestValue: {} })).toBe(403);
    expect(await multipart('analyst', 'POST', '/api/elog-entry/DECK/save', '{not json')).toBe(403);
    expect(await multipart('analyst', 'PUT', '/api/elog-entry/DECK/update', '{not json')).toBe(403);
    // The deck officer keeps the deck log: his mistakes are named.
    expect(await statusOf('officer', 'POST', '/api/elog-entry/DECK/save', { requestValue: { eleStatus: 'SOMETHING' } })).toBe(400);
    expect(await multipart('officer', 'POST', '/api/elog-entry/DECK/save', '{not json')).toBe(400);
  });

  it('refuses a wallboard link to a user who does not administer dashboards before reading how long it should last', async () => {
    const body = { requestValue: { days: 'forever' } };
    expect(await statusOf('analyst', 'POST', '/api/custom-analytics/MAIN_KPI_HULL/generate-link', body)).toBe(403);
    expect(await statusOf('admin', 'POST', '/api/custom-analytics/MAIN_KPI_HULL/generate-link', body)).toBe(400);
  });
});
