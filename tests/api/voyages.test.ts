import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, portCalls, records, units, users, voyageLegs } from '../../server/db/schema.js';
import { storeVoyageRecords, type ReportedVoyageLeg } from '../../server/modules/voyages/voyage-records.js';
import { createDemoFleetRunner } from '../../seeds/demo-fleet-loader.js';
import { createTestApp, demoPasswords, type TestApp } from '../support/test-app.js';

interface LegRecord { id: string; version: number; disabled: boolean; data: Record<string, unknown> }
interface Page { items: LegRecord[]; total: number }
interface Voyage { id: string; version: number; unitId: string; status: string; legs: { id: string }[]; distanceNm: number; fuel: { fuel: string; atSeaT: number; atBerthT: number }[]; co2T: number | null; co2EuScopeT: number | null }

const hour = 3_600_000;
const leg = (ship: string, fromPort: string, toPort: string, departure: string, hours = 48): ReportedVoyageLeg => ({
  ship, fromPort, toPort, departure: new Date(departure), arrival: new Date(Date.parse(departure) + hours * hour), distanceNm: hours * 15, hoursUnderway: hours,
  hoursAtAnchor: 0, condition: 'LADEN', cargoTonnes: 50_000, fuel: [{ consumer: 'ME', fuel: 'HFO', tonnes: hours }],
});

