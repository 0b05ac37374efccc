import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const manage = { requiredFunctions: { MANAGE_PORTS: 'MANAGEMENT' } };
const view = { requiredFunctions: { MASTER_DATA: 'VIEW' } };

const nation = {
  title: { en: 'Test nations', ru: 'Тестовые страны' }, codeField: 'code', labelField: 'name',
  schema: { type: 'object', required: ['code', 'name'], properties: {
    code: { type: 'string', title: 'Code', pattern: '^[A-Z]{2}$' }, name: { type: 'string', title: 'Name', minLength: 1 } } },
  access: { view, manage },
};
const port = {
  title: { en: 'Test ports', ru: 'Тестовые порты' }, codeField: 'unlocode', labelField: 'name', uniqueFields: ['name'],
  schema: { type: 'object', required: ['unlocode', 'name', 'country'], properties: {
    unlocode: { type: 'string', title: 'UN/LOCODE', pattern: '^[A-Z]{2}[A-Z2-9]{3}$' }, name: { type: 'string', title: 'Name', minLength: 1 },
    country: { type: 'string', title: 'Country' }, berths: { type: 'integer', minimum: 0 } } },
  references: { country: { resource: 'test-nation', key: 'code' } },
  list: { columns: [{ field: 'unlocode', sortable: true, filter: 'text' }, { field: 'name', sortable: true }, { field: 'country', filter: 'select' }, { field: 'berths', sortable: true }], searchFields: ['unlocode', 'name'] },
  access: { view, manage },
};

interface Rec { id: string; version: number; data: Record<string, unknown>; label: string }

