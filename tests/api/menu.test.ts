import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../descriptors/lib/menu.js';
import { screenForLink, type ScreenAccess } from '../../descriptors/lib/screen-access.js';
import { roleFunctions, roles, users } from '../../server/db/schema.js';
import { forgetPrincipals } from '../../server/modules/access/principals.js';
import { createTestApp, demoPasswords, type TestApp } from '../support/test-app.js';

const shippedMenu = JSON.parse(readFileSync(new URL('../../descriptors/kinds/menu/builtin/main.json', import.meta.url), 'utf8'));

const allIds = (items: readonly MenuItem[]): string[] => items.flatMap((item) => [item.id, ...allIds(item.items ?? [])]);
const topIds = (items: readonly MenuItem[]) => items.map((item) => item.id);
const allItems = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...allItems(item.items ?? [])]);

describe('GET /api/menu', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const menuOf = async (username: string): Promise<MenuItem[]> => {
    const res = await t.call('GET', '/api/menu', { token: tokens[username] });
    expect(res.status).toBe(200);
    return res.json();
  };
  const screensOf = async (username: string): Promise<(ScreenAccess & { code: string })[]> => {
    const res = await t.call('GET', '/api/screens', { token: tokens[username] });
    expect(res.status).toBe(200);
    return res.json();
  };
  const roleId = async (code: string) => (await t.db.select().from(roles).where(eq(roles.code, code)))[0].id;

  beforeAll(async () => {
    t = await createTestApp();
    for (const username of ['admin', 'captain', 'chief', 'analyst', 'officer']) tokens[username] = await t.signIn(username, demoPasswords[username]);
  });
  afterAll(async () => { await t.close(); });

  it('is refused without a session', async () => {
    expect((await t.call('GET', '/api/menu')).status).toBe(401);
  });

  it('shows an administrator every area that has a screen, Fleet first and Setup last', async () => {
    const menu = await menuOf('admin');
    expect(topIds(menu)).toEqual(['fleet', 'dashboards-analytics', 'alarms', 'reporting', 'emissions', 'printouts', 'algorithms', 'master-data', 'setup']);
    expect(allIds(menu)).toEqual(expect.arrayContaining(['system-status', 'designer', 'configurator-export', 'users', 'logbook-config', 'wall-boards', 'algorithm-descriptor', 'artifact-container', 'alarm-events', 'alarm-history', 'alarm-tree']));
  });

  it('never shows an entry whose screen does not exist yet (SPEC §2: no "screen not available")', async () => {
    const ids = allIds(await menuOf('admin'));
    for (const id of ['route-plan', 'iso19030-perf-val', 'lng-heel-calc', 'api-token-manager', 'inclinometer-setup']) {
      expect(ids, id).not.toContain(id);
    }
    for (const id of ['lng-utilities', 'iso19030', 'interventions']) expect(ids, `${id} left empty`).not.toContain(id);
  });

  it('gives every demo user only entries that open a screen that user may open', async () => {
    for (const username of ['admin', 'captain', 'chief', 'analyst', 'officer']) {
      const screens = await screensOf(username);
      const routed = allItems(await menuOf(username)).filter((item) => item.routerLink);
      expect(routed.length, username).toBeGreaterThan(0);
      for (const item of routed) expect(screenForLink(screens, item.routerLink!)?.route, `${username}: ${item.id} → ${item.routerLink}`).toBeDefined();
    }
  });

  it('orders every level by sequence', async () => {
    const check = (items: readonly MenuItem[]) => {
      const sequences = items.map((item) => item.sequence ?? Number.MAX_SAFE_INTEGER);
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      items.forEach((item) => check(item.items ?? []));
    };
    check(await menuOf('admin'));
  });

  it('shows the captain fleet and logbooks but neither setup nor master data he may not manage', async () => {
    const menu = await menuOf('captain');
    const ids = allIds(menu);
    expect(topIds(menu)).toContain('fleet');
    expect(topIds(menu)).toContain('reporting');
    expect(topIds(menu)).not.toContain('setup');
    expect(ids).toEqual(expect.arrayContaining(['fleet-map', 'voyage-legs', 'elb-deck', 'elb-engine', 'elb-radio', 'embarkation-log', 'logbook-config']));
    expect(ids).toContain('distribution-list');
    for (const id of ['users', 'roles', 'ship', 'ports', 'products-fuel', 'system-status', 'report-descriptor', 'custom-analytics', 'dashboard-pages']) {
      expect(ids, id).not.toContain(id);
    }
  });

  it('shows the analyst analytics and emissions but neither dashboard administration nor logbook configuration', async () => {
    const menu = await menuOf('analyst');
    const ids = allIds(menu);
    expect(topIds(menu)).toEqual(expect.arrayContaining(['dashboards-analytics', 'emissions']));
    expect(ids).toEqual(expect.arrayContaining(['dashboard-live', 'speed-consumption', 'custom-analytics', 'cii-overview', 'mrv-report']));
    for (const id of ['logbook-config', 'elog-sequence', 'elb-deck', 'custom-analytics-admin', 'wall-boards', 'dashboard-pages', 'cii-deviation-calculator', 'master-data', 'setup']) {
      expect(ids, id).not.toContain(id);
    }
  });

  it('opens to the analyst no screen of dashboard administration, as the menu shows none', async () => {
    const routes = (await screensOf('analyst')).map((s) => s.route);
    expect(routes).toContain('/custom-analytics');
    for (const route of ['/custom-analytics/list', '/wall-boards', '/multi-dashboard-page/list', '/designer', '/configurator/export']) expect(routes, route).not.toContain(route);
  });

  it('follows a change of a screen requirement with no change to the menu', async () => {
    const admin = tokens.admin;
    const current = await (await t.call('GET', '/api/descriptors/screen/custom-analytics-list', { token: admin })).json() as { version: number; body: Record<string, unknown> };
    const opened = { ...current.body, requiredFunctions: { ANALYTICS_PAGEDS: 'VIEW' } };
    expect((await t.call('PUT', '/api/descriptors/screen/custom-analytics-list', { token: admin, body: { requestValue: { version: current.version, body: opened } } })).status).toBe(200);
    expect(allIds(await menuOf('analyst'))).toContain('custom-analytics-admin');
    expect((await screensOf('analyst')).map((s) => s.route)).toContain('/custom-analytics/list');
    const saved = await (await t.call('GET', '/api/descriptors/screen/custom-analytics-list', { token: admin })).json() as { version: number };
    expect((await t.call('POST', '/api/descriptors/screen/custom-analytics-list/reset', { token: admin, body: { requestValue: { version: saved.version } } })).status).toBe(200);
    expect(allIds(await menuOf('analyst'))).not.toContain('custom-analytics-admin');
  });

  describe('when functions change', () => {
    afterEach(async () => {
      await t.db.delete(roleFunctions).where(eq(roleFunctions.function, 'ELB_ENGINE'));
      await t.db.update(users).set({ userFunctions: [], customMenu: null }).where(eq(users.username, 'officer'));
      forgetPrincipals(t.db);
    });

    it('shows an entry once the role gains its function, and hides it again when the role denies it', async () => {
      expect(allIds(await menuOf('officer'))).not.toContain('elb-engine');
      const officerRole = await roleId('DECK_OFFICER');
      await t.db.insert(roleFunctions).values({ roleId: officerRole, function: 'ELB_ENGINE', level: 'VIEW' });
      forgetPrincipals(t.db); // written beside the role store, which would forget them itself
      // A logbook's entry also needs the logbook's own VIEW permission, which the bridge lacks in the engine log.
      expect(allIds(await menuOf('officer'))).not.toContain('elb-engine');
      const admin = tokens.admin;
      const current = await (await t.call('GET', '/api/descriptors/elog-permission/ENGINE', { token: admin })).json() as { version: number; body: { permissions: unknown[] } };
      const permissions = [...current.body.permissions, { idRoleGroup: 'BRIDGE', permission: 'VIEW' }];
      const granted = await t.call('PUT', '/api/descriptors/elog-permission/ENGINE', { token: admin, body: { requestValue: { version: current.version, body: { ...current.body, permissions } } } });
      expect(granted.status).toBe(200);
      expect(allIds(await menuOf('officer'))).toContain('elb-engine');

      await t.db.update(roleFunctions).set({ applyAs: 'DENY' })
        .where(and(eq(roleFunctions.roleId, officerRole), eq(roleFunctions.function, 'ELB_ENGINE')));
      await t.db.update(users).set({ userFunctions: [{ function: 'ELB_ENGINE', level: 'VIEW' }] }).where(eq(users.username, 'officer'));
      forgetPrincipals(t.db);
      expect(allIds(await menuOf('officer'))).not.toContain('elb-engine');
    });

    it('shows an entry granted to the user directly', async () => {
      expect(allIds(await menuOf('officer'))).not.toContain('emissions');
      await t.db.update(users).set({ userFunctions: [{ function: 'EMISSIONS', level: 'VIEW' }] }).where(eq(users.username, 'officer'));
      forgetPrincipals(t.db);
      const menu = await menuOf('officer');
      expect(allIds(menu)).toEqual(expect.arrayContaining(['emissions', 'cii-overview', 'mrv-report']));
    });

    it('keeps only the entries of a custom menu', async () => {
      await t.db.update(users).set({ customMenu: ['fleet-map', 'elb-deck'] }).where(eq(users.username, 'officer'));
      expect(allIds(await menuOf('officer'))).toEqual(['fleet', 'fleet-map', 'reporting', 'elb-deck']);
    });
  });

  it('answers the system-status screen to the administrator only', async () => {
    const codes = async (username: string) =>
      ((await (await t.call('GET', '/api/screens', { token: tokens[username] })).json()) as { code: string }[]).map((s) => s.code);
    expect(await codes('admin')).toContain('system-status');
    expect(await codes('captain')).not.toContain('system-status');
  });
});

