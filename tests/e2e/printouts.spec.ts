import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfPages } from '../support/pdf-text.js';
import { mainNavigation, signInThroughForm } from './support.js';

test('the master makes the CII annual statement of Nordic Ore from printout reporting, previews it and downloads the same PDF again', async ({ page }) => {
  await page.goto('/auth/login');
  await signInThroughForm(page, 'captain', 'Captain#2026');
  await expect(page).not.toHaveURL(/\/auth\//);
  const navigation = mainNavigation(page);
  await navigation.getByRole('button', { name: 'Printout reporting' }).click();
  await navigation.getByRole('link', { name: 'Printouts' }).click();
  await expect(page).toHaveURL(/\/printout-reporting/);

  await page.getByText('CII annual statement', { exact: true }).first().click();
  await page.getByRole('combobox', { name: /^Ship/ }).or(page.getByRole('textbox', { name: /^Ship/ })).first().click();
  await page.getByRole('option', { name: 'Nordic Ore' }).click();
  await page.getByRole('textbox', { name: /^Year/ }).fill(String(new Date().getUTCFullYear()));
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.locator('iframe')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`CII-NORDIC_ORE-${new Date().getUTCFullYear()}.pdf`);
  const text = (await pdfPages(readFileSync(await download.path()))).join('\n');
  for (const shown of ['Nordic Ore · IMO 9312456', 'Carbon Intensity Indicator — annual statement', 'Rating boundaries', 'Page 1 of']) expect(text).toContain(shown);

  // The printout is kept: it is listed with who made it and downloads again.
  const made = page.getByRole('region', { name: 'Made so far' }).or(page.locator('section', { hasText: 'Made so far' })).first();
  await expect(made.getByText('captain').first()).toBeVisible();
});
