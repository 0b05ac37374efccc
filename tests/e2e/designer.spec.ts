import { expect, test, type Page } from '@playwright/test';
import { apiToken, signInThroughForm } from './support.js';

/** Replaces the whole text of the designer's JSON editor, as a paste would (into an emptied editor: Monaco keeps only part of a long text in its textarea). */
async function replaceEditorText(page: Page, code: string, text: string) {
  const editor = page.getByRole('textbox', { name: `JSON of descriptor ${code}` });
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

async function openDesigner(page: Page) {
  await page.goto('/auth/login');
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
  await page.goto('/designer');
  await expect(page.getByRole('combobox', { name: 'Kind' })).toBeVisible();
}

async function pickKind(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: label }).click();
}

const problems = (page: Page) => page.getByRole('list', { name: 'Problems' });
const saveButton = (page: Page, name: 'Save' | 'Create') => page.getByRole('button', { name, exact: true }).last();

test('a new screen descriptor is validated as you type, saved, revised, compared and restored', async ({ page }) => {
  await openDesigner(page);
  await pickKind(page, 'Screens');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New descriptor: Screens' });
  await dialog.getByLabel('Code').fill('system-status');
  await expect(dialog.getByText('system-status is already used by another descriptor of this kind.')).toBeVisible();
  await dialog.getByLabel('Code').fill('e2e-screen');
  await expect(dialog.getByText('e2e-screen is free.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'e2e-screen' })).toBeVisible();

  await replaceEditorText(page, 'e2e-screen', '{"route": "no-slash", "renderer": "system-status"}');
  await expect(problems(page)).toContainText('The text does not match the pattern “^/”.');
  await expect(saveButton(page, 'Create')).toBeDisabled();
  await problems(page).getByRole('button').first().click();
  await expect(page.getByRole('textbox', { name: 'JSON of descriptor e2e-screen' })).toBeFocused();

  await replaceEditorText(page, 'e2e-screen', '{"route": "/e2e-screen", "renderer": "system-status"}');
  await expect(page.getByText('No problems')).toBeVisible();
  await saveButton(page, 'Create').click();
  await expect(page.getByText(/^Version 1 · saved/)).toBeVisible();
  await expect(page).toHaveURL(/\/designer\?kind=screen&code=e2e-screen$/);
  await expect(page.getByRole('list', { name: 'Descriptors: Screens' }).getByText('e2e-screen')).toBeVisible();

  await page.getByRole('tab', { name: 'Revisions' }).click();
  const revisions = page.getByRole('table', { name: 'Revisions' });
  await expect(revisions.getByRole('row')).toHaveCount(2);
  await expect(revisions).toContainText('Version 1');

  await page.getByRole('tab', { name: 'JSON' }).click();
  await replaceEditorText(page, 'e2e-screen', '{"route": "/e2e-screen", "renderer": "system-status", "title": {"en": "E2E screen"}}');
  await expect(page.getByText('No problems')).toBeVisible();
  await page.getByRole('textbox', { name: 'Note for this revision' }).fill('a title');
  await saveButton(page, 'Save').click();
  await expect(page.getByText(/^Version 2 · saved/)).toBeVisible();

  await page.getByRole('tab', { name: 'Revisions' }).click();
  await expect(revisions.getByRole('row')).toHaveCount(3);
  await expect(revisions).toContainText('a title');
  const changes = page.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('row')).toHaveCount(2);
  await expect(changes).toContainText('/title');
  await expect(changes).toContainText('Added');
  await expect(changes).toContainText('{"en":"E2E screen"}');
  await expect(page.locator('.monaco-diff-editor')).toBeVisible();

  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await page.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/^Version 3 · saved/)).toBeVisible();
  await expect(revisions).toContainText('restored revision 1');
  await page.getByRole('tab', { name: 'JSON' }).click();
  await expect(page.locator('.monaco-editor').first()).not.toContainText('E2E screen');
});

