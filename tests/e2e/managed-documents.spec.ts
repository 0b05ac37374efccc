import { expect, test, type Page } from '@playwright/test';
import { mainNavigation, signInThroughForm } from './support.js';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await signInThroughForm(page, username, password);
  await expect(page).not.toHaveURL(/\/auth\//);
}

async function openDocuments(page: Page) {
  const navigation = mainNavigation(page);
  const entry = navigation.getByRole('link', { name: 'Managed documents' });
  if (!await entry.isVisible()) await navigation.getByRole('button', { name: 'Reporting and logbooks' }).click();
  await entry.click();
  await expect(page).toHaveURL(/\/managed-document$/);
  await expect(page.locator('main h1').first()).toHaveText("Ship's documents and certificates");
}

test('the office sees which certificates expire, and keeps a new scan of one beside the earlier ones', async ({ page }) => {
  await signIn(page, 'admin', 'Admin#2026');
  await openDocuments(page);
  // Soonest expiry first: Nordic Ore's ship sanitation certificate expired nine days before the demo was seeded.
  const expired = page.getByRole('row', { name: /SSCC-NLRTM-26-0912/ });
  await expect(expired.locator('[data-badge="EXPIRED"]')).toHaveText('Expired');
  await expect(page.getByRole('row', { name: /IAPP-NO-55125/ }).locator('[data-badge="EXPIRING"]')).toHaveText('Expiring');

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Expired' }).click();
  await expect(page.getByRole('row', { name: /IAPP-NO-55125/ })).toHaveCount(0);
  await expect(expired).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Expiring' }).click();

  await page.getByRole('row', { name: /IAPP-NO-55125/ }).click();
  const dialog = page.getByRole('dialog');
  const files = dialog.getByRole('region', { name: 'Scanned document (versions)' });
  await expect(files.getByText('Current · v2')).toBeVisible();
  await files.locator('input[type=file]').setInputFiles({ name: 'IAPP renewed.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 renewed') });
  await files.getByRole('textbox', { name: 'Note' }).fill('Renewed at Rotterdam');
  await files.getByRole('button', { name: 'Upload new version' }).click();
  await expect(files.getByText('Current · v3')).toBeVisible();
  await expect(files.getByText('Renewed at Rotterdam')).toBeVisible();

  const download = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Download version 1: IAPP-NO-55125 issued.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('IAPP-NO-55125 issued.pdf');
});

test('the master reads his own ship\'s certificates only, and may not add one', async ({ page }) => {
  await signIn(page, 'captain', 'Captain#2026');
  await openDocuments(page);
  await expect(page.getByRole('row', { name: /IAPP-NO-55125/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /MT-IAPP-1003/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New' })).toHaveCount(0);
  await page.getByRole('row', { name: /IAPP-NO-55125/ }).click();
  const files = page.getByRole('dialog').getByRole('region', { name: 'Scanned document (versions)' });
  await expect(files.getByText(/^Current · v/)).toBeVisible();
  await expect(files.getByRole('button', { name: /Upload/ })).toHaveCount(0);
});
