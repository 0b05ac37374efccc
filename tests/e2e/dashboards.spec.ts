import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiToken, signInThroughForm } from './support.js';

const english = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, unknown>;

/** A descriptor text as the English screen shows it: `{en, ru}`, an i18n key, or plain text. */
function englishOf(text: { en: string } | string | undefined, fallback: string): string {
  if (!text) return fallback;
  if (typeof text !== 'string') return text.en;
  const found = text.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
  return typeof found === 'string' ? found : text;
}

const builtInDashboards = [
  '@LIVE_DASHBOARD', '@MAIN_KPI_HULL', '@WEATHER_ANALYSIS', '@MAIN_CONSUMPTION', '@SLIP_ANALYSIS', '@TRIM_VS_WASTED_POWER',
  '@MAIN_KPI_GENERATION', '@COMMERCIAL_CARGO', '@MAIN_KPI_CONSUMPTION', '@DAILY_CONSUMPTION', '@EQUIPMENT_DETAILS', '@POLLUTANTS', '@FLEET_COMPARISON',
];

interface PageView { code: string; title: { en: string } | string; charts: { id: string; type: string; title?: { en: string } | string }[] }

/** Console errors and uncaught exceptions of the page, collected from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Every panel of the page shows its drawing: a chart, a value list, a table or the map — never an error or "no data". */
async function expectPanelsDrawn(page: Page, charts: PageView['charts']) {
  const grid = page.locator('main');
  for (const chart of charts) {
    const cell = grid.locator('section', { hasText: englishOf(chart.title, chart.id) }).first();
    await expect(cell, `panel ${chart.id}`).toBeVisible();
    await expect(cell.locator('.apexcharts-svg, table, .leaflet-container, [class*=kpiValue], [role=progressbar]').first(), `panel ${chart.id} drawn`).toBeVisible();
    await expect(cell.getByRole('alert'), `panel ${chart.id} has no failed series`).toHaveCount(0);
    await expect(cell.getByText('No data in this period'), `panel ${chart.id} has data`).toHaveCount(0);
    // A ship alongside for the whole period has no speed-based figure ("—"); every ship blank is a broken formula.
    const values = cell.locator('[class*=kpiValue]');
    if (await values.count()) await expect(values.filter({ hasNotText: /^—$/ }).first(), `panel ${chart.id} has a value`).toBeVisible();
    // Heatmap cells are created unsized and sized at once (ApexChartImpl, decision 82): each one drawn has an area.
    const cellSizes = await cell.locator('rect.apexcharts-heatmap-rect').evaluateAll((rects) => rects.map((r) => [Number(r.getAttribute('width')), Number(r.getAttribute('height'))]));
    if (chart.type === 'heatmap') expect(cellSizes.length, `panel ${chart.id} has heatmap cells`).toBeGreaterThan(0);
    expect(cellSizes.filter(([width, height]) => !(width > 0 && height > 0)), `panel ${chart.id}: heatmap cells without a size`).toEqual([]);
  }
}

test('each built-in dashboard draws every panel with the demo fleet\'s data and no console error', async ({ page, request }) => {
  test.setTimeout(240_000);
  const token = await apiToken(request, 'admin', 'Admin#2026');
  const headers = { authorization: `Bearer ${token}` };
  await page.goto('/auth/login');
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
  const errors = collectErrors(page);

  for (const code of builtInDashboards) {
    const res = await request.post('/api/multi-dashboard-pages/dashboards', { headers, data: { requestValue: { code } } });
    expect(res.status(), code).toBe(200);
    const [first] = await res.json() as PageView[];
    expect(first, `${code} has a dashboard`).toBeTruthy();

    await page.goto(`/multi-dashboard-page/view/${encodeURIComponent(code)}`);
    const title = englishOf(first.title, first.code);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectPanelsDrawn(page, first.charts);
  }
  expect(errors).toEqual([]);
});

