import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from './support.js';

test.use({ actionTimeout: 20_000 });

/** A deck log day long before the demo's logbooks: open whatever other tests did to today's. */
const day = new Date(Date.now() - 13 * 86_400_000).toISOString().slice(0, 10);

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await signInThroughForm(page, username, password);
  await expect(page).not.toHaveURL(/\/auth\//);
}

/** The editor of a new watch entry of the ship's deck log as it opens. */
async function newWatch(page: Page) {
  const add = page.getByRole('button', { name: 'Add entry' });
  await expect(add).toBeEnabled();
  await add.click();
  await page.getByRole('menuitem', { name: /^Watch/ }).click();
  const editor = page.getByRole('region', { name: 'Entry: Watch' });
  await expect(editor.getByRole('textbox', { name: /^Latitude/ })).toBeVisible();
  return editor;
}

test('an implementer hides a deck log field for one shipowner\'s ships only; a ship of another owner still shows it', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', 'Admin#2026');
  await admin.goto('/dfd-customizer');
  await admin.getByRole('button', { name: 'New overlay' }).click();
  const overlay = admin.getByRole('region', { name: 'Overlay' });
  await overlay.getByRole('textbox', { name: /^Code/ }).fill('NORDIC_BULK_WATCH');
  await overlay.getByRole('combobox', { name: 'Form' }).click();
  await admin.getByRole('option', { name: /ELOG_DECK_WATCH/ }).click();
  await overlay.getByRole('combobox', { name: 'Shipowners' }).click();
  await admin.getByRole('option', { name: /Nordic Bulk Shipping AS/ }).click();
  await overlay.getByRole('button', { name: 'Hide a field' }).click();
  await overlay.getByRole('group', { name: 'Change 1' }).getByRole('combobox', { name: 'Field' }).click();
  await admin.getByRole('option', { name: /weather\.swellDirection/ }).click();
  // Base and result side by side: the base keeps the field, the result for Nordic Bulk's ships has lost it.
  await expect(admin.getByRole('region', { name: 'Base form' }).getByText(/^Swell direction/)).toBeVisible();
  await expect(admin.getByRole('region', { name: /^Result/ }).getByText(/^Swell direction/)).toHaveCount(0);
  await overlay.getByRole('button', { name: 'Save overlay' }).click();
  await expect(admin.getByRole('combobox', { name: 'Overlay' })).toHaveValue('NORDIC_BULK_WATCH');

  // The officer of Nordic Ore (Nordic Bulk) no longer sees the field …
  const officer = await (await browser.newContext()).newPage();
  await signIn(officer, 'officer', 'Officer#2026');
  await officer.goto(`/elb/DECK?ship=NORDIC_ORE&day=${day}`);
  const watch = await newWatch(officer);
  await expect(watch.getByText(/^True wind speed/)).toBeVisible();
  await expect(watch.getByText(/^Swell direction/)).toHaveCount(0);

  // … while Baltic Amber, of Amber Line, keeps it.
  await admin.goto(`/elb/DECK?ship=BALTIC_AMBER&day=${day}`);
  await expect(admin.getByRole('combobox', { name: 'Ship' })).toHaveValue('Baltic Amber');
  const amberWatch = await newWatch(admin);
  await expect(amberWatch.getByText(/^Swell direction/)).toBeVisible();
});
