// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportScreen } from '../../../runtime/renderers/report-screen/ReportScreen.js';
import type { PrintoutDetail, ReportViewAnswer } from '../../../runtime/renderers/report-screen/report-screen-api.js';
import { errorBody, fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';

const nordicOre = '5b0f3c1e-7d2a-4c4e-9a61-3f2b8d0c1a01';
const now = Date.parse('2026-09-30T06:00:00Z');
const detail: PrintoutDetail = {
  code: 'VRT_REPORT', title: { en: 'Voyage reporting template' }, screens: [],
  parameters: { type: 'object', required: ['from', 'to'], properties: { unitId: { type: 'string', format: 'uuid' }, from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } } },
  parametersUi: { 'ui:order': ['unitId', 'from', 'to'], unitId: { 'ui:widget': 'ship', 'ui:title': { en: 'Ship' } }, from: { 'ui:title': { en: 'From' } }, to: { 'ui:title': { en: 'To' } } },
};
const view: ReportViewAnswer = {
  title: 'Voyage reporting template', header: { left: '', center: '', right: '' },
  blocks: [
    { type: 'heading', text: 'Voyage reporting template', level: 1 },
    {
      type: 'table', title: 'Voyages', empty: 'No voyages in the period.',
      columns: [{ title: 'Ship', width: 2, align: 'left' }, { title: 'From', width: 2, align: 'left' }, { title: 'Distance, nm', width: 1, align: 'right' }],
      rows: [[{ text: 'Nordic Ore', value: 'Nordic Ore' }, { text: 'Rotterdam', value: 'Rotterdam' }, { text: '1,080', value: 1080 }]],
    },
    { type: 'keyValue', columns: 2, items: [{ label: 'Voyages', text: '1', value: 1 }] },
  ],
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderReport(viewReply = { body: view } as { status?: number; body: unknown }) {
  const server = fakeServer(
    on('GET', '/vrt-report', { body: detail }),
    on('POST', '/vrt-report/view', viewReply),
    on('POST', '/vrt-report/csv', { body: '\uFEFFShip;From\r\n', headers: { 'content-type': 'text/csv', 'content-disposition': "attachment; filename*=UTF-8''VRT-2026-09-01-2026-09-30.csv" } }),
    on('POST', '/vrt-report/pdf', { body: '%PDF-1.7', headers: { 'content-type': 'application/pdf', 'content-disposition': "attachment; filename*=UTF-8''VRT.pdf" } }),
    on('GET', '/common/list/units', { body: [{ label: 'Nordic Ore', value: nordicOre }] }),
  );
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:keel/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
  renderWithShell(<ReportScreen client={server.client} report="vrt-report" now={now} />);
  return { ...server, saved };
}

describe('the voyage reporting template screen', () => {
  it('shows the last 30 days of the user\'s ships at once, as the descriptor\'s table, under the page heading', async () => {
    const { calls } = renderReport();
    expect(screen.getByRole('heading', { level: 1, name: 'Voyage reporting template' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Ship', 'From', 'Distance, nm']);
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Nordic Ore', 'Rotterdam', '1,080']);
    expect(screen.getByText('Voyages', { selector: 'p' })).toBeTruthy();
    const shown = calls.find((c) => c.path === '/vrt-report/view')!;
    expect(shown.body).toEqual({ requestValue: { parameters: { from: '2026-09-01', to: '2026-09-30' } } });
  });

  it('downloads the table as CSV with the parameters shown, and the PDF', async () => {
    const { calls, saved } = renderReport();
    fireEvent.click(await screen.findByRole('button', { name: 'Download Voyages as CSV' }));
    await waitFor(() => expect(saved).toEqual(['VRT-2026-09-01-2026-09-30.csv']));
    expect(calls.find((c) => c.path === '/vrt-report/csv')!.body).toEqual({ requestValue: { parameters: { from: '2026-09-01', to: '2026-09-30' }, table: 0 } });
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(saved).toEqual(['VRT-2026-09-01-2026-09-30.csv', 'VRT.pdf']));
  });

  it('shows a parameter the server refuses at its field', async () => {
    renderReport({ status: 400, body: errorBody('INVALID_INPUT', 'Invalid input', [{ path: '/requestValue/parameters/to', message: 'The period ends before it starts.' }]) });
    expect((await screen.findAllByText('The period ends before it starts.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
