import { expect, test } from '@playwright/test';
import { signInThroughForm } from './support.js';

/** A day of the deck log well before the demo's logbooks begin (others' tests use 10 and 11 days ago). */
const pastDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test('the officer picks the port of departure by typing part of its name, saves, and the printout names the port', async ({ page }) => {
  await page.goto('/auth/login');
  await signInThroughForm(page, 'officer', 'Officer#2026');
  await expect(page).not.toHaveURL(/\/auth\//);
  const day = pastDay(12);
  await page.goto(`/elb/DECK?ship=NORDIC_ORE&day=${day}`);

  const add = page.getByRole('button', { name: 'Add entry' });
  await expect(add).toBeEnabled();
  await add.click();
  await page.getByRole('menuitem', { name: /^Departure/ }).click();
  const editor = page.getByRole('region', { name: 'Entry: Departure' });
  await expect(editor).toBeVisible();
  await editor.getByRole('textbox', { name: 'Time: time, 24-hour' }).fill('0930');

  // A searchable list, not a text box that wants a code: "Rotter" finds Rotterdam, shown with its UN/LOCODE.
  const port = editor.getByRole('combobox', { name: /^Port of departure/ });
  await port.click();
  await port.pressSequentially('Rotter');
  const rotterdam = page.getByRole('option', { name: /^Rotterdam/ });
  await expect(rotterdam).toContainText('NLRTM');
  await rotterdam.click();
  await expect(port).toHaveValue('Rotterdam');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  const row = page.getByRole('list', { name: `Entries of ${day}` }).getByRole('button', { name: /^09:30/ });
  await expect(row).toContainText('Draft');

  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page).toHaveURL(/view=print/);
  const sheet = page.getByRole('region', { name: /^Printout of Deck logbook/ });
  await expect(sheet).toContainText('Port of departure: Rotterdam (NLRTM)');
});
