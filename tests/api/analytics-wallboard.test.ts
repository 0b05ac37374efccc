import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, wallboardLinks } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Answer { charts: Record<string, { series: { unit: string | null }[]; latest: { unit: string | null }[] }> }

const hour = 3_600_000;
const day = 24 * hour;
/** The instant the app takes for now: the data lies around it whatever the day the test runs. */
const now = Date.parse('2026-03-15T10:00:00Z');
const base = Math.floor(now / day) * day - 5 * day;
const iso = (t: number) => new Date(t).toISOString();
const filters = { from: iso(base), to: iso(base + hour) };
/** The captain of NORDIC_ORE made an administrator of dashboards: links read with his one ship. */
const makeCaptainDashboardAdministrator = (t: TestApp, yes = true) => t.db.update(users)
  .set({ userFunctions: yes ? [{ function: 'ANALYTICS_PAGEDS', level: 'MANAGEMENT' }] : [] }).where(eq(users.username, 'captain'));
const page = (code: string, extra: Record<string, unknown> = {}) => ({
  code, title: { en: `Wall ${code}` }, cluster: 'SHIP', wallboard: true,
  datasets: [{ id: 'speed', resolution: 3600, tags: [{ tag: 'STW' }] }],
  charts: [{ id: 'p1', type: 'timeseries', staticTags: ['STW'] }],
  ...extra,
});

describe('wallboard links', () => {
  let t: TestApp;
  let admin: string;
  let captain: string;
  let chief: string;
  let link: string;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
    admin = await t.signIn('admin', 'Admin#2026');
    captain = await t.signIn('captain', 'Captain#2026');
    chief = await t.signIn('chief', 'Chief#2026');
    await makeCaptainDashboardAdministrator(t);
    await t.call('POST', '/api/measures/ingest', { token: admin, body: { requestValue: { series: ['NORDIC_ORE', 'BALTIC_AMBER'].map((ship, i) => ({
      groupingKey: `SHIP-UNIT-${ship}`, tag: 'STW', points: [{ ts: iso(base), value: 10 + i }],
    })) } } });
    expect((await t.call('POST', '/api/custom-analytics', { token: captain, body: { requestValue: page('CAPT_WALL') } })).status).toBe(200);
    expect((await t.call('POST', '/api/custom-analytics', { token: admin, body: { requestValue: page('ADMIN_WALL', { units: ['NORDIC_ORE'], published: true }) } })).status).toBe(200);
  });
  afterAll(async () => { await t.close(); });

  const generate = async (code: string, token: string, status = 200) => {
    const res = await t.call('POST', `/api/custom-analytics/${code}/generate-link`, { token });
    expect(res.status).toBe(status);
    return await res.json() as { link: string; expiresAt: string };
  };
  const units = (answer: Answer) => [...new Set(Object.values(answer.charts).flatMap((c) => [...c.series, ...c.latest].map((s) => s.unit)))];
  const publicExtract = (value: string, requestValue: object = { filters }) => t.call('POST', `/api/wallboard/${value}/extract`, { body: { requestValue } });

  it('gives the page and its data without sign-in, read-only, with the author ships only', async () => {
    const answer = await generate('CAPT_WALL', captain);
    expect(answer.link).toMatch(/^wallboard\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(answer.expiresAt)).toBeGreaterThan(now + 29 * day);
    link = answer.link.slice('wallboard/'.length);
    const shown = await t.call('GET', `/api/wallboard/${link}`);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({ code: 'CAPT_WALL', owned: false, canEdit: false });
    const data = await publicExtract(link);
    expect(data.status).toBe(200);
    expect(units(await data.json() as Answer)).toEqual(['NORDIC_ORE']);
    expect(units(await (await publicExtract(link, { filters: { ...filters, units: ['BALTIC_AMBER'] } })).json() as Answer)).toEqual([]);
    const live = await t.call('POST', `/api/wallboard/${link}/extract/live`, { body: { requestValue: { liveExtractionPeriod: 600, dimensionBase: 50 } } });
    expect(live.status).toBe(200);
  });

  it('answers that page only: another page is refused, and the token opens nothing else', async () => {
    expect((await publicExtract(link, { page: 'ADMIN_WALL', filters })).status).toBe(403);
    expect((await publicExtract(link, { page: 'CAPT_WALL', filters })).status).toBe(200);
    expect((await t.call('GET', '/api/custom-analytics/ADMIN_WALL')).status).toBe(401);
    expect((await t.call('GET', '/api/custom-analytics/CAPT_WALL', { token: link })).status).toBe(401);
    expect((await t.call('POST', '/api/custom-analytics/extract', { body: { requestValue: { page: 'CAPT_WALL' } } })).status).toBe(401);
    expect((await t.call('GET', `/api/wallboard/${link}/ADMIN_WALL`)).status).toBe(401);
    expect((await t.call('GET', '/api/wallboard/not-a-real-link-value-at-all-0000000000000')).status).toBe(404);
  });

  it('makes writes impossible', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) expect((await t.call(method, `/api/wallboard/${link}`, { body: { requestValue: page('CAPT_WALL') } })).status).toBe(401);
    expect((await t.call('PUT', '/api/custom-analytics', { token: link, body: { requestValue: { ...page('CAPT_WALL'), version: 1 } } })).status).toBe(401);
    expect((await t.call('POST', `/api/custom-analytics/CAPT_WALL/generate-link`)).status).toBe(401);
  });

  it('reads an administrator link with the page ships only, not every ship the administrator sees', async () => {
    const value = (await generate('ADMIN_WALL', admin)).link.slice('wallboard/'.length);
    expect(units(await (await publicExtract(value)).json() as Answer)).toEqual(['NORDIC_ORE']);
  });

  it('is made by an administrator of dashboards only', async () => {
    await generate('ADMIN_WALL', chief, 403);
    await generate('CAPT_WALL', chief, 403);
  });

  it('stops working when its author no longer administers dashboards, and works again when they do', async () => {
    const value = (await generate('CAPT_WALL', captain)).link.slice('wallboard/'.length);
    expect((await t.call('GET', `/api/wallboard/${value}`)).status).toBe(200);
    await makeCaptainDashboardAdministrator(t, false);
    expect((await t.call('GET', `/api/wallboard/${value}`)).status).toBe(404);
    expect((await publicExtract(value)).status).toBe(404);
    await makeCaptainDashboardAdministrator(t);
    expect((await t.call('GET', `/api/wallboard/${value}`)).status).toBe(200);
  });

  it('stops working when revoked or expired', async () => {
    const other = (await generate('CAPT_WALL', captain)).link.slice('wallboard/'.length);
    expect((await t.call('DELETE', `/api/custom-analytics/CAPT_WALL/links/${link}`, { token: chief })).status).toBe(403);
    expect((await t.call('DELETE', `/api/custom-analytics/CAPT_WALL/links/${link}`, { token: captain })).status).toBe(200);
    expect((await t.call('GET', `/api/wallboard/${link}`)).status).toBe(404);
    expect((await publicExtract(link)).status).toBe(404);
    expect((await t.call('DELETE', `/api/custom-analytics/CAPT_WALL/links/${link}`, { token: captain })).status).toBe(404);
    expect((await t.call('GET', `/api/wallboard/${other}`)).status).toBe(200);
    await t.db.update(wallboardLinks).set({ expiresAt: new Date(now - 1000) }).where(eq(wallboardLinks.pageCode, 'CAPT_WALL'));
    expect((await t.call('GET', `/api/wallboard/${other}`)).status).toBe(404);
  });

  it('dies with its page', async () => {
    const value = (await generate('CAPT_WALL', captain)).link.slice('wallboard/'.length);
    expect((await t.call('DELETE', '/api/custom-analytics/CAPT_WALL', { token: captain })).status).toBe(200);
    expect((await t.call('GET', `/api/wallboard/${value}`)).status).toBe(404);
  });
});

