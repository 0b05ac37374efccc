import { expect, test } from '@playwright/test';
import { apiToken, signInThroughForm } from './support.js';

test('a reading past its limit shows as a live alarm and in the bell; the acknowledgement with its comment is in the history', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin', 'Admin#2026');
  const headers = { authorization: `Bearer ${admin}` };
  // The engine room's list reaches the chief engineer (seeds/demo-master-data.ts); ALARM priority pops up.
  const defined = await request.post('/api/descriptors/alarm-definition', { headers, data: { requestValue: { code: 'E2E_SEA_WATER_HOT', body: {
    title: { en: 'Sea water inlet hot', ru: 'Высокая температура забортной воды' }, priority: 'ALARM', units: ['NORDIC_ORE'],
    condition: { type: 'threshold', tag: 'SEA_TEMP', groupingKey: 'SHIP-UNIT-{unit}', high: 32, hysteresis: 1 }, distributionList: 'ALARMS_ENGINE',
  } } } });
  expect(defined.status()).toBe(200);

  await page.goto('/auth/login');
  await signInThroughForm(page, 'chief', 'Chief#2026');
  await expect(page).not.toHaveURL(/\/auth\//);
  await page.goto('/alarm-event');
  await expect(page.locator('main h1').first()).toHaveText('Active alarms');
  const row = page.getByRole('row', { name: /Sea water inlet hot/ });
  await expect(row).toHaveCount(0);

  // The ship's data arrives over the API while the chief's page is open: no reload.
  const ingested = await request.post('/api/measures/ingest', { headers, data: { requestValue: { series: [
    { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'SEA_TEMP', points: [{ ts: new Date().toISOString(), value: 34.5 }] },
  ] } } });
  expect((await ingested.json() as { accepted: number }).accepted).toBe(1);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Active, unacknowledged');
  await expect(row).toContainText('34.5');
  await expect(row).toContainText('Nordic Ore');

  const bell = page.getByRole('button', { name: /unread notification/ });
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Nordic Ore: Sea water inlet hot', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: 'Acknowledge alarm SEA_TEMP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acknowledge the alarm' });
  await dialog.getByRole('textbox', { name: /Comment/ }).fill('Sea chest strainer fouled; cleaned and switched to the low suction');
  await dialog.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(row).toContainText('Active, acknowledged');

  await page.goto('/alarm-history');
  const history = page.getByRole('row', { name: /Sea water inlet hot/ });
  await expect(history).toContainText('Active, acknowledged');
  await expect(history).toContainText('chief');
  await expect(history).toContainText('Sea chest strainer fouled');
});
