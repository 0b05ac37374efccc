import { expect, test } from '@playwright/test';
import { apiToken, signInThroughForm } from './support.js';

test('descriptors made here are exported as one file, and importing that file back shows them unchanged', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin', 'Admin#2026');
  const created = await request.post('/api/descriptors/screen', {
    headers: { authorization: `Bearer ${admin}` },
    data: { requestValue: { code: 'e2e-configurator', body: { route: '/e2e-configurator', renderer: 'system-status' } } },
  });
  expect(created.status()).toBe(200);

  await page.goto('/auth/login');
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
  await page.goto('/configurator/export');
  await expect(page.getByRole('heading', { name: 'Export configuration' })).toBeVisible();
  await expect(page.getByRole('switch', { name: /Only what was made or changed here/ })).toBeChecked();
  const inFile = page.getByRole('table', { name: 'In the file' });
  await expect(inFile.getByRole('row').filter({ hasText: 'Screens' })).toHaveText(/^Screens[1-9]/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^keel-configuration-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  await expect(page.getByRole('status')).toContainText(download.suggestedFilename());

  await page.goto('/configurator/import');
  await expect(page.getByRole('heading', { name: 'Import configuration' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(path);
  const plan = page.getByRole('table', { name: 'Descriptors of the file' });
  const row = plan.getByRole('row').filter({ hasText: 'e2e-configurator' });
  await expect(row).toContainText('Unchanged');
  await expect(plan.getByText('New', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Everything in the file is here already: there is nothing to apply.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply import' })).toBeDisabled();
});
