import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const access = (fn: string) => ({ view: { requiredFunctions: { MASTER_DATA: 'VIEW' } }, manage: { requiredFunctions: { [fn]: 'MANAGEMENT' } } });
const definitions = {
  'test-ship': { title: 'Ships', store: 'units', codeField: 'code', labelField: 'name', access: access('MANAGE_SHIP'),
    schema: { type: 'object', required: ['code', 'name'], properties: { code: { type: 'string' }, name: { type: 'string' }, imoNumber: { type: 'string', pattern: '^[0-9]{7}$' }, dwt: { type: 'number', minimum: 0 } } },
    list: { columns: [{ field: 'name', sortable: true }, { field: 'dwt', sortable: true }], searchFields: ['name', 'code'] } },
  'test-role': { title: 'Roles', store: 'roles', codeField: 'code', labelField: 'description', access: access('MANAGE_ROLES'),
    schema: { type: 'object', required: ['code', 'description'], properties: { code: { type: 'string' }, description: { type: 'string' }, roleFunctions: { type: 'array' } } } },
  'test-user': { title: 'Users', store: 'users', codeField: 'username', labelField: 'username', access: access('MANAGE_USERS'),
    references: { role: { resource: 'test-role' }, units: { resource: 'test-ship', multiple: true } },
    schema: { type: 'object', required: ['username', 'userType'], properties: { username: { type: 'string', minLength: 3 }, userType: { enum: ['ADMIN', 'USER'] }, displayName: { type: 'string' }, role: { type: 'string' }, units: { type: 'array', items: { type: 'string' } } } } },
  'test-parameter': { title: 'Parameters', store: 'app-parameters', codeField: 'paramCode', access: access('SETUP'),
    schema: { type: 'object', required: ['paramCode', 'paramGroup', 'paramValue'], properties: { paramCode: { type: 'string' }, paramGroup: { type: 'string' }, paramValue: { type: 'string' } } } },
};

interface Rec { id: string; version: number; data: Record<string, unknown>; label: string }

