import { expect, test, type Page } from '@playwright/test';
import { apiToken, mainNavigation, signInThroughForm } from './support.js';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await signInThroughForm(page, username, password);
  await expect(page).not.toHaveURL(/\/auth\//);
}

test('the master sees Nordic Ore\'s engines\' running hours live on a registry page and keeps a maintenance record there', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin', 'Admin#2026');
  // A counter reading a minute ahead of the demo data, so that it is the newest whatever the demo loader has stored.
  const ingest = async (value: number, minutesAhead: number) => {
    const ts = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + minutesAhead * 60_000).toISOString();
    const res = await request.post('/api/measures/ingest', { headers: { authorization: `Bearer ${admin}` },
      data: { requestValue: { series: [{ groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'ME1_RUNNING_HOURS', points: [{ ts, value }] }] } } });
    expect(res.status()).toBe(200);
  };
  await ingest(43_210.5, 1);

  // Not the chief engineer: the users screen's test resets her password earlier in the run.
  await signIn(page, 'captain', 'Captain#2026');
  const navigation = mainNavigation(page);
  const registries = navigation.getByRole('button', { name: 'Registries' });
  if (!await registries.isVisible()) await navigation.getByRole('button', { name: 'Reporting and logbooks' }).click();
  await registries.click();
  await navigation.getByRole('link', { name: 'Engine room registers' }).click();
  await expect(page).toHaveURL(/\/elb\/registry\/ENGINE_ROOM$/);

  const ship = page.getByRole('region', { name: 'Nordic Ore' });
  await expect(ship.getByRole('heading', { name: /Engine room registers · Nordic Ore/ })).toBeVisible();
  const mainEngines = ship.locator('[data-element="main-engines"]');
  await expect(mainEngines.locator('tr[data-tag="ME1_RUNNING_HOURS"]')).toContainText('43,210.5 h');
  // Nordic Ore has three generators, each with its counter
  await expect(ship.locator('[data-element="generators"] tr[data-tag]')).toHaveCount(3);
  // It burns no gas: the dual-fuel element says so instead of showing values
  await expect(ship.locator('[data-element="lng-consumption"]')).toContainText('Not kept on this ship.');

  // A new reading arrives over the socket, without reloading the page.
  await ingest(43_211.7, 2);
  await expect(mainEngines.locator('tr[data-tag="ME1_RUNNING_HOURS"]')).toContainText('43,211.7 h');

  // A maintenance record added through the registry's form appears in its table.
  const maintenance = ship.locator('[data-element="maintenance"]');
  await maintenance.getByRole('button', { name: /^Add record/ }).click();
  const dialog = page.getByRole('dialog', { name: /New record: Machinery maintenance/ });
  await dialog.getByLabel(/^Date/).fill('2026-11-19');
  await dialog.getByLabel(/^Date/).press('Tab');
  await dialog.getByRole('textbox', { name: 'Machinery', exact: true }).fill('Diesel generator 2');
  await dialog.getByLabel(/^Running hours at the work/).fill('30250');
  await dialog.locator('label', { hasText: /^Work\b/ }).first().click();
  await page.getByRole('option', { name: 'Overhaul', exact: true }).click();
  await dialog.getByLabel(/^Work done/).fill('Cylinder heads overhauled, injectors replaced');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const table = maintenance.locator('table[data-form="REGISTRY_EQUIPMENT_MAINTENANCE"]');
  await expect(table).toContainText('Diesel generator 2');
  await expect(table).toContainText('30,250');

  // Its versions show who kept it.
  await table.getByRole('row', { name: /Diesel generator 2/ }).getByRole('button', { name: 'Versions' }).click();
  await expect(page.getByRole('dialog')).toContainText(/Version 1 · captain/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // A record entered by mistake is struck out with a reason: it stays, struck through, and can no longer be edited.
  await table.getByRole('row', { name: /Diesel generator 2/ }).getByRole('button', { name: 'Strike out' }).click();
  const reason = page.getByRole('dialog', { name: /Strike out a record: Machinery maintenance/ });
  await reason.getByRole('textbox', { name: /Reason/ }).fill('Entered for the wrong generator');
  await reason.getByRole('button', { name: 'Strike out' }).click();
  await expect(reason).toBeHidden();
  const struck = table.locator('tr[data-struck-out]', { hasText: 'Diesel generator 2' });
  await expect(struck).toContainText('Entered for the wrong generator');
  await expect(struck.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

test('on a phone the registry page of bunkers fits the screen and a crew member adds a bunker delivery note', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'captain', 'Captain#2026');
  await page.goto('/elb/registry/BUNKERS_AND_WASTE');
  const ship = page.getByRole('region', { name: 'Nordic Ore' });
  await expect(ship.getByRole('heading', { name: /Bunkers and waste · Nordic Ore/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await ship.locator('[data-element="bdn"]').getByRole('button', { name: /^Add record/ }).click();
  const dialog = page.getByRole('dialog', { name: /New record: Bunker delivery notes/ });
  await dialog.getByLabel(/^Port or place of bunkering/).fill('Rotterdam');
  await dialog.getByLabel(/^Date bunkering commenced/).fill('2026-11-18');
  await dialog.getByLabel(/^Date bunkering commenced/).press('Tab');
  await dialog.getByRole('textbox', { name: 'Supplier', exact: true }).fill('North Sea Bunkers BV');
  await dialog.getByLabel(/^Product name/).fill('VLSFO RMG 380');
  await dialog.getByLabel(/^Quantity, t/).fill('812.4');
  await dialog.getByLabel(/^Density at 15/).fill('975.2');
  await dialog.getByLabel(/^Sulphur content/).fill('0.47');
  await dialog.getByLabel(/^Supplier's declaration/).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(ship.locator('table[data-form="REGISTRY_BUNKER_DELIVERY"]')).toContainText('Rotterdam');
  await context.close();
});
