import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitPowerLaw } from '../../descriptors/lib/analytics/polynomial-fit.js';
import { pairByTime } from '../../descriptors/lib/analytics/series-math.js';
import type { MenuItem } from '../../descriptors/lib/menu.js';
import { ingestMeasurements } from '../../server/modules/timeseries/ingest.js';
import { generateDemoFleet } from '../../seeds/demo-fleet/generate-demo-fleet.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { createTestApp, demoPasswords, type TestApp } from '../support/test-app.js';

type Point = [number, number | null];
interface Answer { charts: Record<string, { resolution: number; series: { id: string; unit: string; points: Point[]; error?: string }[] }> }
interface Screen { code: string; route: string; renderer: string; config?: { page?: string } }

const allItems = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...allItems(item.items ?? [])]);
/** A month of the demo bulk carrier: a few laden and ballast passages between Narvik and Rotterdam. */
const period = { from: '2026-09-01T00:00:00.000Z', to: '2026-10-01T00:00:00.000Z' };
const pageTags = new Set(['STW', 'WIND_SPEED_TRUE', 'DRAFT_FWD', 'DRAFT_AFT']);

describe('/analytics-speed-consumption', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
    for (const name of ['admin', 'analyst', 'officer']) tokens[name] = await t.signIn(name, demoPasswords[name]);
    for await (const batch of generateDemoFleet({ seed: 'speed-consumption', from: new Date(period.from), to: new Date(period.to), ships: ['NORDIC_ORE'] })) {
      const series = batch.series.filter((s) => pageTags.has(s.tag) || (s.tag === 'FUEL_MASS_FLOW' && s.groupingKey.includes('-ME-')));
      const result = await ingestMeasurements(t.db, series, { now: () => Date.parse(period.to) + 86_400_000 });
      expect(result.rejections).toEqual([]);
    }
  }, 300_000);
  afterAll(async () => { await t.close(); });

  it('is in the analytics menu and a screen pinning the SPEED_CONSUMPTION page, for users with ANALYTICS', async () => {
    const menu = await (await t.call('GET', '/api/menu', { token: tokens.analyst })).json() as MenuItem[];
    expect(allItems(menu).find((item) => item.id === 'speed-consumption')).toMatchObject({ routerLink: '/analytics-speed-consumption' });
    const screens = await (await t.call('GET', '/api/screens', { token: tokens.analyst })).json() as Screen[];
    expect(screens.find((s) => s.route === '/analytics-speed-consumption')).toMatchObject({ renderer: 'analytics-page', config: { page: 'SPEED_CONSUMPTION' } });
    const officerMenu = await (await t.call('GET', '/api/menu', { token: tokens.officer })).json() as MenuItem[];
    expect(allItems(officerMenu).map((item) => item.id)).not.toContain('speed-consumption');
    const officerScreens = await (await t.call('GET', '/api/screens', { token: tokens.officer })).json() as Screen[];
    expect(officerScreens.map((s) => s.route)).not.toContain('/analytics-speed-consumption');
  });

  it('fits main-engine fuel against speed with a plausible exponent, laden above ballast', async () => {
    const res = await t.call('POST', '/api/custom-analytics/extract', { token: tokens.analyst, body: { requestValue: {
      page: 'SPEED_CONSUMPTION', filters: { ...period, units: ['NORDIC_ORE'] }, maxPoints: 316,
    } } });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = await res.json() as Answer;
    // What the page asks for at 1280 px (its widest panel): the draughts over time in 3-hour buckets, the scatters
    // still hourly (a point cloud is not limited by its width).
    expect([answer.charts.drafts.resolution, answer.charts.laden.resolution, answer.charts.ballast.resolution]).toEqual([10_800, 3600, 3600]);
    const fitOf = (chart: string) => {
      const of = (id: string) => answer.charts[chart].series.find((s) => s.id === id && s.unit === 'NORDIC_ORE')!;
      expect(of('meFuel').error).toBeUndefined();
      const pairs = pairByTime(of('stw').points, of('meFuel').points);
      return { count: pairs.length, fit: fitPowerLaw(pairs).fit! };
    };
    const laden = fitOf('laden');
    const ballast = fitOf('ballast');
    // Good-weather hours under way in each condition, and the power law of reference/performance.md §2. Fuel rises
    // more slowly than the cube of speed: SFOC grows at part load, and hourly means mix manoeuvring with sea minutes.
    for (const { count, fit } of [laden, ballast]) {
      expect(count).toBeGreaterThan(48);
      expect(fit.b).toBeGreaterThan(1.8);
      expect(fit.b).toBeLessThan(4.5);
      expect(fit.rSquared).toBeGreaterThan(0.8);
    }
    // The loaded hull needs more fuel for the same speed.
    const at12 = ({ fit }: typeof laden) => fit.a * 12 ** fit.b;
    expect(at12(laden)).toBeGreaterThan(at12(ballast));
  });
});
