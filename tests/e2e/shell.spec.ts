import { expect, test } from '@playwright/test';
import { mainNavigation, signInThroughForm } from './support.js';

const scheme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

test('the theme is dark by default, kept across a reload and synced to another page', async ({ page, context }) => {
  await page.goto('/auth/login');
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
  expect(await scheme(page)).toBe('dark');
  const other = await context.newPage();
  await other.goto('/system-status');
  await expect(other.getByRole('heading', { name: 'System status' })).toBeVisible();
  expect(await scheme(other)).toBe('dark');

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect.poll(() => scheme(page)).toBe('light');
  await expect.poll(() => scheme(other)).toBe('light');
  expect(await page.evaluate(() => localStorage.getItem('keel_theme'))).toBe('light');
  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  expect(await scheme(page)).toBe('light');

  await other.getByRole('button', { name: 'Toggle theme' }).click();
  await expect.poll(() => scheme(page)).toBe('dark');
});

test('switching to Russian translates the shell and the server messages', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  await page.getByLabel(/^Имя пользователя/).fill('officer');
  await page.getByLabel(/^Пароль/).fill('wrong');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверное имя пользователя или пароль.');
  await page.getByLabel(/^Пароль/).fill('Officer#2026');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });
  await expect(nav.getByText('Флот и рейсы')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Карта флота' })).toBeVisible();
  await page.reload();
  await expect(nav.getByText('Флот и рейсы')).toBeVisible();
  // The reload fetched the Russian texts beside the entry (the boot script preloads the chosen language's chunk), not English.
  const catalogues = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((path) => /\/assets\/(en|ru)-[\w-]+\.js$/.test(path)));
  expect(catalogues).toEqual([expect.stringMatching(/\/assets\/ru-/)]);
  await expect(page.locator('link[rel=modulepreload][href*="/assets/ru-"]')).toHaveCount(1);
});

test('the language of a first visit is preloaded with the app: the browser\'s when it is Russian, else English', async ({ browser }) => {
  for (const [locale, language] of [['ru-RU', 'ru'], ['de-DE', 'en']] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: language === 'ru' ? 'Войти' : 'Sign in', exact: true })).toBeVisible();
    expect(await page.locator(`link[rel=modulepreload][href*="/assets/${language}-"]`).count(), locale).toBe(1);
    expect(await page.locator(`link[rel=modulepreload][href*="/assets/${language === 'ru' ? 'en' : 'ru'}-"]`).count(), locale).toBe(0);
    await context.close();
  }
});

test('at 800 px the menu is a mobile menu that closes on a click outside it', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/auth/login');
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
  const nav = mainNavigation(page);
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(nav).toBeVisible();
  await nav.getByText('Setup', { exact: true }).click();
  await nav.getByText('System status').click();
  await expect(page).toHaveURL(/\/system-status$/);
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(nav).toBeVisible();
  await page.mouse.click(780, 450);
  await expect(nav).toBeHidden();
});

test('at 1440 px the menu is static beside the page', async ({ page }) => {
  await page.goto('/auth/login');
  await signInThroughForm(page, 'admin', 'Admin#2026');
  const nav = mainNavigation(page);
  await expect(nav).toBeVisible();
  await page.mouse.click(900, 600);
  await expect(nav).toBeVisible();
});
