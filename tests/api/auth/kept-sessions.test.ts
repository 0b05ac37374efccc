/**
 * Sessions, principals and parameters are kept in memory between requests (server/db/database-caches.ts): whatever an
 * administrator changes through Keel applies to the very next request of a user who is already signed in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';

interface Stored { id: string; version: number; disabled?: boolean; data: Record<string, unknown> }

describe('what a signed-in user may do follows every change at once', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin', 'Admin#2026');
  });
  afterAll(async () => { await t.close(); });

  const read = async (resource: string, id: string) => await (await t.call('GET', `/api/${resource}/${id}`, { token: admin })).json() as Stored;
  const save = async (resource: string, record: Stored, change: { data?: Record<string, unknown>; disabled?: boolean }) => {
    const res = await t.call('PUT', `/api/${resource}/${record.id}`, { token: admin, body: { requestValue: { version: record.version, ...change } } });
    expect(res.status).toBe(200);
  };
  const idOf = async (resource: string, field: string, value: string) => {
    const list = await (await t.call('GET', `/api/${resource}?f.${field}=${encodeURIComponent(value)}`, { token: admin })).json() as { items?: Stored[]; responseValue?: Stored[] };
    const items = list.items ?? list.responseValue ?? [];
    const found = items.find((r) => r.data[field] === value);
    expect(found, `${resource} ${value}`).toBeDefined();
    return found!.id;
  };
  const shipsOf = async (token: string) => (await (await t.call('GET', '/api/user/me', { token })).json() as { units: Array<{ code: string }> }).units.map((u) => u.code);

  it('ends the session of a user the administrator disables, on the next request', async () => {
    const analyst = await t.signIn('analyst', 'Analyst#2026');
    expect((await t.call('GET', '/api/authentication/ping', { token: analyst })).status).toBe(200);
    const user = await read('user', await idOf('user', 'username', 'analyst'));
    await save('user', user, { disabled: true });
    expect((await t.call('GET', '/api/authentication/ping', { token: analyst })).status).toBe(401);
    await save('user', await read('user', user.id), { disabled: false });
  });

  it('ends a token at logout, while another session of the same user goes on', async () => {
    const first = await t.signIn('captain', 'Captain#2026');
    const second = await t.signIn('captain', 'Captain#2026');
    expect((await t.call('GET', '/api/authentication/ping', { token: first })).status).toBe(200);
    expect((await t.call('DELETE', '/api/authentication', { token: first })).status).toBe(200);
    expect((await t.call('GET', '/api/authentication/ping', { token: first })).status).toBe(401);
    expect((await t.call('GET', '/api/authentication/ping', { token: second })).status).toBe(200);
  });

  it('gives and takes a ship of a signed-in user as the administrator edits the user', async () => {
    const captain = await t.signIn('captain', 'Captain#2026');
    expect(await shipsOf(captain)).toEqual(['NORDIC_ORE']);
    const user = await read('user', await idOf('user', 'username', 'captain'));
    const balticId = await idOf('ship', 'code', 'BALTIC_AMBER');
    await save('user', user, { data: { ...user.data, units: [...(user.data.units as string[]), balticId] } });
    expect((await shipsOf(captain)).sort()).toEqual(['BALTIC_AMBER', 'NORDIC_ORE']);
    const widened = await read('user', user.id);
    await save('user', widened, { data: { ...widened.data, units: user.data.units } });
    expect(await shipsOf(captain)).toEqual(['NORDIC_ORE']);
  });

  it('takes a function away from everyone of a role as the role is saved without it', async () => {
    const analyst = await t.signIn('analyst', 'Analyst#2026');
    const role = await read('role', await idOf('role', 'code', 'SHORE_ANALYST'));
    const grants = role.data.roleFunctions as Array<{ function: string }>;
    expect(grants.some((g) => g.function === 'EMISSIONS')).toBe(true);
    expect((await t.call('GET', '/api/emissions/cii/overview?year=2026', { token: analyst })).status).not.toBe(403);
    await save('role', role, { data: { ...role.data, roleFunctions: grants.filter((g) => g.function !== 'EMISSIONS') } });
    expect((await t.call('GET', '/api/emissions/cii/overview?year=2026', { token: analyst })).status).toBe(403);
    await save('role', await read('role', role.id), { data: role.data });
    expect((await t.call('GET', '/api/emissions/cii/overview?year=2026', { token: analyst })).status).not.toBe(403);
  });

  it('publishes changed password criteria on the next read', async () => {
    const criteria = async () => (await (await t.call('GET', '/api/authentication/criteria')).json() as { minLength: number }).minLength;
    expect(await criteria()).toBe(8);
    await save('app-parameter', await read('app-parameter', 'auth.password.minLength'), { data: { ...(await read('app-parameter', 'auth.password.minLength')).data, paramValue: '11' } });
    expect(await criteria()).toBe(11);
  });

  it("closes a logbook to a signed-in officer as the officer's role leaves the role group that may see it", async () => {
    const officer = await t.signIn('officer', 'Officer#2026');
    const screens = async () => (await (await t.call('GET', '/api/screens', { token: officer })).json() as Array<{ code: string; route: string }>)
      .map((screen) => screen.route).filter((route) => route.startsWith('/elb/'));
    const before = await screens();
    expect(before.length).toBeGreaterThan(0);
    const bridge = await read('role-group', await idOf('role-group', 'code', 'BRIDGE'));
    const deckOfficer = await idOf('role', 'code', 'DECK_OFFICER');
    await save('role-group', bridge, { data: { ...bridge.data, roles: (bridge.data.roles as string[]).filter((id) => id !== deckOfficer) } });
    expect((await screens()).length).toBeLessThan(before.length);
    await save('role-group', await read('role-group', bridge.id), { data: bridge.data });
    expect(await screens()).toEqual(before);
  });
});
