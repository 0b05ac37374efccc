import { expect, test, type Page } from '@playwright/test';
import { mainNavigation, signInThroughForm } from './support.js';

const notAvailable = 'This screen is not available';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await signInThroughForm(page, username, password);
  await expect(page).toHaveURL(/\/fleet\/map$/);
}

/** Every address the menu links to, after unfolding every group (a group is a button that says whether it is open). */
async function menuLinks(page: Page): Promise<string[]> {
  const nav = mainNavigation(page);
  await expect(nav.locator('a').first()).toBeVisible();
  const folded = nav.locator('button[aria-expanded="false"]');
  for (let guard = 0; guard < 50 && await folded.count() > 0; guard++) await folded.first().click();
  return nav.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
}

/** Opens the address and waits for its screen's heading: a real screen, never the not-available page. */
async function expectRealScreen(page: Page, href: string) {
  await page.goto(href);
  const heading = page.locator('main h1').first();
  await expect(heading, href).toBeVisible({ timeout: 20_000 });
  await expect(heading, href).not.toHaveText(notAvailable);
  await expect(page.getByText(/^Unknown screen renderer/), href).toHaveCount(0);
}

for (const [username, password] of [['analyst', 'Analyst#2026'], ['captain', 'Captain#2026']] as const) {
  test(`every menu entry of the ${username} opens a real screen`, async ({ page }) => {
    test.setTimeout(420_000);
    await signIn(page, username, password);
    const links = await menuLinks(page);
    expect(links.length, 'menu entries').toBeGreaterThan(10);
    for (const href of links) await expectRealScreen(page, href);
  });
}

test('the analyst sees no publishing, copying or wallboard link, and the administration screens do not open', async ({ page }) => {
  await signIn(page, 'analyst', 'Analyst#2026');
  const links = await menuLinks(page);
  expect(links).toContain('/custom-analytics');
  for (const href of ['/custom-analytics/list', '/wall-boards', '/multi-dashboard-page/list']) expect(links).not.toContain(href);

  await page.goto('/custom-analytics');
  await expect(page.getByRole('combobox', { name: 'Analytics page' })).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  for (const name of [/publish/i, /duplicate/i, /wallboard link/i, /all pages/i]) {
    await expect(page.getByRole('button', { name }), String(name)).toHaveCount(0);
    await expect(page.getByRole('link', { name }), String(name)).toHaveCount(0);
  }

  for (const href of ['/custom-analytics/list', '/wall-boards']) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: notAvailable }), href).toBeVisible();
    await expect(page.getByRole('button', { name: /publish|duplicate/i })).toHaveCount(0);
  }
});
