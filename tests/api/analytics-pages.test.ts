import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallboardLinks } from '../../server/db/schema.js';
import { readBuiltins } from '../../server/modules/descriptors/builtins.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface PageView { code: string; version: number; owner: string; published: boolean; owned: boolean; canEdit: boolean; title: { en: string; ru?: string }; [k: string]: unknown }
interface ErrorAnswer { code: string; message: string; errors: { path: string; code: string; message: string }[] }

const page = (code: string, extra: Record<string, unknown> = {}) => ({
  code, title: { en: `Page ${code}`, ru: `Страница ${code}` }, topic: 'PERFORMANCE', cluster: 'SHIP',
  datasets: [{ id: 'speed', tags: [{ tag: 'STW', alias: 'stw' }, { tag: 'SHAFT_RPM', alias: 'rpm' }],
    derived: [{ id: 'slip', expression: '(1 - stw * 1852 / 60 / (rpm * $pitch)) * 100' }], period: { last: 86_400 } }],
  charts: [{ id: 'p1', type: 'timeseries', location: { x: 0, y: 0, w: 6, h: 4 } }],
  ...extra,
});

describe('custom analytics pages', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const [user, password] of [['admin', 'Admin#2026'], ['captain', 'Captain#2026'], ['chief', 'Chief#2026'], ['officer', 'Officer#2026'], ['analyst', 'Analyst#2026']]) {
      tokens[user] = await t.signIn(user, password);
    }
  });
  afterAll(async () => { await t.close(); });

  const call = (user: string, method: string, path: string, body?: unknown, language?: string) => t.call(method, path, { token: tokens[user], body, language });
  const json = async <T>(res: Response, status = 200) => { expect(res.status, await res.clone().text()).toBe(status); return await res.json() as T; };
  const create = (user: string, body: object) => call(user, 'POST', '/api/custom-analytics', { requestValue: body });
  const codesOf = async (user: string) => (await json<{ code: string }[]>(await call(user, 'GET', '/api/custom-analytics'))).map((p) => p.code);

  it('creates a page owned by the caller, whatever owner the body names', async () => {
    const created = await json<PageView>(await create('captain', page('CAPT_PAGE', { owner: 'admin', published: false })));
    expect(created).toMatchObject({ id: 'CAPT_PAGE', code: 'CAPT_PAGE', version: 1, owner: 'captain', owned: true, canEdit: true, system: false });
    expect((await create('captain', page('CAPT_PAGE'))).status).toBe(409);
    expect(await json(await call('captain', 'GET', '/api/custom-analytics/checkCode/CAPT_PAGE'))).toEqual({ valid: true, available: false });
    expect(await json(await call('captain', 'GET', '/api/custom-analytics/checkCode/FREE_ONE'))).toEqual({ valid: true, available: true });
  });

  it('shows an unpublished page only to its owner and to ANALYTICS_PAGEDS MANAGEMENT', async () => {
    expect(await codesOf('captain')).toContain('CAPT_PAGE');
    expect(await codesOf('admin')).toContain('CAPT_PAGE');
    expect(await codesOf('chief')).not.toContain('CAPT_PAGE');
    expect((await call('chief', 'GET', '/api/custom-analytics/CAPT_PAGE')).status).toBe(404);
    expect((await call('chief', 'GET', '/api/custom-analytics/by-code/CAPT_PAGE')).status).toBe(404);
    // ANALYTICS_PAGEDS at VIEW is not administration.
    expect((await call('analyst', 'GET', '/api/custom-analytics/CAPT_PAGE')).status).toBe(404);
    expect((await call('analyst', 'GET', '/api/descriptors/analytics-page')).status).toBe(403);
    expect((await call('admin', 'GET', '/api/descriptors/analytics-page/CAPT_PAGE')).status).toBe(200);
  });

  it('lists the published built-ins to every reader of dashboards, and nothing to others', async () => {
    expect(await codesOf('officer')).toContain('MAIN_KPI_HULL');
    expect(await json<PageView>(await call('officer', 'GET', '/api/custom-analytics/by-code/MAIN_KPI_HULL'))).toMatchObject({ system: true, owned: false, canEdit: false });
    expect((await call('officer', 'POST', '/api/custom-analytics', { requestValue: page('OFFICER_PAGE') })).status).toBe(403);
  });

  it('saves versions with optimistic locking: a stale version gets 409 and changes nothing', async () => {
    const current = await json<PageView>(await call('captain', 'GET', '/api/custom-analytics/CAPT_PAGE'));
    const saved = await json<PageView>(await call('captain', 'PUT', '/api/custom-analytics', { requestValue: { ...current, topic: 'HULL' } }));
    expect(saved).toMatchObject({ version: 2, topic: 'HULL', owner: 'captain' });
    const stale = await call('captain', 'PUT', '/api/custom-analytics', { requestValue: { ...current, topic: 'STALE' } });
    expect(stale.status).toBe(409);
    expect((await stale.json() as ErrorAnswer).message).toContain('changed by someone else');
    expect(await json<PageView>(await call('captain', 'GET', '/api/custom-analytics/CAPT_PAGE'))).toMatchObject({ version: 2, topic: 'HULL' });
    const revisions = await json<{ version: number; author: string }[]>(await call('admin', 'GET', '/api/descriptors/analytics-page/CAPT_PAGE/revisions'));
    expect(revisions.map((r) => [r.version, r.author])).toEqual([[2, 'captain'], [1, 'captain']]);
  });

  it('publishes and unpublishes for ANALYTICS_PAGEDS MANAGEMENT only, never for the owner as such', async () => {
    for (const user of ['captain', 'chief', 'analyst']) {
      const refused = await call(user, 'PUT', '/api/custom-analytics/publish/CAPT_PAGE');
      expect(refused.status, user).toBe(403);
      expect((await refused.json() as ErrorAnswer).message).toContain('ANALYTICS_PAGEDS');
    }
    // Nor can the owner publish by saving the page with published set.
    const mine = await json<PageView>(await call('captain', 'GET', '/api/custom-analytics/CAPT_PAGE'));
    expect((await call('captain', 'PUT', '/api/custom-analytics', { requestValue: { ...mine, published: true } })).status).toBe(403);
    expect((await call('chief', 'GET', '/api/custom-analytics/CAPT_PAGE')).status).toBe(404);

    const published = await json<PageView>(await call('admin', 'PUT', '/api/custom-analytics/publish/CAPT_PAGE'));
    expect(published).toMatchObject({ published: true, version: 3, owner: 'captain' });
    const seen = await json<PageView>(await call('chief', 'GET', '/api/custom-analytics/CAPT_PAGE'));
    expect(seen).toMatchObject({ owned: false, canEdit: false });
    expect((await call('chief', 'PUT', '/api/custom-analytics', { requestValue: { ...seen, topic: 'MINE' } })).status).toBe(403);
    expect((await call('chief', 'PUT', '/api/custom-analytics/unpublish/CAPT_PAGE')).status).toBe(403);
    expect((await call('chief', 'DELETE', '/api/custom-analytics/CAPT_PAGE')).status).toBe(403);
  });

  it('hands a published page to the administrators of dashboards: its owner no longer changes, unpublishes or deletes it', async () => {
    const owned = await json<PageView>(await call('captain', 'GET', '/api/custom-analytics/CAPT_PAGE'));
    expect(owned).toMatchObject({ owned: true, canEdit: false, published: true });
    const refused = await call('captain', 'PUT', '/api/custom-analytics', { requestValue: { ...owned, topic: 'MINE' } });
    expect(refused.status).toBe(403);
    expect((await refused.json() as ErrorAnswer).message).toBe('CAPT_PAGE is published: only an administrator of dashboards may change or delete it.');
    expect((await call('captain', 'PUT', '/api/custom-analytics/unpublish/CAPT_PAGE')).status).toBe(403);
    expect((await call('captain', 'DELETE', '/api/custom-analytics/CAPT_PAGE')).status).toBe(403);
    // An administrator of dashboards changes anyone's page.
    const edited = await json<PageView>(await call('admin', 'PUT', '/api/custom-analytics', { requestValue: { ...owned, topic: 'ADMIN' } }));
    expect(edited).toMatchObject({ topic: 'ADMIN', owner: 'captain', version: 4 });
    expect(await json<PageView>(await call('admin', 'PUT', '/api/custom-analytics/unpublish/CAPT_PAGE'))).toMatchObject({ published: false, version: 5 });
    expect((await call('chief', 'GET', '/api/custom-analytics/CAPT_PAGE')).status).toBe(404);
    expect(await json<PageView>(await call('captain', 'GET', '/api/custom-analytics/CAPT_PAGE'))).toMatchObject({ canEdit: true });
    await json(await call('admin', 'PUT', '/api/custom-analytics/publish/CAPT_PAGE'));
  });

  it('duplicates for ANALYTICS_PAGEDS MANAGEMENT only, as <code>_COPY, then numbered, owned by the caller and unpublished', async () => {
    for (const user of ['chief', 'captain', 'analyst', 'officer']) expect((await call(user, 'PUT', '/api/custom-analytics/duplicate/CAPT_PAGE')).status, user).toBe(403);
    const copy = await json<PageView>(await call('admin', 'PUT', '/api/custom-analytics/duplicate/CAPT_PAGE'));
    expect(copy).toMatchObject({ code: 'CAPT_PAGE_COPY', owner: 'admin', published: false, owned: true, canEdit: true, version: 1,
      title: { en: 'Page CAPT_PAGE (copy)', ru: 'Страница CAPT_PAGE (копия)' } });
    expect(copy.datasets).toHaveLength(1);
    expect(await json<PageView>(await call('admin', 'PUT', '/api/custom-analytics/duplicate/CAPT_PAGE'))).toMatchObject({ code: 'CAPT_PAGE_COPY_2' });
    expect((await call('captain', 'GET', '/api/custom-analytics/CAPT_PAGE_COPY')).status).toBe(404);
    expect(await json(await call('admin', 'DELETE', '/api/custom-analytics/CAPT_PAGE_COPY_2'))).toEqual({ deleted: true });
    expect((await call('admin', 'GET', '/api/custom-analytics/CAPT_PAGE_COPY_2')).status).toBe(404);
    // An administrator may hand a private copy to a user, who then keeps it as their own.
    const handed = await json<PageView>(await call('admin', 'PUT', '/api/custom-analytics', { requestValue: { ...copy, owner: 'chief' } }));
    expect(handed).toMatchObject({ owner: 'chief', published: false });
    expect(await json<PageView>(await call('chief', 'GET', '/api/custom-analytics/CAPT_PAGE_COPY'))).toMatchObject({ owned: true, canEdit: true });
  });

  it('gives the read-only analyst private pages of their own but no way to make anything public', async () => {
    const own = await json<PageView>(await create('analyst', page('ANALYST_OWN')));
    expect(own).toMatchObject({ owner: 'analyst', canEdit: true });
    expect(own.published).not.toBe(true);
    const attempts: [string, string, unknown][] = [
      ['PUT', '/api/custom-analytics/duplicate/MAIN_KPI_HULL', undefined],
      ['PUT', '/api/custom-analytics/publish/ANALYST_OWN', undefined],
      ['POST', '/api/custom-analytics/MAIN_KPI_HULL/generate-link', { requestValue: { days: 365 } }],
      ['POST', '/api/custom-analytics/ANALYST_OWN/generate-link', { requestValue: { days: 365 } }],
    ];
    for (const [method, path, body] of attempts) expect((await call('analyst', method, path, body)).status, path).toBe(403);
    expect((await create('analyst', page('ANALYST_PUBLIC', { published: true }))).status).toBe(403);
    expect((await call('analyst', 'GET', '/api/wallboard-links')).status).toBe(403);
    expect(await codesOf('admin')).not.toContain('MAIN_KPI_HULL_COPY');
    expect(await codesOf('admin')).not.toContain('ANALYST_PUBLIC');
    expect(await t.db.select().from(wallboardLinks)).toEqual([]);
    expect((await call('captain', 'GET', '/api/custom-analytics/ANALYST_OWN')).status).toBe(404);
  });

  it('keeps built-ins: they cannot be deleted, and only an administrator changes them', async () => {
    expect((await call('captain', 'DELETE', '/api/custom-analytics/MAIN_KPI_HULL')).status).toBe(403);
    expect((await call('admin', 'DELETE', '/api/custom-analytics/MAIN_KPI_HULL')).status).toBe(422);
  });

  it('searches the visible pages by text, topic, published and owner', async () => {
    const search = async (user: string, requestValue: object) =>
      (await json<{ code: string }[]>(await call(user, 'POST', '/api/custom-analytics/search', { requestValue }))).map((p) => p.code);
    expect(await search('chief', { text: 'capt_page' })).toEqual(['CAPT_PAGE', 'CAPT_PAGE_COPY']);
    expect(await search('chief', { text: 'страница capt', published: false })).toEqual(['CAPT_PAGE_COPY']);
    expect(await search('chief', { owner: 'captain' })).toEqual(['CAPT_PAGE']);
    // The copies were made after the administrator's edit, so they share its topic.
    expect(await search('admin', { topic: 'ADMIN' })).toEqual(['CAPT_PAGE', 'CAPT_PAGE_COPY']);
  });

  describe('bad input is a 400 naming the field, in the asker language, never a 5xx', () => {
    const refused = async (body: object, language = 'en') => json<ErrorAnswer>(await call('captain', 'POST', '/api/custom-analytics', { requestValue: body }, language), 400);

    it('a chart type the meta-schema does not know', async () => {
      const answer = await refused(page('BAD_TYPE', { charts: [{ id: 'p1', type: 'pie-of-the-day' }] }));
      expect(answer.errors).toEqual([expect.objectContaining({ path: '/requestValue/charts/0/type', code: 'enum' })]);
      expect(answer.message).toBe('type has a value that is not allowed. (field /requestValue/charts/0/type)');
      const ru = await refused(page('BAD_TYPE', { charts: [{ id: 'p1', type: 'pie-of-the-day' }] }), 'ru');
      expect(ru.message).toContain('поле /requestValue/charts/0/type');
      expect(ru.errors[0].message).not.toBe(answer.errors[0].message);
    });

    it('an unknown tag, a period running backwards, a broken expression, unknown ships and duplicate ids', async () => {
      const answer = await refused(page('BAD_REFS', {
        units: ['NORDIC_ORE', 'NO_SUCH_SHIP'],
        datasets: [{ id: 'd', tags: [{ tag: 'NO_SUCH_TAG' }, { tag: 'STW' }, { tag: 'SOG', alias: 'STW' }], derived: [{ id: 'x', expression: 'STW *' }],
          period: { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } }],
        charts: [{ id: 'p1', type: 'kpi' }, { id: 'p1', type: 'kpi', staticTags: ['NOPE'] }],
      }));
      expect(answer.message).toBe(`${answer.errors[0].message} (field ${answer.errors[0].path})`);
      expect(answer.errors).toContainEqual({ path: '/requestValue/datasets/0/tags/0/tag', code: 'unknownTag', message: 'There is no tag NO_SUCH_TAG.' });
      expect(answer.errors.map((e) => e.path).sort()).toEqual([
        '/requestValue/charts/1/id', '/requestValue/charts/1/staticTags/0', '/requestValue/datasets/0/derived/0/expression',
        '/requestValue/datasets/0/period/to', '/requestValue/datasets/0/tags/0/tag', '/requestValue/datasets/0/tags/2/alias', '/requestValue/units/1',
      ]);
    });

    it('a text tag with a numeric aggregation and a period of neither form', async () => {
      const answer = await refused(page('BAD_AGG', { datasets: [{ id: 'd', tags: [{ tag: 'NAV_STATUS', aggregation: 'AVG' }], period: { last: 5 } }] }));
      expect(answer.errors.map((e) => e.path)).toContain('/requestValue/datasets/0/period/last');
      const agg = await refused(page('BAD_AGG', { datasets: [{ id: 'd', tags: [{ tag: 'NAV_STATUS', aggregation: 'AVG' }] }] }));
      expect(agg.errors).toEqual([expect.objectContaining({ path: '/requestValue/datasets/0/tags/0/aggregation', message: expect.stringContaining('NAV_STATUS') })]);
    });

    it('an update of a page without a version, and a page without a code', async () => {
      expect((await json<ErrorAnswer>(await call('captain', 'PUT', '/api/custom-analytics', { requestValue: page('CAPT_PAGE') }), 400)).errors[0].path)
        .toBe('/requestValue/version');
      expect((await call('captain', 'POST', '/api/custom-analytics', { requestValue: { title: 'x' } })).status).toBe(400);
    });
  });

  describe('multi-dashboard pages', () => {
    it('answers a built-in multi-page, its code check and its pages, to a reader of live dashboards', async () => {
      expect(await json(await call('officer', 'GET', '/api/multi-dashboard-pages/code/@MAIN_KPI_HULL'))).toMatchObject({ code: '@MAIN_KPI_HULL', dashboards: ['MAIN_KPI_HULL'] });
      expect(await json(await call('officer', 'GET', '/api/multi-dashboard-pages/checkCode/@MAIN_KPI_HULL'))).toEqual({ valid: true, available: false });
      const pages = await json<PageView[]>(await call('officer', 'POST', '/api/multi-dashboard-pages/dashboards', { requestValue: { code: '@MAIN_KPI_HULL' } }));
      expect(pages.map((p) => p.code)).toEqual(['MAIN_KPI_HULL']);
      expect((await call('officer', 'GET', '/api/multi-dashboard-pages/code/@NO_SUCH')).status).toBe(404);
    });

    it('lists the multi-pages with their tabs and the dashboards the user may see, leaving out those showing nothing to them', async () => {
      const multi = { code: 'CHIEF_MULTI', title: { en: 'Chief only' }, tabs: [{ id: 't1', dashboards: ['CAPT_PAGE_COPY'] }], dashboards: ['CAPT_PAGE_COPY'] };
      expect((await call('admin', 'POST', '/api/descriptors/multi-dashboard-page', { requestValue: { code: 'CHIEF_MULTI', body: multi } })).status).toBe(200);
      type Summary = { code: string; title: unknown; tabs: number; dashboards: number; system: boolean };
      const officer = await json<Summary[]>(await call('officer', 'GET', '/api/multi-dashboard-pages'));
      expect(officer.find((p) => p.code === '@MAIN_KPI_HULL')).toEqual(expect.objectContaining({
        title: 'menu.analytics.dashboards.kpiHull', tabs: 1, dashboards: 1, dashboardTitles: ['menu.analytics.dashboards.kpiHull'], system: true }));
      // Every built-in multi-page: each shows the officer's own ship.
      const builtInMultiPages = readBuiltins().filter((b) => b.kind === 'multi-dashboard-page').map((b) => b.code).sort();
      expect(officer.filter((p) => p.code.startsWith('@')).map((p) => p.code).sort()).toEqual(builtInMultiPages);
      // Its only dashboard is the chief's unpublished copy.
      expect(officer.map((p) => p.code)).not.toContain('CHIEF_MULTI');
      expect((await json<Summary[]>(await call('chief', 'GET', '/api/multi-dashboard-pages'))).find((p) => p.code === 'CHIEF_MULTI'))
        .toEqual(expect.objectContaining({ tabs: 1, dashboards: 1, dashboardTitles: [expect.anything()], system: false }));
    });

    it('extracts one of its pages, and refuses a page that is not one of its', async () => {
      const answer = await json<{ charts: Record<string, unknown> }>(await call('officer', 'POST', '/api/multi-dashboard-pages/extract',
        { requestValue: { page: 'MAIN_KPI_HULL', code: '@MAIN_KPI_HULL', filters: {}, maxPoints: 100 } }));
      expect(Object.keys(answer.charts)).toEqual(['admiraltyKpi', 'admiralty', 'speedPower', 'trend']);
      expect((await call('officer', 'POST', '/api/multi-dashboard-pages/extract', { requestValue: { page: 'CAPT_PAGE', code: '@MAIN_KPI_HULL' } })).status).toBe(404);
      const live = await call('officer', 'POST', '/api/multi-dashboard-pages/extract/live', { requestValue: { page: 'MAIN_KPI_HULL', groupingKeyValues: [], liveExtractionPeriod: 600, dimensionBase: 50 } });
      expect(live.status).toBe(200);
    });
  });
});