test('a ship dashboard shows one ship, chosen at its top and remembered, and its scatter axes follow the points', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/auth/login');
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
  await page.goto(`/multi-dashboard-page/view/${encodeURIComponent('@MAIN_KPI_HULL')}`);
  const ship = page.getByRole('combobox', { name: 'Ship', exact: true });
  await expect(ship).toBeVisible();
  const first = await ship.inputValue();
  expect(first).not.toBe('');
  // One ship: the KPI is one number, not a list of ships behind a scrollbar.
  const kpi = page.locator('section', { hasText: 'Admiralty coefficient' }).first();
  await expect(kpi.locator('[class*=kpiValue]')).toHaveCount(1);
  // The power axis starts where the points do, never at a negative power of the fitted curve.
  const scatter = page.locator('section', { hasText: 'Speed through water against shaft power' });
  await expect(scatter.locator('.apexcharts-svg')).toBeVisible();
  const ticks = await scatter.locator('.apexcharts-yaxis-label').allTextContents();
  expect(ticks.length).toBeGreaterThan(1);
  for (const tick of ticks) expect(Number(tick.replace(/[^\d.−-]/g, '').replace('−', '-'))).toBeGreaterThanOrEqual(0);

  await ship.click();
  const other = page.getByRole('option').filter({ hasNotText: first }).first();
  const chosen = (await other.textContent())!.trim();
  await other.click();
  await expect(ship).toHaveValue(chosen);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Ship', exact: true })).toHaveValue(chosen);
});

test('the fleet comparison sets every ship side by side, and a phone reads its panels one under another', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/auth/login');
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
  await page.goto(`/multi-dashboard-page/view/${encodeURIComponent('@FLEET_COMPARISON')}`);
  const summary = page.locator('section', { hasText: 'Ships over the period' });
  // One row per ship of the demo fleet with its mean speed; the admiralty coefficient of the ships that steamed steadily.
  await expect(summary.getByRole('row')).toHaveCount(1 + 6);
  for (const ship of ['Arctic Frost', 'Aurora Spirit', 'Baltic Amber', 'Gulf Star', 'Keel Horizon', 'Nordic Ore']) {
    await expect(summary.getByRole('row', { name: new RegExp(ship) }).getByRole('cell').first()).toHaveText(/^\d[\d,]*\.\d$/);
  }
  await expect(summary.locator('tbody tr td:last-child').filter({ hasText: /^\d[\d,]*\.\d$/ }).first()).toBeVisible();
  const legend = page.locator('section', { hasText: 'Fuel per day by ship' }).locator('.apexcharts-legend-text');
  await expect(legend).toHaveCount(6);
  await expect(legend.first()).toHaveText('Arctic Frost');

  await page.setViewportSize({ width: 390, height: 844 });
  const panels = page.locator('main section');
  // The grid measures its new width and moves the panels (animated): wait until they have settled one per row.
  const layout = () => panels.evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect())
    .map((r, i, all) => ({ spansPhone: r.width > 300, belowPrevious: i === 0 || r.top >= all[i - 1].bottom })));
  await expect.poll(layout, { timeout: 10_000 }).toEqual(Array.from({ length: 4 }, () => ({ spansPhone: true, belowPrevious: true })));
});

test('a wallboard link opens its dashboard read-only without signing in, and stops working when revoked', async ({ page, request, browser }) => {
  const token = await apiToken(request, 'admin', 'Admin#2026');
  const headers = { authorization: `Bearer ${token}` };
  const generated = await request.post('/api/custom-analytics/MAIN_CONSUMPTION/generate-link', { headers, data: { requestValue: { days: 1 } } });
  expect(generated.status()).toBe(200);
  const { link } = await generated.json() as { link: string };
  expect(link).toMatch(/^wallboard\/[A-Za-z0-9_-]{40,}$/);

  const stranger = await browser.newContext();
  const wall = await stranger.newPage();
  const errors = collectErrors(wall);
  await wall.goto(`/${link}`);
  await expect(wall.getByRole('heading', { name: 'Main consumption' })).toBeVisible();
  await expect(wall.locator('section', { hasText: 'Fuel per day, t' }).locator('.apexcharts-svg')).toBeVisible();
  // A wall screen: no menu, no sign-in form, nothing to edit.
  await expect(wall.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(wall.getByLabel(/^Password/)).toHaveCount(0);
  expect(errors).toEqual([]);

  const value = link.split('/')[1];
  const revoked = await request.delete(`/api/custom-analytics/MAIN_CONSUMPTION/links/${value}`, { headers });
  expect(revoked.status()).toBeLessThan(300);
  await wall.reload();
  await expect(wall.getByText(/no longer valid|not valid|revoked|expired/i)).toBeVisible();
  await expect(wall.locator('.apexcharts-svg')).toHaveCount(0);
  await stranger.close();
  void page;
});