describe('the voyage record: legs, EU scope, edits, voyages', () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-20T06:00:00Z');
  const tokens: Record<string, string> = {};
  const ship: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const u of await t.db.select({ id: units.id, code: units.code }).from(units)) ship[u.code] = u.id;
    // The chief engineer may edit legs and delete voyages of Nordic Ore; the master may close them (demo role).
    const [chief] = await t.db.select().from(users).where(eq(users.username, 'chief'));
    await t.db.update(users).set({ userFunctions: [...chief.userFunctions, { function: 'MANAGE_VOYAGE', level: 'MANAGEMENT' }, { function: 'VOYAGE_SUMMARY_DELETE_VOYAGE', level: 'MANAGEMENT' }] })
      .where(eq(users.id, chief.id));
    for (const name of ['admin', 'captain', 'chief', 'officer', 'analyst']) tokens[name] = await t.signIn(name, demoPasswords[name]);
  });
  afterAll(async () => { await t?.close(); });

  const call = async <T>(method: string, path: string, token: string, body?: unknown) => {
    const res = await t.call(method, path, { token, body });
    return { status: res.status, body: await res.json() as T };
  };
  const legsOf = async (token: string, query = '') => (await call<Page>('GET', `/api/voyage-leg?size=500${query}`, token)).body;

  it('stores the demo fleet\'s legs and stays once, with fuel per consumer and fuel at sea and at berth, after two loader runs', async () => {
    const first = await createDemoFleetRunner(t.db, { days: 4, store: async () => {}, now: () => clock });
    await first.catchUp();
    first.close();
    const legsBefore = await t.db.select().from(voyageLegs);
    const callsBefore = await t.db.select().from(portCalls);
    expect(legsBefore.length).toBeGreaterThan(10);

    clock += 24 * hour;
    const second = await createDemoFleetRunner(t.db, { days: 4, store: async () => {}, now: () => clock });
    await second.catchUp();
    second.close();
    const legsAfter = await t.db.select().from(voyageLegs);
    const callsAfter = await t.db.select().from(portCalls);
    expect(legsAfter.length).toBeGreaterThan(legsBefore.length);
    const keys = legsAfter.map((l) => `${l.unitId} ${l.departure.toISOString()}`);
    expect(new Set(keys).size).toBe(keys.length);
    const callKeys = callsAfter.map((c) => `${c.unitId} ${c.arrival.toISOString()}`);
    expect(new Set(callKeys).size).toBe(callKeys.length);
    for (const before of legsBefore) expect(legsAfter.find((l) => l.id === before.id)?.version).toBe(before.version);
    expect(callsAfter.length).toBeGreaterThan(callsBefore.length);
    expect(legsAfter.every((l) => l.euScope !== null && l.voyageId !== null)).toBe(true);

    const ferry = (await legsOf(tokens.admin, `&f.unit=${ship.GULF_STAR}&sort=departure,asc`)).items;
    const withStay = ferry.find((l) => l.data.berthDeparture)!;
    expect(withStay.data).toMatchObject({ source: 'DEMO', recordState: 'EDITABLE', condition: expect.any(String), passengers: expect.any(Number) });
    expect((withStay.data.fuelAtSea as { consumer: string }[]).map((f) => f.consumer)).toEqual(expect.arrayContaining(['ME', 'AE']));
    expect((withStay.data.fuelAtBerth as { consumer: string }[]).length).toBeGreaterThan(0);
    expect(withStay.data.hoursAtBerth).toBeGreaterThan(0);
    expect(withStay.data.co2Tonnes).toBeCloseTo(3.206 * ((withStay.data.fuelAtSeaTotal as number) + (withStay.data.fuelAtBerthTotal as number)), 2);
  }, 300_000);

  it('classifies intra-EU, extra-EU and non-EU legs and stays at berth from the ports\' flags', async () => {
    const ferry = (await legsOf(tokens.admin, `&f.unit=${ship.GULF_STAR}`)).items;
    expect(ferry.every((l) => l.data.euScope === 'INTRA_EU' && (!l.data.berthEuScope || l.data.berthEuScope === 'AT_BERTH_EU'))).toBe(true);
    await storeVoyageRecords(t.db, {
      portCalls: [{ ship: 'BALTIC_AMBER', port: 'RUPRI', arrival: new Date('2027-03-03T00:00:00Z'), departure: new Date('2027-03-04T00:00:00Z'), cargoOperation: 'LOAD', hullCleanedAt: null, fuel: [{ consumer: 'AE', fuel: 'MDO_MGO', tonnes: 3 }] }],
      voyageLegs: [leg('BALTIC_AMBER', 'SEGOT', 'RUPRI', '2027-03-01T00:00:00Z'), leg('BALTIC_AMBER', 'RUPRI', 'NLRTM', '2027-03-04T00:00:00Z'), leg('BALTIC_AMBER', 'NLRTM', 'SGSIN', '2027-03-08T00:00:00Z'), leg('BALTIC_AMBER', 'SGSIN', 'CNSHA', '2027-04-10T00:00:00Z')],
    }, 'TEST');
    const tanker = (await legsOf(tokens.admin, `&f.unit=${ship.BALTIC_AMBER}&f.departure=2027-03-01..2027-04-30&sort=departure,asc`)).items;
    expect(tanker.map((l) => `${l.data.fromPort}-${l.data.toPort} ${l.data.euScope}`)).toEqual([
      'SEGOT-RUPRI FROM_EU', 'RUPRI-NLRTM TO_EU', 'NLRTM-SGSIN FROM_EU', 'SGSIN-CNSHA OUTSIDE',
    ]);
    expect(tanker[0].data.berthEuScope).toBe('OUTSIDE');
  });

  it('treats a container ship\'s call at a neighbouring transhipment port as no port call, and re-decides when a port changes', async () => {
    const route = (code: string) => [leg(code, 'NLRTM', 'MAPTM', '2027-05-01T00:00:00Z', 96), leg(code, 'MAPTM', 'SGSIN', '2027-05-06T00:00:00Z', 300)];
    await storeVoyageRecords(t.db, { portCalls: [], voyageLegs: [...route('KEEL_HORIZON'), ...route('NORDIC_ORE')] }, 'TEST');
    const scopes = async (code: string) => (await legsOf(tokens.admin, `&f.unit=${ship[code]}&f.departure=2027-05-01..2027-05-31&sort=departure,asc`)).items
      .map((l) => `${l.data.fromPort}-${l.data.toPort} ${l.data.euScope} ${l.data.scopeFromPort}-${l.data.scopeToPort}`);
    expect(await scopes('KEEL_HORIZON')).toEqual(['NLRTM-MAPTM FROM_EU NLRTM-SGSIN', 'MAPTM-SGSIN FROM_EU NLRTM-SGSIN']);
    expect(await scopes('NORDIC_ORE')).toEqual(['NLRTM-MAPTM FROM_EU NLRTM-MAPTM', 'MAPTM-SGSIN OUTSIDE MAPTM-SGSIN']);

    const [tangier] = await t.db.select().from(records).where(and(eq(records.resource, 'port'), eq(records.code, 'MAPTM')));
    const saved = await call<LegRecord>('PUT', `/api/port/${tangier.id}`, tokens.admin, { requestValue: { version: tangier.version, data: { ...tangier.data, neighbouringTranshipmentPort: false } } });
    expect(saved.status).toBe(200);
    expect(await scopes('KEEL_HORIZON')).toEqual(['NLRTM-MAPTM FROM_EU NLRTM-MAPTM', 'MAPTM-SGSIN OUTSIDE MAPTM-SGSIN']);
    await call('PUT', `/api/port/${tangier.id}`, tokens.admin, { requestValue: { version: saved.body.version, data: tangier.data } });
    expect(await scopes('KEEL_HORIZON')).toEqual(['NLRTM-MAPTM FROM_EU NLRTM-SGSIN', 'MAPTM-SGSIN FROM_EU NLRTM-SGSIN']);
  });

  let manual: LegRecord;

  it('lets a user with MANAGE_VOYAGE add and edit legs of their ships with the version, audited; a stale edit gets 409', async () => {
    const data = {
      unit: ship.NORDIC_ORE, fromPort: 'NONVK', toPort: 'NLRTM', departure: '2026-10-01T08:00:00.000Z', arrival: '2026-10-05T06:00:00.000Z', distanceNm: 1100,
      hoursAtSea: 94, hoursAtAnchor: 0, condition: 'LADEN', cargoTonnes: 75_000, fuelAtSea: [{ consumer: 'ME', fuel: 'HFO', tonnes: 120 }, { consumer: 'AE', fuel: 'MDO_MGO', tonnes: 8 }],
      arrivalCargoOperation: 'DISCHARGE', berthDeparture: '2026-10-07T06:00:00.000Z', fuelAtBerth: [{ consumer: 'AE', fuel: 'MDO_MGO', tonnes: 6 }, { consumer: 'BOILER', fuel: 'MDO_MGO', tonnes: 2 }],
    };
    expect((await call('POST', '/api/voyage-leg', tokens.officer, { requestValue: { data } })).status).toBe(403);
    const created = await call<LegRecord>('POST', '/api/voyage-leg', tokens.chief, { requestValue: { data } });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ source: 'MANUAL', euScope: 'INTRA_EU', berthEuScope: 'AT_BERTH_EU', hoursAtBerth: 48, fuelAtBerthTotal: 8 });
    manual = created.body;

    const edit = { ...manual.data, cargoTonnes: 74_500, fuelAtSea: [{ consumer: 'ME', fuel: 'HFO', tonnes: 118.5 }, { consumer: 'AE', fuel: 'MDO_MGO', tonnes: 8 }], fuelAtBerth: [{ consumer: 'AE', fuel: 'MDO_MGO', tonnes: 7 }] };
    const saved = await call<LegRecord>('PUT', `/api/voyage-leg/${manual.id}`, tokens.chief, { requestValue: { version: manual.version, data: edit } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: manual.version + 1, data: { cargoTonnes: 74_500, fuelAtSeaTotal: 126.5, fuelAtBerthTotal: 7 } });
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'voyage-leg'), eq(auditLog.entityId, manual.id), eq(auditLog.action, 'UPDATE')));
    expect(audit).toMatchObject({ username: 'chief', fromVersion: manual.version, toVersion: manual.version + 1 });
    expect((audit.details as { before: { cargoTonnes: number }; after: { cargoTonnes: number } }).before.cargoTonnes).toBe(75_000);

    const stale = await call<{ message: string }>('PUT', `/api/voyage-leg/${manual.id}`, tokens.chief, { requestValue: { version: manual.version, data: edit } });
    expect(stale.status).toBe(409);
    const backwards = await call<{ errors: { path: string }[] }>('PUT', `/api/voyage-leg/${manual.id}`, tokens.chief, { requestValue: { version: saved.body.version, data: { ...edit, arrival: '2026-09-30T00:00:00.000Z' } } });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.map((e) => e.path)).toContain('/requestValue/data/arrival');
    expect((await call('DELETE', `/api/voyage-leg/${manual.id}`, tokens.chief)).status).toBe(422);
    manual = saved.body;
  });

  it('shows and lets change only the legs of the user\'s ships', async () => {
    const officerLegs = await legsOf(tokens.officer);
    expect(officerLegs.total).toBeGreaterThan(0);
    expect(officerLegs.items.every((l) => l.data.unit === ship.NORDIC_ORE)).toBe(true);
    const ferryLeg = (await legsOf(tokens.admin, `&f.unit=${ship.GULF_STAR}`)).items[0];
    expect((await call('GET', `/api/voyage-leg/${ferryLeg.id}`, tokens.officer)).status).toBe(403);
    expect((await call('PUT', `/api/voyage-leg/${ferryLeg.id}`, tokens.chief, { requestValue: { version: ferryLeg.version, data: ferryLeg.data } })).status).toBe(403);
    expect((await legsOf(tokens.officer, `&f.unit=${ship.GULF_STAR}`)).total).toBe(0);
    expect((await call('GET', `/api/voyage-summary?unitId=${ship.GULF_STAR}`, tokens.officer)).status).toBe(403);
    const analyst = await legsOf(tokens.analyst);
    expect(new Set(analyst.items.map((l) => l.data.unit)).size).toBeGreaterThan(3);
  });

  it('sums a voyage and closes it (its legs read-only) and deletes it only with the functions for it, audited', async () => {
    const list = await call<{ voyages: Voyage[] }>('GET', `/api/voyage-summary?unitId=${ship.NORDIC_ORE}&period=2026-10-01..2026-10-31`, tokens.captain);
    expect(list.status).toBe(200);
    const voyage = list.body.voyages.find((v) => v.legs.some((l) => l.id === manual.id))!;
    expect(voyage).toMatchObject({ status: 'OPEN', distanceNm: 1100 });
    expect(voyage.fuel).toEqual(expect.arrayContaining([{ fuel: 'HFO', atSeaT: 118.5, atBerthT: 0, totalT: 118.5 }, { fuel: 'MDO_MGO', atSeaT: 8, atBerthT: 7, totalT: 15 }]));
    expect(voyage.co2T).toBeCloseTo(118.5 * 3.114 + 15 * 3.206, 3);
    expect(voyage.co2EuScopeT).toBeCloseTo(voyage.co2T!, 3);

    expect((await call('POST', `/api/voyage-summary/${voyage.id}/close`, tokens.officer, { requestValue: { version: voyage.version } })).status).toBe(403);
    expect((await call('POST', `/api/voyage-summary/${voyage.id}/close`, tokens.captain, { requestValue: { version: voyage.version + 5 } })).status).toBe(409);
    const closed = await call<Voyage>('POST', `/api/voyage-summary/${voyage.id}/close`, tokens.captain, { requestValue: { version: voyage.version } });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('CLOSED');
    const current = (await call<LegRecord>('GET', `/api/voyage-leg/${manual.id}`, tokens.chief)).body;
    expect(current.data).toMatchObject({ recordState: 'VOYAGE_CLOSED', voyageStatus: 'CLOSED' });
    expect((await call('PUT', `/api/voyage-leg/${manual.id}`, tokens.chief, { requestValue: { version: current.version, data: { ...current.data, cargoTonnes: 1 } } })).status).toBe(422);

    expect((await call('POST', `/api/voyage-summary/${voyage.id}/delete`, tokens.captain, { requestValue: { version: closed.body.version } })).status).toBe(403);
    const deleted = await call<Voyage>('POST', `/api/voyage-summary/${voyage.id}/delete`, tokens.chief, { requestValue: { version: closed.body.version } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.status).toBe('DELETED');
    const actions = (await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'voyage'), eq(auditLog.entityId, voyage.id)))).map((a) => `${a.action} ${a.username}`);
    expect(actions).toEqual(['CLOSE captain', 'DELETE chief']);
    expect((await t.db.select().from(voyageLegs).where(eq(voyageLegs.id, manual.id))).length).toBe(1);
    const shown = await call<{ voyages: Voyage[] }>('GET', `/api/voyage-summary?unitId=${ship.NORDIC_ORE}&period=2026-10-01..2026-10-31`, tokens.captain);
    expect(shown.body.voyages.some((v) => v.id === voyage.id)).toBe(false);
    const withDeleted = await call<{ voyages: Voyage[] }>('GET', `/api/voyage-summary?unitId=${ship.NORDIC_ORE}&period=2026-10-01..2026-10-31&includeDeleted=true`, tokens.captain);
    expect(withDeleted.body.voyages.find((v) => v.id === voyage.id)?.status).toBe('DELETED');
    expect((await legsOf(tokens.chief)).items.some((l) => l.id === manual.id)).toBe(false);
    expect((await legsOf(tokens.chief, '&includeDisabled=true')).items.find((l) => l.id === manual.id)).toMatchObject({ disabled: true, data: { recordState: 'VOYAGE_DELETED' } });
  });

  it('builds legs from the deck log\'s departure, noon and arrival reports, in place of generated legs of the same time', async () => {
    await storeVoyageRecords(t.db, { portCalls: [], voyageLegs: [{ ...leg('NORDIC_ORE', 'NLRTM', 'NONVK', '2026-09-10T08:00:00Z', 74), sourceKey: 'demo-1' }] }, 'DEMO');
    const at = (iso: string) => ({ timestamp: Date.parse(iso), offset: 60 });
    const save = async (entryDescriptor: string, start: string, areasContent: Record<string, unknown>) => {
      const res = await t.call('POST', '/api/elog-entry/DECK/save', { token: tokens.officer, body: { requestValue: { unitId: ship.NORDIC_ORE, entryDescriptor, heading: { start: at(start) }, eleStatus: 'COMPLETED', areasContent } } });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    await save('DECK_DEPARTURE', '2026-09-10T09:00:00Z', { port: 'NLRTM', times: { lastLineLetGo: '2026-09-10T08:45:00Z' }, cargo: { quantity: 0 } });
    await save('DECK_NOON', '2026-09-11T11:00:00Z', { position: { lat: 56, lon: 5 }, distanceSinceLastNoon: 330, steamingTime: 24, consumption: [{ consumer: 'ME', fuel: 'HFO', quantity: 21.5 }, { consumer: 'AE', fuel: 'MDO_MGO', quantity: 1.5 }] });
    await save('DECK_NOON', '2026-09-12T11:00:00Z', { position: { lat: 62, lon: 7 }, distanceSinceLastNoon: 340, steamingTime: 24, consumption: [{ consumer: 'ME', fuel: 'HFO', quantity: 22 }] });
    let deckLegs = (await legsOf(tokens.admin, `&f.unit=${ship.NORDIC_ORE}&f.departure=2026-09-01..2026-09-30`)).items;
    expect(deckLegs.map((l) => l.data.source)).toEqual(['DEMO']);
    await save('DECK_ARRIVAL', '2026-09-13T10:00:00Z', { port: 'NONVK', times: { allFast: '2026-09-13T10:30:00Z' } });

    deckLegs = (await legsOf(tokens.admin, `&f.unit=${ship.NORDIC_ORE}&f.departure=2026-09-01..2026-09-30`)).items;
    expect(deckLegs).toHaveLength(1);
    expect(deckLegs[0].data).toMatchObject({
      source: 'DECK_LOG', recordState: 'FROM_DECK_LOG', fromPort: 'NLRTM', toPort: 'NONVK', departure: '2026-09-10T08:45:00.000Z', arrival: '2026-09-13T10:30:00.000Z',
      distanceNm: 670, hoursAtSea: 73.75, condition: 'BALLAST', euScope: 'INTRA_EU', fuelAtSeaTotal: 45,
    });
    expect(deckLegs[0].data.fuelAtSea).toEqual(expect.arrayContaining([{ consumer: 'ME', fuel: 'HFO', tonnes: 43.5 }, { consumer: 'AE', fuel: 'MDO_MGO', tonnes: 1.5 }]));
    const replaced = (await legsOf(tokens.admin, `&f.unit=${ship.NORDIC_ORE}&f.departure=2026-09-01..2026-09-30&includeDisabled=true`)).items.find((l) => l.data.source === 'DEMO')!;
    expect(replaced).toMatchObject({ disabled: true, data: { recordState: 'SUPERSEDED' } });
    expect((await call('PUT', `/api/voyage-leg/${deckLegs[0].id}`, tokens.admin, { requestValue: { version: deckLegs[0].version, data: deckLegs[0].data } })).status).toBe(422);
    const stillThere = await t.db.select().from(voyageLegs).where(inArray(voyageLegs.id, [replaced.id, deckLegs[0].id]));
    expect(stillThere).toHaveLength(2);
  });
});
