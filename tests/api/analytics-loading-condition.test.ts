import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ladenDraftThreshold } from '../../server/calc/loading-condition.js';
import { demoShips } from '../../seeds/demo-accounts.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Point = [number, number | string | null];
interface Series { id: string; unit: string | null; points: Point[] }
interface Answer { charts: Record<string, { series: Series[] }> }

const minute = 60_000;
const hour = 3_600_000;
const day = 24 * hour;
/** The instant the app takes for now: the data lies around it whatever the day the test runs. */
const now = Date.parse('2026-03-15T10:00:00Z');
/** A closed UTC day ten days back. */
const base = Math.floor(now / day) * day - 10 * day;
const iso = (t: number) => new Date(t).toISOString();
const hourOf = (h: number, value: number) => Array.from({ length: 60 }, (_, i) => ({ ts: iso(base + h * hour + i * minute), value }));
const period = { from: iso(base), to: iso(base + 4 * hour) };

/**
 * Nordic Ore over four hours: laden (mean draft 14.0 m), in ballast (7.0 m, trimmed by the stern), no drafts at all,
 * laden again; speed and main-engine fuel in every hour. Baltic Amber reports speed but no drafts.
 */
const drafts: [fwd: number, aft: number][] = [[13.8, 14.2], [5.5, 8.5], [NaN, NaN], [14.1, 14.5]];
const speeds = [13, 14, 12, 13.5];
const fuel = [1500, 1400, 1200, 1450];

const page = {
  code: 'LOADING_TEST', title: { en: 'Loading condition' }, published: true, cluster: 'SHIP',
  datasets: [{ id: 'sc', resolution: 3600, tags: [
    { tag: 'STW', alias: 'stw' }, { tag: 'FUEL_MASS_FLOW', alias: 'me', groupingKey: 'SHIP-CONSUMER-*-ME-*' },
  ], derived: [{ id: 'foc', measureUnit: 't/d', expression: 'me * 24 / 1000' }] }],
  charts: [
    { id: 'all', type: 'scatter', config: { x: 'stw', y: 'foc' } },
    { id: 'raw', type: 'timeseries' },
    { id: 'laden', type: 'scatter', config: { x: 'stw', y: 'foc' }, datasets: [{ id: 'scLaden', resolution: 3600, loadingCondition: 'LADEN', tags: [{ tag: 'STW', alias: 'stw' }] }] },
    { id: 'ballast', type: 'scatter', config: { x: 'stw', y: 'foc' }, datasets: [{ id: 'scBallast', resolution: 3600, loadingCondition: 'BALLAST', tags: [{ tag: 'STW', alias: 'stw' }] }] },
  ],
};

