import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptors, users } from '../../server/db/schema.js';
import { forgetDescriptors } from '../../server/modules/descriptors/store.js';
import { setPassword } from '../../server/modules/auth/passwords.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { createTestApp, demoPasswords, type TestApp } from '../support/test-app.js';

interface Filter { id: string; type: string; label: string; options: { label: string; value: string }[]; groups: { value: string; label: string; units?: string[]; cluster?: string; group?: string }[]; pages: string[] }

const fleet = ['ARCTIC_FROST', 'AURORA_SPIRIT', 'BALTIC_AMBER', 'GULF_STAR', 'KEEL_HORIZON', 'NORDIC_ORE'];
const day = 86_400_000;
const closedDay = Math.floor(Date.now() / day) * day - 5 * day;
const keys = {
  nordicUnit: 'SHIP-UNIT-NORDIC_ORE', balticUnit: 'SHIP-UNIT-BALTIC_AMBER',
  nordicEngine: 'SHIP-CONSUMER-NORDIC_ORE-ME-HFO', balticEngine: 'SHIP-CONSUMER-BALTIC_AMBER-ME-HFO',
};

describe('filters: config and grouping keys', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
    for (const name of ['admin', 'captain', 'analyst']) tokens[name] = await t.signIn(name, demoPasswords[name]);
    // A user with no function that shows filters.
    const [clerk] = await t.db.insert(users).values({ username: 'clerk', userType: 'USER', passwordState: 'VALID', passwordDoesNotExpire: true, userFunctions: [{ function: 'UTILITIES', level: 'VIEW' }] }).returning();
    await setPassword(t.db, clerk.id, 'Clerk#2026ok', 'VALID', 'test');
    tokens.clerk = await t.signIn('clerk', 'Clerk#2026ok');

    const at = new Date(closedDay).toISOString();
    const res = await t.call('POST', '/api/measures/ingest', { token: tokens.admin, body: { requestValue: { series: [
      { groupingKey: keys.nordicUnit, tag: 'STW', points: [{ ts: at, value: 12 }] },
      { groupingKey: keys.balticUnit, tag: 'STW', points: [{ ts: at, value: 11 }] },
      { groupingKey: keys.nordicEngine, tag: 'FUEL_MASS_FLOW', points: [{ ts: at, value: 600 }] },
      { groupingKey: keys.balticEngine, tag: 'FUEL_MASS_FLOW', points: [{ ts: at, value: 700 }] },
    ] } } });
    expect(await res.json()).toMatchObject({ accepted: 4, rejected: 0 });

    const page = (code: string, published: boolean) => ({ kind: 'analytics-page', code, schemaVersion: 1, body: { title: { en: code }, owner: 'admin', published, filters: ['UNITS', 'PERIOD'] } });
    await t.db.insert(descriptors).values([page('FILTER_TEST_PUBLISHED', true), page('FILTER_TEST_DRAFT', false)]);
    forgetDescriptors(t.db, ['analytics-page']);
  });
  afterAll(async () => { await t.close(); });

  const config = async (who: string, language = 'en') => {
    const res = await t.call('GET', '/api/filters/config', { token: tokens[who], language });
    expect(res.status).toBe(200);
    return await res.json() as Filter[];
  };
  const filter = (filters: Filter[], id: string) => filters.find((f) => f.id === id)!;
  const groupingKeys = (who: string, requestValue: object) =>
    t.call('POST', '/api/filters/read/grouping-keys', { token: tokens[who], body: { requestValue } });
  const keysOf = async (who: string, requestValue: object) => {
    const res = await groupingKeys(who, requestValue);
    expect(res.status).toBe(200);
    return await res.json() as string[];
  };

  it('answers one definition per filter type', async () => {
    const filters = await config('captain');
    expect(filters.map((f) => [f.id, f.type])).toEqual([
      ['UNITS', 'UNITS'], ['UNIT', 'UNIT'], ['UNIT_GROUP', 'UNIT_GROUP'], ['PERIOD', 'PERIOD'], ['GROUPING_KEY', 'GROUPING_KEY'], ['LOADING_CONDITION', 'LOADING_CONDITION'],
    ]);
  });

  it('offers a ship dashboard the user\'s own ships to choose one of, and names the built-in ship dashboards that use it', async () => {
    const captain = filter(await config('captain'), 'UNIT');
    expect(captain.options).toEqual([{ label: 'Nordic Ore', value: 'NORDIC_ORE' }]);
    expect(captain.pages).toEqual(expect.arrayContaining(['MAIN_KPI_HULL', 'MAIN_CONSUMPTION', 'LIVE_DASHBOARD']));
    expect(filter(await config('admin'), 'UNIT').options.map((o) => o.value).sort()).toEqual(fleet);
  });

  it('offers a user only the ships given to them, and an administrator every ship', async () => {
    expect(filter(await config('captain'), 'UNITS').options).toEqual([{ label: 'Nordic Ore', value: 'NORDIC_ORE' }]);
    expect(filter(await config('analyst'), 'UNITS').options.map((o) => o.value).sort()).toEqual(fleet);
    expect(filter(await config('admin'), 'UNITS').options.map((o) => o.value).sort()).toEqual(fleet);
  });

  it('offers the unit groups given to the user, each with the ships in it', async () => {
    const analyst = filter(await config('analyst'), 'UNIT_GROUP');
    expect(analyst.options).toEqual([{ label: 'Demo fleet', value: 'DEMO_FLEET' }]);
    expect(analyst.groups).toEqual([{ label: 'Demo fleet', value: 'DEMO_FLEET', units: fleet }]);
    expect(filter(await config('captain'), 'UNIT_GROUP')).toMatchObject({ options: [], groups: [] });
  });

  it('labels filters, period presets and loading conditions in the language of the request', async () => {
    const english = await config('captain', 'en');
    const russian = await config('captain', 'ru');
    expect(english.map((f) => f.label)).toEqual(['Ships', 'Ship', 'Ship group', 'Period', 'Grouping keys', 'Loading condition']);
    expect(russian.map((f) => f.label)).toEqual(['Суда', 'Судно', 'Группа судов', 'Период', 'Ключи группировки', 'Состояние загрузки']);
    expect(filter(english, 'PERIOD').options.map((o) => o.value)).toEqual(['LAST_24_HOURS', 'LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS', 'YEAR_TO_DATE', 'LAST_12_MONTHS']);
    expect(filter(english, 'PERIOD').options[1].label).toBe('Last 7 days');
    expect(filter(russian, 'PERIOD').options[1].label).toBe('Последние 7 дней');
    expect(filter(russian, 'LOADING_CONDITION').options).toEqual([
      { value: 'LADEN', label: 'В грузу' }, { value: 'BALLAST', label: 'В балласте' }, { value: 'ALL', label: 'Все' },
    ]);
    expect(filter(russian, 'GROUPING_KEY').groups).toContainEqual({ value: 'SHIP-UNIT', cluster: 'SHIP', group: 'UNIT', label: 'Данные датчиков судна — Судно' });
  });

  it('names the pages that show each filter, among the pages the user may see', async () => {
    const captain = filter(await config('captain'), 'UNITS').pages;
    expect(captain).toContain('FILTER_TEST_PUBLISHED');
    expect(captain).not.toContain('FILTER_TEST_DRAFT');
    expect(filter(await config('admin'), 'UNITS').pages).toContain('FILTER_TEST_DRAFT');
    expect(filter(await config('captain'), 'LOADING_CONDITION').pages).not.toContain('FILTER_TEST_PUBLISHED');
  });

  it("answers a user the grouping keys of their own ships only", async () => {
    expect(await keysOf('captain', { cluster: 'SHIP' })).toEqual([keys.nordicEngine, keys.nordicUnit]);
    expect(await keysOf('captain', { cluster: 'SHIP', units: ['BALTIC_AMBER'] })).toEqual([]);
    expect(await keysOf('analyst', { cluster: 'SHIP' })).toEqual([keys.balticEngine, keys.nordicEngine, keys.balticUnit, keys.nordicUnit]);
  });

  it('narrows grouping keys to a group of the cluster and to chosen ships', async () => {
    expect(await keysOf('admin', { cluster: 'SHIP', group: 'UNIT' })).toEqual([keys.balticUnit, keys.nordicUnit]);
    expect(await keysOf('analyst', { cluster: 'SHIP', units: ['BALTIC_AMBER'] })).toEqual([keys.balticEngine, keys.balticUnit]);
    expect(await keysOf('admin', { cluster: 'SHIP', group: 'CONSUMER', units: ['NORDIC_ORE'] })).toEqual([keys.nordicEngine]);
  });

  it('refuses an unknown cluster or group with 400 naming it, in the language of the request', async () => {
    const cluster = await t.call('POST', '/api/filters/read/grouping-keys', { token: tokens.captain, language: 'ru', body: { requestValue: { cluster: 'NO_SUCH' } } });
    expect(cluster.status).toBe(400);
    expect(await cluster.json()).toMatchObject({ code: 'INVALID_INPUT', message: 'Кластера данных NO_SUCH нет.', errors: [{ path: '/requestValue/cluster' }] });
    const group = await groupingKeys('captain', { cluster: 'SHIP', group: 'ENGINES' });
    expect(group.status).toBe(400);
    expect(await group.json()).toMatchObject({ message: 'The data cluster SHIP has no group ENGINES.', errors: [{ path: '/requestValue/group' }] });
    expect((await groupingKeys('captain', {})).status).toBe(400);
    expect((await t.call('POST', '/api/filters/read/grouping-keys', { token: tokens.captain, body: { cluster: 'SHIP' } })).status).toBe(400);
  });

  it('is only for users who see ship dashboards (ANALYTICS, SHIP_LIVE_DASHBOARDS or VOYAGE_MONITOR)', async () => {
    expect((await t.call('GET', '/api/filters/config', { token: tokens.clerk })).status).toBe(403);
    expect((await groupingKeys('clerk', { cluster: 'SHIP' })).status).toBe(403);
    expect((await t.call('GET', '/api/filters/config')).status).toBe(401);
  });
});
