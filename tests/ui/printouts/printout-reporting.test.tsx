// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrintoutReportingScreen } from '../../../runtime/renderers/printouts/PrintoutReportingScreen.js';
import type { PrintoutDetail, PrintoutRunAnswer, PrintoutScheduleAnswer, PrintoutSummary } from '../../../runtime/renderers/printouts/printout-api.js';
import { errorBody, fakeServer, on, renderWithShell, type Reply } from '../../support/ui/fake-server.js';

const nordicOre = '5b0f3c1e-7d2a-4c4e-9a61-3f2b8d0c1a01';
const balticStar = '5b0f3c1e-7d2a-4c4e-9a61-3f2b8d0c1a02';
const ships = [{ label: 'Nordic Ore', value: nordicOre }, { label: 'Baltic Star', value: balticStar }];

const cii: PrintoutSummary = { code: 'CII_ANNUAL', title: { en: 'CII annual report', ru: 'Годовой отчёт CII' }, description: { en: 'Attained and required CII of a ship' }, screens: ['cii-overview'] };
const day: PrintoutSummary = { code: 'NOON_DAY', title: { en: 'Noon report of a day' }, screens: [] };
const ciiDetail: PrintoutDetail = {
  ...cii,
  parameters: {
    type: 'object', required: ['unitId', 'year'],
    properties: { unitId: { type: 'string', format: 'uuid', title: 'Ship' }, year: { type: 'integer', minimum: 2023, maximum: 2030 } },
  },
  parametersUi: { unitId: { 'ui:widget': 'ship', 'ui:title': { en: 'Ship', ru: 'Судно' } }, year: { 'ui:title': { en: 'Year', ru: 'Год' } } },
};
const run = (n: number, parameters: Record<string, unknown>, extra: Partial<PrintoutRunAnswer> = {}): PrintoutRunAnswer => ({
  id: `00000000-0000-4000-8000-00000000000${n}`, printout: cii.code, unitId: String(parameters.unitId), parameters,
  fileName: `CII_ANNUAL-${n}.pdf`, language: 'en', size: 24_576, sha256: `${String(n).repeat(8)}${'ab'.repeat(28)}`,
  createdBy: 'captain', createdAt: `2026-11-2${n}T08:30:00.000Z`, schedule: null, ...extra,
});
const earlier = [run(2, { unitId: balticStar, year: 2025 }, { language: 'ru', createdBy: 'superintendent' }), run(1, { unitId: nordicOre, year: 2024 })];
const schedules: PrintoutScheduleAnswer[] = [
  {
    context: cii.code, id: 'yearly', cron: '0 6 2 1 *', period: 'PREVIOUS_YEAR', units: ['NORDIC_ORE'], distributionList: 'FLEET_OFFICE', enabled: true,
    nextRuns: ['2027-01-02T06:00:00.000Z', '2028-01-02T06:00:00.000Z', '2029-01-02T06:00:00.000Z'],
    last: { dueAt: '2026-01-02T06:00:00.000Z', result: 'FAILED', message: { key: 'printouts.schedule.ownerMayNotRun', params: { schedule: `${cii.code}/yearly`, owner: 'captain' } } },
  },
  { context: cii.code, id: 'paused', cron: '0 6 * * 1', period: null, units: [], distributionList: 'FLEET_OFFICE', enabled: false, nextRuns: [], last: null },
];
const pdf: Reply = {
  body: '%PDF-1.7 made',
  headers: { 'content-type': 'application/pdf', 'content-disposition': "attachment; filename*=UTF-8''CII_ANNUAL-Nordic%20Ore-2026.pdf", 'x-keel-printout-run': 'run-9', 'x-keel-sha256': 'f'.repeat(64) },
};

