import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractSeries, toChartPoints } from '../../server/modules/timeseries/extract.js';
import type { AggregationKind } from '../../descriptors/lib/analytics/aggregation.js';
import { ingestMeasurements } from '../../server/modules/timeseries/ingest.js';
import { rollupPoints, type Point } from '../../server/modules/timeseries/points.js';
import { readRollups, type RollupPart } from '../../server/modules/timeseries/rollup-store.js';
import { findSeries } from '../../server/modules/timeseries/series-query.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const hour = 3_600_000;
const day = 24 * hour;
/** The clock ingestion is given, so the days stay closed or open as written even if the run passes midnight. */
const now = Date.now();
const today = Math.floor(now / day) * day;
/** Three closed days (chunks) and yesterday (rows), irregular instants, a gap of nine hours across midnight. */
const stored = { from: today - 4 * day, to: today };
const gap = { from: today - 3 * day - 4 * hour, to: today - 3 * day + 5 * hour };

function irregularPoints(text: boolean): Point[] {
  let seed = text ? 11 : 5;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const points: Point[] = [];
  for (let t = stored.from; t < stored.to; t += 1000 + Math.floor(next() * 2_400_000)) {
    if (t >= gap.from && t < gap.to) continue;
    points.push(text ? { t, v: null, s: ['AT_SEA', 'IN_PORT', 'ANCHORED'][Math.floor(next() * 3)] } : { t, v: Math.round(next() * 10_000) / 100 - 20, s: null });
  }
  return points;
}

const partsFor: Record<AggregationKind, RollupPart[]> = { AVG: ['counts', 'sum'], SUM: ['sum'], MIN: ['min'], MAX: ['max'], FIRST: ['first'], LAST: ['last'] };

describe('a view at hourly resolution, read straight from the day rows of hourly rollups (decision 77)', () => {
  let t: TestApp;
  const numbers = irregularPoints(false);
  const texts = irregularPoints(true);

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
    const iso = (p: Point) => new Date(p.t).toISOString();
    const counts = await ingestMeasurements(t.db, [
      { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'SOG', points: numbers.map((p) => ({ ts: iso(p), value: p.v })) },
      { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'NAV_STATUS', points: texts.map((p) => ({ ts: iso(p), value: p.s })) },
    ], { now: () => now });
    expect(counts).toMatchObject({ accepted: numbers.length + texts.length, rejected: 0 });
  });
  afterAll(async () => { await t.close(); });

  const admin = { userId: '', username: 'test', userType: 'ADMIN' as const, functions: {}, roles: [], unitIds: [] };
  const seriesOf = async (tag: string) => (await findSeries(t.db, admin, { units: ['NORDIC_ORE'], tags: [tag] }))[0].id;
  const kinds: AggregationKind[] = ['AVG', 'SUM', 'MIN', 'MAX', 'FIRST', 'LAST'];

  it('says what the points say for every aggregation kind, the gap ending in a null', async () => {
    // From the middle of an hour (its whole hour counts) to an hour's end inside yesterday, the open day.
    const from = stored.from + 2 * day + 17 * hour + 25 * 60_000;
    const to = today - 5 * hour;
    const start = Math.floor(from / hour) * hour;
    for (const [tag, points] of [['SOG', numbers], ['NAV_STATUS', texts]] as const) {
      const id = await seriesOf(tag);
      const inView = points.filter((p) => p.t >= start && p.t < to);
      for (const aggregation of kinds) {
        const answer = (await extractSeries(t.db, [{ id, aggregation }], from, to, 3600)).get(id)!;
        // Text values aggregated as numbers are nulls, numbers taken first or last are numbers.
        expect(answer, `${tag} ${aggregation}`).toEqual(toChartPoints(rollupPoints(inView, hour), aggregation, hour));
      }
      const all = (await extractSeries(t.db, [{ id, aggregation: 'LAST' }], stored.from, stored.to, 3600)).get(id)!;
      const gapStart = all.findIndex(([bucket, value]) => bucket === gap.from && value === null);
      expect(gapStart, tag).toBeGreaterThan(0);
      expect(all[gapStart + 1][0], tag).toBeGreaterThanOrEqual(gap.to - hour);
    }
  });

  it('gives several series at once the same answer as rollup objects read one series at a time, over any period', async () => {
    const ids = [await seriesOf('SOG'), await seriesOf('NAV_STATUS')];
    const periods = [[stored.from, stored.to], [stored.from - 30 * 60_000, today - 90 * 60_000], [gap.from + 20 * 60_000, gap.to + 40 * 60_000], [today - day + 61_000, now]];
    for (const [from, to] of periods) {
      for (const aggregation of kinds) {
        const answer = await extractSeries(t.db, ids.map((id) => ({ id, aggregation })), from, to, 3600);
        for (const id of ids) {
          const previous = (await readRollups(t.db, [id], hour, Math.floor(from / hour) * hour, to, partsFor[aggregation])).get(id)!;
          expect(answer.get(id), `${id} ${aggregation} ${new Date(from).toISOString()}`).toEqual(toChartPoints(previous, aggregation, hour));
        }
      }
    }
  });
});
