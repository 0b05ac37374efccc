import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users as userTable } from '../../server/db/schema.js';
import { createTestApp, demoPasswords, type TestApp } from '../support/test-app.js';

interface Screen { code: string; route: string; renderer: string; menuItemId?: string; config?: { resource?: string; kind?: string } }

/** The call a screen makes first to fill itself, for the screens whose call is not derived from their config. */
const firstCalls: Record<string, [string, string, unknown?]> = {
  '/custom-analytics': ['GET', '/api/custom-analytics'],
  '/printout-reporting': ['GET', '/api/printout-reporting/printouts'],
  '/voyage-report': ['GET', '/api/voyage-report/forms'],
  '/vrt-report': ['GET', '/api/vrt-report'],
  '/cruise-report': ['GET', '/api/cruise-report'],
  '/custom-analytics/list': ['GET', '/api/custom-analytics'],
  '/wall-boards': ['GET', '/api/wallboard-links'],
  '/multi-dashboard-page/list': ['GET', '/api/multi-dashboard-pages'],
  '/system-status': ['GET', '/api/system/status'],
  '/installation-logos': ['GET', '/api/setup/logos'],
  '/scheduler': ['GET', '/api/scheduler/jobs'],
  '/alarm-logs': ['GET', '/api/alarms/log'],
  '/alarm-logs/other': ['GET', '/api/alarms/log/other'],
  '/alarm-event': ['GET', '/api/alarms/episodes/open'],
  '/alarm-history': ['GET', '/api/alarms/episodes?page=1&size=25'],
  '/alarm/treeview': ['GET', '/api/alarms/tree'],
  '/email-tester': ['GET', '/api/email/settings'],
  '/email-templates': ['GET', '/api/descriptors/email-template'],
  '/configurator/export': ['POST', '/api/configurator/export', { requestValue: { kinds: ['menu'] } }],
};
/** Calls that serve one screen only: whoever may not open the screen is refused them too. */
const dedicated = ['/wall-boards', '/system-status', '/installation-logos', '/scheduler', '/configurator/export', '/email-tester'];
const users = ['admin', 'captain', 'chief', 'officer', 'analyst'];

function firstCallOf(screen: Screen): [string, string, unknown?] | undefined {
  if (firstCalls[screen.route]) return firstCalls[screen.route];
  if ((screen.renderer === 'crud' || screen.renderer === 'tree') && screen.config?.resource) return ['GET', `/api/${screen.config.resource}?size=1`];
  if (screen.renderer === 'descriptor-crud' && screen.config?.kind) return ['GET', `/api/descriptors/${screen.config.kind}`];
  return undefined;
}

describe('a screen and the calls behind it agree on who may use them', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const screensOf = async (user: string) => (await t.call('GET', '/api/screens', { token: tokens[user] })).json() as Promise<Screen[]>;
  beforeAll(async () => {
    t = await createTestApp();
    for (const user of users) tokens[user] = await t.signIn(user, demoPasswords[user]);
  });
  afterAll(async () => { await t.close(); });

  it('never answers 403 to the first call of a screen the user may open', async () => {
    let checked = 0;
    for (const user of users) {
      for (const screen of await screensOf(user)) {
        const call = firstCallOf(screen);
        if (!call) continue;
        const res = await t.call(call[0], call[1], { token: tokens[user], body: call[2] });
        expect({ user, route: screen.route, status: res.status }).toEqual({ user, route: screen.route, status: 200 });
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it('refuses the calls of a dashboard-administration or setup screen to whoever may not open it', async () => {
    const admin = await screensOf('admin');
    for (const user of users.filter((u) => u !== 'admin')) {
      const routes = new Set((await screensOf(user)).map((s) => s.route));
      for (const route of dedicated) {
        expect(admin.some((s) => s.route === route), route).toBe(true);
        expect(routes.has(route), `${user} opens ${route}`).toBe(false);
        const [method, path, body] = firstCalls[route];
        expect({ user, route, status: (await t.call(method, path, { token: tokens[user], body })).status }).toEqual({ user, route, status: 403 });
      }
    }
  });

  it('answers the Print button of every screen whoever may open printout reporting opens, with printouts only where a context names the screen', async () => {
    const offeredOn = new Set<string>();
    let asked = 0;
    for (const user of users) {
      const screens = await screensOf(user);
      // The button asks only for a user who may open printout reporting (and so run printouts).
      if (!screens.some((s) => s.route === '/printout-reporting')) continue;
      for (const screen of screens) {
        const id = screen.menuItemId ?? screen.code;
        const res = await t.call('GET', `/api/printout-reporting/printouts?screen=${encodeURIComponent(id)}`, { token: tokens[user] });
        expect({ user, id, status: res.status }).toEqual({ user, id, status: 200 });
        if (((await res.json()) as unknown[]).length) offeredOn.add(id);
        asked++;
      }
    }
    expect(asked).toBeGreaterThanOrEqual(50);
    expect([...offeredOn].sort()).toEqual(['cii-overview', 'cruise-report', 'equipment', 'fueleu-dashboard', 'mrv-report', 'voyage-report', 'voyage-summary', 'vrt-report']);
  });

  it('asks the ADMIN role and SETUP of the configurator, as of every setup screen, not SETUP alone', async () => {
    const captain = await t.signIn('captain', demoPasswords.captain);
    await t.db.update(userTable).set({ userFunctions: [{ function: 'SETUP', level: 'MANAGEMENT' }] }).where(eq(userTable.username, 'captain'));
    const refused = await t.call('POST', '/api/configurator/export', { token: captain, body: { requestValue: { kinds: ['menu'] } } });
    expect(refused.status).toBe(403);
    expect((await refused.json() as { message: string }).message).toBe('You do not have permission for this (role ADMIN).');
    expect((await t.call('GET', '/api/system/status', { token: captain })).status).toBe(403);
    expect(((await screensOf('captain')).map((s) => s.route))).not.toContain('/configurator/export');
    await t.db.update(userTable).set({ userFunctions: [] }).where(eq(userTable.username, 'captain'));
  });
});