test('a save over a version someone else changed keeps the edits and offers compare and overwrite', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin', 'Admin#2026');
  const headers = { authorization: `Bearer ${admin}` };
  const body = { route: '/e2e-conflict', renderer: 'system-status' };
  expect((await request.post('/api/descriptors/screen', { headers, data: { requestValue: { code: 'e2e-conflict', body } } })).status()).toBe(200);

  await openDesigner(page);
  await page.goto('/designer?kind=screen&code=e2e-conflict');
  await expect(page.getByText(/^Version 1 · saved/)).toBeVisible();
  const other = await request.put('/api/descriptors/screen/e2e-conflict', { headers, data: { requestValue: { version: 1, body: { ...body, module: 'setup' } } } });
  expect(other.status()).toBe(200);

  await replaceEditorText(page, 'e2e-conflict', '{"route": "/e2e-conflict", "renderer": "system-status", "menuItemId": "mine"}');
  await expect(page.getByText('No problems')).toBeVisible();
  await saveButton(page, 'Save').click();
  await expect(page.getByText('Changed by someone else', { exact: true })).toBeVisible();
  await expect(saveButton(page, 'Save')).toBeDisabled();

  await page.getByRole('button', { name: 'Compare with the current version' }).click();
  const compare = page.getByRole('dialog', { name: 'The current version and your changes' });
  await expect(compare.getByRole('table', { name: 'Changes' })).toContainText('/menuItemId');
  await expect(compare.getByRole('table', { name: 'Changes' })).toContainText('/module');
  await compare.getByRole('button', { name: 'Overwrite' }).click();
  await expect(page.getByText(/^Version 3 · saved/)).toBeVisible();
  const stored = await (await request.get('/api/descriptors/screen/e2e-conflict', { headers })).json() as { body: Record<string, unknown> };
  expect(stored.body).toEqual({ route: '/e2e-conflict', renderer: 'system-status', menuItemId: 'mine' });
});

