import { expect, test, type Page } from '@playwright/test';
import { apiToken, signInThroughForm } from './support.js';

interface MenuItem { routerLink?: string; items?: MenuItem[] }
interface Screen { route: string; renderer: string }

const routesOf = (items: MenuItem[]): string[] => items.flatMap((item) => [...(item.routerLink ? [item.routerLink] : []), ...routesOf(item.items ?? [])]);
const routePattern = (route: string) => new RegExp(`^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/**
 * The first menu route of each screen renderer: what a policy blocks is code (a renderer's chunk, its libraries and
 * their styles), not data, so one screen per renderer covers every kind of screen in reasonable time.
 */
function oneRoutePerRenderer(menuRoutes: string[], screens: Screen[]): string[] {
  const chosen = new Map<string, string>();
  for (const route of menuRoutes) {
    const screen = screens.find((s) => routePattern(s.route).test(route));
    if (screen && !chosen.has(screen.renderer)) chosen.set(screen.renderer, route);
  }
  return [...chosen.values()];
}

/** Every Content-Security-Policy violation the page's documents report, from now on (the binding survives navigations). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

/** Resolves once no request of the page has been in flight for 300 ms (at most 5 s): lazy chunks, styles and data are in. */
function quietNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const track = (delta: number) => () => { inFlight += delta; lastActivity = Date.now(); };
  page.on('request', track(1));
  page.on('requestfinished', track(-1));
  page.on('requestfailed', track(-1));
  return async () => {
    const giveUp = Date.now() + 5000;
    while (Date.now() < giveUp && (inFlight > 0 || Date.now() - lastActivity < 300)) await page.waitForTimeout(50);
  };
}

/** Goes to a path as the menu does (client-side, the app stays loaded) and lets the screen settle. */
async function navigate(page: Page, path: string, settle: () => Promise<void>): Promise<void> {
  await page.evaluate((to) => { history.pushState(null, '', to); dispatchEvent(new PopStateEvent('popstate')); }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await settle();
}

test('a screen of every kind the menu offers, a saved form, the designer\'s JSON editor, the API docs and a wallboard run under the Content-Security-Policy with no violation', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  const settle = quietNetwork(page);
  const signIn = await page.goto('/auth/login');
  expect(signIn?.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
  await expect(page.locator('.leaflet-container path').first()).toBeVisible();
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin', 'Admin#2026')}` };

  const menuRoutes = routesOf(await (await request.get('/api/menu', { headers })).json() as MenuItem[]);
  const routes = oneRoutePerRenderer(menuRoutes, await (await request.get('/api/screens', { headers })).json() as Screen[]);
  expect(routes.length).toBeGreaterThan(25);
  for (const route of routes) {
    await navigate(page, route, settle);
    await expect(page.locator('main'), route).toBeVisible();
  }

  // ApexCharts injects its styles when a chart draws.
  await navigate(page, '/multi-dashboard-page/view/@MAIN_CONSUMPTION', settle);
  await expect(page.locator('.apexcharts-svg').first()).toBeVisible();

  // The editor dialog of a master-data screen validates with ajv (RJSF) before it saves.
  await navigate(page, '/ports', settle);
  await page.locator('tbody tr[aria-label]').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Edit' }).click();
  const version = Number(/Version (\d+)/.exec(await dialog.getByText(/^Version \d+/).first().textContent() ?? '')?.[1]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(new RegExp(`^Version ${version + 1}\\b`))).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  // Monaco with its style sheets and its JSON worker, which checks the descriptor against its kind's schema.
  await navigate(page, '/designer?kind=screen&code=system-status', settle);
  await expect(page.locator('.monaco-editor .view-line').first()).toBeVisible();
  await expect(page.getByText('No problems')).toBeVisible();

  // A logbook day with an entry editor open.
  await navigate(page, '/elb/DECK', settle);
  await page.getByRole('button', { name: 'Add entry' }).click();
  await page.getByRole('menuitem', { name: /^Watch/ }).click();
  await expect(page.getByRole('region', { name: 'Entry: Watch' })).toBeVisible();

  // Swagger UI from local files, calling the API.
  const docs = await page.goto('/api/docs');
  expect(docs?.headers()['content-security-policy']).toContain("script-src 'self';");
  const criteria = page.locator('.opblock', { hasText: '/authentication/criteria' });
  await criteria.locator('.opblock-summary').click();
  await criteria.getByRole('button', { name: 'Try it out' }).click();
  await criteria.getByRole('button', { name: 'Execute' }).click();
  await expect(criteria.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');

  // A wallboard, opened by someone who is not signed in.
  const generated = await request.post('/api/custom-analytics/MAIN_CONSUMPTION/generate-link', { headers, data: { requestValue: { days: 1 } } });
  const { link } = await generated.json() as { link: string };
  const stranger = await browser.newContext();
  const wall = await stranger.newPage();
  const wallViolations = await watchViolations(wall);
  const board = await wall.goto(`/${link}`);
  expect(board?.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(wall.locator('.apexcharts-svg').first()).toBeVisible();
  await quietNetwork(wall)();
  await stranger.close();

  expect([...violations, ...wallViolations]).toEqual([]);
});
