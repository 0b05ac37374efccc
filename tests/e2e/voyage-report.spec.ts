import { expect, test } from '@playwright/test';
import { apiToken, mainNavigation, signInThroughForm } from './support.js';

const minute = 60_000;

test('an officer files a noon report whose ROB does not follow from the departure and sees the warning at the ROB field', async ({ page, request }) => {
  // The departure two hours ago, filed: HFO 800 t and MDO/MGO 90 t on board.
  const headers = { authorization: `Bearer ${await apiToken(request, 'officer', 'Officer#2026')}` };
  const ships = await (await request.get('/api/common/list/units', { headers })).json() as { label: string; value: string }[];
  const unitId = ships.find((s) => s.label === 'Nordic Ore')!.value;
  const departed = Math.floor((Date.now() - 120 * minute) / minute) * minute;
  const created = await request.post('/api/voyage-report', {
    headers, data: { requestValue: { unitId, kind: 'DEPARTURE', content: {
      reportTime: { timestamp: departed, offset: 60 }, port: 'NLRTM', rob: [{ fuel: 'HFO', quantity: 800 }, { fuel: 'MDO_MGO', quantity: 90 }],
    } } },
  });
  const departure = await created.json() as { id: string; version: number };
  expect((await request.post(`/api/voyage-report/${departure.id}/submit`, { headers, data: { requestValue: { version: departure.version } } })).status()).toBe(200);

  await page.goto('/auth/login');
  await signInThroughForm(page, 'officer', 'Officer#2026');
  await expect(page).not.toHaveURL(/\/auth\//);
  const navigation = mainNavigation(page);
  await navigation.getByRole('button', { name: 'Reporting and logbooks' }).click();
  await navigation.getByRole('link', { name: 'Voyage report' }).click();
  await expect(page.locator('main h1')).toHaveText('Voyage report');
  await expect(page.getByRole('table').getByText('Submitted').first()).toBeVisible();

  await page.getByRole('button', { name: 'New report' }).click();
  await page.getByRole('menuitem', { name: 'Noon report' }).click();
  const rob = page.getByRole('group', { name: 'Fuel remaining on board (ROB)' });
  // The ROB is carried over from the departure.
  await expect(rob.getByLabel(/^Quantity, t/).first()).toHaveValue('800');
  await page.getByLabel(/^Latitude/).fill('50.2');
  await page.getByLabel(/^Longitude/).fill('-1.5');

  const consumption = page.getByRole('group', { name: 'Fuel consumed since the last report' });
  await consumption.getByRole('button', { name: /^Add consumption/ }).click();
  await consumption.getByRole('combobox', { name: 'Consumer' }).click();
  await page.getByRole('option', { name: 'Main engine(s)' }).click();
  await consumption.getByRole('combobox', { name: 'Fuel' }).click();
  await page.getByRole('option', { name: /^Heavy fuel oil/ }).first().click();
  await consumption.getByLabel(/^Quantity, t/).fill('10');
  await page.getByRole('button', { name: 'Save draft' }).click();

  const warning = page.locator('[data-field-warning="/rob/0/quantity"]');
  await expect(warning).toContainText('ROB of HFO is 800 t, but the previous report\'s 800 t less 10 t consumed plus 0 t received gives 790 t.');
  await expect(page.locator('[data-field-warning="/rob/1/quantity"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'warning' })).toContainText('1 warning, shown at its field: check it before you submit.');

  // A warning does not stop the report: the corrected ROB clears it and the report goes to the master.
  await rob.getByLabel(/^Quantity, t/).first().fill('790');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(warning).toHaveCount(0);
});
