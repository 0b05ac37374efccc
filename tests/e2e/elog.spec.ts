import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, signInThroughForm } from './support.js';
import { pdfPages } from '../support/pdf-text.js';

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

test('the officer keeps and signs his watches, the chief the oil record book; the master completes and approves once; the approved day is read-only', async ({ browser, request }) => {
  // Three crew members each sign in and work through a day: longer than one screen's test.
  test.setTimeout(240_000);
  for (const [user, login, signature] of [['officer', 'Officer#2026', 'Sign#Officer1'], ['captain', 'Captain#2026', 'Sign#Master1'], ['chief', 'Chief#2026', 'Sign#Chief1']]) {
    const token = await apiToken(request, user, login);
    const res = await request.post('/api/user/changeSignaturePassword', { headers: { authorization: `Bearer ${token}` }, data: { requestValue: { currentPassword: login, newPassword: signature } } });
    expect(res.status()).toBe(200);
  }

  const officer = await (await browser.newContext()).newPage();
  await signIn(officer, 'officer', 'Officer#2026');
  await officer.goto('/elb/DECK');
  await expect(officer.getByRole('heading', { level: 1, name: 'Deck logbook' })).toBeVisible();
  await watchEntry(officer, '00–04', '0000', '0400');
  await watchEntry(officer, '04–08', '0400', '0800');
  const noon = await addEntry(officer, /^Noon report/, 'Noon report');
  await noon.getByRole('button', { name: 'Not applicable' }).click();
  await expect(officer.getByRole('list', { name: /^Entries of/ })).toContainText('Not applicable');
  // The officer in charge signs the watches he kept (and the noon report he marked not applicable).
  await officer.getByRole('button', { name: 'Sign my entries (3)' }).click();
  const officerDialog = officer.getByRole('dialog', { name: /^Sign your entries of / });
  await expect(officerDialog.getByRole('checkbox', { name: 'Watch 00:00–04:00' })).toBeChecked();
  await expect(officerDialog.getByRole('list', { name: 'Still awaited' })).toContainText('Approval of the day — Master');
  await officerDialog.getByLabel(/Signature password/).fill('Sign#Officer1');
  await officerDialog.getByRole('button', { name: 'Sign 3 entries' }).click();
  await expect(officerDialog).toBeHidden();
  await expect(officer.getByRole('region', { name: 'Signatures' }).getByText('Officer in charge', { exact: true })).toHaveCount(3);

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
  // Completing asks for confirmation first (its last button confirms).
  await captain.getByRole('dialog').getByRole('button').last().click();
  await expect(captain.getByRole('group', { name: 'State of the day' })).toContainText('Completed');
  // The master approves the day once, and is told in which rank he signs.
  await expect(captain.getByRole('button', { name: /^Sign my entries/ })).toHaveCount(0);
  await captain.getByRole('button', { name: 'Approve the day', exact: true }).click();
  const approval = captain.getByRole('dialog', { name: /^Approve the day / });
  await expect(approval).toContainText('You give the day\'s main signature as Master');
  await expect(approval).toContainText('Every entry is signed: your approval closes the day.');
  await approval.getByLabel(/Signature password/).fill('Sign#Master1');
  await approval.getByRole('button', { name: 'Approve the day as Master' }).click();
  await expect(approval).toBeHidden();
  await expect(captain.getByRole('group', { name: 'State of the day' })).toContainText('Approved');
  await expect(captain.getByRole('button', { name: 'Approve the day', exact: true })).toHaveCount(0);

  // The master prints the signed deck log day from its screen: the server's PDF in the book's official layout.
  await captain.getByRole('button', { name: 'Print', exact: true }).click();
  const deckDownload = captain.waitForEvent('download');
  await captain.getByRole('button', { name: 'Download PDF' }).click();
  const deckPdf = (await pdfPages(readFileSync(await (await deckDownload).path()))).join('\n');
  for (const shown of ['Deck logbook', 'Nordic Ore', 'SOLAS regulation V/28', 'Watch: 00–04', 'Approval of the day: Erik Larsen, Master', 'Page 1 of']) {
    expect(deckPdf).toContain(shown);
  }
  await captain.getByRole('button', { name: 'Back to the day' }).click();

  await officer.reload();
  await expect(officer.getByText('The day is approved: its entries can only be read.', { exact: false })).toBeVisible();
  await expect(officer.getByRole('button', { name: 'Add entry' })).toBeDisabled();
  await officer.getByRole('list', { name: /^Entries of/ }).getByRole('button').first().click();
  const editor = officer.getByRole('region', { name: /^Entry: / });
  await expect(editor.getByRole('button', { name: 'Complete entry' })).toHaveCount(0);

  await officer.getByRole('button', { name: 'Language' }).click();
  await officer.getByRole('menuitem', { name: /Русский/ }).click();
  await expect(officer.getByRole('heading', { level: 1, name: 'Судовой журнал' })).toBeVisible();
  await expect(officer.getByRole('button', { name: 'Добавить запись' })).toBeDisabled();

  // The oil record book's day: completed and its entry signed by the chief engineer, approved by the master, printed.
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const [captainToken, chiefToken] = [await apiToken(request, 'captain', 'Captain#2026'), await apiToken(request, 'chief', 'Chief#2026')];
  const me = await (await request.get('/api/user/me', { headers: auth(captainToken) })).json() as { units: { id: string; code: string }[] };
  const unitId = me.units.find((u) => u.code === 'NORDIC_ORE')!.id;
  const orb = await (await request.get(`/api/elog-aggregation/current?elog=ORB1&unitId=${unitId}`, { headers: auth(chiefToken) })).json() as { aggregation: { id: string }; eLogEntries: { id: string; version: number }[] };
  const dayCall = (token: string, path: string, requestValue: Record<string, unknown>) =>
    request.post(path, { headers: auth(token), data: { requestValue: { elogAggregationId: orb.aggregation.id, ...requestValue } } });
  expect((await dayCall(chiefToken, '/api/elog-aggregation/complete', {})).status()).toBe(200);
  const elogEntries = orb.eLogEntries.map(({ id, version }) => ({ id, version }));
  expect((await dayCall(chiefToken, '/api/elog-aggregation/sign', { operationType: 'APPROVAL', signaturePassword: 'Sign#Chief1', elogEntries })).status()).toBe(200);
  await captain.goto('/elb/ORB1');
  await captain.getByRole('button', { name: 'Approve the day', exact: true }).click();
  await captain.getByRole('dialog').getByLabel(/Signature password/).fill('Sign#Master1');
  await captain.getByRole('dialog').getByRole('button', { name: 'Approve the day as Master' }).click();
  await expect(captain.getByRole('group', { name: 'State of the day' })).toContainText('Approved');
  await captain.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(captain).toHaveURL(/view=print/);
  const sheet = captain.getByRole('region', { name: /^Printout of Oil Record Book Part I/ });
  await captain.emulateMedia({ media: 'print' });
  await expect(sheet.getByRole('row').filter({ has: captain.getByRole('cell', { name: 'C', exact: true }) })).toContainText('Operation: 11 Collection of oil residues (sludge)');
  await expect(sheet.getByRole('row').filter({ hasText: '11.1' })).toContainText('Identity of tank(s): Sludge tank 3.1');
  await expect(sheet.getByRole('row').filter({ hasText: 'Signed: ' })).toContainText('Signed: Marta Kowalska, Chief engineer — ');
  await expect(sheet.getByRole('group', { name: 'Signatures of the day' })).toContainText('Approval of the day: Erik Larsen, Master');
  await expect(sheet.getByRole('group', { name: 'Signatures of the day' })).not.toContainText('Marta Kowalska');
  await expect(captain.locator('nav#keel-navigation')).toBeHidden();
  await expect(captain.getByRole('banner')).toBeHidden();
  await expect(captain.getByRole('button', { name: 'Download PDF' })).toBeHidden();

  // The same signed day as the server's PDF: its text is the record, the approval and the page count.
  await captain.emulateMedia({ media: 'screen' });
  const downloading = captain.waitForEvent('download');
  await captain.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ORB1-NORDIC_ORE-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = (await pdfPages(readFileSync(await download.path()))).join('\n');
  for (const shown of ['Nordic Ore', 'Oil Record Book Part I', 'Identity of tank(s): Sludge tank 3.1', 'Erik Larsen, Master', 'Master (each page): ___', 'Page 1 of 1']) expect(text).toContain(shown);
});