describe('typed stores behind the resource convention', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin', 'Admin#2026');
    for (const [code, body] of Object.entries(definitions)) {
      expect((await t.call('POST', '/api/descriptors/resource', { token: admin, body: { requestValue: { code, body } } })).status).toBe(200);
    }
  });
  afterAll(async () => { await t.close(); });

  const list = async (resource: string, query = '') => (await t.call('GET', `/api/${resource}?${query}`, { token: admin })).json() as Promise<{ items: Rec[]; total: number }>;

  it('lists the ships of the units table with sorting and search', async () => {
    const ships = await list('test-ship', 'sort=name,asc');
    expect(ships.total).toBe(6);
    expect(ships.items[0].data.name).toBe('Arctic Frost');
    expect((await list('test-ship', 'search=nordic')).items.map((s) => s.data.code)).toEqual(['NORDIC_ORE']);
  });

  it('creates and updates a ship with its particulars, refusing a stale version', async () => {
    const created = await (await t.call('POST', '/api/test-ship', { token: admin, body: { requestValue: { data: { code: 'POLAR_DAWN', name: 'Polar Dawn', imoNumber: '9700001', dwt: 52000 } } } })).json() as Rec;
    expect(created.data).toMatchObject({ code: 'POLAR_DAWN', dwt: 52000 });
    const put = (version: number, dwt: number) => t.call('PUT', `/api/test-ship/${created.id}`, { token: admin, body: { requestValue: { version, data: { code: 'POLAR_DAWN', name: 'Polar Dawn', imoNumber: '9700001', dwt } } } });
    expect((await put(1, 53000)).status).toBe(200);
    expect((await put(1, 54000)).status).toBe(409);
    expect((await (await t.call('GET', `/api/test-ship/${created.id}`, { token: admin })).json() as Rec).data.dwt).toBe(53000);
    const duplicate = await t.call('POST', '/api/test-ship', { token: admin, body: { requestValue: { data: { code: 'POLAR_DAWN', name: 'Other' } } } });
    expect(duplicate.status).toBe(409);
  });

  it('refuses to delete a ship a user is given, naming the user', async () => {
    const nordic = (await list('test-ship', 'search=nordic')).items[0];
    const res = await t.call('DELETE', `/api/test-ship/${nordic.id}`, { token: admin });
    expect(res.status).toBe(422);
    expect((await res.json() as { message: string }).message).toContain('captain');
  });

  it('a role created here grants its functions to the user who holds it', async () => {
    const role = await (await t.call('POST', '/api/test-role', { token: admin, body: { requestValue: { data: {
      code: 'SUPERINTENDENT', description: 'Technical superintendent', roleFunctions: [{ function: 'ANALYTICS', level: 'VIEW' }, { function: 'EMISSIONS', level: 'MANAGEMENT' }],
    } } } })).json() as Rec;
    const nordic = (await list('test-ship', 'search=nordic')).items[0];
    const created = await t.call('POST', '/api/test-user', { token: admin, body: { requestValue: { data: { username: 'Super1', userType: 'USER', displayName: 'Anna Berg', role: role.id, units: [nordic.id] } } } });
    expect(created.status).toBe(200);
    const messages = JSON.parse(decodeURIComponent(created.headers.get('x-server-messages')!)) as { level: string; content: string }[];
    const password = /temporary password (\S+)\./.exec(messages.find((m) => m.level === 'WARN')!.content)![1];
    const first = await (await t.call('POST', '/api/authentication', { body: { username: 'super1', password } })).json() as { status: string; token: string };
    expect(first.status).toBe('TEMPORARY_PASSWORD');
    const changed = await (await t.call('PUT', '/api/authentication', { token: first.token, body: { passwordOld: password, password: 'Hull#Fouling9' } })).json() as { status: string; token: string; functions: Record<string, string> };
    expect(changed.status).toBe('OK');
    expect(changed.functions).toEqual({ ANALYTICS: 'VIEW', EMISSIONS: 'MANAGEMENT' });
    const me = await (await t.call('GET', '/api/user/me', { token: changed.token })).json() as { units: { code: string }[] };
    expect(me.units.map((u) => u.code)).toEqual(['NORDIC_ORE']);
    const refused = await t.call('DELETE', `/api/test-role/${role.id}`, { token: admin });
    expect(refused.status).toBe(422);
    expect((await refused.json() as { message: string }).message).toContain('super1');
  });

  it('refuses a user whose role does not exist, with a pointer at the field', async () => {
    const res = await t.call('POST', '/api/test-user', { token: admin, body: { requestValue: { data: { username: 'ghost', userType: 'USER', role: '00000000-0000-4000-8000-000000000000' } } } });
    expect(res.status).toBe(400);
    expect((await res.json() as { errors: { path: string }[] }).errors[0].path).toBe('/requestValue/data/role');
  });

  it('disabling a user ends their sessions; users are never deleted', async () => {
    const token = await t.signIn('officer', 'Officer#2026');
    const officer = (await list('test-user', 'search=officer')).items[0];
    expect((await t.call('PUT', `/api/test-user/${officer.id}`, { token: admin, body: { requestValue: { version: officer.version, disabled: true } } })).status).toBe(200);
    expect((await t.call('GET', '/api/authentication/ping', { token })).status).toBe(401);
    const attempt = await (await t.call('POST', '/api/authentication', { body: { username: 'officer', password: 'Officer#2026' } })).json() as { status: string };
    expect(attempt.status).toBe('WRONG_CREDENTIALS');
    expect((await t.call('DELETE', `/api/test-user/${officer.id}`, { token: admin })).status).toBe(422);
  });

  it('edits an application parameter by its code and the server uses the new value', async () => {
    const created = await t.call('POST', '/api/test-parameter', { token: admin, body: { requestValue: { data: { paramCode: 'auth.password.minLength', paramGroup: 'AUTH', paramValue: '14' } } } });
    expect(created.status).toBe(200);
    const criteria = await (await t.call('GET', '/api/authentication/criteria')).json() as { minLength: number };
    expect(criteria.minLength).toBe(14);
    const one = await (await t.call('GET', '/api/test-parameter/auth.password.minLength', { token: admin })).json() as Rec;
    expect(one.data.paramValue).toBe('14');
  });
});

describe('application parameters screen', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('lists every parameter the server reads, with its default, and saving one stores it', async () => {
    const admin = await t.signIn('admin', 'Admin#2026');
    const list = await (await t.call('GET', '/api/app-parameter?size=100', { token: admin })).json() as { items: Rec[] };
    const attempts = list.items.find((r) => r.id === 'auth.maxFailedAttempts')!;
    expect(attempts).toMatchObject({ version: 0, data: { paramValue: '5', paramGroup: 'AUTH' } });
    const saved = await t.call('PUT', '/api/app-parameter/auth.maxFailedAttempts', { token: admin, body: { requestValue: { version: 0, data: { ...attempts.data, paramValue: '3' } } } });
    expect(saved.status).toBe(200);
    for (let i = 0; i < 3; i++) await t.call('POST', '/api/authentication', { body: { username: 'analyst', password: 'wrong' } });
    const blocked = await (await t.call('POST', '/api/authentication', { body: { username: 'analyst', password: 'Analyst#2026' } })).json() as { status: string };
    expect(blocked.status).toBe('LOGIN_ERROR');
  });
});
