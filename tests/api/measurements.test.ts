import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactClosedDays, openDaysStart } from '../../server/modules/timeseries/compaction.js';
import { ingestMeasurements } from '../../server/modules/timeseries/ingest.js';
import type { IngestSeries } from '../../server/modules/timeseries/ingest-types.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Counts { accepted: number; duplicate: number; rejected: number; rejections: { series: number; point?: number; reason: string }[] }
interface Extracted { resolution: number; series: { groupingKey: string; unit: string; tag: string; aggregation: string; points: [number, number | string | null][] }[] }

const hour = 3_600_000;
const day = 24 * hour;
const nordic = 'SHIP-UNIT-NORDIC_ORE';
const baltic = 'SHIP-UNIT-BALTIC_AMBER';
/** A closed day (packed into chunks at once) and today (kept as rows until it closes), both at 00:00 UTC. */
const closedDay = Math.floor(Date.now() / day) * day - 10 * day;
const iso = (t: number) => new Date(t).toISOString();
const at = (base: number, minutes: number) => iso(base + minutes * 60_000);

describe('measurements: ingestion, aggregation, access', () => {
  let t: TestApp;
  let admin: string;
  let captain: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
    admin = await t.signIn('admin', 'Admin#2026');
    captain = await t.signIn('captain', 'Captain#2026');
  });
  afterAll(async () => { await t.close(); });

  const ingest = async (series: IngestSeries[], token = admin) => {
    const res = await t.call('POST', '/api/measures/ingest', { token, body: { requestValue: { series } } });
    expect(res.status).toBe(200);
    return await res.json() as Counts;
  };
  const extract = async (body: object, token = admin) => {
    const res = await t.call('POST', '/api/measures/extract', { token, body });
    expect(res.status).toBe(200);
    return await res.json() as Extracted;
  };

  it('stores good points, refuses bad ones with a reason each, and counts both', async () => {
    const counts = await ingest([
      { groupingKey: nordic, tag: 'SOG', points: [{ ts: at(closedDay, 0), value: 12.5 }, { ts: 'yesterday', value: 1 }, { ts: at(closedDay, 1), value: 'fast' }] },
      { groupingKey: 'SHIP', tag: 'SOG', points: [{ ts: at(closedDay, 0), value: 1 }] },
      { groupingKey: nordic, tag: 'NO_SUCH_TAG', points: [{ ts: at(closedDay, 0), value: 1 }, { ts: at(closedDay, 1), value: 2 }] },
      { groupingKey: 'SHIP-UNIT-NO_SUCH_SHIP', tag: 'SOG', points: [{ ts: at(closedDay, 0), value: 1 }] },
    ]);
    expect(counts).toMatchObject({ accepted: 1, duplicate: 0, rejected: 6 });
    expect(counts.rejections).toEqual([
      { series: 0, point: 1, reason: 'The time is not an ISO 8601 date and time.' },
      { series: 0, point: 2, reason: 'The tag holds numbers; the value is not a finite number.' },
      { series: 1, reason: expect.stringContaining('grouping key') },
      { series: 2, reason: 'There is no enabled tag with this code.' },
      { series: 3, reason: 'There is no enabled ship with this code.' },
    ]);
  });

  it('keeps one value per series and instant: a repeated point replaces the stored one and is counted as a duplicate', async () => {
    const today = Math.floor(Date.now() / day) * day;
    for (const base of [closedDay + 2 * day, today]) {
      const first = await ingest([{ groupingKey: nordic, tag: 'STW', points: [{ ts: at(base, 0), value: 10 }, { ts: at(base, 1), value: 11 }] }]);
      expect(first).toMatchObject({ accepted: 2, duplicate: 0 });
      const again = await ingest([{ groupingKey: nordic, tag: 'STW', points: [{ ts: at(base, 1), value: 11.5 }, { ts: at(base, 1), value: 12 }] }]);
      expect(again).toMatchObject({ accepted: 0, duplicate: 2, rejected: 0 });
      const raw = await extract({ units: ['NORDIC_ORE'], tags: ['STW'], from: at(base, 0), to: at(base, 2), resolution: 60 });
      expect(raw.series[0].points).toEqual([[base, 10], [base + 60_000, 12]]);
    }
  });

  describe('aggregation kinds over hand-computed data', () => {
    // Two hours of minute data on a closed day: hour 1 values 1…60, hour 2 values 61…120; a text status changing.
    const base = closedDay + 4 * day;
    beforeAll(async () => {
      const minutes = Array.from({ length: 120 }, (_, i) => i);
      const numbers = (tag: string) => ({ groupingKey: nordic, tag, points: minutes.map((m) => ({ ts: at(base, m), value: m + 1 })) });
      const counts = await ingest([
        numbers('SHAFT_RPM'), numbers('DEPTH'), numbers('LAT'), numbers('SHAFT_POWER'),
        { groupingKey: nordic, tag: 'NAV_STATUS', points: [{ ts: at(base, 0), value: 'IN_PORT' }, { ts: at(base, 90), value: 'AT_SEA' }] },
        { groupingKey: 'SHIP-CONSUMER-NORDIC_ORE-ME-HFO', tag: 'FUEL_MASS_FLOW', points: minutes.map((m) => ({ ts: at(base, m), value: 600 })) },
      ]);
      expect(counts).toMatchObject({ accepted: 4 * 120 + 2 + 120, rejected: 0 });
    });
    const hourly = async (tags: string[], groupingKeys?: string[]) => extract({ groupingKeys: groupingKeys ?? [nordic], tags, from: iso(base), to: iso(base + 2 * hour), resolution: 3600 });
    const valuesOf = (answer: Extracted, tag: string) => answer.series.find((s) => s.tag === tag)!.points.map(([, v]) => v);

    it('AVG (shaft rpm), MIN (depth), LAST (latitude), each per its tag', async () => {
      const answer = await hourly(['SHAFT_RPM', 'DEPTH', 'LAT']);
      expect(answer.resolution).toBe(3600);
      expect(valuesOf(answer, 'SHAFT_RPM')).toEqual([30.5, 90.5]);
      expect(valuesOf(answer, 'DEPTH')).toEqual([1, 61]);
      expect(valuesOf(answer, 'LAT')).toEqual([60, 120]);
    });

    it('the same kinds from raw points at 30 minutes as from the hourly rollups', async () => {
      const answer = await extract({ units: ['NORDIC_ORE'], tags: ['SHAFT_RPM', 'DEPTH'], from: iso(base), to: iso(base + 2 * hour), resolution: 1800 });
      expect(valuesOf(answer, 'SHAFT_RPM')).toEqual([15.5, 45.5, 75.5, 105.5]);
      expect(valuesOf(answer, 'DEPTH')).toEqual([1, 31, 61, 91]);
    });

    it('a text tag takes its last value in the bucket', async () => {
      expect(valuesOf(await hourly(['NAV_STATUS']), 'NAV_STATUS')).toEqual(['IN_PORT', 'AT_SEA']);
    });

    it('SUM, MAX and FIRST are computed from the same buckets', async () => {
      const { extractSeries } = await import('../../server/modules/timeseries/extract.js');
      const { findSeries } = await import('../../server/modules/timeseries/series-query.js');
      const [rpm] = await findSeries(t.db, { userId: '', username: 'test', userType: 'ADMIN', functions: {}, roles: [], unitIds: [] }, { units: ['NORDIC_ORE'], tags: ['SHAFT_RPM'] });
      const kinds = { SUM: [1830, 5430], MAX: [60, 120], FIRST: [1, 61] } as const;
      for (const [aggregation, expected] of Object.entries(kinds)) {
        const points = (await extractSeries(t.db, [{ id: rpm.id, aggregation: aggregation as 'SUM' }], base, base + 2 * hour, 3600)).get(rpm.id)!;
        expect(points.map(([, v]) => v), aggregation).toEqual(expected);
      }
    });

    it('selects series by a grouping key pattern with * (every consumer, every fuel)', async () => {
      const answer = await hourly(['FUEL_MASS_FLOW'], ['SHIP-CONSUMER-NORDIC_ORE-*-*']);
      expect(answer.series.map((s) => s.groupingKey)).toEqual(['SHIP-CONSUMER-NORDIC_ORE-ME-HFO']);
      expect(valuesOf(answer, 'FUEL_MASS_FLOW')).toEqual([600, 600]);
    });

    it('never answers more buckets than asked for, choosing a coarser resolution', async () => {
      const answer = await extract({ units: ['NORDIC_ORE'], tags: ['SHAFT_RPM'], from: iso(base), to: iso(base + 2 * hour), maxPoints: 5 });
      expect(answer.resolution).toBe(1800);
      expect(answer.series[0].points.length).toBeLessThanOrEqual(5);
    });
  });

  it('leaves a gap a gap: a null follows the last bucket before missing ones', async () => {
    const base = closedDay + 6 * day;
    await ingest([{ groupingKey: nordic, tag: 'SEA_TEMP', points: [{ ts: at(base, 0), value: 8 }, { ts: at(base, 180), value: 9 }] }]);
    const answer = await extract({ units: ['NORDIC_ORE'], tags: ['SEA_TEMP'], from: iso(base), to: iso(base + 4 * hour), resolution: 3600 });
    expect(answer.series[0].points).toEqual([[base, 8], [base + hour, null], [base + 3 * hour, 9]]);
  });

  it('loses no point when batches for the same hour and day arrive at once', async () => {
    const today = Math.floor(Date.now() / day) * day;
    const closed = closedDay + 7 * day;
    const batches = [today, closed].flatMap((base) => Array.from({ length: 6 }, (_, b) => ingest([{ groupingKey: baltic, tag: 'SEA_TEMP',
      points: Array.from({ length: 5 }, (_, k) => ({ ts: at(base, b * 5 + k), value: b * 5 + k })) }])));
    expect((await Promise.all(batches)).reduce((n, c) => n + c.accepted, 0)).toBe(60);
    for (const base of [today, closed]) {
      const answer = await extract({ units: ['BALTIC_AMBER'], tags: ['SEA_TEMP'], from: iso(base), to: iso(base + hour), resolution: 3600 });
      // The average of 0 … 29 is 14.5 only if every one of the 30 points reached the hourly rollup.
      expect(answer.series[0].points).toEqual([[base, 14.5]]);
    }
  });

  it('packs closed days without changing what extraction answers', async () => {
    const yesterday = Math.floor(Date.now() / day) * day - day;
    await ingest([{ groupingKey: nordic, tag: 'AIR_TEMP', points: [0, 30, 60, 90].map((m, i) => ({ ts: at(yesterday, m), value: 10 + i })) }]);
    const query = { units: ['NORDIC_ORE'], tags: ['AIR_TEMP'], from: iso(yesterday), to: iso(yesterday + 2 * hour) };
    const before = [await extract({ ...query, resolution: 1800 }), await extract({ ...query, resolution: 3600 })];
    expect(await compactClosedDays(t.db, openDaysStart(Date.now() + 2 * day))).toBeGreaterThanOrEqual(4);
    expect([await extract({ ...query, resolution: 1800 }), await extract({ ...query, resolution: 3600 })]).toEqual(before);
    expect(before[1].series[0].points).toEqual([[yesterday, 10.5], [yesterday + hour, 12.5]]);
  });

  it('answers the newest value of each series', async () => {
    const now = Date.now() - 60_000;
    await ingest([{ groupingKey: nordic, tag: 'HEADING', points: [{ ts: iso(now - 60_000), value: 90 }, { ts: iso(now), value: 92 }] }]);
    await ingest([{ groupingKey: nordic, tag: 'HEADING', points: [{ ts: iso(now - 120_000), value: 80 }] }]);
    const res = await t.call('POST', '/api/measures/latest', { token: admin, body: { units: ['NORDIC_ORE'], tags: ['HEADING'] } });
    expect(await res.json()).toEqual([expect.objectContaining({ unit: 'NORDIC_ORE', tag: 'HEADING', value: 92, ts: iso(now) })]);
  });

  it('exports an extraction as CSV with one column per series', async () => {
    const base = closedDay + 6 * day;
    const res = await t.call('POST', '/api/measures/extract/export', { token: admin, body: { units: ['NORDIC_ORE'], tags: ['SEA_TEMP'], from: iso(base), to: iso(base + 4 * hour), resolution: 3600 } });
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toEqual(['time;SHIP-UNIT-NORDIC_ORE SEA_TEMP [degC]', `${iso(base)};8`, `${iso(base + 3 * hour)};9`]);
  });

  describe('ships the user may see', () => {
    it('gives a ship\'s crew only their own ship, whatever they ask for', async () => {
      await ingest([{ groupingKey: baltic, tag: 'SOG', points: [{ ts: at(closedDay, 0), value: 14 }] }]);
      const all = await extract({ tags: ['SOG'], from: iso(closedDay), to: iso(closedDay + hour), resolution: 3600 }, captain);
      expect(all.series.map((s) => s.unit)).toEqual(['NORDIC_ORE']);
      const other = await extract({ units: ['BALTIC_AMBER'], tags: ['SOG'], from: iso(closedDay), to: iso(closedDay + hour) }, captain);
      expect(other.series).toEqual([]);
      const latest = await (await t.call('POST', '/api/measures/latest', { token: captain, body: { units: ['BALTIC_AMBER'] } })).json();
      expect(latest).toEqual([]);
    });

    it('refuses ingestion without MEASURES management, and a writer limited to some ships writes only those', async () => {
      const res = await t.call('POST', '/api/measures/ingest', { token: captain, body: { requestValue: { series: [] } } });
      expect(res.status).toBe(403);
      const [nordicUnit] = (await (await t.call('GET', '/api/ship?search=NORDIC_ORE', { token: admin })).json() as { items: { id: string }[] }).items;
      const counts = await ingestMeasurements(t.db, [
        { groupingKey: nordic, tag: 'RUDDER_ANGLE', points: [{ ts: at(closedDay, 5), value: 2 }] },
        { groupingKey: baltic, tag: 'RUDDER_ANGLE', points: [{ ts: at(closedDay, 5), value: 3 }] },
      ], { allowedUnitIds: new Set([nordicUnit.id]) });
      expect(counts).toMatchObject({ accepted: 1, rejected: 1, rejections: [{ series: 1, reason: 'You may not write data of this ship.' }] });
    });
  });

  it('never lets the cluster list become empty: the last enabled cluster cannot be disabled or deleted', async () => {
    const ship = await (await t.call('GET', '/api/descriptors/cluster/SHIP', { token: admin })).json() as { version: number; body: object };
    const res = await t.call('PUT', '/api/descriptors/cluster/SHIP', { token: admin, body: { requestValue: { version: ship.version, body: ship.body, disabled: true } } });
    expect(res.status).toBe(422);
    expect((await res.json() as { message: string }).message).toContain('last enabled');
    expect((await (await t.call('GET', '/api/clusters', { token: admin })).json() as unknown[]).length).toBe(1);
  });

  it('refuses a text tag aggregated as a number (AVG, MAX, MIN and SUM are numeric only)', async () => {
    const res = await t.call('POST', '/api/measure', { token: admin, body: { requestValue: { data: { tag: 'BERTH_NAME', description: 'Berth', valueType: 'STRING', aggregationType: 'AVG' } } } });
    expect(res.status).toBe(400);
    expect((await res.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toContain('/requestValue/data/aggregationType');
  });

  it('lists the data clusters', async () => {
    const clusters = await (await t.call('GET', '/api/clusters', { token: captain })).json() as { code: string; groups: { code: string }[] }[];
    expect(clusters.map((c) => c.code)).toContain('SHIP');
    expect(clusters.find((c) => c.code === 'SHIP')!.groups.map((g) => g.code)).toEqual(['UNIT', 'CONSUMER']);
  });
});
