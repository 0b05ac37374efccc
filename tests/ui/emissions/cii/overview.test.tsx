// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CiiOverviewScreen } from '../../../../runtime/renderers/emissions/cii/CiiOverviewScreen.js';
import type { CiiOverviewResponse } from '../../../../runtime/renderers/emissions/emissions-api.js';
import { chartSeries } from '../../../support/ui/analytics-fixtures.js';
import { errorBody, fakeServer, on, renderWithShell, type Reply } from '../../../support/ui/fake-server.js';
import { bulk2030, pick, settings, shipYear } from '../../../support/ui/cii-fixtures.js';

vi.mock('../../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../../support/ui/analytics-fixtures.js')).apexStub);
afterEach(cleanup);

const overview = (year: number): CiiOverviewResponse => ({
  year, years: [2024, 2023],
  ships: [
    shipYear({ year, projection: { distanceNm: 55_000, co2T: 17_000, assessment: { ...bulk2030, year: 2024, attained: 3.98 } } }),
    shipYear({ unitId: 'u2', shipName: 'Baltic Star', shipType: null, year, assessment: null, projection: null, trend: [], co2T: 1200, distanceNm: 4000,
      problem: { key: 'emissions.cii.problemTest', values: { ship: 'Baltic Star' } } }),
  ],
  history: [{ unitId: 'u1', year: 2023, rating: 'B', attained: 3.6 }],
  settings,
});

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

function renderOverview(reply: Reply | ((call: { path: string }) => Reply) = (call) => ({ body: overview(call.path.includes('year=2023') ? 2023 : 2024) })) {
  const server = fakeServer(on('GET', '/emissions/cii/overview', reply));
  renderWithShell(
    <MemoryRouter initialEntries={['/cii-calculator/cii-overview']}>
      <Routes>
        <Route path="/cii-calculator/cii-overview" element={<CiiOverviewScreen client={server.client} />} />
        <Route path="/cii-simulator" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return server;
}

describe('the CII fleet overview', () => {
  it('lists each ship with its figures, rating, year-end projection and earlier ratings', async () => {
    renderOverview();
    const row = (await screen.findByRole('link', { name: 'Nordic Ore' })).closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual(['Nordic OreBulk carrier', '80,000 DWT', '27,500', '8,265.9', '3.76', '3.94', '0.955', 'C']);
    expect(within(row).getByLabelText('CII D')).toBeTruthy();
    expect(within(row).getByText('3.98')).toBeTruthy();
    expect(within(row).getByLabelText('2023: B')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Ratings to date' }).textContent).toBe('Ratings to dateA0B0C1D0E0');
  });

  it('shows a ship\'s problem where its figures would be', async () => {
    renderOverview();
    const row = (await screen.findByRole('link', { name: 'Baltic Star' })).closest('tr')!;
    expect(within(row).getByRole('note').textContent).toBe('emissions.cii.problemTest');
    expect(within(row).getByText('Ship type not set')).toBeTruthy();
    expect(within(row).queryByLabelText(/^CII /)).toBeNull();
  });

  it('draws the trend of each ship as a share of its required CII', async () => {
    renderOverview();
    const chart = chartSeries(await screen.findByRole('img', { name: /Monthly attained CII/ })) as { name: string; data: (number | null)[] }[];
    expect(chart).toEqual([{ name: 'Nordic Ore', data: [92, 94.3, 95.5] }]);
  });

  it('asks for the chosen year', async () => {
    const { calls } = renderOverview();
    await screen.findByRole('link', { name: 'Nordic Ore' });
    await pick('Year', '2023');
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/emissions/cii/overview?year=2023'));
    expect(calls[0].path).toBe('/emissions/cii/overview');
  });

  it('opens the simulator for the ship and year of a row', async () => {
    renderOverview();
    fireEvent.click(await screen.findByRole('link', { name: 'Nordic Ore' }));
    expect(await screen.findByText('at /cii-simulator?unitId=u1&year=2024')).toBeTruthy();
  });

  it('shows why the overview failed', async () => {
    renderOverview({ status: 400, body: errorBody('INVALID_INPUT', 'year: must be 2019 or later') });
    expect(await screen.findByText('year: must be 2019 or later')).toBeTruthy();
    expect(screen.getByText('The CII overview could not be loaded')).toBeTruthy();
  });
});