describe('managing wallboard links', () => {
  interface Link { id: string; page: string; pageTitle: unknown; createdBy: string; createdByName: string; createdOn: string; expiresAt: string; revokedAt: string | null; status: string }
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const values: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
    for (const [user, password] of [['admin', 'Admin#2026'], ['captain', 'Captain#2026'], ['chief', 'Chief#2026']]) tokens[user] = await t.signIn(user, password);
    await makeCaptainDashboardAdministrator(t);
    await t.call('POST', '/api/measures/ingest', { token: tokens.admin, body: { requestValue: { series: ['NORDIC_ORE', 'BALTIC_AMBER'].map((ship) => ({
      groupingKey: `SHIP-UNIT-${ship}`, tag: 'STW', points: [{ ts: iso(base), value: 10 }],
    })) } } });
    const create = async (user: string, body: object) => expect((await t.call('POST', '/api/custom-analytics', { token: tokens[user], body: { requestValue: body } })).status).toBe(200);
    await create('captain', page('CAPT_BOARD', { filters: ['UNITS', 'PERIOD'] }));
    await create('admin', page('ADMIN_BOARD', { units: ['NORDIC_ORE'], published: true, filters: ['UNITS', 'GROUPING_KEY'] }));
    for (const [user, code] of [['captain', 'CAPT_BOARD'], ['admin', 'ADMIN_BOARD'], ['admin', 'CAPT_BOARD']]) {
      const res = await t.call('POST', `/api/custom-analytics/${code}/generate-link`, { token: tokens[user], body: { requestValue: { days: 7 } } });
      values[`${user}:${code}`] = ((await res.json()) as { link: string }).link.slice('wallboard/'.length);
    }
  });
  afterAll(async () => { await t.close(); });

  const links = async (user: string, path = '/api/wallboard-links') => {
    const res = await t.call('GET', path, { token: tokens[user] });
    expect(res.status).toBe(200);
    return await res.json() as Link[];
  };

  it('lists every link to an administrator of dashboards, with author, dates and status, and refuses everyone else', async () => {
    const captain = await links('captain');
    expect(captain.map((l) => [l.page, l.createdBy]).sort()).toEqual([['ADMIN_BOARD', 'admin'], ['CAPT_BOARD', 'admin'], ['CAPT_BOARD', 'captain']]);
    const own = captain.find((l) => l.createdBy === 'captain')!;
    expect(own).toMatchObject({ pageTitle: { en: 'Wall CAPT_BOARD' }, createdByName: 'Erik Larsen', status: 'ACTIVE', revokedAt: null });
    expect(Date.parse(own.expiresAt) - Date.parse(own.createdOn)).toBeCloseTo(7 * day, -4);
    expect(JSON.stringify(captain)).not.toContain(values['captain:CAPT_BOARD']);
    expect((await links('admin')).map((l) => l.page).sort()).toEqual(['ADMIN_BOARD', 'CAPT_BOARD', 'CAPT_BOARD']);
    expect((await links('admin', '/api/custom-analytics/ADMIN_BOARD/links')).map((l) => l.page)).toEqual(['ADMIN_BOARD']);
    // The chief reads the administrator's published page, but links are administration.
    for (const path of ['/api/wallboard-links', '/api/custom-analytics/ADMIN_BOARD/links', '/api/custom-analytics/CAPT_BOARD/links']) {
      expect((await t.call('GET', path, { token: tokens.chief })).status, path).toBe(403);
    }
  });

  it('revokes a link by its id: the link stops working, the others keep working, and the list says revoked', async () => {
    const id = (await links('captain')).find((l) => l.createdBy === 'admin' && l.page === 'CAPT_BOARD')!.id;
    expect((await t.call('DELETE', `/api/wallboard-links/${id}`, { token: tokens.chief })).status).toBe(403);
    const revoked = await t.call('DELETE', `/api/wallboard-links/${id}`, { token: tokens.captain });
    expect(revoked.status).toBe(200);
    expect(decodeURIComponent(revoked.headers.get('x-server-messages') ?? '')).toContain('CAPT_BOARD');
    expect((await t.call('GET', `/api/wallboard/${values['admin:CAPT_BOARD']}`)).status).toBe(404);
    expect((await t.call('GET', `/api/wallboard/${values['captain:CAPT_BOARD']}`)).status).toBe(200);
    expect((await links('captain')).find((l) => l.id === id)).toMatchObject({ status: 'REVOKED', revokedAt: expect.any(String) });
    expect((await t.call('DELETE', `/api/wallboard-links/${id}`, { token: tokens.captain })).status).toBe(404);
    expect((await t.call('DELETE', '/api/wallboard-links/not-an-id', { token: tokens.captain })).status).toBe(400);
    // A user who does not administer dashboards revokes nothing.
    const adminLink = (await links('admin', '/api/custom-analytics/ADMIN_BOARD/links'))[0].id;
    expect((await t.call('DELETE', `/api/wallboard-links/${adminLink}`, { token: tokens.chief })).status).toBe(403);
    expect((await t.call('GET', `/api/wallboard/${values['admin:ADMIN_BOARD']}`)).status).toBe(200);
  });

  it('shows an expired link as expired', async () => {
    await t.db.update(wallboardLinks).set({ expiresAt: new Date(now - 1000) }).where(eq(wallboardLinks.pageCode, 'ADMIN_BOARD'));
    expect((await links('admin', '/api/custom-analytics/ADMIN_BOARD/links')).map((l) => l.status)).toEqual(['EXPIRED']);
    await t.db.update(wallboardLinks).set({ expiresAt: new Date(now + day) }).where(eq(wallboardLinks.pageCode, 'ADMIN_BOARD'));
  });

  it('gives a wallboard the filters its page lists, with only the page ships and its grouping keys, without sign-in', async () => {
    type Definition = { id: string; options: { value: string }[] };
    const filtersOf = async (value: string) => {
      const res = await t.call('GET', `/api/wallboard/${value}/filters`);
      expect(res.status).toBe(200);
      return await res.json() as Definition[];
    };
    const admin = await filtersOf(values['admin:ADMIN_BOARD']);
    expect(admin.map((d) => d.id)).toEqual(['UNITS', 'GROUPING_KEY']);
    expect(admin[0].options.map((o) => o.value)).toEqual(['NORDIC_ORE']);
    // Only the page's ship: BALTIC_AMBER has series too.
    expect(admin[1].options.map((o) => o.value)).toEqual(['SHIP-UNIT-NORDIC_ORE']);
    expect((await filtersOf(values['captain:CAPT_BOARD'])).map((d) => d.id)).toEqual(['UNITS', 'PERIOD']);
    expect((await t.call('GET', `/api/wallboard/${values['admin:CAPT_BOARD']}/filters`)).status).toBe(404);
  });
});
