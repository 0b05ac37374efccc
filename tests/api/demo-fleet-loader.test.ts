import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureSeries, portCalls, units, voyageLegs } from '../../server/db/schema.js';
import { ingestMeasurements } from '../../server/modules/timeseries/ingest.js';
import type { IngestResult, IngestSeries } from '../../server/modules/timeseries/ingest-types.js';
import { createDemoFleetRunner, hasDemoFleetData } from '../../seeds/demo-fleet-loader.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('the demo fleet in the store', () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-20T06:00:00Z');
  const totals = { accepted: 0, duplicate: 0, rejected: 0 };
  const store = async (series: IngestSeries[]) => {
    const result: IngestResult = await ingestMeasurements(t.db, series, { now: () => clock });
    totals.accepted += result.accepted;
    totals.duplicate += result.duplicate;
    totals.rejected += result.rejected;
    expect(result.rejections).toEqual([]);
  };
  const latestOf = async (tag: string) => {
    const admin = await t.signIn('admin', 'Admin#2026');
    return await (await t.call('POST', '/api/measures/latest', { token: admin, body: { groupingKeys: ['SHIP-UNIT-*'], tags: [tag] } })).json() as { unit: string; ts: string; value: number }[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
  });
  afterAll(async () => { await t.close(); });

  it('stores the history up to now for all six ships, then each minute that passes, and nothing twice after a restart', async () => {
    expect(await hasDemoFleetData(t.db)).toBe(false);
    const first = await createDemoFleetRunner(t.db, { days: 1, store, now: () => clock });
    await first.catchUp();
    expect(await hasDemoFleetData(t.db)).toBe(true);
    const positions = await latestOf('LAT');
    expect(positions.map((p) => p.unit).sort()).toEqual(['ARCTIC_FROST', 'AURORA_SPIRIT', 'BALTIC_AMBER', 'GULF_STAR', 'KEEL_HORIZON', 'NORDIC_ORE']);
    expect(positions.every((p) => Date.parse(p.ts) === clock - 60_000)).toBe(true);
    const perShipSeries = (await t.db.select({ n: count() }).from(measureSeries).innerJoin(units, eq(units.id, measureSeries.unitId)).where(eq(units.code, 'NORDIC_ORE')))[0].n;
    // A day of minutes for every series of the ship (fuel flows per consumer and fuel included).
    expect(totals.accepted).toBeGreaterThan(6 * 20 * 1440);
    expect(perShipSeries).toBeGreaterThan(20);

    // The voyage record: completed port calls and legs, each leg leaving from a call of the same ship at its departure.
    const calls = await t.db.select().from(portCalls);
    const legs = await t.db.select().from(voyageLegs);
    expect(legs.length).toBeGreaterThan(0);
    for (const leg of legs) {
      expect(leg.arrival!.getTime()).toBeLessThanOrEqual(clock);
      expect(leg.distanceNm).toBeGreaterThan(0);
      expect(calls.some((c) => c.unitId === leg.unitId && c.port === leg.fromPort && c.departure?.getTime() === leg.departure.getTime())).toBe(true);
    }
    expect(calls.every((c) => c.departure!.getTime() <= clock && c.source === 'DEMO')).toBe(true);

    clock += 5 * 60_000;
    const before = totals.accepted;
    await first.tick();
    expect((totals.accepted - before) % 5).toBe(0);
    expect(totals.accepted - before).toBeGreaterThan(6 * 20 * 5 - 1);
    expect((await latestOf('SOG')).every((p) => Date.parse(p.ts) === clock - 60_000)).toBe(true);
    first.close();

    clock += 3 * 60_000;
    const restarted = await createDemoFleetRunner(t.db, { days: 30, store, now: () => clock });
    const accepted = totals.accepted;
    await restarted.catchUp();
    restarted.close();
    expect(totals.duplicate).toBe(0);
    expect(totals.rejected).toBe(0);
    // Offered again from the start, the records already stored stay single.
    expect((await t.db.select().from(voyageLegs)).length).toBeGreaterThanOrEqual(legs.length);
    const keys = (await t.db.select().from(portCalls)).map((c) => `${c.unitId}:${c.arrival.toISOString()}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect((totals.accepted - accepted) / (accepted - before) * 5).toBeCloseTo(3, 0);
  }, 300_000);
});
