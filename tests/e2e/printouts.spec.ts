import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfPages } from '../support/pdf-text.js';
import { apiToken, mainNavigation, signInThroughForm } from './support.js';

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

test('the master prints a ship\'s CII statement from the CII overview: the form opens with the ship and year, and the PDF is theirs', async ({ page }) => {
  const year = new Date().getUTCFullYear();
  await page.goto('/auth/login');
  await signInThroughForm(page, 'captain', 'Captain#2026');
  await expect(page).not.toHaveURL(/\/auth\//);
  await page.goto('/cii-calculator/cii-overview');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The toolbar offers the printouts of this screen; each row prints its own ship.
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Print: Nordic Ore ${year}` }).click();

  await expect(page).toHaveURL(/\/printout-reporting\?printout=CII_ANNUAL_STATEMENT&unitId=[\w-]+&year=\d{4}/);
  await expect(page.getByRole('heading', { name: 'CII annual statement' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Year/ })).toHaveValue(String(year));
  await expect(page.getByRole('combobox', { name: /^Ship/ }).or(page.getByRole('textbox', { name: /^Ship/ })).first()).toHaveValue('Nordic Ore');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`CII-NORDIC_ORE-${year}.pdf`);
  const text = (await pdfPages(readFileSync(await download.path()))).join('\n');
  for (const shown of ['Nordic Ore · IMO 9312456', `Year ${year}`, 'Carbon Intensity Indicator — annual statement']) expect(text).toContain(shown);
});

test('an administrator changes the CII statement\'s header in the designer, previews it, saves, and the next PDF shows it', async ({ page, request }) => {
  const year = new Date().getUTCFullYear();
  const header = `Checked by the fleet office ${Date.now()}`;
  const token = await apiToken(request, 'admin', 'Admin#2026');
  const auth = { authorization: `Bearer ${token}` };
  const path = '/api/descriptors/report-descriptor/CII_ANNUAL_STATEMENT';
  const stored = await (await request.get(path, { headers: auth })).json() as { body: { header: Record<string, unknown> } & Record<string, unknown> };
  try {
    await page.goto('/auth/login');
    await signInThroughForm(page, 'admin', 'Admin#2026');
    await expect(page).toHaveURL(/\/fleet\/map$/);
    await page.goto('/designer?kind=report-descriptor&code=CII_ANNUAL_STATEMENT');
    const editor = page.getByRole('textbox', { name: 'JSON of descriptor CII_ANNUAL_STATEMENT' });
    await expect(editor).toBeAttached();
    const edited = { ...stored.body, header: { ...stored.body.header, center: { text: { en: header, ru: header } } } };
    await editor.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    // One line, as a paste: Monaco would indent typed line breaks again.
    await page.keyboard.insertText(JSON.stringify(edited));
    await expect(page.getByText('Unsaved', { exact: true })).toBeVisible();
    await expect(page.getByText('No problems')).toBeVisible();

    // The live preview: the unsaved text made into a PDF for a ship and year, in a frame.
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('combobox', { name: /^Ship/ }).or(preview.getByRole('textbox', { name: /^Ship/ })).first().click();
    await page.getByRole('option', { name: 'Nordic Ore' }).click();
    await preview.getByRole('textbox', { name: /^Year/ }).fill(String(year));
    await preview.getByRole('button', { name: 'Make PDF' }).click();
    await expect(preview.getByTitle('PDF preview of CII_ANNUAL_STATEMENT')).toBeVisible();

    await page.getByRole('button', { name: 'Save', exact: true }).last().click();
    await expect(page.getByText(/^Version \d+ · saved/)).toBeVisible();

    await page.goto('/printout-reporting?printout=CII_ANNUAL_STATEMENT');
    await page.getByRole('combobox', { name: /^Ship/ }).or(page.getByRole('textbox', { name: /^Ship/ })).first().click();
    await page.getByRole('option', { name: 'Nordic Ore' }).click();
    await page.getByRole('textbox', { name: /^Year/ }).fill(String(year));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const text = (await pdfPages(readFileSync(await (await downloading).path()))).join('\n');
    expect(text).toContain(header);
    expect(text).toContain('Nordic Ore · IMO 9312456');
  } finally {
    // The specs share one server: the built-in goes back to the shipped version.
    const current = await (await request.get(path, { headers: auth })).json() as { version: number; system?: boolean };
    const reset = await request.post(`${path}/reset`, { headers: auth, data: { requestValue: { version: current.version } } });
    expect(reset.ok()).toBe(true);
  }
});
