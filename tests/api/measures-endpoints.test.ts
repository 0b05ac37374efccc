import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestSeries } from '../../server/modules/timeseries/ingest-types.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { MeasureSelectorAnswer, TagAnswer, type SelectorGroup } from '../../descriptors/lib/tags/tag-answers.js';


const hour = 3_600_000;
const day = 24 * hour;
const closedDay = Math.floor(Date.now() / day) * day - 10 * day;
const iso = (t: number) => new Date(t).toISOString();
const nordic = 'SHIP-UNIT-NORDIC_ORE';
const baltic = 'SHIP-UNIT-BALTIC_AMBER';

describe('measures endpoints (SPEC §7): tags, checks, selector — within the ships the user may see', () => {
  let t: TestApp;
  let admin: string;
  let captain: string;
  let officer: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
    [admin, captain, officer] = await Promise.all([t.signIn('admin', 'Admin#2026'), t.signIn('captain', 'Captain#2026'), t.signIn('officer', 'Officer#2026')]);
    const series: IngestSeries[] = [
      { groupingKey: nordic, tag: 'SOG', points: [{ ts: iso(closedDay), value: 12 }, { ts: iso(closedDay + hour), value: 13 }] },
      { groupingKey: baltic, tag: 'SOG', points: [{ ts: iso(closedDay - day), value: 9 }, { ts: iso(closedDay + 2 * day), value: 10 }] },
      { groupingKey: nordic, tag: 'SHAFT_RPM', points: [{ ts: iso(closedDay), value: 80 }] },
      { groupingKey: 'SHIP-CONSUMER-NORDIC_ORE-ME-HFO', tag: 'FUEL_MASS_FLOW', points: [{ ts: iso(closedDay), value: 600 }] },
    ];
    const res = await t.call('POST', '/api/measures/ingest', { token: admin, body: { requestValue: { series } } });
    expect(await res.json()).toMatchObject({ accepted: 6, rejected: 0 });
  });
  afterAll(async () => { await t.close(); });

  const get = async <T>(path: string, token = admin, language?: string) => {
    const res = await t.call('GET', path, { token, language });
    expect(res.status, path).toBe(200);
    return await res.json() as T;
  };
  const post = async <T>(path: string, body: object, token = admin) => {
    const res = await t.call('POST', path, { token, body });
    expect(res.status, path).toBe(200);
    return await res.json() as T;
  };
  const tagId = async (tag: string) => (await get<TagAnswer>(`/api/measures/tag/${tag}`)).id;

  it('refuses every read to a user with neither MEASURES nor MASTER_DATA', async () => {
    for (const [method, path] of [
      ['GET', '/api/measures/formatters'], ['GET', '/api/measures/tag/SOG'], ['POST', '/api/measures/search'],
      ['POST', '/api/measures/search/measure-selector'], ['GET', '/api/measures/stats/latest-import'],
      ['GET', '/api/measures/checkCode/NEW_TAG'], ['GET', '/api/measures/retrieve-by-asset/MAIN_ENGINE'],
    ]) {
      const res = await t.call(method, path, { token: officer, body: method === 'POST' ? {} : undefined });
      expect(res.status, path).toBe(403);
    }
  });

  it('lists the formatter types with their parameters, translated', async () => {
    const formatters = await get<{ type: string; name: string; parameters: { properties: Record<string, { title: string }> } }[]>('/api/measures/formatters', captain);
    expect(formatters.map((f) => f.type)).toEqual(['NUMBER', 'ANGLE', 'LATITUDE', 'LONGITUDE', 'DURATION', 'DATE_TIME', 'BOOLEAN', 'ENUM']);
    expect(formatters[0]).toMatchObject({ name: 'Number', parameters: { properties: { decimals: { title: 'Decimals' } } } });
    const russian = await get<{ type: string; name: string }[]>('/api/measures/formatters', captain, 'ru');
    expect(russian.find((f) => f.type === 'LATITUDE')!.name).toBe('Широта (градусы и минуты)');
  });

  it('answers one tag with its series and data span, counting only ships the user may see', async () => {
    expect(await get('/api/measures/tag/SOG')).toMatchObject({
      tag: 'SOG', description: 'Speed over ground', series: 2, ships: ['BALTIC_AMBER', 'NORDIC_ORE'],
      firstTime: iso(closedDay - day), lastTime: iso(closedDay + 2 * day),
    });
    expect(await get('/api/measures/tag/SOG', captain)).toMatchObject({ series: 1, ships: ['NORDIC_ORE'], firstTime: iso(closedDay), lastTime: iso(closedDay + hour) });
    expect(await get('/api/measures/tag/DEPTH')).toMatchObject({ series: 0, ships: [], firstTime: null, lastTime: null });
    const missing = await t.call('GET', '/api/measures/tag/NO_SUCH_TAG', { token: admin });
    expect(missing.status).toBe(404);
    expect((await missing.json() as { message: string }).message).toBe('There is no tag NO_SUCH_TAG.');
  });

  describe('deleting a tag', () => {
    it('checkDelete names the series and ships of a tag with data, and allows a tag without', async () => {
      expect(await get(`/api/measures/checkDelete/${await tagId('SOG')}`)).toMatchObject({
        allowed: false, tag: 'SOG', series: 2, ships: 2,
        message: 'The tag SOG has stored measurements: series: 2, ships: 2. A tag with data cannot be deleted; disable it instead.',
      });
      expect(await get(`/api/measures/checkDelete/${await tagId('DEPTH')}`)).toMatchObject({ allowed: true, series: 0, message: null });
      expect((await t.call('GET', `/api/measures/checkDelete/${await tagId('SOG')}`, { token: captain })).status).toBe(403);
      expect((await t.call('GET', '/api/measures/checkDelete/00000000-0000-4000-8000-000000000000', { token: admin })).status).toBe(404);
    });

    it('the generic DELETE of a measure record refuses the same way, and deletes a tag without data', async () => {
      const refused = await t.call('DELETE', `/api/measure/${await tagId('FUEL_MASS_FLOW')}`, { token: admin, language: 'ru' });
      expect(refused.status).toBe(422);
      expect((await refused.json() as { message: string }).message).toContain('У тега FUEL_MASS_FLOW есть сохранённые измерения: рядов — 1, судов — 1.');
      const created = await post<{ id: string }>('/api/measure', { requestValue: { data: { tag: 'SCRATCH_TAG', description: 'Scratch', valueType: 'NUMERIC', aggregationType: 'AVG' } } });
      expect((await t.call('DELETE', `/api/measure/${created.id}`, { token: admin })).status).toBe(200);
    });
  });

  it('searches tags by text, value type, measure type and cluster, paged', async () => {
    type Page = { items: TagAnswer[]; total: number; page: number; size: number };
    const speeds = await post<Page>('/api/measures/search', { text: 'speed', size: 50 }, captain);
    expect(speeds.items.map((i) => i.tag)).toEqual(['SHAFT_RPM', 'SOG', 'SPEED_LOSS', 'STW', 'WIND_DIR_TRUE_CALC', 'WIND_SPEED_REL', 'WIND_SPEED_TRUE', 'WIND_SPEED_TRUE_CALC']);
    // Each item is exactly the shared wire shape the screens read: nothing undeclared, nothing missing.
    for (const item of speeds.items) expect(TagAnswer.strict().parse(item)).toEqual(item);
    expect((await post<Page>('/api/measures/search', { valueType: 'STRING' })).items.map((i) => i.tag)).toEqual(['NAV_STATUS', 'PORT']);
    expect((await post<Page>('/api/measures/search', { measureType: 'POSITION' })).items.map((i) => i.tag)).toEqual(['LAT', 'LON']);
    // 31 sensor and computed tags and the 8 engines' running hours counters (ME1–4, DG1–4)
    const ship = await post<Page>('/api/measures/search', { cluster: 'SHIP', size: 2, page: 2 });
    expect(ship).toMatchObject({ total: 39, page: 2, size: 2 });
    expect(ship.items.map((i) => i.tag)).toEqual(['AIR_TEMP', 'COG']);
    expect(ship.items[0].clusters).toEqual(['SHIP']);
    expect((await post<Page>('/api/measures/search', { cluster: 'NO_SUCH_CLUSTER' })).total).toBe(0);
    expect((await t.call('POST', '/api/measures/search', { token: admin, body: { valueType: 'TEXT' } })).status).toBe(400);
  });

  it('offers a measure picker the tags with data of the chosen ships, by grouping key, only ships the user may see', async () => {
    const groups = await post<SelectorGroup[]>('/api/measures/search/measure-selector', { units: ['NORDIC_ORE', 'BALTIC_AMBER'] });
    expect(groups.map((g) => [g.groupingKey, g.unit, g.tags.map((x) => x.tag)])).toEqual([
      ['SHIP-CONSUMER-NORDIC_ORE-ME-HFO', 'NORDIC_ORE', ['FUEL_MASS_FLOW']],
      [baltic, 'BALTIC_AMBER', ['SOG']],
      [nordic, 'NORDIC_ORE', ['SHAFT_RPM', 'SOG']],
    ]);
    expect(groups[2].tags[1]).toMatchObject({ description: 'Speed over ground', measureUnit: 'kn', aggregation: 'AVG', valueType: 'NUMERIC' });
    expect(MeasureSelectorAnswer.parse(groups)).toEqual(groups);
    const crew = await post<SelectorGroup[]>('/api/measures/search/measure-selector', { units: ['NORDIC_ORE', 'BALTIC_AMBER'] }, captain);
    expect(crew.map((g) => g.unit)).toEqual(['NORDIC_ORE', 'NORDIC_ORE']);
    const filtered = await post<SelectorGroup[]>('/api/measures/search/measure-selector', { text: 'shaft' }, captain);
    expect(filtered.map((g) => [g.groupingKey, g.tags.map((x) => x.tag)])).toEqual([[nordic, ['SHAFT_RPM']]]);
  });

  it('tells whether a tag code is well formed and free', async () => {
    expect(await get('/api/measures/checkCode/SOG', captain)).toEqual({ available: false, valid: true });
    expect(await get(`/api/measures/checkCode/SOG?exceptId=${await tagId('SOG')}`)).toEqual({ available: true, valid: true });
    expect(await get('/api/measures/checkCode/ME_EXHAUST_TEMP')).toEqual({ available: true, valid: true });
    expect(await get('/api/measures/checkCode/bad%20tag')).toEqual({ available: false, valid: false });
  });

  it('retrieves the tags of a generic asset, by its code or its record id', async () => {
    const asset = await post<{ id: string }>('/api/generic-asset', { requestValue: { data: { code: 'TEST_ENGINE', description: 'Test engine' } } });
    await post('/api/measure', { requestValue: { data: { tag: 'TEST_ENGINE_LOAD', description: 'Test engine load', valueType: 'NUMERIC', aggregationType: 'AVG', genericAsset: 'TEST_ENGINE' } } });
    const byCode = await get<TagAnswer[]>('/api/measures/retrieve-by-asset/TEST_ENGINE', captain);
    expect(byCode.map((x) => [x.tag, x.genericAsset])).toEqual([['TEST_ENGINE_LOAD', 'TEST_ENGINE']]);
    expect(await get<TagAnswer[]>(`/api/measures/retrieve-by-asset/${asset.id}`)).toEqual(byCode);
    expect(await get('/api/measures/retrieve-by-asset/NO_SUCH_ASSET')).toEqual([]);
  });

  it('has no latest import before the first one', async () => {
    expect(await get('/api/measures/stats/latest-import', captain)).toEqual({ latest: null });
  });
});
