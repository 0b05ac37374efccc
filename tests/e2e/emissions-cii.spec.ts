import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from './support.js';

/** Chooses `option` in the Mantine select labelled `label`. */
async function pick(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('the CII calculator rates the reference\'s bulk carrier C in 2024 and D in 2030, with the ship on the reference line', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/auth/login');
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);

  await page.goto('/cii-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'CII calculator' })).toBeVisible();
  // emissions.md §1.8 Ex-1: bulk carrier 80 000 DWT, 55 000 nm, 5 000 t HFO + 300 t MDO/MGO.
  await pick(page, 'Ship type', 'Bulk carrier');
  await page.getByRole('textbox', { name: /^Deadweight/ }).fill('80000');
  await page.getByRole('textbox', { name: /^Distance sailed/ }).fill('55000');
  await pick(page, /^Year/, '2024');
  await pick(page, 'Fuel 1', /^HFO/);
  await page.getByRole('textbox', { name: 'Mass of fuel 1, t' }).fill('5000');
  await page.getByRole('button', { name: 'Add fuel' }).click();
  await pick(page, 'Fuel 2', /^MDO_MGO/);
  await page.getByRole('textbox', { name: 'Mass of fuel 2, t' }).fill('300');
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();

  await expect(page.getByTestId('cii-rating')).toHaveText('Rating C');
  await expect(page.getByRole('group', { name: 'Attained CII' })).toContainText('3.76');
  await expect(page.getByRole('group', { name: 'Attained CII' }).getByTitle('3.7572')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Required CII' }).getByTitle('3.9355')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Reference CII' })).toContainText('4.23');
  await expect(page.getByRole('table', { name: 'Rating bands' }).locator('tr[aria-current]')).toContainText('3.7 – 4.17');
  const chart = page.getByRole('img', { name: /Required CII and rating boundaries/ });
  await expect(chart.locator('.apexcharts-svg')).toBeVisible();

  await pick(page, /^Year/, '2030');
  await expect(page.getByText('The inputs have changed since this result')).toBeVisible();
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expect(page.getByTestId('cii-rating')).toHaveText('Rating D');
  await expect(page.getByRole('group', { name: 'Required CII' }).getByTitle('3.3219')).toBeVisible();
  await expect(page.getByText('Attained / required = 1.131')).toBeVisible();
  expect(errors).toEqual([]);
});