/** A day of the deck log well before the demo's logbooks begin: open, and empty until a test writes to it. */
const pastDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test('on a phone the officer adds a watch entry, fills it and saves it without leaving the screen', async ({ browser }) => {
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await signIn(phone, 'officer', 'Officer#2026');
  const day = pastDay(11);
  await phone.goto(`/elb/DECK?ship=NORDIC_ORE&day=${day}`);
  const editor = await addEntry(phone, /^Watch/, 'Watch');
  // The form opens where the eyes are, and the page is no wider than the phone.
  await expect(editor.getByRole('heading', { name: 'Watch', exact: true })).toBeInViewport();
  await choose(phone, editor, /^Watch/, '08–12');
  await editor.getByRole('textbox', { name: 'Start: time, 24-hour' }).fill('0800');
  await editor.getByLabel('End: date').fill(day);
  await editor.getByRole('textbox', { name: 'End: time, 24-hour' }).fill('1200');
  await editor.getByRole('textbox', { name: /^Latitude/ }).fill('57.9');
  await editor.getByRole('textbox', { name: /^Longitude/ }).fill('11.2');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The save buttons stay on the screen in one row, however long the form.
  const complete = editor.getByRole('button', { name: 'Complete entry' });
  await expect(complete).toBeInViewport();
  await expect(editor.getByRole('button', { name: 'Save draft' })).toBeInViewport();
  await complete.click();
  const row = phone.getByRole('list', { name: `Entries of ${day}` }).getByRole('button', { name: /^08:00/ });
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('Ivan Petrov, Deck officer');
  await expect(row).toBeInViewport();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("changing a noon report's time to 12:00 takes the position the ship had at 12:00", async ({ browser, request }) => {
  const day = pastDay(10);
  // An hourly track over the day and the days around it, whatever the ship's clock: each hour its own latitude.
  const from = Date.parse(`${day}T00:00:00Z`) - 24 * 3_600_000;
  const latAt = (instant: number) => Math.round((40 + (instant - from) / 3_600_000 / 100) * 100) / 100;
  const hours = Array.from({ length: 72 }, (_, i) => from + i * 3_600_000);
  const series = [
    { tag: 'LAT', points: hours.map((t) => ({ ts: new Date(t).toISOString(), value: latAt(t) })) },
    { tag: 'LON', points: hours.map((t) => ({ ts: new Date(t).toISOString(), value: 5 })) },
  ].map((s) => ({ groupingKey: 'SHIP-UNIT-NORDIC_ORE', ...s }));
  const admin = await apiToken(request, 'admin', 'Admin#2026');
  expect((await request.post('/api/measures/ingest', { headers: { authorization: `Bearer ${admin}` }, data: { requestValue: { series } } })).status()).toBe(200);

  const captain = await (await browser.newContext()).newPage();
  await signIn(captain, 'captain', 'Captain#2026');
  await captain.goto(`/elb/DECK?ship=NORDIC_ORE&day=${day}`);
  const editor = await addEntry(captain, /^Noon report/, 'Noon report');
  const latitude = editor.getByRole('textbox', { name: /^Latitude/ });
  await expect(latitude).not.toHaveValue('');
  const offset = Number(await editor.getByRole('combobox', { name: /^Time: UTC offset/ }).inputValue());
  await editor.getByRole('textbox', { name: 'Time: time, 24-hour' }).fill('12:00');
  const noon = Date.parse(`${day}T12:00:00Z`) - offset * 60_000;
  await expect(latitude).toHaveValue(String(latAt(noon)));
  await expect(editor.getByRole('status')).toContainText('Taken from the sensors: ');
  await expect(editor.getByRole('status')).toContainText('Latitude');
  await expect(editor.getByText('From sensors').first()).toBeVisible();
});
