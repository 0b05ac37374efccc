import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

interface Screen { route: string; renderer: string; config?: { resource?: string; filters?: Record<string, string> } }

const screensFolder = new URL('../../descriptors/kinds/screen/builtin/', import.meta.url);
const crudScreens = readdirSync(screensFolder).map((file) => JSON.parse(readFileSync(new URL(file, screensFolder), 'utf8')) as Screen)
  .filter((screen) => screen.renderer === 'crud');
const pageSizeOf = (resource: string): number =>
  JSON.parse(readFileSync(new URL(`../../descriptors/kinds/resource/builtin/${resource}.json`, import.meta.url), 'utf8')).list?.pageSize ?? 25;
const lockedWhenOf = (resource: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../descriptors/kinds/resource/builtin/${resource}.json`, import.meta.url), 'utf8')).lockedWhen;
const resourceTitle = (language: 'en' | 'ru', resource: string) => {
  const catalogue = JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8'));
  const definition = JSON.parse(readFileSync(new URL(`../../descriptors/kinds/resource/builtin/${resource}.json`, import.meta.url), 'utf8'));
  const key: string = definition.title;
  return key.split('.').reduce((node: Record<string, unknown>, part) => node[part] as Record<string, unknown>, catalogue) as unknown as string;
};

for (const language of ['en', 'ru'] as const) {
  test(`every master-data screen opens with its records (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((lang) => localStorage.setItem('keel_language', lang), language);
    await page.goto('/auth/login');
    await page.locator('input[autocomplete="username"]').fill('admin');
    await page.locator('input[autocomplete="current-password"]').fill('Admin#2026');
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/fleet\/map$/);
    expect(crudScreens.length).toBeGreaterThan(15);
    for (const screen of crudScreens) {
      await page.goto(screen.route);
      const title = resourceTitle(language, screen.config!.resource!);
      await expect(page.getByRole('heading', { level: 1, name: title }), screen.route).toBeVisible();
      const token = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.endsWith('_token'))?.[1]);
      // A screen that opens filtered (e.g. the people now on board) lists what the same filters answer.
      const opening = Object.entries(screen.config!.filters ?? {}).map(([field, value]) => `&f.${field}=${encodeURIComponent(value)}`).join('');
      const answer = await page.request.get(`/api/${screen.config!.resource}?size=1${opening}`, { headers: { authorization: `Bearer ${token}` } });
      const { total, items } = await answer.json() as { total: number; items: { label: string }[] };
      expect(total, screen.route).toBeGreaterThan(0);
      const rows = page.locator('tbody tr[aria-label]');
      if (total > 0) {
        await expect(rows.first(), screen.route).toBeVisible();
        expect(await rows.count(), screen.route).toBe(Math.min(total, pageSizeOf(screen.config!.resource!)));
        expect(items[0].label.length, screen.route).toBeGreaterThan(0);
      } else {
        await expect(rows, screen.route).toHaveCount(0);
      }
    }
  });
}

test('every master-data screen edits its first record: open, edit, save unchanged, a new version', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/auth/login');
  await page.locator('input[autocomplete="username"]').fill('admin');
  await page.locator('input[autocomplete="current-password"]').fill('Admin#2026');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/fleet\/map$/);
  const token = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.endsWith('_token'))?.[1]);
  const headers = { authorization: `Bearer ${token}` };
  let edited = 0;
  for (const screen of crudScreens) {
    const resource = screen.config!.resource!;
    await page.goto(screen.route);
    const firstRow = page.locator('tbody tr[aria-label]').first();
    const { items } = await (await page.request.get(`/api/${resource}?size=1`, { headers })).json() as { items: { id: string }[] };
    if (!items.length) continue;
    await expect(firstRow, screen.route).toBeVisible();
    const dialog = page.getByRole('dialog');
    await firstRow.click();
    await expect(dialog.getByText(/^Version \d+/).first(), screen.route).toBeVisible();
    if (lockedWhenOf(resource) && await dialog.getByRole('button', { name: 'Edit' }).count() === 0) {
      // A record its source keeps (a voyage leg from the deck log) opens read-only, with the reason where to correct it.
      await expect(dialog.getByText(/^Read-only: /).first(), screen.route).toBeAttached();
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect(dialog).toBeHidden();
      continue;
    }
    await dialog.getByRole('button', { name: 'Edit' }).click();
    const shown = await dialog.getByText(/^Version \d+/).first().textContent();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('button', { name: 'Edit' }), screen.route).toBeVisible();
    await expect(dialog.getByRole('alert'), screen.route).toHaveCount(0);
    const before = Number(/Version (\d+)/.exec(shown ?? '')?.[1]);
    await expect(dialog.getByText(new RegExp(`^Version ${before + 1}\\b`)), screen.route).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    edited += 1;
  }
  expect(edited).toBeGreaterThan(15);
});