describe('a restricted installation (KEEL_MODULES=core,fleet)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ modules: ['core', 'fleet'] });
    token = await t.signIn('admin', demoPasswords.admin);
  });
  afterAll(async () => { await t.close(); });

  it('lists only the installed modules', async () => {
    expect(await (await t.call('GET', '/api/modules', { token })).json()).toEqual(['core', 'fleet']);
  });

  it('hides the menu entries and screens of the other modules', async () => {
    const menu = await (await t.call('GET', '/api/menu', { token })).json() as MenuItem[];
    expect(topIds(menu)).toEqual(['fleet']);
    expect(allIds(menu)).toContain('fleet-map');
    const screens = await (await t.call('GET', '/api/screens', { token })).json() as { code: string }[];
    expect(screens.map((s) => s.code)).not.toContain('system-status');
  });
});

describe('POST /api/menu/validate', () => {
  let t: TestApp;
  let token: string;
  const validate = async (requestValue: unknown, language?: string) => {
    const res = await t.call('POST', '/api/menu/validate', { token, body: { requestValue }, language });
    expect(res.status).toBe(200);
    return res.json() as Promise<{ valid: boolean; errors: { path: string; code: string; message: string }[] }>;
  };
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('admin', demoPasswords.admin);
  });
  afterAll(async () => { await t.close(); });

  it('accepts the shipped menu', async () => {
    expect(await validate(shippedMenu)).toEqual({ valid: true, errors: [] });
  });

  it('reports an id used twice, in the user language', async () => {
    const body = { items: [{ id: 'fleet', label: 'menu.fleet.title', items: [{ id: 'fleet', label: 'menu.fleet.map', routerLink: '/fleet/map' }] }] };
    const result = await validate(body, 'ru');
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([{ path: '/items', code: 'duplicateId', message: expect.stringContaining('fleet') }]);
    expect(result.errors[0].message).toMatch(/[а-я]/);
  });

  it('points at every field that breaks the schema', async () => {
    const body = { items: [
      { id: 'Fleet Map', label: 'menu.fleet.map', routerLink: 'fleet/map', sequence: 'first' },
      { id: 'no-label', colour: 'red' },
      // Access is the screen's: an entry may not ask for a function of its own.
      { id: 'asking', label: 'menu.fleet.map', routerLink: '/fleet/map', requiredFunctions: { VOYAGE_MONITOR: 'VIEW' } },
    ] };
    const result = await validate(body);
    expect(result.valid).toBe(false);
    const paths = result.errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining([
      '/items/0/id', '/items/0/routerLink', '/items/0/sequence', '/items/1/label', '/items/1', '/items/2',
    ]));
    expect(await validate({})).toMatchObject({ valid: false, errors: [{ path: '/items', code: 'required' }] });
  });

  it('is refused without a session', async () => {
    expect((await t.call('POST', '/api/menu/validate', { body: { requestValue: shippedMenu } })).status).toBe(401);
    const captain = await t.signIn('captain', demoPasswords.captain);
    expect((await t.call('POST', '/api/menu/validate', { token: captain, body: { requestValue: shippedMenu } })).status).toBe(403);
  });
});
