import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractAnswer as Answer, type ExtractSeries as Series } from '../../descriptors/lib/analytics/extract-answer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const minute = 60_000;
const hour = 3_600_000;
const day = 24 * hour;
/** The instant the app takes for now: the data lies around it whatever the day the test runs. */
const now = Date.parse('2026-03-15T10:00:00Z');
/** A closed UTC day: hour 0 and 1 have speed through water, hours 0–2 shaft rpm. */
const base = Math.floor(now / day) * day - 10 * day;
const iso = (t: number) => new Date(t).toISOString();
const minutes = (from: number, to: number, value: (m: number) => number) =>
  Array.from({ length: to - from }, (_, i) => ({ ts: iso(base + (from + i) * minute), value: value(from + i) }));
const slip = '(1 - stw * 1852 / 60 / (rpm * $pitch)) * 100';
/** Apparent slip (reference/performance.md §2) from hourly means: S = 1 − V / (n · P · 60 / 1852). */
const slipOf = (stw: number, rpm: number, pitch: number) => (1 - stw * 1852 / 60 / (rpm * pitch)) * 100;

const page = (code: string, extra: Record<string, unknown> = {}) => ({
  code, title: { en: 'Slip' }, published: true, cluster: 'SHIP', unitValues: { NORDIC_ORE: { pitch: 6.1 }, BALTIC_AMBER: { pitch: 6.5 } },
  datasets: [{ id: 'speed', resolution: 3600, tags: [
    { tag: 'STW', alias: 'stw' }, { tag: 'STW', alias: 'stwMax', aggregation: 'MAX' }, { tag: 'STW', alias: 'stwSum', aggregation: 'SUM' }, { tag: 'SHAFT_RPM', alias: 'rpm' },
  ], derived: [
    { id: 'slip', label: { en: 'Apparent slip, %', ru: 'Кажущееся скольжение, %' }, measureUnit: '%', expression: slip },
    { id: 'broken', expression: 'stw * "knots"' },
  ] }],
  charts: [
    { id: 'p1', type: 'timeseries', location: { x: 0, y: 0, w: 6, h: 4 } },
    { id: 'p2', type: 'kpi', staticTags: ['STW'], datasets: [{ id: 'rpm', resolution: 3600, tags: [{ tag: 'SHAFT_RPM' }] }] },
  ],
  ...extra,
});
const period = { from: iso(base), to: iso(base + 3 * hour) };

