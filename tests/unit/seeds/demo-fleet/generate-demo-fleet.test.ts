import { describe, expect, it } from 'vitest';
import { fuelCategories, shipTags } from '../../../../seeds/reference/index.js';
import { generateDemoFleet, type DemoFleetBatch } from '../../../../seeds/demo-fleet/generate-demo-fleet.js';
import { buildShipModel, demoShipCodes } from '../../../../seeds/demo-fleet/ship-models.js';
import { runningHoursTags } from '../../../../seeds/demo-fleet/minute-columns.js';

const from = new Date('2025-10-06T00:00:00Z');
const days = (n: number) => new Date(from.getTime() + n * 86_400_000);

async function batches(seed: number | string, to: Date, ships?: string[]): Promise<DemoFleetBatch[]> {
  const out: DemoFleetBatch[] = [];
  for await (const b of generateDemoFleet({ seed, from, to, ships })) out.push(b);
  return out;
}

/** A compact fingerprint of a batch: every value of every series in order. */
const fingerprint = (b: DemoFleetBatch) => JSON.stringify(b.series.map((s) => [s.groupingKey, s.tag, s.points.map((p) => p.value)]));

describe('generateDemoFleet', () => {
  it('gives identical data for the same seed and different data for another', async () => {
    const [a, b, c] = await Promise.all([batches('keel', days(1)), batches('keel', days(1)), batches('other', days(1))]);
    expect(a.map(fingerprint)).toEqual(b.map(fingerprint));
    expect(JSON.stringify(a.map((x) => [x.portCalls, x.voyageLegs]))).toBe(JSON.stringify(b.map((x) => [x.portCalls, x.voyageLegs])));
    expect(a.map(fingerprint)).not.toEqual(c.map(fingerprint));
  });

  it('starts a longer period with the same data, whatever ships are asked for', async () => {
    const short = await batches(42, days(1));
    const long = await batches(42, days(3));
    expect(long.slice(0, short.length).map(fingerprint)).toEqual(short.map(fingerprint));
    const one = await batches(42, days(1), ['ARCTIC_FROST']);
    expect(fingerprint(one[0])).toBe(fingerprint(short.find((b) => b.ship === 'ARCTIC_FROST')!));
  });

  it('streams one batch per ship and day with a point per minute of every tag', async () => {
    const all = await batches(1, new Date(from.getTime() + 36 * 3_600_000));
    expect(all.map((b) => b.ship)).toEqual([...demoShipCodes, ...demoShipCodes]);
    expect(all.at(-1)!.progress).toEqual({ done: 6 * 36 * 60, total: 6 * 36 * 60 });
    // What the ship's own sensors give: the algorithms' output tags are computed ashore (source CENTRAL_UNIT).
    const sensorTags = shipTags.filter((t) => t.definitions.every((d) => d.source !== 'CENTRAL_UNIT'));
    const unitTags = sensorTags.map((t) => t.tag).filter((t) => t !== 'FUEL_MASS_FLOW');
    const fuelCodes = new Set(fuelCategories.map((f) => f.code));
    for (const b of all) {
      const minutes = (b.to.getTime() - b.from.getTime()) / 60_000;
      expect(minutes).toBe(b.from.getTime() === from.getTime() ? 1440 : 720);
      const own = b.series.filter((s) => s.groupingKey === `SHIP-UNIT-${b.ship}`).map((s) => s.tag);
      // each engine's running hours counter, as many as the ship has main engines (propulsion motors) and generators
      const counters = runningHoursTags(buildShipModel(b.ship));
      expect(own.sort()).toEqual(unitTags.filter((t) => t !== 'PROP_PITCH' || b.ship === 'GULF_STAR')
        .filter((t) => !t.endsWith('_RUNNING_HOURS') || counters.includes(t)).sort());
      for (const s of b.series.filter((x) => x.tag === 'FUEL_MASS_FLOW')) {
        const [, ship, consumer, fuel] = s.groupingKey.match(/^SHIP-CONSUMER-([A-Z_]+)-(ME|AE|BOILER)-([A-Z_]+)$/) ?? [];
        expect(s.groupingKey.startsWith(`SHIP-CONSUMER-${b.ship}-`)).toBe(true);
        expect([ship, consumer].every(Boolean) && fuelCodes.has(fuel)).toBe(true);
      }
      const offMinute = b.series.filter((s) => s.points.length !== minutes
        || s.points.some((p, i) => (p.ts as Date).getTime() !== b.from.getTime() + i * 60_000));
      expect(offMinute.map((s) => s.tag)).toEqual([]);
      expect(b.pointCount).toBe(b.series.length * minutes);
    }
  });

  it('rounds values to the precision of their tag', async () => {
    const [b] = await batches(3, days(1), ['KEEL_HORIZON']);
    const precision = new Map(shipTags.map((t) => [t.tag, t.precision]));
    const unrounded = b.series.filter((s) => {
      const factor = 10 ** precision.get(s.tag)!;
      return s.points.some((p) => typeof p.value === 'number' && Math.abs(p.value * factor - Math.round(p.value * factor)) > 1e-6);
    });
    expect(unrounded.map((s) => s.tag)).toEqual([]);
  });

  it('records voyage legs and port calls that chain from port to port', async () => {
    const all = await batches(5, days(12));
    for (const ship of demoShipCodes) {
      const legs = all.flatMap((b) => b.voyageLegs).filter((l) => l.ship === ship);
      const calls = all.flatMap((b) => b.portCalls).filter((c) => c.ship === ship);
      expect(legs.length).toBeGreaterThan(0);
      legs.forEach((leg, i) => {
        expect(leg.sequence).toBe(i + 1);
        expect(leg.fromPort).toBe(calls[i].port);
        expect(leg.departure.getTime()).toBe(calls[i].departure!.getTime());
        if (leg.arrival) {
          expect(calls[i + 1].port).toBe(leg.toPort);
          expect(calls[i + 1].arrival.getTime()).toBe(leg.arrival.getTime());
          expect(leg.distanceNm).toBeGreaterThan(20);
          expect(leg.fuel.reduce((sum, f) => sum + f.tonnes, 0)).toBeGreaterThan(0);
        }
      });
      // the period ends with exactly one open record: a call without departure or a leg without arrival
      const open = calls.filter((c) => !c.departure).length + legs.filter((l) => !l.arrival).length;
      expect(open).toBe(1);
    }
  }, 60_000);
});
