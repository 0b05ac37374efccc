import { expect, test, type Page } from '@playwright/test';
import { apiToken, signInThroughForm } from './support.js';

test.use({ actionTimeout: 20_000 });

/** A deck log day long before the demo's logbooks: open whatever other tests did to today's. */
const day = new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10);

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await signInThroughForm(page, username, password);
  await expect(page).not.toHaveURL(/\/auth\//);
}

test('an admin adds "Visibility (nm)" to the deck watch form on the visual designer; the officer is refused 60 in Russian, saves 8, and the day prints with it', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', 'Admin#2026');
  await admin.goto('/designer?kind=form&code=ELOG_DECK_WATCH');
  await expect(admin.getByRole('tab', { name: 'Visual', selected: true })).toBeVisible();
  const tree = admin.getByRole('tree', { name: 'Fields' });
  await tree.getByRole('treeitem', { name: /^Remarks/ }).click();
  await admin.getByRole('group', { name: 'Field types' }).getByRole('button', { name: 'Number', exact: true }).click();
  const properties = admin.getByRole('form', { name: 'Field properties' });
  await properties.getByRole('textbox', { name: 'Code' }).fill('visibilityNm');
  await properties.getByRole('textbox', { name: 'Code' }).press('Tab');
  await properties.getByRole('textbox', { name: 'Label in English' }).fill('Visibility (nm)');
  await properties.getByRole('textbox', { name: 'Label in Russian' }).fill('Видимость (мили)');
  await properties.getByRole('textbox', { name: 'Minimum' }).fill('0');
  await properties.getByRole('textbox', { name: 'Maximum' }).fill('50');
  // From the end of the form up past five sections and fields to just below Weather, then into it.
  const added = tree.getByRole('treeitem', { name: 'Visibility (nm) (visibilityNm)' });
  for (let i = 0; i < 5; i++) await added.press('Alt+ArrowUp');
  await added.press('Alt+ArrowRight');
  await expect(tree.getByRole('treeitem', { name: 'Weather (weather)', expanded: true }).locator('xpath=following-sibling::*[1]').getByRole('treeitem', { name: 'Visibility (nm) (visibilityNm)' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Preview' }).getByLabel('Visibility (nm)')).toBeVisible();
  await admin.getByRole('button', { name: 'Save', exact: true }).last().click();
  await expect(admin.getByText(/^Version 2 · saved/)).toBeVisible();
  const token = await apiToken(request, 'admin', 'Admin#2026');
  const stored = await (await request.get('/api/descriptors/form/ELOG_DECK_WATCH', { headers: { authorization: `Bearer ${token}` } })).json() as { body: { schema: { properties: { weather: { properties: Record<string, unknown> } } } } };
  expect(stored.body.schema.properties.weather.properties.visibilityNm).toEqual({ type: 'number', minimum: 0, maximum: 50 });

  // The officer of Nordic Ore, in Russian.
  const officer = await (await browser.newContext()).newPage();
  await signIn(officer, 'officer', 'Officer#2026');
  await officer.goto(`/elb/DECK?ship=NORDIC_ORE&day=${day}`);
  await expect(officer.getByRole('button', { name: 'Add entry' })).toBeEnabled();
  await officer.getByRole('button', { name: 'Language' }).click();
  await officer.getByRole('menuitem', { name: /Русский/ }).click();
  await expect(officer.getByRole('heading', { level: 1, name: 'Судовой журнал' })).toBeVisible();
  const add = officer.getByRole('button', { name: 'Добавить запись' });
  await expect(add).toBeEnabled();
  await add.click();
  await officer.getByRole('menuitem', { name: /^Вахта/ }).click();
  const editor = officer.getByRole('region', { name: 'Запись: Вахта' });
  await editor.locator('label', { hasText: /^Вахта/ }).first().click();
  await officer.getByRole('option', { name: '08–12', exact: true }).click();
  await editor.getByRole('textbox', { name: /^Широта/ }).fill('57.9');
  await editor.getByRole('textbox', { name: /^Долгота/ }).fill('11.2');
  const visibility = editor.getByRole('textbox', { name: /^Видимость \(мили\)/ });
  await visibility.fill('60');
  await editor.getByRole('button', { name: 'Завершить запись' }).click();
  await expect(editor.getByText('Значение поля «Видимость (мили)» слишком велико (максимум 50).').first()).toBeVisible();
  await expect(visibility).toHaveValue('60');
  await visibility.fill('8');
  await editor.getByRole('button', { name: 'Завершить запись' }).click();
  await expect(officer.getByRole('list', { name: /^Записи за/ })).toContainText('Завершена');

  // The master prints the day: the new field is on the page with the officer's value.
  const captain = await (await browser.newContext()).newPage();
  await signIn(captain, 'captain', 'Captain#2026');
  await captain.goto(`/elb/DECK?ship=NORDIC_ORE&day=${day}`);
  await captain.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(captain).toHaveURL(/view=print/);
  await expect(captain.getByRole('region', { name: /^Printout of / })).toContainText('Visibility (nm): 8');
});
