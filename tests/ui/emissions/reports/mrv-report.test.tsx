// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MrvReportResponse } from '../../../../descriptors/lib/emissions/api-types.js';
import { MrvReportScreen } from '../../../../runtime/renderers/emissions/reports/MrvReportScreen.js';
import { errorBody, fakeServer, on, renderWithShell, type Reply } from '../../../support/ui/fake-server.js';
import { fuelList, pick, portList, shipList } from '../../../support/ui/emissions-report-fixtures.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ghg = (co2T: number) => ({ co2T, ch4T: 0.006, n2oT: 0.016 });
const report = (year: number): MrvReportResponse => ({
  unitId: 'u1', shipName: 'Nordic Ore', shipType: 'bulk_carrier', year, years: [2025, 2024], imoNumber: '9412345', cargoUnit: 't',
  voyages: [
    { id: 'l1', kind: 'LEG', scope: 'FROM_EU', departurePort: 'NLRTM', arrivalPort: 'BRSSZ', departureTime: '2025-02-01T08:45:00.000Z', arrivalTime: '2025-02-20T10:30:00.000Z',
      distanceNm: 5400, timeAtSeaH: 457.75, cargo: 0, fuel: [{ fuel: 'HFO', massT: 210 }, { fuel: 'MDO_MGO', massT: 4.5 }], emissions: ghg(668.2), co2eT: 672.6, transportWork: 0 },
    { id: 's1', kind: 'STAY', scope: 'AT_BERTH_EU', departurePort: 'NLRTM', arrivalPort: 'NLRTM', departureTime: '2025-01-30T06:00:00.000Z', arrivalTime: '2025-02-01T08:45:00.000Z',
      distanceNm: 0, timeAtSeaH: 0, cargo: 0, fuel: [{ fuel: 'MDO_MGO', massT: 3 }], emissions: ghg(9.6), co2eT: 9.7, transportWork: 0 },
  ],
  annual: {
    fuelByType: [{ fuel: 'HFO', totalT: 210 }, { fuel: 'MDO_MGO', totalT: 7.5 }],
    total: { co2T: 677.8, ch4T: 0.012, n2oT: 0.032, co2eT: 682.3 },
    bySplit: [{ split: 'FROM_EU', co2T: 668.2, ch4T: 0.006, n2oT: 0.016, co2eT: 672.6 }, { split: 'AT_BERTH_EU', co2T: 9.6, ch4T: 0.006, n2oT: 0.016, co2eT: 9.7 }],
    distanceNm: 5400, timeAtSeaH: 457.75, transportWork: 0,
    efficiency: { fuelPerDistanceKgPerNm: 40.2778, fuelPerTransportWorkGPerUnitNm: null, co2ePerDistanceKgPerNm: 126.35, co2ePerTransportWorkGPerUnitNm: null },
  },
  problem: null,
});

function renderReport(reply?: Reply, csvReply: Reply = { body: 'ship;year' }) {
  const server = fakeServer(shipList, portList, fuelList,
    on('GET', '/emissions/mrv', (call) => reply ?? { body: report(Number(new URLSearchParams(call.path.split('?')[1]).get('year') ?? 2025)) }),
    on('GET', '/emissions/mrv.csv', csvReply));
  renderWithShell(<MrvReportScreen client={server.client} />);
  return server;
}

const rowOf = (table: HTMLElement, text: string) => [...within(table).getByText(text).closest('tr')!.querySelectorAll('td')].map((c) => c.textContent);

