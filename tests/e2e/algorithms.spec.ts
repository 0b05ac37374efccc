import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, signInThroughForm } from './support.js';

/** The engineer's new tag and the script that computes it: speed through water in metres per second. */
const outputTag = 'E2E_STW_MS';
const outputDescription = 'Speed through water in metres per second';
const script = [
  'import keel',
  'for t, knots in keel.inputs["STW"]:',
  `    keel.output("${outputTag}", t, knots * 1852 / 3600)`,
  'print("converted", len(keel.inputs["STW"]), "points")',
].join('\n');

interface Run { unit: { name: string }; points: number; error: string | null }

// A locator that matches nothing fails within this, not at the test's long timeout (the runs are waited for by polls).
test.use({ actionTimeout: 20_000 });

async function signInAsAdmin(page: Page) {
  await page.goto('/auth/login');
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
}

/** Picks an option of a Mantine select or multi-select by its visible name. */
async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The ships a continuous run of the algorithm stored points for, as its run log shows (a round a minute). */
async function shipsWithPoints(request: APIRequestContext, token: string, algorithm: string): Promise<string[]> {
  const res = await request.get(`/api/algorithm-descriptor/${algorithm}/runs`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status() !== 200) return [];
  const runs = await res.json() as Run[];
  return [...new Set(runs.filter((run) => run.points > 0 && !run.error).map((run) => run.unit.name))];
}

/** Waits until the algorithm stored points for the ship (or, without a ship, for any), and answers that ship. */
async function waitForStoredPoints(request: APIRequestContext, token: string, algorithm: string, ship?: string): Promise<string> {
  let found = '';
  await expect.poll(async () => {
    found = (await shipsWithPoints(request, token, algorithm)).find((name) => !ship || name === ship) ?? '';
    return found;
  }, { message: `${algorithm} stored points for ${ship ?? 'a ship'}`, timeout: 300_000, intervals: [2_000] }).not.toBe('');
  return found;
}

test('an engineer writes a Python algorithm for a new tag, test-runs it on Nordic Ore, saves it, and draws its tag on a dashboard', async ({ page, request }) => {
  test.setTimeout(480_000);
  await signInAsAdmin(page);

  // The new tag, in the tags' master data.
  await page.goto('/measurements');
  await page.getByRole('button', { name: 'New' }).click();
  const tagDialog = page.getByRole('dialog');
  await tagDialog.getByLabel(/^Tag/).fill(outputTag);
  await tagDialog.getByRole('textbox', { name: 'Description', exact: true }).fill(outputDescription);
  await tagDialog.getByRole('button', { name: 'Save' }).click();
  await expect(tagDialog).toBeHidden();

  await page.goto('/algorithms/algorithm-descriptor');
  await page.getByRole('button', { name: 'New algorithm' }).click();
  const editor = page.getByRole('region', { name: 'New algorithm' });
  await editor.getByRole('textbox', { name: /^Code/ }).fill('E2E_STW_MS');
  await editor.getByRole('textbox', { name: /^Description \(English\)/ }).fill('Speed through water in m/s');
  await editor.getByRole('button', { name: 'Add a tag' }).click();
  await editor.getByRole('combobox', { name: 'Tag of row 1' }).fill('STW');
  await page.getByRole('option', { name: /^STW/ }).first().click();
  const outputs = editor.getByRole('combobox', { name: /^Output tags/ });
  await outputs.fill(outputTag);
  await outputs.press('Enter');
  await expect(editor.getByText(outputTag, { exact: true })).toBeVisible();

  // Monaco: everything the template holds is replaced by the engineer's script.
  const monaco = editor.locator('.monaco-editor').first();
  await expect(monaco).toBeVisible({ timeout: 30_000 });
  await monaco.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(script);
  await expect(monaco).toContainText('keel.output');

  await choose(page, editor.getByRole('combobox', { name: 'Ship' }), 'Nordic Ore');
  await editor.getByRole('button', { name: 'Run' }).click();
  const result = editor.getByRole('region', { name: 'Test run result' });
  await expect(result.getByRole('img', { name: `Output series: ${outputTag}` })).toBeVisible({ timeout: 120_000 });
  await expect(result.getByText(/^converted \d+ points/)).toBeVisible();
  await expect(result.getByText(/^Duration: [\d,]+ ms$/)).toBeVisible();

  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'E2E_STW_MS' })).toBeVisible();

  // From now on the tag is computed as the ship's data arrives; the dashboard designer draws it like a measured tag.
  const token = await apiToken(request, 'admin', 'Admin#2026');
  await waitForStoredPoints(request, token, 'E2E_STW_MS', 'Nordic Ore');
  await page.goto('/designer?kind=analytics-page');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New descriptor: Analytics pages' });
  await dialog.getByLabel('Code').fill('E2E_ALGORITHM_OUTPUT');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('button', { name: 'Add panel' }).click();
  await page.getByRole('menuitem', { name: 'Line chart (time series)' }).click();
  const panel = page.getByRole('group', { name: 'Panel timeseries1' });
  await page.getByRole('textbox', { name: 'Add tags' }).fill(outputTag);
  await page.getByRole('button', { name: `Add ${outputTag}: ${outputDescription}` }).click();
  await expect(page.getByRole('list', { name: 'Tags of the dataset' }).getByRole('listitem')).toHaveText([new RegExp(outputTag)]);
  // One line per ship of the fleet: the tag is computed for every ship of the algorithm's data cluster.
  await expect(panel.locator('.apexcharts-legend')).toContainText('Nordic Ore');
  await expect(panel.locator('.apexcharts-series path').first()).toBeVisible();
});

