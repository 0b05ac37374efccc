import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records, units, users } from '../../server/db/schema.js';
import { seedDemoMasterData } from '../../seeds/demo-master-data.js';
import { codeFieldOf, referenceSets, seedReferenceData } from '../../seeds/reference-seed.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Rec { id: string; version: number; code: string | null; label: string; data: Record<string, unknown> }
interface Page { items: Rec[]; total: number }
interface Refusal { message: string; errors?: { path: string; message: string }[] }

describe('master data', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
    admin = await t.signIn('admin', 'Admin#2026');
  });
  afterAll(async () => { await t.close(); });

  const list = async (resource: string, query = '', token = admin, language?: string) =>
    (await t.call('GET', `/api/${resource}?${query}`, { token, language })).json() as Promise<Page>;
  const create = (resource: string, data: object, token = admin) => t.call('POST', `/api/${resource}`, { token, body: { requestValue: { data } } });

  it('lists the reference ports and finds Rotterdam by name', async () => {
    expect((await list('port', 'size=1')).total).toBeGreaterThanOrEqual(300);
    const found = await list('port', 'search=rotterdam');
    expect(found.items.map((p) => p.data.unlocode)).toContain('NLRTM');
    expect(found.items.find((p) => p.data.unlocode === 'NLRTM')).toMatchObject({ label: 'Rotterdam', data: { country: 'NL', euEea: true } });
  });

  it('refuses a port in a country that does not exist, pointing at the country', async () => {
    const res = await create('port', { unlocode: 'QQABC', name: 'Nowhere', country: 'QQ' });
    expect(res.status).toBe(400);
    expect((await res.json() as Refusal).errors!.map((e) => e.path)).toEqual(['/requestValue/data/country']);
    expect((await list('port', 'search=QQABC')).total).toBe(0);
  });

  it('has the 249 ISO nations, named in Russian for a Russian user', async () => {
    expect((await list('nation', 'size=1')).total).toBe(249);
    const norway = (await list('nation', 'search=Норвегия', admin, 'ru')).items;
    expect(norway.map((n) => [n.code, n.label])).toEqual([['NO', 'Норвегия']]);
    const all = (await list('nation', 'size=500')).items;
    expect(all.filter((n) => !(n.data.name as { ru?: string }).ru)).toEqual([]);
  });

  it('gives the fuel categories their IMO conversion factors', async () => {
    const hfo = (await list('fuel-category', 'search=HFO')).items.find((f) => f.code === 'HFO');
    expect(hfo?.data.imo).toMatchObject({ cf: 3.114, lcvMjPerKg: 40.2 }); // MEPC.364(79)
  });

  it('keeps a person a distribution list sends to: the delete is refused naming the list', async () => {
    const person = await create('person', { name: 'Lars', surname: 'Nilsen', nickname: 'lnilsen', email: 'lars.nilsen@example.com', languageCode: 'en', address: { country: 'NO', city: 'Bergen' } });
    expect(person.status).toBe(200);
    const { id: personId } = await person.json() as Rec;
    const listRes = await create('distribution-list', {
      code: 'NOON_REPORT', description: 'Noon report recipients', listType: 'USER_DEF',
      distributionListDetails: [{ recipientType: 'BY_PERSON', person: personId }, { recipientType: 'BY_EMAIL', email: 'chartering@example.com' }],
    });
    expect(listRes.status).toBe(200);
    const refused = await t.call('DELETE', `/api/person/${personId}`, { token: admin });
    expect(refused.status).toBe(422);
    expect((await refused.json() as Refusal).message).toContain('Noon report recipients');
    expect((await t.call('GET', `/api/person/${personId}`, { token: admin })).status).toBe(200);
  });

  it('refuses a distribution-list detail that lacks what its recipient type needs', async () => {
    const res = await create('distribution-list', { code: 'BAD', description: 'Bad', listType: 'USER_DEF', distributionListDetails: [{ recipientType: 'BY_PERSON' }] });
    expect(res.status).toBe(400);
    expect((await res.json() as Refusal).errors!.map((e) => e.path)).toContain('/requestValue/data/distributionListDetails/0/person');
  });

  it('refuses a distribution list that names a person who does not exist, pointing at the detail', async () => {
    const res = await create('distribution-list', {
      code: 'GHOST', description: 'Ghost', listType: 'USER_DEF',
      distributionListDetails: [{ recipientType: 'BY_EMAIL', email: 'ops@example.com' }, { recipientType: 'BY_PERSON', person: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(res.status).toBe(400);
    expect((await res.json() as Refusal).errors!.map((e) => e.path)).toEqual(['/requestValue/data/distributionListDetails/1/person']);
  });

  it('lets only port managers add ports', async () => {
    const analyst = await t.signIn('analyst', 'Analyst#2026');
    expect((await create('port', { unlocode: 'NOXYZ', name: 'Xyz', country: 'NO' }, analyst)).status).toBe(403);
    const captain = await t.signIn('captain', 'Captain#2026');
    expect((await t.call('GET', '/api/port?search=rotterdam', { token: captain })).status).toBe(200);
    expect((await create('port', { unlocode: 'NOXYZ', name: 'Xyz', country: 'NO' }, captain)).status).toBe(403);
  });

  it('seeds the reference data once: a second run adds nothing and keeps edits', async () => {
    const [nlrtm] = (await list('port', 'search=NLRTM')).items;
    expect((await t.call('PUT', `/api/port/${nlrtm.id}`, { token: admin, body: { requestValue: { version: nlrtm.version, data: { ...nlrtm.data, name: 'Rotterdam-Europoort' } } } })).status).toBe(200);
    const again = await seedReferenceData(t.db);
    expect(Object.values(again)).toEqual(referenceSets.map(() => 0));
    // Each reference row once (simple values also hold the demo's own groups besides the reference ones).
    for (const { resource, rows } of referenceSets) {
      const codes = rows.map((row) => String((row as Record<string, unknown>)[codeFieldOf(resource)]));
      const [{ total }] = await t.db.select({ total: count() }).from(records).where(and(eq(records.resource, resource), inArray(records.code, codes)));
      expect(total, resource).toBe(rows.length);
    }
    expect((await list('port', 'search=NLRTM')).items[0].data.name).toBe('Rotterdam-Europoort');
  });

  it('seeds the demo master data once, with persons behind the demo accounts and an asset tree for Nordic Ore', async () => {
    await seedDemoMasterData(t.db); // a no-op where the test template already holds the demo master data
    const again = await seedDemoMasterData(t.db);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
    const equipment = (await list('equipment', 'search=NORDIC_ORE.')).items.map((e) => e.code).sort();
    expect(equipment).toEqual(['NORDIC_ORE.DG1', 'NORDIC_ORE.DG2', 'NORDIC_ORE.ECDIS', 'NORDIC_ORE.ME', 'NORDIC_ORE.RADAR_X']);
    const [captain] = await t.db.select({ personId: users.personId }).from(users).where(eq(users.username, 'captain'));
    const person = await (await t.call('GET', `/api/person/${captain.personId}`, { token: admin })).json() as Rec;
    expect(person.data).toMatchObject({ name: 'Erik', surname: 'Larsen' });
    const nodes = (await list('asset-node', 'size=100')).items;
    expect(nodes).toHaveLength(7);
    const engineRoom = nodes.find((n) => n.data.code === 'ENGINE_ROOM')!;
    expect(nodes.filter((n) => n.data.parent === engineRoom.id).map((n) => n.data.description).sort()).toEqual(['Aux engine 1', 'Aux engine 2', 'Main engine']);
    const fuels = await t.db.select({ code: records.code }).from(records).where(and(eq(records.resource, 'product-fuel'), inArray(records.code, ['VLSFO', 'MGO_DMA'])));
    expect(fuels).toHaveLength(2);
  });

  it('keeps a ship\'s equipment to the users of that ship: not listed, read or written for another ship', async () => {
    const [nordic, baltic] = ['NORDIC_ORE', 'BALTIC_AMBER'].map(async (code) => (await t.db.select().from(units).where(eq(units.code, code)))[0].id);
    const balticId = await baltic;
    const created = await create('equipment', { code: 'BALTIC_AMBER.ME', description: 'Main engine', unit: balticId });
    expect(created.status).toBe(200);
    const balticMe = await created.json() as Rec;
    // The chief engineer of Nordic Ore, here allowed to read master data and keep equipment.
    await t.db.update(users).set({ userFunctions: [{ function: 'MASTER_DATA', level: 'VIEW' }, { function: 'MANAGE_EQUIPMENT', level: 'MANAGEMENT' }] }).where(eq(users.username, 'chief'));
    const chief = await t.signIn('chief', 'Chief#2026');
    const seen = (await list('equipment', 'size=100', chief)).items.map((e) => e.code);
    expect(seen).toContain('NORDIC_ORE.ME');
    expect(seen).not.toContain('BALTIC_AMBER.ME');
    expect((await t.call('GET', `/api/equipment/${balticMe.id}`, { token: chief })).status).toBe(403);
    expect((await create('equipment', { code: 'BALTIC_AMBER.DG1', description: 'Generator', unit: balticId }, chief)).status).toBe(403);
    const own = (await list('equipment', 'search=NORDIC_ORE.ME', chief)).items[0];
    const moved = await t.call('PUT', `/api/equipment/${own.id}`, { token: chief, body: { requestValue: { version: own.version, data: { ...own.data, unit: balticId } } } });
    expect(moved.status).toBe(403);
    expect((await list('equipment', 'search=NORDIC_ORE.ME', admin)).items[0].data.unit).toBe(await nordic);
  });
});
