import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, signInThroughForm } from './support.js';

const positions: Record<string, [number, number, number]> = {
  NORDIC_ORE: [57.9, 11.2, 205], BALTIC_AMBER: [59.9, 26.1, 80], KEEL_HORIZON: [36.0, -5.6, 270],
  ARCTIC_FROST: [70.7, 23.4, 15], GULF_STAR: [59.6, 23.9, 250], AURORA_SPIRIT: [43.2, 5.3, 120],
};

async function ingest(request: APIRequestContext, token: string, series: { groupingKey: string; tag: string; points: { ts: string; value: number | string }[] }[]) {
  const res = await request.post('/api/measures/ingest', { headers: { authorization: `Bearer ${token}` }, data: { requestValue: { series } } });
  expect(res.status()).toBe(200);
  expect((await res.json() as { rejected: number }).rejected).toBe(0);
}

test('the fleet map shows the ships, and a value stored on shore changes on screen without a reload', async ({ page, request }) => {
  const token = await apiToken(request, 'admin', 'Admin#2026');
  // The demo fleet keeps reporting every minute; values a few minutes ahead stay the latest while the test runs.
  const ts = new Date(Date.now() + 10 * 60_000).toISOString();
  await ingest(request, token, Object.entries(positions).flatMap(([code, [lat, lon, heading]]) => [
    { groupingKey: `SHIP-UNIT-${code}`, tag: 'LAT', points: [{ ts, value: lat }] },
    { groupingKey: `SHIP-UNIT-${code}`, tag: 'LON', points: [{ ts, value: lon }] },
    { groupingKey: `SHIP-UNIT-${code}`, tag: 'HEADING', points: [{ ts, value: heading }] },
    { groupingKey: `SHIP-UNIT-${code}`, tag: 'SOG', points: [{ ts, value: 12.4 }] },
  ]));

  await page.goto('/auth/login');
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet map' })).toBeVisible();
  const markers = page.locator('.keel-ship-marker');
  await expect(markers).toHaveCount(6);
  // Every ship is named on the map without clicking it.
  for (const name of ['Nordic Ore', 'Baltic Amber', 'Keel Horizon', 'Arctic Frost', 'Gulf Star', 'Aurora Spirit']) {
    await expect(page.locator('.leaflet-tooltip', { hasText: name })).toBeVisible();
  }
  await page.locator('.keel-ship-marker[title="Nordic Ore"]').click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toContainText('Nordic Ore');
  await expect(popup).toContainText('57°54.000′N 011°12.000′E');

  await page.goto('/fleet/list');
  const row = page.getByRole('row').filter({ hasText: 'Nordic Ore' });
  await expect(row).toContainText('12.4 kn');
  await ingest(request, token, [{ groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'SOG', points: [{ ts: new Date(Date.now() + 11 * 60_000).toISOString(), value: 17.3 }] }]);
  await expect(row).toContainText('17.3 kn');
});

test('a ship\'s crew sees only their own ship on the map and in the list', async ({ page }) => {
  await page.goto('/auth/login');
  await signInThroughForm(page, 'captain', 'Captain#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
  await expect(page.getByText('1 of 1 ship with a known position')).toBeVisible();
  await page.goto('/fleet/list');
  await expect(page.getByRole('row').filter({ hasText: 'Nordic Ore' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Baltic Amber' })).toHaveCount(0);
});

test('on a phone the fleet list is a card per ship, each with its type and a link to the ship', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await signInThroughForm(page, 'analyst', 'Analyst#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
  await page.goto('/fleet/list');
  const card = page.getByRole('listitem', { name: 'Gulf Star' });
  await expect(card).toContainText('Ro-ro passenger ship');
  await expect(page.getByRole('table')).toHaveCount(0);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.getByRole('link', { name: 'Gulf Star' }).click();
  await expect(page).toHaveURL(/\/fleet\/route\?ship=GULF_STAR$/);
  await context.close();
});
