// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EeoiOverviewResponse, EeoiShipResponse, EeoiVoyageRow } from '../../../../descriptors/lib/emissions/api-types.js';
import { EeoiOverviewScreen } from '../../../../runtime/renderers/emissions/reports/EeoiOverviewScreen.js';
import { chartSeries } from '../../../support/ui/analytics-fixtures.js';
import { errorBody, fakeServer, on, renderWithShell, type Reply } from '../../../support/ui/fake-server.js';
import { portList } from '../../../support/ui/emissions-report-fixtures.js';

vi.mock('../../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../../support/ui/analytics-fixtures.js')).apexStub);
afterEach(cleanup);

const overview: EeoiOverviewResponse = {
  year: 2025, years: [2025, 2024],
  ships: [
    { unitId: 'u1', shipName: 'Nordic Ore', shipType: 'bulk_carrier', voyages: 3, cargoUnit: 't', period: { co2T: 772.9, transportWork: 165_000_000, value: 4.6842 }, problem: null },
    { unitId: 'u2', shipName: 'Baltic Amber', shipType: null, voyages: 0, cargoUnit: 'passengers', period: null, problem: { key: 'emissions.eeoi.test.noVoyages' } },
  ],
};
const voyage = (id: string, from: string, to: string, cargo: number, figure: number | null, rolling: number): EeoiVoyageRow => ({
  voyageId: id, fromPort: from, toPort: to, departure: '2025-03-01T06:00:00.000Z', end: '2025-03-05T18:30:00.000Z', distanceNm: 1100, cargo, cargoUnit: 't',
  figure: { co2T: 300, transportWork: cargo * 1100, value: figure }, rolling: { co2T: 600, transportWork: 82_500_000, value: rolling },
});
const ship = (window: number): EeoiShipResponse => ({
  unitId: 'u1', shipName: 'Nordic Ore', shipType: 'bulk_carrier', year: 2025, window,
  voyages: [voyage('v1', 'NONVK', 'NLRTM', 75_000, 3.6364, 3.6364), voyage('v2', 'NLRTM', 'NONVK', 0, null, 7.2727), voyage('v3', 'NONVK', 'BRSSZ', 75_000, 3.5, 5.4)],
  period: { co2T: 772.9, transportWork: 165_000_000, value: 4.6842 }, problem: null,
});

function renderOverview(shipReply?: Reply) {
  const server = fakeServer(portList,
    on('GET', '/emissions/eeoi/overview', { body: overview }),
    on('GET', '/emissions/eeoi', (call) => shipReply ?? { body: ship(Number(new URLSearchParams(call.path.split('?')[1]).get('window'))) }));
  renderWithShell(<EeoiOverviewScreen client={server.client} />);
  return server;
}

describe('the EEOI overview', () => {
  it('lists each ship’s voyages, cargo unit and EEOI for the year, with a problem in place of a missing one', async () => {
    const { calls } = renderOverview();
    const ore = (await screen.findByText('Nordic Ore')).closest('tr')!;
    expect(calls.find((c) => c.path.startsWith('/emissions/eeoi/overview'))?.path).toBe('/emissions/eeoi/overview');
    expect([...ore.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Nordic OreBulk carrier', '3', 'tonnes of cargo', '772.9', '165,000,000 t·nm', '4.68 g CO₂/(t·nm)']);
    const amber = screen.getByText('Baltic Amber').closest('tr')!;
    expect(within(amber).getAllByRole('cell')[2].textContent).toBe('passengers');
    expect(within(amber).getByRole('note').textContent).toBe('emissions.eeoi.test.noVoyages');
  });

  it('opens a ship’s voyages with port names, the rolling EEOI and no EEOI for a ballast voyage, and charts both', async () => {
    const { calls } = renderOverview();
    fireEvent.click(await screen.findByText('Nordic Ore'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/emissions/eeoi?unitId=u1&year=2025&window=5'));
    const table = await screen.findByRole('table', { name: 'Voyages' });
    const laden = within(table).getByText('Narvik → Rotterdam').closest('tr')!;
    expect([...laden.querySelectorAll('td')].map((c) => c.textContent)).toEqual(
      ['1', 'Narvik → Rotterdam', '2025/03/01 06:002025/03/05 18:30', '1,100', '75,000t', '300.0', '3.64', '3.64']);
    const ballast = within(table).getByText('Rotterdam → Narvik').closest('tr')!;
    expect([...ballast.querySelectorAll('td')].slice(4).map((c) => c.textContent)).toEqual(['0t', '300.0', 'Ballast—', '7.27']);
    expect(screen.getByRole('columnheader', { name: 'Rolling EEOI (5 voyages), g CO₂/(t·nm)' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'EEOI for the year' })).getByText('4.68')).toBeTruthy();
    expect(chartSeries(await screen.findByRole('img', { name: 'Voyage EEOI and rolling EEOI' }))).toEqual([
      { name: 'Voyage EEOI', type: 'column', data: [3.6364, null, 3.5] },
      { name: 'Rolling EEOI (5 voyages)', type: 'line', data: [3.6364, 7.2727, 5.4] },
    ]);
  });

  it('asks again with the rolling window the user sets', async () => {
    const { calls } = renderOverview();
    fireEvent.click(await screen.findByText('Nordic Ore'));
    await screen.findByRole('table', { name: 'Voyages' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Rolling window, voyages' }), { target: { value: '3' } });
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/emissions/eeoi?unitId=u1&year=2025&window=3'));
    expect(await screen.findByRole('columnheader', { name: 'Rolling EEOI (3 voyages), g CO₂/(t·nm)' })).toBeTruthy();
  });

  it('shows a failed load of a ship’s voyages in an alert', async () => {
    renderOverview({ status: 500, body: errorBody('INTERNAL', 'Something went wrong (request 7f3a).') });
    fireEvent.click(await screen.findByText('Nordic Ore'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the ship’s voyages')).toBeTruthy();
    expect(within(alert).getByText('Something went wrong (request 7f3a).')).toBeTruthy();
  });
});
