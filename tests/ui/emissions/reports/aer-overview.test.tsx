// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AerOverviewResponse, AerShipYear } from '../../../../descriptors/lib/emissions/api-types.js';
import { AerOverviewScreen } from '../../../../runtime/renderers/emissions/reports/AerOverviewScreen.js';
import { chartSeries } from '../../../support/ui/analytics-fixtures.js';
import { errorBody, fakeServer, on, renderWithShell, type Reply } from '../../../support/ui/fake-server.js';
import { pick } from '../../../support/ui/emissions-report-fixtures.js';

vi.mock('../../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../../support/ui/analytics-fixtures.js')).apexStub);
afterEach(cleanup);

const months = (values: (number | null)[]) => values.map((value, i) => ({ month: `2025-${String(i + 1).padStart(2, '0')}`, value }));
const ore: AerShipYear = {
  unitId: 'u1', shipName: 'Nordic Ore', shipType: 'bulk_carrier', year: 2025, capacityKind: 'DWT', capacity: 81_200, distanceNm: 54_000,
  co2T: 19_023.4, value: 4.32342, monthly: months([4.1, 4.4, null, 4.3, null, null, null, null, null, null, null, null]), problem: null,
};
const ferry: AerShipYear = {
  unitId: 'u2', shipName: 'Baltic Amber', shipType: 'ro_ro_passenger_ship', year: 2025, capacityKind: null, capacity: null, distanceNm: 1200,
  co2T: 310, value: null, monthly: months(Array(12).fill(null)), problem: { key: 'emissions.aer.test.noGt', values: { ship: 'Baltic Amber' } },
};
const answer = (year: number): AerOverviewResponse => ({ year, years: [2025, 2024], ships: year === 2025 ? [ore, ferry] : [] });

function renderOverview(reply: Reply | ((year: number) => Reply) = (year) => ({ body: answer(year) })) {
  const server = fakeServer(on('GET', '/emissions/aer/overview', (call) => {
    const year = Number(new URLSearchParams(call.path.split('?')[1]).get('year') ?? 2025);
    return typeof reply === 'function' ? reply(year) : reply;
  }));
  renderWithShell(<AerOverviewScreen client={server.client} />);
  return server;
}

describe('the AER overview', () => {
  it('lists each ship’s indicator, capacity, distance, CO₂ and value, and charts the months', async () => {
    const { calls } = renderOverview();
    const row = (await screen.findByText('Nordic Ore')).closest('tr')!;
    expect(calls[0].path).toBe('/emissions/aer/overview');
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Nordic OreBulk carrier', 'AER', '81,200dwt', '54,000', '19,023.4', '4.32g CO₂/(dwt·nm)']);
    const chart = await screen.findByRole('img', { name: 'AER / cgDIST by month, 2025' });
    expect(chartSeries(chart)).toEqual([{ name: 'Nordic Ore (AER)', data: [4.1, 4.4, null, 4.3, null, null, null, null, null, null, null, null] }]);
  });

  it('shows a ship’s problem where its value would be', async () => {
    renderOverview();
    const row = (await screen.findByText('Baltic Amber')).closest('tr')!;
    expect(within(row).getByRole('note').textContent).toBe('emissions.aer.test.noGt');
    expect(within(row).getAllByText('—').length).toBeGreaterThan(0);
  });

  it('asks for the chosen year and says when no ship sailed in it', async () => {
    const { calls } = renderOverview();
    await screen.findByText('Nordic Ore');
    await pick('Year', '2024');
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/emissions/aer/overview?year=2024'));
    expect(await screen.findByText('No ship has voyages in 2024.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a failed load in an alert', async () => {
    renderOverview({ status: 403, body: errorBody('FORBIDDEN', 'You need EMISSIONS (VIEW).') });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the AER overview')).toBeTruthy();
    expect(within(alert).getByText('You need EMISSIONS (VIEW).')).toBeTruthy();
  });
});
