// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VoyageSummaryScreen } from '../../../runtime/renderers/voyage-summary/VoyageSummaryScreen.js';
import type { Voyage } from '../../../runtime/renderers/voyage-summary/voyage-summary-api.js';
import { errorBody, fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const now = Date.parse('2026-11-20T06:00:00Z');
const voyage = (id: string, status: Voyage['status'], fromPort: string, toPort: string): Voyage => ({
  id, version: 3, unitId: 'u1', shipName: 'Nordic Ore', status, fromPort, toPort, departure: '2026-11-10T08:45:00.000Z', arrival: '2026-11-13T10:30:00.000Z',
  end: '2026-11-15T06:00:00.000Z', legs: [{ id: `${id}-l1`, fromPort, toPort, departure: '2026-11-10T08:45:00.000Z', arrival: '2026-11-13T10:30:00.000Z', euScope: 'INTRA_EU', berthEuScope: 'AT_BERTH_EU',
    distanceNm: 1100, hoursAtSea: 73.75, hoursAtAnchor: 0, cargoTonnes: 75_000, passengers: null, fuelAtSeaT: 45, berthDeparture: '2026-11-15T06:00:00.000Z',
    hoursAtBerth: 43.5, fuelAtBerthT: 2, co2T: 146.681 }],
  distanceNm: 1100, hoursAtSea: 73.75, hoursAtAnchor: 0, hoursAtBerth: 43.5, cargoTonnes: 75_000,
  fuel: [{ fuel: 'HFO', atSeaT: 43.5, atBerthT: 0, totalT: 43.5 }, { fuel: 'MDO_MGO', atSeaT: 1.5, atBerthT: 2, totalT: 3.5 }], fuelTotalT: 47,
  co2T: 146.681, co2EuScopeT: 146.681, closedAt: status === 'CLOSED' ? '2026-11-16T09:00:00.000Z' : null, closedBy: status === 'CLOSED' ? 'captain' : null, deletedAt: null, deletedBy: null,
});

function renderSummary(language: 'en' | 'ru' = 'en', closeReply: { status?: number; body?: unknown } = { body: voyage('v1', 'CLOSED', 'NLRTM', 'NONVK') }) {
  const server = fakeServer(
    on('GET', '/common/list/units', { body: [{ label: 'Nordic Ore', value: 'u1' }] }),
    on('GET', '/common/list/ports', { body: [{ label: 'Rotterdam', value: 'NLRTM' }, { label: 'Narvik', value: 'NONVK' }] }),
    on('GET', '/voyage-summary', { body: { voyages: [voyage('v1', 'OPEN', 'NLRTM', 'NONVK'), voyage('v2', 'CLOSED', 'NONVK', 'NLRTM')] } }),
    on('POST', '/voyage-summary/v1/close', closeReply),
  );
  renderWithShell(<VoyageSummaryScreen client={server.client} now={now} />, language);
  return server;
}

describe('the voyage summary', () => {
  it('lists the voyages of the period with their totals and opens one into its legs and fuel by type', async () => {
    const { calls } = renderSummary();
    const row = (await screen.findByText('Rotterdam → Narvik')).closest('tr')!;
    expect(calls.find((c) => c.path.startsWith('/voyage-summary'))?.path).toBe('/voyage-summary?period=2026-08-23..2026-11-20');
    expect(within(row).getByText('2026/11/10 08:45')).toBeTruthy();
    expect(within(row).getByText('1,100')).toBeTruthy();
    expect(within(row).getAllByText('146.7')).toHaveLength(2);
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(screen.getByText('2 voyages · 2,200 nm · fuel 94 t · CO₂ 293.4 t')).toBeTruthy();
    fireEvent.click(row);
    expect(await screen.findByText('Intra-EU (100 %)')).toBeTruthy();
    expect(screen.getByText('At berth in the EU (100 %)')).toBeTruthy();
    const mdo = screen.getByText('MDO_MGO').closest('tr')!;
    expect([...mdo.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['MDO_MGO', '1.5', '2', '3.5']);
  });

  it('closes an open voyage after asking, with the version it showed, and offers no close for a closed one', async () => {
    const { calls } = renderSummary();
    const open = (await screen.findByText('Rotterdam → Narvik')).closest('tr')!;
    const closed = screen.getByText('Narvik → Rotterdam').closest('tr')!;
    expect(within(closed).queryByRole('button', { name: 'Close voyage' })).toBeNull();
    expect(within(closed).getByRole('button', { name: 'Delete voyage' })).toBeTruthy();
    fireEvent.click(within(open).getByRole('button', { name: 'Close voyage' }));
    expect(await screen.findByText(/its legs become read-only/)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close voyage' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/voyage-summary/v1/close', body: { requestValue: { version: 3 } } }));
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/voyage-summary?')).length).toBe(2));
  });

  it('shows why a refused action was refused', async () => {
    renderSummary('en', { status: 403, body: errorBody('FORBIDDEN', 'You need VOYAGE_SUMMARY_CLOSE_VOYAGE (MANAGEMENT).') });
    const open = (await screen.findByText('Rotterdam → Narvik')).closest('tr')!;
    fireEvent.click(within(open).getByRole('button', { name: 'Close voyage' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close voyage' }));
    expect(await screen.findByText('You need VOYAGE_SUMMARY_CLOSE_VOYAGE (MANAGEMENT).')).toBeTruthy();
  });

  it('speaks Russian', async () => {
    renderSummary('ru');
    const row = (await screen.findByText('Rotterdam → Narvik')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Закрыть рейс' })).toBeTruthy();
    expect(within(row).getByText('Открыт')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'CO₂ в охвате ЕС, т' })).toBeTruthy();
  });
});