describe('custom analytics extraction', () => {
  let t: TestApp;
  let admin: string;
  let captain: string;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
    admin = await t.signIn('admin', 'Admin#2026');
    captain = await t.signIn('captain', 'Captain#2026');
    const res = await t.call('POST', '/api/measures/ingest', { token: admin, body: { requestValue: { series: [
      { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'STW', points: [...minutes(0, 60, (m) => 10 + (m % 2)), ...minutes(60, 120, () => 12)] },
      { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'SHAFT_RPM', points: minutes(0, 180, () => 80) },
      { groupingKey: 'SHIP-UNIT-BALTIC_AMBER', tag: 'STW', points: minutes(0, 60, () => 20) },
      { groupingKey: 'SHIP-UNIT-BALTIC_AMBER', tag: 'SHAFT_RPM', points: minutes(0, 60, () => 90) },
      { groupingKey: 'SHIP-CONSUMER-NORDIC_ORE-ME-HFO', tag: 'FUEL_MASS_FLOW', points: minutes(0, 60, () => 600) },
      { groupingKey: 'SHIP-CONSUMER-NORDIC_ORE-AE-MGO', tag: 'FUEL_MASS_FLOW', points: minutes(0, 60, () => 100) },
    ] } } });
    expect(await res.json()).toMatchObject({ accepted: 120 + 180 + 60 + 60 + 120, rejected: 0 });
    const fuel = page('FUEL', { datasets: [{ id: 'fuel', resolution: 3600, tags: [
      { tag: 'FUEL_MASS_FLOW', alias: 'fuel', groupingKey: 'SHIP-CONSUMER-*-*-*' }, { tag: 'STW', alias: 'stw' }, { tag: 'SHAFT_RPM', alias: 'rpm' },
    ], derived: [{ id: 'perNm', measureUnit: 'kg/nm', expression: 'fuel / stw' }, { id: 'slipShip', expression: '(1 - stw * 1852 / 60 / (rpm * $ship.propellerPitch)) * 100' }] }],
    charts: [{ id: 'p1', type: 'timeseries' }] });
    for (const body of [page('SLIP'), page('BALTIC_ONLY', { units: ['BALTIC_AMBER'] }), fuel]) {
      expect((await t.call('POST', '/api/custom-analytics', { token: admin, body: { requestValue: body } })).status).toBe(200);
    }
  });
  afterAll(async () => { await t.close(); });

  const extract = async (requestValue: object, token = admin, path = '/api/custom-analytics/extract') => {
    const res = await t.call('POST', path, { token, body: { requestValue } });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = await res.json();
    // Exactly the shape the dashboards read and the OpenAPI document publishes: nothing missing, nothing unknown.
    expect(Answer.parse(answer)).toEqual(answer);
    return answer as Answer;
  };
  const seriesOf = (answer: Answer, chart: string, id: string, unit = 'NORDIC_ORE') => answer.charts[chart].series.find((s) => s.id === id && s.unit === unit)!;
  const values = (s: Series) => s.points.map(([, v]) => v);

  it('answers the hourly AVG, MAX and SUM of a tag, each asked for by its own alias', async () => {
    const answer = await extract({ page: 'SLIP', filters: period });
    expect(answer).toMatchObject({ from: period.from, to: period.to, resolution: 3600 });
    expect(answer.charts.p1).toMatchObject({ from: period.from, resolution: 3600 });
    expect(seriesOf(answer, 'p1', 'stw')).toMatchObject({ tag: 'STW', aggregation: 'AVG', groupingKey: 'SHIP-UNIT-NORDIC_ORE', points: [[base, 10.5], [base + hour, 12]] });
    expect(values(seriesOf(answer, 'p1', 'stwMax'))).toEqual([11, 12]);
    expect(values(seriesOf(answer, 'p1', 'stwSum'))).toEqual([630, 720]);
    expect(values(seriesOf(answer, 'p1', 'rpm'))).toEqual([80, 80, 80]);
    expect(values(seriesOf(answer, 'p1', 'rpm', 'BALTIC_AMBER'))).toEqual([90]);
  });

  it('computes the apparent slip per hour with the ship pitch, null where the speed is missing', async () => {
    const answer = await extract({ page: 'SLIP', filters: period });
    const nordic = seriesOf(answer, 'p1', 'slip');
    expect(nordic).toMatchObject({ tag: null, aggregation: 'DERIVED', label: 'Apparent slip, %', measureUnit: '%' });
    expect(nordic.points.map(([t]) => t)).toEqual([base, base + hour, base + 2 * hour]);
    expect(nordic.points[0][1]).toBeCloseTo(slipOf(10.5, 80, 6.1), 10);
    expect(nordic.points[1][1]).toBeCloseTo(slipOf(12, 80, 6.1), 10);
    expect(nordic.points[2][1]).toBeNull();
    expect(seriesOf(answer, 'p1', 'slip', 'BALTIC_AMBER').points[0][1]).toBeCloseTo(slipOf(20, 90, 6.5), 10);
    const ru = await t.call('POST', '/api/custom-analytics/extract', { token: admin, language: 'ru', body: { requestValue: { page: 'SLIP', filters: period } } });
    expect((await ru.json() as Answer).charts.p1.series.find((s) => s.id === 'slip')!.label).toBe('Кажущееся скольжение, %');
  });

  it('answers one series per consumer with its key values, and gives a derived series their sum and the ship particulars', async () => {
    const answer = await extract({ page: 'FUEL', filters: { ...period, units: ['NORDIC_ORE'] } });
    const flows = answer.charts.p1.series.filter((s) => s.id === 'fuel');
    expect(flows.map((s) => [s.groupingKey, (s as unknown as { keyValues: object }).keyValues, values(s)])).toEqual([
      ['SHIP-CONSUMER-NORDIC_ORE-AE-MGO', { consumer: 'AE', fuel: 'MGO' }, [100]],
      ['SHIP-CONSUMER-NORDIC_ORE-ME-HFO', { consumer: 'ME', fuel: 'HFO' }, [600]],
    ]);
    // Fuel per nautical mile (reference/performance.md §2, FOC / V): 700 kg/h at 10.5 kn; no fuel figures in hour 2.
    const perNm = seriesOf(answer, 'p1', 'perNm');
    expect(perNm.points[0]).toEqual([base, 700 / 10.5]);
    expect(perNm.points[1]).toEqual([base + hour, null]);
    expect(seriesOf(answer, 'p1', 'slipShip').points[0][1]).toBeCloseTo(slipOf(10.5, 80, 6.1), 10);
  });

  it('names the consumers and fuels of a legend in the reader\'s language: no bare codes', async () => {
    const named = async (language: string) => {
      const res = await t.call('POST', '/api/custom-analytics/extract', { token: admin, language, body: { requestValue: { page: 'FUEL', filters: { ...period, units: ['NORDIC_ORE'] } } } });
      expect(res.status).toBe(200);
      const flows = (await res.json() as Answer).charts.p1.series.filter((s) => s.id === 'fuel');
      return flows.map((s) => [s.groupingKey, (s as unknown as { keyLabels?: object }).keyLabels]);
    };
    // HFO is a fuel category (its name without the ISO grades); MGO is none, so the legend keeps its code.
    expect(await named('en')).toEqual([
      ['SHIP-CONSUMER-NORDIC_ORE-AE-MGO', { consumer: 'Auxiliary engines' }],
      ['SHIP-CONSUMER-NORDIC_ORE-ME-HFO', { consumer: 'Main engine', fuel: 'Heavy fuel oil' }],
    ]);
    expect(await named('ru')).toEqual([
      ['SHIP-CONSUMER-NORDIC_ORE-AE-MGO', { consumer: 'Вспомогательные двигатели' }],
      ['SHIP-CONSUMER-NORDIC_ORE-ME-HFO', { consumer: 'Главный двигатель', fuel: 'Тяжёлое топливо' }],
    ]);
  });

  it('compares ships on the built-in fleet comparison: every ship the reader sees, or those chosen, side by side', async () => {
    const summary = async (token: string, filters: Record<string, unknown>) => {
      const res = await t.call('POST', '/api/custom-analytics/extract', { token, body: { requestValue: { page: 'FLEET_COMPARISON', filters: { ...period, ...filters } } } });
      expect(res.status).toBe(200);
      const speeds = (await res.json() as Answer).charts.summary.series.filter((s) => s.id === 'stw');
      return Object.fromEntries(speeds.map((s) => [s.unit, s.points.find(([, v]) => v !== null)?.[1] ?? null]));
    };
    expect(await summary(admin, {})).toMatchObject({ NORDIC_ORE: 10.5, BALTIC_AMBER: 20 });
    expect(Object.keys(await summary(admin, { units: ['BALTIC_AMBER'] }))).toEqual(['BALTIC_AMBER']);
    // The captain's own ship only, whatever he asks for.
    expect(Object.keys(await summary(captain, {}))).toEqual(['NORDIC_ORE']);
  });

  it('reports a failing expression on its series only, with a 200', async () => {
    const answer = await extract({ page: 'SLIP', filters: period });
    const broken = seriesOf(answer, 'p1', 'broken');
    expect(broken.points).toEqual([]);
    expect(broken.error).toMatch(/^The expression failed: /);
    expect(seriesOf(answer, 'p1', 'slip').error).toBeUndefined();
  });

  it('lets a chart read its own datasets and answers the latest values of its static tags', async () => {
    const answer = await extract({ page: 'SLIP', filters: { ...period, units: ['NORDIC_ORE'] } });
    // Ships come with their names, as a chart's legend shows them.
    expect(answer.charts.p2.series.map((s) => [s.id, s.unit, s.unitName])).toEqual([['SHAFT_RPM', 'NORDIC_ORE', 'Nordic Ore']]);
    expect(answer.charts.p2.latest).toEqual([expect.objectContaining({ unit: 'NORDIC_ORE', unitName: 'Nordic Ore', tag: 'STW', value: 12, ts: iso(base + 119 * minute) })]);
  });

  it('never answers a series of a ship the user may not see', async () => {
    const units = (answer: Answer) => [...new Set(Object.values(answer.charts).flatMap((c) => [...c.series, ...c.latest].map((s) => s.unit)))];
    expect(units(await extract({ page: 'SLIP', filters: period }, captain))).toEqual(['NORDIC_ORE']);
    expect(units(await extract({ page: 'SLIP', filters: { ...period, units: ['BALTIC_AMBER'] } }, captain))).toEqual([]);
    expect(units(await extract({ page: 'BALTIC_ONLY', filters: period }, captain))).toEqual([]);
    expect(units(await extract({ page: 'BALTIC_ONLY', filters: period }))).toEqual(['BALTIC_AMBER']);
    expect(units(await extract({ page: page('PREVIEW'), filters: period }, captain))).toEqual(['NORDIC_ORE']);
    expect(units(await extract({ page: 'SLIP', groupingKeyValues: ['SHIP-UNIT-BALTIC_AMBER'], liveExtractionPeriod: 3600 }, captain, '/api/custom-analytics/extract/live'))).toEqual([]);
    const measured = await t.call('POST', '/api/custom-analytics/measurements', { token: captain, body: { requestValue: { tags: ['STW'], filters: period } } });
    expect((await measured.json() as { series: { unit: string }[] }).series.map((s) => s.unit)).toEqual(['NORDIC_ORE']);
  });

  it('previews a page body: a broken expression fails its series, a bad body is a 400 at its field', async () => {
    const preview = await extract({ page: page('PREVIEW', { datasets: [{ id: 'd', resolution: 3600, tags: [{ tag: 'STW', alias: 'stw' }], derived: [{ id: 'x', expression: 'stw *' }] }] }), filters: period });
    expect(seriesOf(preview, 'p1', 'x').error).toMatch(/^The expression is not valid: /);
    const bad = await t.call('POST', '/api/custom-analytics/extract', { token: admin, body: { requestValue: { page: page('PREVIEW', { datasets: [{ id: 'd', tags: [{ tag: 'NO_TAG' }] }] }) } } });
    expect(bad.status).toBe(400);
    expect((await bad.json() as { errors: { path: string }[] }).errors[0].path).toBe('/requestValue/page/datasets/0/tags/0/tag');
  });

  it('gives a KPI of the highest value the highest raw value, not the highest hourly mean, while a chart of the same dataset keeps means', async () => {
    const body = page('KPI_MAX', {
      datasets: [{ id: 'd', resolution: 3600, tags: [{ tag: 'STW', alias: 'stw' }] }],
      charts: [
        { id: 'line', type: 'timeseries', location: { x: 0, y: 0, w: 6, h: 4 } },
        { id: 'top', type: 'kpi', location: { x: 6, y: 0, w: 3, h: 2 }, config: { series: 'stw', aggregate: 'max' } },
        { id: 'low', type: 'kpi', location: { x: 9, y: 0, w: 3, h: 2 }, config: { series: 'stw', aggregate: 'min' } },
      ],
    });
    const answer = await extract({ page: body, filters: period });
    expect(values(seriesOf(answer, 'line', 'stw'))).toEqual([10.5, 12]);
    expect(seriesOf(answer, 'top', 'stw')).toMatchObject({ aggregation: 'MAX', points: [[base, 11], [base + hour, 12]] });
    expect(seriesOf(answer, 'low', 'stw')).toMatchObject({ aggregation: 'MIN', points: [[base, 10], [base + hour, 12]] });
  });

  it('judges a derived series in its dataset\'s own hours when the chart draws coarser buckets, then averages them', async () => {
    // Hour 0 swings between 10 and 11 kn (not steady), hour 1 holds 12 kn: a 2-hour bucket would mix them and show nothing.
    const body = page('STEADY', { datasets: [{ id: 'd', resolution: 3600, tags: [{ tag: 'STW', alias: 'stw' }, { tag: 'STW', alias: 'stwMax', aggregation: 'MAX' }],
      derived: [{ id: 'steady', expression: 'stwMax - stw < 0.2 ? stw' }] }] });
    const answer = await extract({ page: body, filters: period, maxPoints: 2 });
    expect(answer.charts.p1.resolution).toBe(2 * 3600);
    expect(values(seriesOf(answer, 'p1', 'stw'))).toEqual([11.25]);
    expect(seriesOf(answer, 'p1', 'steady').points).toEqual([[base, 12]]);
  });

  it('gives a heatmap hourly buckets over a long period, while a line chart of the same dataset keeps the page\'s budget', async () => {
    const body = page('HEAT', {
      datasets: [{ id: 'd', tags: [{ tag: 'STW', alias: 'stw' }] }],
      charts: [
        { id: 'line', type: 'timeseries', location: { x: 0, y: 0, w: 6, h: 4 } },
        { id: 'heat', type: 'heatmap', location: { x: 6, y: 0, w: 6, h: 4 }, config: { series: 'stw' } },
      ],
    });
    const answer = await extract({ page: body, filters: { from: iso(base), to: iso(base + 60 * 24 * hour) }, maxPoints: 100 });
    expect(answer.charts.heat.resolution).toBe(3600);
    expect(answer.charts.line.resolution).toBeGreaterThanOrEqual(60 * 24 * 3600 / 100);
    expect(values(seriesOf(answer, 'heat', 'stw'))).toEqual([10.5, 12]);
  });

  it('sends a chart only the series its config names, and every series of its datasets to a chart that names none', async () => {
    const body = page('DRAWN', {
      charts: [
        { id: 'all', type: 'timeseries', location: { x: 0, y: 0, w: 6, h: 4 } },
        { id: 'one', type: 'kpi', location: { x: 6, y: 0, w: 3, h: 2 }, config: { series: 'rpm' } },
        { id: 'pair', type: 'scatter', location: { x: 9, y: 0, w: 3, h: 4 }, config: { x: 'stw', y: 'slip' } },
      ],
    });
    const answer = await extract({ page: body, filters: period });
    expect(new Set(answer.charts.all.series.map((s) => s.id))).toEqual(new Set(['stw', 'stwMax', 'stwSum', 'rpm', 'slip', 'broken']));
    expect(new Set(answer.charts.one.series.map((s) => s.id))).toEqual(new Set(['rpm']));
    expect(new Set(answer.charts.pair.series.map((s) => s.id))).toEqual(new Set(['stw', 'slip']));
  });

  it('refuses a bad period with a 400 naming the field', async () => {
    const backwards = await t.call('POST', '/api/custom-analytics/extract', { token: admin, body: { requestValue: { page: 'SLIP', filters: { from: period.to, to: period.from } } } });
    expect(backwards.status).toBe(400);
    expect((await backwards.json() as { errors: { path: string; message: string }[] }).errors).toEqual([{ path: '/requestValue/filters/to', code: 'custom', message: 'to is not valid.' }]);
    const future = await t.call('POST', '/api/custom-analytics/extract', { token: admin, body: { requestValue: { page: 'SLIP', filters: { from: iso(now + day) } } } });
    expect(await future.json()).toMatchObject({ message: 'The period must start before it ends.', errors: [{ path: '/requestValue/filters/from' }] });
    expect((await t.call('POST', '/api/custom-analytics/extract', { token: admin, body: { requestValue: { page: 'NO_PAGE' } } })).status).toBe(404);
  });

  it('a live extraction reads the last seconds in fine buckets', async () => {
    const recent = Array.from({ length: 5 }, (_, i) => ({ ts: iso(Math.floor(now / minute) * minute - (i + 1) * minute), value: 70 + i }));
    await t.call('POST', '/api/measures/ingest', { token: admin, body: { requestValue: { series: [{ groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'SHAFT_RPM', points: recent }] } } });
    const live = await extract({ page: 'SLIP', liveExtractionPeriod: 600, dimensionBase: 100, units: ['NORDIC_ORE'] }, captain, '/api/custom-analytics/extract/live');
    expect(live.resolution).toBe(60);
    expect(Date.parse(live.to) - Date.parse(live.from)).toBe(600_000);
    expect(values(seriesOf(live, 'p1', 'rpm')).filter((v) => v !== null).sort()).toEqual([70, 71, 72, 73, 74]);
  });

  it('exports measurements as CSV, the user ships only', async () => {
    const res = await t.call('POST', '/api/custom-analytics/measurements/export', { token: captain, body: { requestValue: { tags: ['STW'], filters: period, resolution: 3600 } } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('time;SHIP-UNIT-NORDIC_ORE STW [kn]');
    expect(lines.slice(1)).toEqual([`${iso(base)};10.5`, `${iso(base + hour)};12`]);
  });
});
