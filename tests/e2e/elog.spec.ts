import { expect, test, type Page } from '@playwright/test';
import { apiToken, signInThroughForm } from './support.js';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await signInThroughForm(page, username, password);
  await expect(page).not.toHaveURL(/\/auth\//);
}

/** Opens the editor of a new entry of the type named in the Add entry menu; `title` is the editor's. */
async function addEntry(page: Page, type: RegExp, title: string) {
  const add = page.getByRole('button', { name: 'Add entry' });
  await expect(add).toBeEnabled();
  await add.click();
  await page.getByRole('menuitem', { name: type }).click();
  const editor = page.getByRole('region', { name: `Entry: ${title}` });
  await expect(editor).toBeVisible();
  await expect(editor.getByText('New', { exact: true })).toBeVisible();
  return editor;
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: RegExp, option: string) {
  await scope.locator('label', { hasText: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function watchEntry(page: Page, watch: string, from: string, to: string) {
  const editor = await addEntry(page, /^Watch/, 'Watch');
  await choose(page, editor, /^Watch/, watch);
  await editor.getByRole('textbox', { name: 'Start: time, 24-hour' }).fill(from);
  await editor.getByRole('textbox', { name: 'End: time, 24-hour' }).fill(to);
  await editor.getByLabel('End: date').fill(await editor.getByLabel('Start: date').inputValue());
  await editor.getByRole('textbox', { name: /^Latitude/ }).fill('57.9');
  await editor.getByRole('textbox', { name: /^Longitude/ }).fill('11.2');
  await editor.getByRole('button', { name: 'Complete entry' }).click();
  await expect(page.getByRole('list', { name: /^Entries of/ }).getByRole('button', { name: new RegExp(`^${from.slice(0, 2)}:${from.slice(2)}`) })).toContainText('Completed');
}

test('the officer keeps the deck log, the chief the oil record book; the master completes and signs; the signed day is read-only', async ({ browser, request }) => {
  for (const [user, login, signature] of [['officer', 'Officer#2026', 'Sign#Officer1'], ['captain', 'Captain#2026', 'Sign#Master1'], ['chief', 'Chief#2026', 'Sign#Chief1']]) {
    const token = await apiToken(request, user, login);
    const res = await request.post('/api/user/changeSignaturePassword', { headers: { authorization: `Bearer ${token}` }, data: { requestValue: { currentPassword: login, newPassword: signature } } });
    expect(res.status()).toBe(200);
  }

  const officer = await (await browser.newContext()).newPage();
  await signIn(officer, 'officer', 'Officer#2026');
  await officer.goto('/elb/DECK');
  await expect(officer.getByRole('heading', { level: 1, name: 'Deck log book' })).toBeVisible();
  await watchEntry(officer, '00–04', '0000', '0400');
  await watchEntry(officer, '04–08', '0400', '0800');
  const noon = await addEntry(officer, /^Noon report/, 'Noon report');
  await noon.getByRole('button', { name: 'Not applicable' }).click();
  await expect(officer.getByRole('list', { name: /^Entries of/ })).toContainText('Not applicable');

  const chief = await (await browser.newContext()).newPage();
  await signIn(chief, 'chief', 'Chief#2026');
  await chief.goto('/elb/ORB1');
  const sludge = await addEntry(chief, /^C — Collection/, 'C — Collection, transfer and disposal of oil residues (sludge)');
  await choose(chief, sludge, /^Operation/, '11 Collection of oil residues (sludge)');
  await sludge.getByRole('textbox', { name: /^11\.1 / }).fill('Sludge tank 3.1');
  await sludge.getByRole('textbox', { name: /^11\.2 / }).fill('12.5');
  await sludge.getByRole('textbox', { name: /^11\.3 / }).fill('4.2');
  await sludge.getByRole('button', { name: 'Complete entry' }).click();
  await expect(chief.getByRole('list', { name: /^Entries of/ })).toContainText('Completed');

  const captain = await (await browser.newContext()).newPage();
  await signIn(captain, 'captain', 'Captain#2026');
  await captain.goto('/elb/DECK');
  await captain.getByRole('button', { name: 'Complete day' }).click();
  await expect(captain.getByRole('group', { name: 'State of the day' })).toContainText('Completed');
  for (const signature of ['First signature', 'Main signature']) {
    await captain.getByRole('button', { name: 'Sign', exact: true }).click();
    const dialog = captain.getByRole('dialog');
    await dialog.getByLabel(/Signature password/).fill('Sign#Master1');
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(captain.getByRole('group', { name: 'State of the day' })).toContainText(signature);
  }

  await officer.reload();
  await expect(officer.getByText('The day is signed: its entries can only be read.')).toBeVisible();
  await expect(officer.getByRole('button', { name: 'Add entry' })).toBeDisabled();
  await officer.getByRole('list', { name: /^Entries of/ }).getByRole('button').first().click();
  const editor = officer.getByRole('region', { name: /^Entry: / });
  await expect(editor.getByRole('button', { name: 'Complete entry' })).toHaveCount(0);

  await officer.getByRole('button', { name: 'Language' }).click();
  await officer.getByRole('menuitem', { name: /Русский/ }).click();
  await expect(officer.getByRole('heading', { level: 1, name: 'Судовой журнал' })).toBeVisible();
  await expect(officer.getByRole('button', { name: 'Добавить запись' })).toBeDisabled();

  // The oil record book's day: completed and first signed by the chief engineer, countersigned by the master, printed.
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const [captainToken, chiefToken] = [await apiToken(request, 'captain', 'Captain#2026'), await apiToken(request, 'chief', 'Chief#2026')];
  const me = await (await request.get('/api/user/me', { headers: auth(captainToken) })).json() as { units: { id: string; code: string }[] };
  const unitId = me.units.find((u) => u.code === 'NORDIC_ORE')!.id;
  const orb = await (await request.get(`/api/elog-aggregation/current?elog=ORB1&unitId=${unitId}`, { headers: auth(chiefToken) })).json() as { aggregation: { id: string } };
  const dayCall = (token: string, path: string, requestValue: Record<string, unknown>) =>
    request.post(path, { headers: auth(token), data: { requestValue: { elogAggregationId: orb.aggregation.id, ...requestValue } } });
  expect((await dayCall(chiefToken, '/api/elog-aggregation/complete', {})).status()).toBe(200);
  expect((await dayCall(chiefToken, '/api/elog-aggregation/sign', { operationType: 'APPROVAL', signaturePassword: 'Sign#Chief1' })).status()).toBe(200);
  await captain.goto('/elb/ORB1');
  await captain.getByRole('button', { name: 'Sign', exact: true }).click();
  await captain.getByRole('dialog').getByLabel(/Signature password/).fill('Sign#Master1');
  await captain.getByRole('dialog').getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(captain.getByRole('group', { name: 'State of the day' })).toContainText('Main signature');
  await captain.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(captain).toHaveURL(/view=print/);
  const sheet = captain.getByRole('region', { name: /^Printout of Oil Record Book Part I/ });
  await captain.emulateMedia({ media: 'print' });
  await expect(sheet.getByRole('row').filter({ has: captain.getByRole('cell', { name: 'C', exact: true }) })).toContainText('Operation: 11 Collection of oil residues (sludge)');
  await expect(sheet.getByRole('row').filter({ hasText: '11.1' })).toContainText('Identity of tank(s): Sludge tank 3.1');
  await expect(sheet.getByRole('group', { name: 'Signatures of the day' })).toContainText('Master / chief engineer: Erik Larsen, Master');
  await expect(captain.locator('nav#keel-navigation')).toBeHidden();
  await expect(captain.getByRole('banner')).toBeHidden();
  await expect(captain.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
});
