import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FleetVoyages } from '../../descriptors/lib/voyages/fleet-voyage.js';
import { units } from '../../server/db/schema.js';
import { storeVoyageRecords } from '../../server/modules/voyages/voyage-records.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('where the fleet is bound', () => {
  let t: TestApp;
  let captain: string;
  let officer: string;
  let nordicOre: string;

  beforeAll(async () => {
    t = await createTestApp();
    captain = await t.signIn('captain', 'Captain#2026');
    officer = await t.signIn('officer', 'Officer#2026');
    nordicOre = (await t.db.select().from(units).where(eq(units.code, 'NORDIC_ORE')))[0].id;
  });
  afterAll(async () => { await t.close(); });

  const fleet = async (language = 'en') => {
    const res = await t.call('GET', '/api/fleet/voyages', { token: captain, language });
    expect(res.status).toBe(200);
    return (await res.json() as FleetVoyages).ships;
  };
  const report = async (entryDescriptor: string, at: string, areasContent: Record<string, unknown>) => {
    const res = await t.call('POST', '/api/elog-entry/DECK/save', { token: officer, body: { requestValue: {
      unitId: nordicOre, entryDescriptor, heading: { start: { timestamp: Date.parse(at), offset: 60 } }, eleStatus: 'COMPLETED', areasContent } } });
    expect(res.status, await res.clone().text()).toBe(200);
  };

  it('shows the captain his own ship, its type, and no destination before anything says one', async () => {
    expect(await fleet()).toEqual([{ unitId: nordicOre, shipType: 'bulk_carrier', destination: null, eta: null, source: null }]);
  });

  it('takes the destination of the open leg of the voyage record, without inventing an ETA', async () => {
    await storeVoyageRecords(t.db, { portCalls: [], voyageLegs: [{
      ship: 'NORDIC_ORE', fromPort: 'NLRTM', toPort: 'NONVK', departure: new Date('2026-09-10T08:00:00Z'), arrival: null, distanceNm: 120,
      hoursUnderway: 8, hoursAtAnchor: 0, condition: 'LADEN', cargoTonnes: 50_000, fuel: [{ consumer: 'ME', fuel: 'HFO', tonnes: 8 }], sourceKey: 'open-1',
    }] }, 'DEMO');
    expect(await fleet()).toEqual([expect.objectContaining({ destination: { code: 'NONVK', name: 'Narvik' }, eta: null, source: 'VOYAGE' })]);
  });

  it('takes destination and ETA from the master\'s latest report of the passage, port names in the user\'s language', async () => {
    await report('DECK_DEPARTURE', '2026-09-10T09:00:00Z', { port: 'NLRTM', times: { lastLineLetGo: '2026-09-10T08:45:00Z' }, cargo: { quantity: 0 }, destination: 'DEHAM', eta: '2026-09-11T06:00:00Z' });
    expect(await fleet()).toEqual([expect.objectContaining({ destination: { code: 'DEHAM', name: 'Hamburg' }, eta: '2026-09-11T06:00:00.000Z', source: 'REPORT' })]);
    await report('DECK_NOON', '2026-09-10T11:00:00Z', { position: { lat: 53, lon: 6 }, distanceSinceLastNoon: 30, steamingTime: 2, nextPort: 'NONVK', eta: '2026-09-13T10:00:00Z' });
    expect(await fleet('ru')).toEqual([expect.objectContaining({ destination: { code: 'NONVK', name: 'Нарвик' }, eta: '2026-09-13T10:00:00.000Z', source: 'REPORT' })]);
  });
});
