/**
 * The permission matrix: every /api route the app registers, called anonymously and as each demo role, answers what
 * tests/support/permission-matrix-cases.ts says — and crew never read another ship's data. Run with
 * KEEL_MATRIX_OBSERVE=1 to print what the server answers, in the cases' notation.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units, users } from '../../server/db/schema.js';
import { callers, meets, outcomeOf, outcomesOf, type Caller, type MatrixIds } from '../support/permission-matrix.js';
import { createTestApp, demoPasswords, type TestApp } from '../support/test-app.js';
import { matrixCases } from '../support/permission-matrix-cases.js';

const observe = process.env.KEEL_MATRIX_OBSERVE === '1';

describe('permission matrix: every route × anonymous and each demo role', () => {
  let t: TestApp;
  const tokens = {} as Record<Exclude<Caller, 'anonymous'>, string>;
  let ids: MatrixIds;

  beforeAll(async () => {
    t = await createTestApp();
    for (const caller of callers.filter((c) => c !== 'anonymous')) tokens[caller as Exclude<Caller, 'anonymous'>] = await t.signIn(caller, demoPasswords[caller]);
    const ship = async (code: string) => (await t.db.select().from(units).where(eq(units.code, code)))[0].id;
    const page = { code: 'MATRIX_PAGE', title: { en: 'Matrix' }, cluster: 'SHIP', wallboard: true,
      datasets: [{ id: 'speed', resolution: 3600, tags: [{ tag: 'STW' }] }], charts: [{ id: 'p1', type: 'timeseries', staticTags: ['STW'] }] };
    expect((await t.call('POST', '/api/custom-analytics', { token: tokens.admin, body: { requestValue: page } })).status).toBe(200);
    const link = await (await t.call('POST', '/api/custom-analytics/MATRIX_PAGE/generate-link', { token: tokens.admin })).json() as { link: string };
    const links = await (await t.call('GET', '/api/wallboard-links', { token: tokens.admin })).json() as { id: string }[] | { links: { id: string }[] };
    ids = {
      ownShip: await ship('NORDIC_ORE'),
      foreignShip: await ship('BALTIC_AMBER'),
      officerId: (await t.db.select().from(users).where(eq(users.username, 'officer')))[0].id,
      adminPageId: 'MATRIX_PAGE',
      wallboardValue: link.link.split('/').at(-1)!,
      wallboardLinkId: (Array.isArray(links) ? links : links.links)[0]?.id ?? '',
    };
  });
  afterAll(async () => { await t.close(); });

  const call = async (caller: Caller, request: ReturnType<(typeof matrixCases)[number]['request']>) => {
    const token = caller === 'anonymous' ? undefined : request.fresh ? await t.signIn(caller, demoPasswords[caller]) : tokens[caller];
    return t.call(request.method, request.path, { token, body: request.body });
  };

  it('lists every route the app registers', () => {
    const registered = new Set(t.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`));
    const listed = new Set(matrixCases.map((c) => c.route));
    expect([...registered].filter((route) => !listed.has(route)), 'routes missing from tests/support/permission-matrix-cases.ts').toEqual([]);
    expect([...listed].filter((route) => !registered.has(route)), 'cases of routes the app does not register').toEqual([]);
  });

  it('answers each caller as the matrix says', async () => {
    const wrong: string[] = [];
    const observed: string[] = [];
    for (const matrixCase of matrixCases) {
      const request = matrixCase.request(ids);
      const statuses: number[] = [];
      for (const caller of callers) statuses.push((await call(caller, request)).status);
      if (observe) observed.push(`${matrixCase.route}${matrixCase.label ? ` [${matrixCase.label}]` : ''}: '${statuses.map(outcomeOf).join(' ')}'  (${statuses.join(' ')})`);
      else {
        const expected = outcomesOf(matrixCase.expect);
        callers.forEach((caller, i) => {
          if (!meets(statuses[i], expected[caller])) wrong.push(`${request.method} ${request.path} as ${caller}: ${statuses[i]}, expected ${expected[caller]}`);
        });
      }
    }
    if (observe) console.log(observed.join('\n'));
    expect(wrong).toEqual([]);
  }, 300_000);

  it('never gives crew another ship\'s data, where a list or a value answers for several ships', async () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    const ingest = await t.call('POST', '/api/measures/ingest', { token: tokens.admin, body: { requestValue: { series: ['NORDIC_ORE', 'BALTIC_AMBER']
      .map((ship) => ({ groupingKey: `SHIP-UNIT-${ship}`, tag: 'SOG', points: [{ ts: at, value: 12 }] })) } } });
    expect(ingest.status).toBe(200);
    const json = async <T>(caller: Exclude<Caller, 'anonymous'>, method: string, path: string, body?: unknown) => {
      const res = await t.call(method, path, { token: tokens[caller], body });
      expect(res.status, `${method} ${path} as ${caller}`).toBe(200);
      return await res.json() as T;
    };
    for (const caller of ['captain', 'chief', 'officer'] as const) {
      const latest = await json<{ unit?: string; groupingKey?: string }[]>(caller, 'POST', '/api/measures/latest', { units: ['NORDIC_ORE', 'BALTIC_AMBER'], tags: ['SOG'] });
      expect(JSON.stringify(latest), caller).not.toContain('BALTIC_AMBER');
      expect(JSON.stringify(latest), caller).toContain('NORDIC_ORE');
      const ships = await json<{ value: string; label: string }[]>(caller, 'GET', '/api/common/list/units');
      expect(ships.map((s) => s.label), caller).toEqual(['Nordic Ore']);
      const legs = await json<{ items: { data: Record<string, unknown> }[] }>(caller, 'GET', '/api/voyage-leg?size=500');
      expect(legs.items.every((leg) => leg.data.unitId === ids.ownShip), caller).toBe(true);
    }
    const captainShips = await json<{ items: { code: string | null }[] }>('captain', 'GET', '/api/ship');
    expect(captainShips.items.map((s) => s.code)).toEqual(['NORDIC_ORE']);
    const equipment = await json<{ items: { data: Record<string, unknown> }[] }>('captain', 'GET', '/api/equipment?size=500');
    expect(equipment.items.length).toBeGreaterThan(0);
    expect(equipment.items.every((item) => Object.values(item.data).includes(ids.ownShip))).toBe(true);
    const fleet = await json<{ ships: { unitId: string }[] }>('captain', 'GET', `/api/emissions/ets/fleet?year=${new Date().getUTCFullYear()}`);
    expect(fleet.ships.map((ship) => ship.unitId)).toEqual([ids.ownShip]);
  });
});