test('the built-in algorithms\' tags fill their dashboard, and an analyst trains a model, keeps it current and copies it to a sister ship', async ({ page, request }) => {
  test.setTimeout(480_000);
  const token = await apiToken(request, 'admin', 'Admin#2026');
  // A ship at sea in the demo's day: speed loss is computed only under way.
  const ship = await waitForStoredPoints(request, token, 'SPEED_LOSS');
  await waitForStoredPoints(request, token, 'TRUE_WIND', ship);
  await signInAsAdmin(page);
  await page.goto(`/multi-dashboard-page/view/${encodeURIComponent('@ALGORITHM_PERFORMANCE')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Speed loss and true wind (algorithms)' })).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: 'Ship', exact: true }), ship);
  for (const title of ['Speed loss against the reference model, %', 'True wind speed: computed and measured, kn']) {
    const cell = page.locator('main section', { hasText: title }).first();
    await expect(cell.locator('.apexcharts-svg')).toBeVisible();
    await expect(cell.getByText('No data in this period')).toHaveCount(0);
  }
  await expect(page.locator('main section', { hasText: 'True wind speed' }).locator('.apexcharts-legend')).toContainText('True wind, computed');

  // The analyst's part: a model trained on Nordic Ore's history, its scores, kept as current, copied to a sister ship.
  await page.context().clearCookies();
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await page.goto('/auth/login');
  await signInThroughForm(page, 'analyst', 'Analyst#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
  await page.goto('/algorithms/artifact-container');
  await page.getByRole('button', { name: 'Train a model' }).click();
  const train = page.getByRole('dialog', { name: 'Train a model' });
  await choose(page, train.getByRole('combobox', { name: /^Ship/ }), 'Nordic Ore');
  await train.getByRole('button', { name: 'Train' }).click();
  await expect(train.getByText(/^Rows: [\d,]+ available/)).toBeVisible({ timeout: 180_000 });
  await expect(train.getByRole('cell', { name: 'R²' })).toBeVisible();
  await train.getByRole('button', { name: 'Keep' }).click();
  await expect(train).toBeHidden();

  const ships = await (await request.get('/api/common/list/units', { headers: { authorization: `Bearer ${await apiToken(request, 'analyst', 'Analyst#2026')}` } })).json() as { label: string }[];
  const sister = ships.map((s) => s.label).find((name) => name !== 'Nordic Ore')!;
  await page.goto('/algorithms/artifact-container-clone');
  await choose(page, page.locator('input').and(page.getByLabel(/^Source ship/)), 'Nordic Ore');
  await expect(page.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true');
  await choose(page, page.locator('input').and(page.getByLabel(/^Target ships/)), sister);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Copy to 1 ship' }).click();
  const copies = page.getByRole('list', { name: 'Copies' });
  await expect(copies.getByText('Copied')).toBeVisible({ timeout: 30_000 });
  await expect(copies.getByText(/It is the copy\./)).toBeVisible();
});