describe('the EU MRV report', () => {
  it('shows the header, fuel per type, gases, the split by EU scope, distance, time, work and efficiency', async () => {
    const { calls } = renderReport();
    const header = await screen.findByRole('region', { name: 'Ship and reporting period' });
    expect(calls.find((c) => c.path.startsWith('/emissions/mrv'))?.path).toBe('/emissions/mrv?unitId=u1');
    expect(within(header).getByText('9412345')).toBeTruthy();
    expect(within(header).getByText('1 Jan – 31 Dec 2025')).toBeTruthy();
    const fuel = screen.getByRole('table', { name: 'Fuel consumed per type' });
    expect(rowOf(fuel, 'Heavy fuel oil (HFO)')).toEqual(['Heavy fuel oil (HFO)', '210.00']);
    expect(rowOf(fuel, 'Total')).toEqual(['Total', '217.50']);
    expect(screen.getByText('Inside and outside ECAs: not recorded')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Total CO₂e' })).getByText('682.30')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'N₂O emitted' })).getByText('0.032')).toBeTruthy();
    const split = screen.getByRole('table', { name: 'Emissions by voyage type' });
    expect(rowOf(split, 'Voyages departing from EU ports')).toEqual(['Voyages departing from EU ports', '668.20', '0.006', '0.016', '672.60']);
    expect(rowOf(split, 'Voyages between EU ports')).toEqual(['Voyages between EU ports', '0.00', '0.000', '0.000', '0.00']);
    expect(rowOf(split, 'At berth in EU ports')).toEqual(['At berth in EU ports', '9.60', '0.006', '0.016', '9.70']);
    const operation = screen.getByRole('table', { name: 'Distance, time at sea and transport work' });
    expect(rowOf(operation, 'Time at sea, h')).toEqual(['Time at sea, h', '457.8']);
    const efficiency = screen.getByRole('table', { name: 'Average energy efficiency' });
    expect(rowOf(efficiency, 'Fuel consumption per distance, kg/nm')).toEqual(['Fuel consumption per distance, kg/nm', '40.28']);
    expect(rowOf(efficiency, 'Fuel consumption per transport work, g/(t·nm)')).toEqual(['Fuel consumption per transport work, g/(t·nm)', '—']);
  });

  it('lists each voyage and stay at berth with ports, times, distance, time at sea, cargo, fuel and CO₂e (Art. 9)', async () => {
    renderReport();
    const table = await screen.findByRole('table', { name: 'Per-voyage data (Art. 9)' });
    const leg = within(table).getByText('Santos').closest('tr')!;
    expect([...leg.querySelectorAll('td')].map((c) => c.textContent)).toEqual(
      ['From EU', 'Rotterdam2025/02/01 08:45', 'Santos2025/02/20 10:30', '5,400', '457.8', '0', 'HFO 210.00MDO/MGO 4.50', '668.20', '672.60']);
    const stay = within(table).getByText('At berth').closest('tr')!;
    expect(within(stay).getByText('at berth')).toBeTruthy();
  });

  it('downloads the CSV of the shown ship and year as MRV_<IMO>_<year>.csv', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicks.push(this.download); });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:mrv');
    const { calls } = renderReport();
    await screen.findByRole('region', { name: 'Ship and reporting period' });
    await pick('Year', '2024');
    await waitFor(() => expect(screen.getByText('1 Jan – 31 Dec 2024')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicks).toEqual(['MRV_9412345_2024.csv']));
    expect(calls.filter((c) => c.path.startsWith('/emissions/mrv.csv')).map((c) => c.path)).toEqual(['/emissions/mrv.csv?unitId=u1&year=2024']);
  });

  it('asks for the chosen ship', async () => {
    const { calls } = renderReport();
    await screen.findByRole('region', { name: 'Ship and reporting period' });
    await pick('Ship', 'Baltic Amber');
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/emissions/mrv?unitId=u2'));
  });

  it('shows a problem instead of the annual figures, and a failed load in an alert', async () => {
    renderReport({ body: { ...report(2025), annual: null, voyages: [], problem: { key: 'emissions.mrv.test.noImo' } } });
    const problem = await screen.findByRole('note');
    expect(problem.textContent).toBe('emissions.mrv.test.noImo');
    expect(screen.getByText('No annual figures')).toBeTruthy();
    expect(screen.getByText('No voyages in scope in this year.')).toBeTruthy();
    cleanup();
    renderReport({ status: 404, body: errorBody('NOT_FOUND', 'No ship u1.') });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the MRV report')).toBeTruthy();
    expect(within(alert).getByText('No ship u1.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' }).hasAttribute('disabled')).toBe(true);
  });
});