describe('generic resources', () => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin', 'Admin#2026');
    for (const [code, body] of [['test-nation', nation], ['test-port', port]] as const) {
      const res = await t.call('POST', '/api/descriptors/resource', { token: admin, body: { requestValue: { code, body } } });
      expect(res.status).toBe(200);
    }
    for (const [code, name] of [['NL', 'Netherlands'], ['DE', 'Germany'], ['BE', 'Belgium']]) {
      const res = await t.call('POST', '/api/test-nation', { token: admin, body: { requestValue: { data: { code, name } } } });
      ids[code] = (await res.json() as Rec).id;
    }
  });
  afterAll(async () => { await t.close(); });

  const create = (data: object, token = admin) => t.call('POST', '/api/test-port', { token, body: { requestValue: { data } } });

  it('creates records of a resource defined only by a descriptor', async () => {
    for (const [unlocode, name, country, berths] of [['NLRTM', 'Rotterdam', 'NL', 120], ['DEHAM', 'Hamburg', 'DE', 80], ['BEANR', 'Antwerp', 'BE', 100], ['DEBRV', 'Bremerhaven', 'DE', 30]] as const) {
      const res = await create({ unlocode, name, country, berths });
      expect(res.status).toBe(200);
      ids[unlocode] = (await res.json() as Rec).id;
    }
    const one = await (await t.call('GET', `/api/test-port/${ids.NLRTM}`, { token: admin })).json() as Rec;
    expect(one).toMatchObject({ version: 1, label: 'Rotterdam', data: { unlocode: 'NLRTM', country: 'NL' } });
  });

  it('lists with server-side paging, sorting, filtering and search', async () => {
    const page = async (query: string) => (await t.call('GET', `/api/test-port?${query}`, { token: admin })).json() as Promise<{ items: Rec[]; total: number }>;
    const sorted = await page('sort=berths,desc&size=2&page=1');
    expect(sorted.total).toBe(4);
    expect(sorted.items.map((r) => r.data.name)).toEqual(['Rotterdam', 'Antwerp']);
    expect((await page('sort=berths,desc&size=2&page=2')).items.map((r) => r.data.name)).toEqual(['Hamburg', 'Bremerhaven']);
    expect((await page('f.country=DE&sort=name')).items.map((r) => r.data.name)).toEqual(['Bremerhaven', 'Hamburg']);
    expect((await page('search=ham')).items.map((r) => r.data.name)).toEqual(['Hamburg']);
    expect((await page('search=100%25')).total).toBe(0);
  });

  it('refuses invalid data with 400 and a pointer per failing field, and stores nothing', async () => {
    const res = await create({ unlocode: 'rotterdam', country: 'NL', berths: -1 });
    expect(res.status).toBe(400);
    const body = await res.json() as { errors: { path: string; message: string }[] };
    expect(body.errors.map((e) => e.path).sort()).toEqual(['/requestValue/data/berths', '/requestValue/data/name', '/requestValue/data/unlocode']);
    expect(body.errors.find((e) => e.path.endsWith('/name'))!.message).toBe('Name is required.');
  });

  it('refuses a reference to a record that does not exist', async () => {
    const res = await create({ unlocode: 'FRLEH', name: 'Le Havre', country: 'FR' });
    expect(res.status).toBe(400);
    expect((await res.json() as { errors: { path: string }[] }).errors[0].path).toBe('/requestValue/data/country');
  });

  it('refuses a duplicate code or unique field with 409', async () => {
    const duplicate = await create({ unlocode: 'NLRTM', name: 'Rotterdam again', country: 'NL' });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json() as { errors: { path: string }[] }).errors[0].path).toBe('/requestValue/data/unlocode');
    expect((await create({ unlocode: 'NLAMS', name: 'Rotterdam', country: 'NL' })).status).toBe(409);
    const check = await (await t.call('GET', '/api/test-port/checkCode/NLRTM', { token: admin })).json();
    expect(check).toEqual({ available: false });
  });

  it('updates with a version; a stale version gets 409 and the record keeps the first save', async () => {
    const put = (version: number, berths: number) => t.call('PUT', `/api/test-port/${ids.DEHAM}`, {
      token: admin, body: { requestValue: { version, data: { unlocode: 'DEHAM', name: 'Hamburg', country: 'DE', berths } } } });
    expect((await put(1, 81)).status).toBe(200);
    expect((await put(1, 99)).status).toBe(409);
    const now = await (await t.call('GET', `/api/test-port/${ids.DEHAM}`, { token: admin })).json() as Rec;
    expect(now).toMatchObject({ version: 2, data: { berths: 81 } });
  });

  it('refuses to delete a record that others refer to, naming them, and deletes it once free', async () => {
    const refused = await t.call('DELETE', `/api/test-nation/${ids.BE}`, { token: admin });
    expect(refused.status).toBe(422);
    expect((await refused.json() as { message: string }).message).toContain('Antwerp');
    const referrers = await (await t.call('GET', `/api/test-nation/${ids.BE}/referrers`, { token: admin })).json();
    expect(referrers).toEqual([expect.objectContaining({ resource: 'test-port', label: 'Antwerp' })]);
    expect((await t.call('DELETE', `/api/test-port/${ids.BEANR}`, { token: admin })).status).toBe(200);
    expect((await t.call('DELETE', `/api/test-nation/${ids.BE}`, { token: admin })).status).toBe(200);
  });

  it('disables a record instead: it leaves the list but can still be read', async () => {
    const current = await (await t.call('GET', `/api/test-port/${ids.DEBRV}`, { token: admin })).json() as Rec;
    await t.call('PUT', `/api/test-port/${ids.DEBRV}`, { token: admin, body: { requestValue: { version: current.version, disabled: true } } });
    const list = await (await t.call('GET', '/api/test-port', { token: admin })).json() as { items: Rec[] };
    expect(list.items.map((r) => r.data.name)).not.toContain('Bremerhaven');
    const all = await (await t.call('GET', '/api/test-port?includeDisabled=true', { token: admin })).json() as { items: Rec[] };
    expect(all.items.map((r) => r.data.name)).toContain('Bremerhaven');
  });

  it('audits every write with who and which version', async () => {
    const { auditLog } = await import('../../server/db/schema.js');
    const { eq } = await import('drizzle-orm');
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, ids.DEHAM));
    expect(rows.map((r) => [r.action, r.username, r.toVersion])).toEqual([['CREATE', 'admin', 1], ['UPDATE', 'admin', 2]]);
  });

  it('gives 403 without the function: reading needs the view requirement, writing the manage one', async () => {
    const officer = await t.signIn('officer', 'Officer#2026');
    expect((await t.call('GET', '/api/test-port', { token: officer })).status).toBe(403);
    const captain = await t.signIn('captain', 'Captain#2026');
    expect((await t.call('GET', '/api/test-port', { token: captain })).status).toBe(200);
    expect((await create({ unlocode: 'NLAMS', name: 'Amsterdam', country: 'NL' }, captain)).status).toBe(403);
  });

  it('answers 404 for a resource no descriptor defines', async () => {
    expect((await t.call('GET', '/api/no-such-resource', { token: admin })).status).toBe(404);
  });
});

describe('reference options for selects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.signIn('admin', 'Admin#2026');
    await t.call('POST', '/api/descriptors/resource', { token: admin, body: { requestValue: { code: 'test-nation', body: nation } } });
    await t.call('POST', '/api/descriptors/resource', { token: admin, body: { requestValue: { code: 'test-port', body: port } } });
    for (const [code, name] of [['NO', 'Norway'], ['DK', 'Denmark']]) {
      await t.call('POST', '/api/test-nation', { token: admin, body: { requestValue: { data: { code, name } } } });
    }
  });
  afterAll(async () => { await t.close(); });

  it('lists a resource as label/value options sorted by label, valued by a key field', async () => {
    const admin = await t.signIn('admin', 'Admin#2026');
    const res = await t.call('GET', '/api/common/list/test-nation?key=code', { token: admin });
    expect(await res.json()).toEqual([{ label: 'Denmark', value: 'DK' }, { label: 'Norway', value: 'NO' }]);
  });

  it('refuses the options to a user who may neither view the resource nor manage one that refers to it', async () => {
    const officer = await t.signIn('officer', 'Officer#2026');
    expect((await t.call('GET', '/api/common/list/test-nation', { token: officer })).status).toBe(403);
  });
});
