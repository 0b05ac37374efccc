import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, signInThroughForm } from './support.js';

async function openDesigner(page: Page) {
  await page.goto('/auth/login');
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
  await page.goto('/designer?kind=analytics-page');
  await expect(page.getByRole('combobox', { name: 'Kind' })).toBeVisible();
}

/** Presses the mouse on a panel's title bar and drags it `dx` pixels to the right in small steps, as a hand would. */
async function dragRight(page: Page, panel: Locator, dx: number) {
  const box = (await panel.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + 16 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(start.x + (dx * step) / 10, start.y, { steps: 2 });
  await page.mouse.up();
}

const leftOf = async (panel: Locator) => (await panel.boundingBox())!.x;

async function addTag(page: Page, search: string, name: string) {
  await page.getByRole('textbox', { name: 'Add tags' }).fill(search);
  await page.getByRole('button', { name }).click();
}

test('a dashboard built in the visual designer: a line panel with two tags, moved, undone, saved and still there after a reload', async ({ page, request }) => {
  await openDesigner(page);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New descriptor: Analytics pages' });
  await dialog.getByLabel('Code').fill('E2E_SPEEDS');
  await expect(dialog.getByText('E2E_SPEEDS is free.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('tab', { name: 'Visual', selected: true })).toBeVisible();
  await expect(page.getByText('No panels yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add panel' }).click();
  await page.getByRole('menuitem', { name: 'Line chart (time series)' }).click();
  const panel = page.getByRole('group', { name: 'Panel timeseries1' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Panel timeseries1' })).toBeVisible();

  await addTag(page, 'STW', 'Add STW: Speed through water (log)');
  await addTag(page, 'over ground', 'Add SOG: Speed over ground');
  const chosen = page.getByRole('list', { name: 'Tags of the dataset' }).getByRole('listitem');
  await expect(chosen).toHaveText([/STW/, /SOG/]);
  // The preview draws the unsaved page with real data: both tags appear in the chart's legend.
  await expect(panel.locator('.apexcharts-legend')).toContainText('Speed through water (log)');
  await expect(panel.locator('.apexcharts-legend')).toContainText('Speed over ground');

  const before = await leftOf(panel);
  const width = (await panel.boundingBox())!.width;
  await dragRight(page, panel, width);
  await expect.poll(() => leftOf(panel)).toBeGreaterThan(before + width / 2);
  await expect(page.getByRole('button', { name: 'Undo (Ctrl+Z)' })).toBeEnabled();

  await panel.focus();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => leftOf(panel)).toBeLessThan(before + 2);

  await page.getByRole('button', { name: 'Create', exact: true }).last().click();
  await expect(page.getByText(/^Version 1 · saved/)).toBeVisible();
  await expect(page).toHaveURL(/\/designer\?kind=analytics-page&code=E2E_SPEEDS$/);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Visual', selected: true })).toBeVisible();
  await page.getByRole('group', { name: 'Panel timeseries1' }).click();
  await expect(page.getByRole('list', { name: 'Tags of the dataset' }).getByRole('listitem')).toHaveText([/STW/, /SOG/]);

  const token = await apiToken(request, 'admin', 'Admin#2026');
  const stored = await (await request.get('/api/descriptors/analytics-page/E2E_SPEEDS', { headers: { authorization: `Bearer ${token}` } })).json() as {
    body: { charts: { id: string; type: string; location: { x: number }; datasets: { tags: { tag: string }[] }[] }[] };
  };
  expect(stored.body.charts).toHaveLength(1);
  expect(stored.body.charts[0]).toMatchObject({ id: 'timeseries1', type: 'timeseries', location: { x: 0 } });
  expect(stored.body.charts[0].datasets[0].tags.map((t) => t.tag)).toEqual(['STW', 'SOG']);
});