describe('extraction by loading condition', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
    admin = await t.signIn('admin', 'Admin#2026');
    const draftPoints = (i: 0 | 1) => drafts.flatMap((d, h) => (Number.isNaN(d[i]) ? [] : hourOf(h, d[i])));
    const res = await t.call('POST', '/api/measures/ingest', { token: admin, body: { requestValue: { series: [
      { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'DRAFT_FWD', points: draftPoints(0) },
      { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'DRAFT_AFT', points: draftPoints(1) },
      { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'STW', points: speeds.flatMap((v, h) => hourOf(h, v)) },
      { groupingKey: 'SHIP-CONSUMER-NORDIC_ORE-ME-HFO', tag: 'FUEL_MASS_FLOW', points: fuel.flatMap((v, h) => hourOf(h, v)) },
      { groupingKey: 'SHIP-UNIT-BALTIC_AMBER', tag: 'STW', points: hourOf(0, 12) },
    ] } } });
    expect(await res.json()).toMatchObject({ rejected: 0 });
    expect((await t.call('POST', '/api/custom-analytics', { token: admin, body: { requestValue: page } })).status).toBe(200);
  });
  afterAll(async () => { await t.close(); });

  const extract = async (filters: object) => {
    const res = await t.call('POST', '/api/custom-analytics/extract', { token: admin, body: { requestValue: { page: 'LOADING_TEST', filters: { ...period, ...filters } } } });
    expect(res.status, await res.clone().text()).toBe(200);
    return await res.json() as Answer;
  };
  const pointsOf = (answer: Answer, chart: string, id: string, unit = 'NORDIC_ORE') => answer.charts[chart].series.find((s) => s.id === id && s.unit === unit)!.points;
  const at = (h: number) => base + h * hour;

  it('tells the demo bulk carrier laden from halfway between its ballast and design drafts', () => {
    const nordic = demoShips.find((s) => s.code === 'NORDIC_ORE')!.particulars;
    // (7.4 + 14.45) / 2: hours 0 and 3 (14.0 and 14.3 m) are above, hour 1 (7.0 m) below.
    expect(ladenDraftThreshold(nordic)).toBeCloseTo(10.925, 10);
  });

  it('keeps every bucket without a loading condition or with ALL', async () => {
    for (const filters of [{}, { loadingCondition: 'ALL' }]) {
      const answer = await extract(filters);
      expect(pointsOf(answer, 'all', 'stw')).toEqual(speeds.map((v, h) => [at(h), v]));
      expect(pointsOf(answer, 'all', 'foc')).toEqual(fuel.map((v, h) => [at(h), v * 24 / 1000]));
      expect(pointsOf(answer, 'all', 'stw', 'BALTIC_AMBER')).toEqual([[at(0), 12]]);
    }
  });

  it('LADEN keeps only the laden buckets, in tag and derived series alike; a bucket without drafts is a gap', async () => {
    const answer = await extract({ loadingCondition: 'LADEN' });
    expect(pointsOf(answer, 'all', 'stw')).toEqual([[at(0), 13], [at(1), null], [at(3), 13.5]]);
    expect(pointsOf(answer, 'raw', 'me')).toEqual([[at(0), 1500], [at(1), null], [at(3), 1450]]);
    expect(pointsOf(answer, 'all', 'foc')).toEqual([[at(0), 36], [at(1), null], [at(3), 34.8]]);
    // A ship without drafts cannot be told laden: all its buckets are gaps.
    expect(pointsOf(answer, 'all', 'stw', 'BALTIC_AMBER')).toEqual([[at(0), null]]);
  });

  it('BALLAST keeps only the ballast buckets', async () => {
    const answer = await extract({ loadingCondition: 'BALLAST' });
    expect(pointsOf(answer, 'all', 'stw')).toEqual([[at(0), null], [at(1), 14], [at(2), null]]);
    expect(pointsOf(answer, 'all', 'foc')).toEqual([[at(0), null], [at(1), 1400 * 24 / 1000], [at(2), null]]);
  });

  it('narrows a chart by its dataset condition, and the filter narrows it further', async () => {
    const unfiltered = await extract({});
    expect(pointsOf(unfiltered, 'laden', 'stw')).toEqual([[at(0), 13], [at(1), null], [at(3), 13.5]]);
    expect(pointsOf(unfiltered, 'ballast', 'stw')).toEqual([[at(0), null], [at(1), 14], [at(2), null]]);
    const ballastOnly = await extract({ loadingCondition: 'BALLAST' });
    expect(pointsOf(ballastOnly, 'laden', 'stw').every(([, v]) => v === null)).toBe(true);
    expect(pointsOf(ballastOnly, 'ballast', 'stw')).toEqual([[at(0), null], [at(1), 14], [at(2), null]]);
  });

  it('refuses an unknown loading condition with a 400 at the field', async () => {
    const res = await t.call('POST', '/api/custom-analytics/extract', { token: admin, body: { requestValue: { page: 'LOADING_TEST', filters: { loadingCondition: 'HALF' } } } });
    expect(res.status).toBe(400);
    expect((await res.json() as { errors: { path: string }[] }).errors[0].path).toBe('/requestValue/filters/loadingCondition');
  });
});