const urls = { created: [] as string[], revoked: [] as string[] };
beforeEach(() => {
  urls.created = [];
  urls.revoked = [];
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:keel/${++n}`;
    urls.created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => { urls.revoked.push(url); });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderScreen({ path = '/printout-reporting', generate = pdf, printouts = [cii, day] }: { path?: string; generate?: Reply; printouts?: PrintoutSummary[] } = {}) {
  const server = fakeServer(
    on('GET', '/printout-reporting/printouts', { body: printouts }),
    on('GET', `/printout-reporting/printouts/${cii.code}`, { body: ciiDetail }),
    on('GET', `/printout-reporting/printouts/${day.code}`, {
      body: { ...day, parameters: { type: 'object', required: ['day'], properties: { day: { type: 'string', format: 'date', title: 'Day' } } }, parametersUi: {} },
    }),
    on('POST', `/printout-reporting/printouts/${cii.code}/generate`, generate),
    on('GET', '/printout-reporting/runs', (call) => ({ body: call.path.includes(`printout=${cii.code}`) ? earlier : [] })),
    on('GET', `/printout-reporting/runs/${earlier[0].id}`, { body: '%PDF-1.7 kept', headers: { 'content-type': 'application/pdf' } }),
    on('GET', '/printout-reporting/schedules', (call) => ({ body: call.path.includes(`printout=${cii.code}`) ? schedules : [] })),
    on('GET', '/common/list/units', { body: ships }),
  );
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
  const view = renderWithShell(<MemoryRouter initialEntries={[path]}><PrintoutReportingScreen client={server.client} /></MemoryRouter>);
  return { ...server, saved, view };
}

/** Opens the CII printout and fills in its parameters. */
async function fillCii(year = '2026') {
  fireEvent.click(await screen.findByRole('button', { name: /CII annual report/ }));
  const ship = await screen.findByRole('combobox', { name: /Ship/ });
  fireEvent.click(ship);
  fireEvent.click(await screen.findByRole('option', { name: 'Nordic Ore', hidden: true }));
  await waitFor(() => expect((ship as HTMLInputElement).value).toBe('Nordic Ore'));
  fireEvent.change(screen.getByLabelText(/^Year/), { target: { value: year } });
}

const generateCalls = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/generate'));

describe('the printout reporting screen', () => {
  it('lists the printouts the user may run, and choosing one shows its parameter form with the user\'s ships', async () => {
    const { calls } = renderScreen();
    const list = await screen.findByRole('navigation', { name: 'Printouts you may run' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['CII annual reportAttained and required CII of a ship', 'Noon report of a day']);
    expect(screen.getByText('Choose a printout to see its parameters.')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: /CII annual report/ }));
    expect(await screen.findByRole('heading', { name: 'CII annual report' })).toBeTruthy();
    const ship = await screen.findByRole('combobox', { name: /Ship/ });
    fireEvent.click(ship);
    expect((await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent)).toEqual(['Nordic Ore', 'Baltic Star']);
    expect(screen.getByLabelText(/^Year/)).toBeTruthy();
    expect(within(list).getByRole('button', { name: /CII annual report/ }).getAttribute('aria-current')).toBe('true');
    expect(calls.filter((c) => c.path === '/common/list/units')).toHaveLength(1);
  });

  it('opens the printout the address names, and searches the list when there are many', async () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ code: `EXTRA_${i}`, title: { en: `Extra report ${i}` }, screens: [] }));
    renderScreen({ path: `/printout-reporting?printout=${day.code}`, printouts: [cii, day, ...many] });
    expect(await screen.findByRole('heading', { name: 'Noon report of a day' })).toBeTruthy();
    expect(await screen.findByLabelText(/^Day/)).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search printouts' }), { target: { value: 'cii' } });
    const list = screen.getByRole('navigation', { name: 'Printouts you may run' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['CII annual reportAttained and required CII of a ship']);
  });

  it('fills the form from the address, as Print on another screen opens it, typed by the parameter schema', async () => {
    const { calls } = renderScreen({ path: `/printout-reporting?printout=${cii.code}&unitId=${nordicOre}&year=2025&other=x` });
    const ship = await screen.findByRole('combobox', { name: /Ship/ });
    await waitFor(() => expect((ship as HTMLInputElement).value).toBe('Nordic Ore'));
    expect((screen.getByLabelText(/^Year/) as HTMLInputElement).value).toBe('2025');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByTitle('Preview of CII annual report');
    expect(generateCalls(calls)[0]).toEqual(expect.objectContaining({ body: { requestValue: { parameters: { unitId: nordicOre, year: 2025 } } } }));
  });

  it('asks for the required parameters before it asks the server', async () => {
    const { calls } = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: /CII annual report/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findAllByText(/required/i)).not.toHaveLength(0);
    expect(generateCalls(calls)).toEqual([]);
  });

  it('Preview posts the parameters and shows the PDF in the page; Download then saves that PDF under the server\'s name', async () => {
    const { calls, saved } = renderScreen();
    await fillCii();
    const runCalls = () => calls.filter((c) => c.path.startsWith('/printout-reporting/runs?')).length;
    await waitFor(() => expect(runCalls()).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const frame = await screen.findByTitle('Preview of CII annual report');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:keel/1');
    expect(generateCalls(calls)).toEqual([
      expect.objectContaining({ path: `/printout-reporting/printouts/${cii.code}/generate`, body: { requestValue: { parameters: { unitId: nordicOre, year: 2026 } } } }),
    ]);
    expect(screen.getByText('CII_ANNUAL-Nordic Ore-2026.pdf')).toBeTruthy();
    // The new run joins the list of printouts made so far.
    await waitFor(() => expect(runCalls()).toBe(2));

    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(saved).toEqual(['CII_ANNUAL-Nordic Ore-2026.pdf']);
    expect(generateCalls(calls)).toHaveLength(1);

    // Other parameters make another PDF, which replaces the one shown; the old address is let go.
    fireEvent.change(screen.getByLabelText(/^Year/), { target: { value: '2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(generateCalls(calls)).toHaveLength(2));
    // The preview's address changes once the new PDF has arrived (Download made an address of its own in between).
    await waitFor(() => expect(screen.getByTitle('Preview of CII annual report').getAttribute('src')).not.toBe('blob:keel/1'));
    const second = screen.getByTitle('Preview of CII annual report').getAttribute('src')!;
    expect(second).toBe(urls.created.at(-1));
    expect(urls.revoked).toContain('blob:keel/1');
    cleanup();
    expect(urls.revoked).toContain(second);
  });

  it('shows a parameter the server refused at its field', async () => {
    renderScreen({ generate: { status: 400, body: errorBody('INVALID_INPUT', 'Invalid input', [{ path: '/requestValue/parameters/year', message: 'No CII figures for 2026 yet' }]) } });
    await fillCii();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const shown = (await screen.findAllByText('No CII figures for 2026 yet')).filter((el) => !el.closest('[hidden]'));
    const year = screen.getByLabelText(/^Year/);
    // The message sits in the year's field, not in an alert above the form.
    expect(shown).toHaveLength(1);
    expect(shown[0].closest('.mantine-InputWrapper-root')!.contains(year)).toBe(true);
    expect(year.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTitle('Preview of CII annual report')).toBeNull();
  });

  it('shows a binding that failed (422) as an alert with the server\'s words', async () => {
    renderScreen({ generate: { status: 422, body: errorBody('BINDING_FAILED', 'Binding "cii" failed: the ship has no CII figures for 2026') } });
    await fillCii();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The printout could not be filled in.');
    expect(alert.textContent).toContain('Binding "cii" failed: the ship has no CII figures for 2026');
    expect(screen.queryByTitle('Preview of CII annual report')).toBeNull();
  });

  it('lists the printouts made so far with who, when, the parameters in words and the SHA-256, and downloads one again', async () => {
    const { calls, saved } = renderScreen({ path: `/printout-reporting?printout=${cii.code}` });
    const runs = await screen.findByRole('region', { name: 'Made so far' });
    const rows = await within(runs).findAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Made (UTC)', 'By', 'Language', 'Parameters', 'SHA-256', 'File']);
    await waitFor(() => expect(rows[1].textContent).toContain('Ship: Baltic Star · Year: 2025'));
    const cells = within(rows[1]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual(['2026/11/22 08:30', 'superintendent', 'Russian', 'Ship: Baltic Star · Year: 2025', '22222222abab…']);
    expect(within(rows[1]).getByText('22222222abab…').getAttribute('title')).toBe(earlier[0].sha256);
    expect(rows[2].textContent).toContain('Ship: Nordic Ore · Year: 2024');

    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Download CII_ANNUAL-2.pdf (24 kB)' }));
    await waitFor(() => expect(saved).toEqual(['CII_ANNUAL-2.pdf']));
    expect(calls.some((c) => c.path === `/printout-reporting/runs/${earlier[0].id}`)).toBe(true);
    expect(generateCalls(calls)).toEqual([]);
  });

  it('shows the printout\'s schedules with their next times and why the last run failed, and none for a printout without', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: /CII annual report/ }));
    const section = await screen.findByRole('region', { name: 'Schedules' });
    expect(within(section).getByText('yearly')).toBeTruthy();
    expect(within(section).getByText('0 6 2 1 *')).toBeTruthy();
    expect(within(section).getByText(/Period: previous year · ships: NORDIC_ORE · to: FLEET_OFFICE/)).toBeTruthy();
    expect(within(section).getByText(/^Next \(UTC\): .*2027.*2028.*2029/)).toBeTruthy();
    expect(within(section).getByText('Last run: failed')).toBeTruthy();
    expect(within(section).getByText('Schedule CII_ANNUAL/yearly: captain, who saved it, may no longer run this printout.')).toBeTruthy();
    expect(within(section).getByText('Disabled')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Noon report of a day/ }));
    await screen.findByRole('heading', { name: 'Noon report of a day' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Schedules' })).toBeNull());
  });
});
