import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from './support.js';

async function signInAsAdmin(page: Page) {
  await page.goto('/auth/login');
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
}

const field = (page: Page, label: string) => page.getByRole('dialog').getByLabel(new RegExp(`^${label}`));

test('create, edit and delete a port', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/ports');
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog');
  await field(page, 'UN/LOCODE').fill('NOKEL');
  await field(page, 'Name').first().fill('Keelvik');
  await field(page, 'Country').click();
  await page.keyboard.type('Norw');
  await page.getByRole('option', { name: 'Norway' }).click();
  await field(page, 'Latitude').fill('59.9');
  await field(page, 'Longitude').fill('10.7');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByPlaceholder(/Code, name/).fill('Keelvik');
  const row = page.getByRole('row', { name: 'Open Keelvik' });
  await expect(row).toContainText('NOKEL');
  await expect(row).toContainText('Norway');

  await row.click();
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await field(page, 'Name').first().fill('Keelvik Havn');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await page.getByPlaceholder(/Code, name/).fill('Keelvik Havn');
  await expect(page.getByRole('row', { name: 'Open Keelvik Havn' })).toBeVisible();

  await page.getByRole('row', { name: 'Open Keelvik Havn' }).click();
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('Delete this record?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).last().click();
  await expect(page.getByText('No records match the search or the filters')).toBeVisible();
});

test('the same ship saved from two pages: the second gets a conflict notice and keeps its input', async ({ page, context }) => {
  await signInAsAdmin(page);
  const other = await context.newPage();
  for (const p of [page, other]) {
    await p.goto('/ship');
    await p.getByRole('row', { name: 'Open Nordic Ore' }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Edit' }).click();
  }
  await field(page, 'Deadweight').fill('81700');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Edit' })).toBeVisible();

  await field(other, 'Deadweight').fill('82000');
  await other.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText('Changed by someone else')).toBeVisible();
  await expect(field(other, 'Deadweight')).toHaveValue('82000');
  await expect(other.getByRole('dialog').getByRole('button', { name: 'Save' })).toBeVisible();
});

test('an administrator resets a user\'s password from the users screen and sees the temporary one once', async ({ page, request }) => {
  await signInAsAdmin(page);
  await page.goto('/users');
  await page.getByPlaceholder(/./).first().fill('chief');
  await page.getByRole('row', { name: 'Open chief' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('dialog', { name: 'Reset password' }).getByRole('button', { name: 'Reset password' }).click();
  const notice = page.getByText(/New temporary password for chief: /);
  await expect(notice).toBeVisible();
  const password = /: (\S+)\. Give it/.exec(await notice.innerText())![1];
  await expect(page.getByRole('dialog').getByRole('combobox', { name: /^Password state/ })).toHaveValue('Temporary');
  const answer = await (await request.post('/api/authentication', { data: { username: 'chief', password } })).json() as { status: string };
  expect(answer.status).toBe('TEMPORARY_PASSWORD');
});