test('the preview of a form descriptor follows the JSON as it is typed', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin', 'Admin#2026');
  const body = { title: { en: 'Bunker report' }, usage: 'CUSTOMIZER', schema: { type: 'object', properties: { port: { type: 'string', title: 'Port' } } } };
  const created = await request.post('/api/descriptors/form', { headers: { authorization: `Bearer ${admin}` }, data: { requestValue: { code: 'e2e-form', body } } });
  expect(created.status()).toBe(200);

  await openDesigner(page);
  await page.goto('/designer?kind=form&code=e2e-form');
  await expect(page.getByRole('tab', { name: 'Visual', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'JSON' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Bunker report' })).toBeVisible();
  await expect(preview.getByLabel('Port')).toBeVisible();

  const next = { ...body, schema: { type: 'object', properties: { port: { type: 'string', title: 'Port' }, mass: { type: 'number', title: 'Mass, t' } } } };
  const withTrailingComma = JSON.stringify(next).replace('"Mass, t"}', '"Mass, t",}');
  await replaceEditorText(page, 'e2e-form', withTrailingComma);
  await expect(preview.getByText('The JSON does not parse: showing the last valid version.')).toBeVisible();
  await expect(preview.getByLabel('Mass, t')).toHaveCount(0);
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  await expect(preview.getByLabel('Mass, t')).toBeVisible();
  await expect(preview.getByText('The JSON does not parse: showing the last valid version.')).toHaveCount(0);
  await preview.getByLabel('Mass, t').fill('412.5');
  await expect(preview.getByLabel('Mass, t')).toHaveValue('412.5');
});

test("the server's refusal of a body is shown at the fields its pointers name, until the next edit", async ({ page }) => {
  await openDesigner(page);
  await page.goto('/designer?kind=screen&code=system-status');
  await expect(page.getByText(/^Version 1 · saved/)).toBeVisible();
  await page.route('**/api/descriptors/screen/system-status', (route) => (route.request().method() !== 'PUT' ? route.continue() : route.fulfill({
    status: 400, contentType: 'application/json',
    body: JSON.stringify({
      responseStatus: 'ERROR', code: 'INVALID_INPUT', message: 'The screen descriptor system-status is not valid.',
      errors: [{ path: '/requestValue/body/renderer', code: 'unknown', message: 'There is no renderer "no-such-renderer".' }],
    }),
  })));
  await replaceEditorText(page, 'system-status', '{"route": "/system-status",\n"renderer": "no-such-renderer"}');
  await expect(page.getByText('No problems')).toBeVisible();
  await saveButton(page, 'Save').click();
  await expect(page.getByRole('alert').filter({ hasText: 'The screen descriptor system-status is not valid.' })).toBeVisible();
  await expect(problems(page)).toContainText('Server: There is no renderer "no-such-renderer".');
  await expect(problems(page)).toContainText('line 2, column 13');
  await expect(saveButton(page, 'Save')).toBeDisabled();
  await problems(page).getByRole('button').first().click();
  await page.keyboard.insertText(' ');
  await expect(page.getByText('No problems')).toBeVisible();
  await expect(saveButton(page, 'Save')).toBeEnabled();
});

test('unsaved edits are not lost by switching descriptors or leaving the designer without asking', async ({ page }) => {
  await openDesigner(page);
  await page.goto('/designer?kind=screen&code=system-status');
  await expect(page.getByText(/^Version 1 · saved/)).toBeVisible();
  await replaceEditorText(page, 'system-status', '{"route": "/system-status", "renderer": "system-status"}');
  await expect(page.getByText('Unsaved', { exact: true })).toBeVisible();

  const list = page.getByRole('list', { name: 'Descriptors: Screens' });
  await list.getByText('designer', { exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByRole('heading', { name: 'system-status' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByText('System status').click();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/designer\?kind=screen&code=system-status$/);

  await list.getByText('designer', { exact: true }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('heading', { name: 'designer' })).toBeVisible();
  await expect(page).toHaveURL(/code=designer$/);
});

test('a field added to the port resource in the designer appears in the /ports editor with no code change', async ({ page, request }) => {
  const token = await apiToken(request, 'admin', 'Admin#2026');
  const port = await (await request.get('/api/descriptors/resource/port', { headers: { authorization: `Bearer ${token}` } })).json() as { body: { schema: { properties: Record<string, unknown> } } };
  const body = structuredClone(port.body);
  body.schema.properties.pilotage = { type: 'string', title: 'Pilotage service', maxLength: 200 };

  await openDesigner(page);
  await page.goto('/designer?kind=resource&code=port');
  await expect(page.getByRole('heading', { name: 'port', exact: true })).toBeVisible();
  await replaceEditorText(page, 'port', JSON.stringify(body));
  await expect(page.getByText('No problems')).toBeVisible();
  await saveButton(page, 'Save').click();
  await expect(page.getByText(/^Version \d+ · saved/)).toBeVisible();

  await page.goto('/ports');
  await page.getByPlaceholder(/Code, name/).fill('Rotterdam');
  await page.getByRole('row', { name: 'Open Rotterdam' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByLabel(/^Pilotage service/).fill('Compulsory above 60 m, Maas Center');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  const rotterdam = await (await request.get('/api/port?search=Rotterdam', { headers: { authorization: `Bearer ${token}` } })).json() as { items: { data: Record<string, unknown> }[] };
  expect(rotterdam.items[0].data.pilotage).toBe('Compulsory above 60 m, Maas Center');
});

test('a field added on the form designer’s visual tab is in the JSON and the preview, and Save stores it', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin', 'Admin#2026');
  const body = { title: { en: 'Sounding' }, usage: 'CUSTOMIZER', schema: { type: 'object', properties: { tank: { type: 'string' } } }, uiSchema: { tank: { 'ui:title': { en: 'Tank' } } } };
  const headers = { authorization: `Bearer ${admin}` };
  expect((await request.post('/api/descriptors/form', { headers, data: { requestValue: { code: 'e2e-visual-form', body } } })).status()).toBe(200);

  await openDesigner(page);
  await page.goto('/designer?kind=form&code=e2e-visual-form');
  await page.getByRole('group', { name: 'Field types' }).getByRole('button', { name: 'Number', exact: true }).click();
  await page.getByRole('textbox', { name: 'Label in English' }).fill('Sounding, cm');
  await page.getByRole('textbox', { name: 'Maximum' }).fill('2000');
  const tree = page.getByRole('tree', { name: 'Fields' });
  await tree.getByRole('treeitem', { name: /number1/ }).press('Alt+ArrowUp');
  await expect(tree.getByRole('treeitem').first()).toHaveAccessibleName('Sounding, cm (number1)');
  await expect(page.getByRole('region', { name: 'Preview' }).getByLabel('Sounding, cm')).toBeVisible();

  await saveButton(page, 'Save').click();
  await expect(page.getByText(/^Version 2 · saved/)).toBeVisible();
  const stored = await (await request.get('/api/descriptors/form/e2e-visual-form', { headers })).json() as { body: { schema: { properties: object } } };
  expect(stored.body.schema.properties).toEqual({ number1: { type: 'number', maximum: 2000 }, tank: { type: 'string' } });
});
