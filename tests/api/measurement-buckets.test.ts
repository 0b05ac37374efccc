import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractSeries, toChartPoints } from '../../server/modules/timeseries/extract.js';
import type { AggregationKind } from '../../descriptors/lib/analytics/aggregation.js';
import { ingestMeasurements } from '../../server/modules/timeseries/ingest.js';
import { rollupPoints, type Point } from '../../server/modules/timeseries/points.js';
import { findSeries } from '../../server/modules/timeseries/series-query.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const hour = 3_600_000;
const day = 24 * hour;
/** The clock ingestion is given, so the days stay closed or open as written even if the run passes midnight. */
const now = Date.now();
const today = Math.floor(now / day) * day;
/** Five closed days (chunks) and yesterday (rows), with irregular instants and a seven-hour gap. */
const from = today - 6 * day;
const to = today;

function irregularPoints(text: boolean): Point[] {
  let seed = text ? 7 : 3;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const points: Point[] = [];
  for (let t = from; t < to; t += 1000 + Math.floor(next() * 1_200_000)) {
    if (t > from + 2 * day && t < from + 2 * day + 7 * hour) continue;
    points.push(text ? { t, v: null, s: ['AT_SEA', 'IN_PORT', 'ANCHORED'][Math.floor(next() * 3)] } : { t, v: Math.round(next() * 10_000) / 100 - 20, s: null });
  }
  return points;
}

describe('buckets of several hours and of days, combined from the stored rollups', () => {
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

  it('say what the points say, for every aggregation kind', async () => {
    const cases: [string, Point[], AggregationKind[]][] = [['SOG', numbers, ['AVG', 'SUM', 'MIN', 'MAX', 'FIRST', 'LAST']], ['NAV_STATUS', texts, ['FIRST', 'LAST']]];
    for (const [tag, points, kinds] of cases) {
      const id = await seriesOf(tag);
      for (const resolution of [7200, 21_600, 43_200, 86_400, 604_800]) {
        for (const aggregation of kinds) {
          const answer = (await extractSeries(t.db, [{ id, aggregation }], from, to, resolution)).get(id)!;
          const start = Math.floor(from / (resolution * 1000)) * resolution * 1000;
          const expected = toChartPoints(rollupPoints(points.filter((p) => p.t >= start), resolution * 1000), aggregation, resolution * 1000);
          expect(answer.map(([bucket]) => bucket), `${tag} ${aggregation} ${resolution}`).toEqual(expected.map(([bucket]) => bucket));
          answer.forEach(([, value], i) => {
            const wanted = expected[i][1];
            if (typeof wanted === 'number') expect(Math.abs((value as number) - wanted), `${tag} ${aggregation} ${resolution}`).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(wanted)));
            else expect(value, `${tag} ${aggregation} ${resolution}`).toBe(wanted);
          });
        }
      }
    }
  });
});
