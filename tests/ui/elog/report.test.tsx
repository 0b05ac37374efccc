// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ElogReport } from '../../../runtime/renderers/elog/ElogReportRenderer.js';
import { fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const logbooks = [{ eLogCode: 'DECK', name: { en: 'Deck logbook', ru: 'Судовой журнал' } }, { eLogCode: 'ORB1', name: { en: 'Oil Record Book, Part I', ru: 'Журнал нефтяных операций, часть I' } }];
const days = [
  { id: 'd2', unitCode: 'NORDIC_ORE', unitName: 'Nordic Ore', eLogCode: 'DECK', day: '2026-11-21', status: 'COMPLETED', signatureStatus: 'MAIN', brokenAggregation: false, entries: { COMPLETED: 4, NA: 1 } },
  { id: 'd1', unitCode: 'NORDIC_ORE', unitName: 'Nordic Ore', eLogCode: 'ORB1', day: '2026-11-20', status: 'IN_PROGRESS', signatureStatus: 'NONE', brokenAggregation: true, entries: { DRAFT: 2 } },
];

function renderReport() {
  const server = fakeServer(on('GET', '/elog/configurable', { body: logbooks }), on('POST', '/elog-aggregation/search', { body: days }));
  renderWithShell(<MemoryRouter><ElogReport client={server.client} /></MemoryRouter>);
  return server;
}

describe('the logbook report', () => {
  it('lists the days with their logbook, state, approval and entry counts, each opening its day view', async () => {
    renderReport();
    const row = (await screen.findByText('2026-11-21')).closest('tr')!;
    expect(within(row).getByText('Deck logbook')).toBeTruthy();
    expect(within(row).getByText('Approved')).toBeTruthy();
    expect(within(row).getByText('Completed 4')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/elb/DECK?ship=NORDIC_ORE&day=2026-11-21');
    const orb = screen.getByText('2026-11-20').closest('tr')!;
    expect(within(orb).getByText('Draft 2')).toBeTruthy();
  });

  it('asks again for the chosen state', async () => {
    const { calls } = renderReport();
    await screen.findByText('2026-11-21');
    fireEvent.click(screen.getByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Completed', hidden: true }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/elog-aggregation/search').at(-1)?.body).toMatchObject({ requestValue: { status: 'COMPLETED' } }));
  });
});
