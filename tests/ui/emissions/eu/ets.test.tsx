// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EtsDashboardScreen } from '../../../../runtime/renderers/emissions/eu/EtsDashboardScreen.js';
import { EtsFleetScreen } from '../../../../runtime/renderers/emissions/eu/EtsFleetScreen.js';
import { on } from '../../../support/ui/fake-server.js';
import { etsFleet, etsShipAnswer, renderAt } from '../../../support/ui/eu-emissions-fixtures.js';

vi.mock('../../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../../support/ui/analytics-fixtures.js')).apexStub);
afterEach(cleanup);

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((c) => c.textContent);

describe('the EU ETS fleet view', () => {
  it('shows the allowances to surrender, their cost at the allowance price and each ship\'s figures', async () => {
    const { calls } = renderAt('/euets/fleet-view', (client) => <EtsFleetScreen client={client} />, [on('GET', '/emissions/ets/fleet', { body: etsFleet })]);
    const row = (await screen.findByText('Nordic Ore')).closest('tr')!;
    expect(calls.find((c) => c.path.startsWith('/emissions/ets'))?.path).toBe('/emissions/ets/fleet');
    expect(within(screen.getByTestId('ets-total-allowances')).getByText('4,913.2')).toBeTruthy();
    expect(within(screen.getByTestId('ets-total-cost')).getByText('353,747')).toBeTruthy();
    expect(screen.getByText('at EUR 72 per EUA')).toBeTruthy();
    expect(screen.getByText('CO₂ + CH₄ + N₂O')).toBeTruthy();
    expect(cells(row)).toEqual(['Nordic Ore', '5,230.4', '0.262', '0.241', '3,912.8', '100\u00a0%', '—', '3,912.753,913 to surrender', '281,718']);
    expect(within(screen.getByText('Baltic Amber').closest('tr')!).getByText('−5 %')).toBeTruthy();
  });

  it('shows why a ship\'s allowances could not be computed where the number would be', async () => {
    renderAt('/euets/fleet-view', (client) => <EtsFleetScreen client={client} />, [on('GET', '/emissions/ets/fleet', { body: etsFleet })]);
    const row = (await screen.findByText('Arctic Frost')).closest('tr')!;
    expect(within(row).getByRole('note').textContent).toBe('emissions.ets.test.consumerClass');
    expect(within(row).queryByText('281,718')).toBeNull();
    expect(screen.getByText('The fleet totals leave out 1 ship whose figures could not be computed (see its row).')).toBeTruthy();
  });

  it('asks for the chosen year and opens a ship\'s dashboard from its row', async () => {
    const { calls } = renderAt('/euets/fleet-view?year=2025', (client) => <EtsFleetScreen client={client} />, [on('GET', '/emissions/ets/fleet', { body: { ...etsFleet, year: 2025 } })]);
    expect(await screen.findByText('Phase-in 2025')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/emissions/ets'))?.path).toBe('/emissions/ets/fleet?year=2025');
    fireEvent.click(screen.getByText('Baltic Amber'));
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('/euets/dashboard?unitId=u2&year=2026'));
  });

  it('says when the figures could not be loaded', async () => {
    renderAt('/euets/fleet-view', (client) => <EtsFleetScreen client={client} />, [
      on('GET', '/emissions/ets/fleet', { status: 500, body: { responseStatus: 'ERROR', code: 'INTERNAL', message: 'Something broke', errors: [] } }),
    ]);
    expect(await screen.findByText('The EU ETS figures could not be loaded')).toBeTruthy();
  });

  it('shows a running year\'s fleet total to date with each ship\'s allowances by year end', async () => {
    const ships = etsFleet.ships.map((s) => (s.problem ? s : { ...s, projection: { scopedCo2eT: s.scopedCo2eT * 4, allowances: s.allowances * 4, allowancesWhole: Math.round(s.allowances * 4), costEur: s.costEur * 4 } }));
    renderAt('/euets/fleet-view', (client) => <EtsFleetScreen client={client} />, [on('GET', '/emissions/ets/fleet', { body: { ...etsFleet, ships, projection: { allowances: 19_652.6, costEur: 1_414_987 } } })]);
    const row = (await screen.findByText('Nordic Ore')).closest('tr')!;
    const total = screen.getByTestId('ets-total-allowances');
    expect(within(total).getByText('EUAs to surrender to date')).toBeTruthy();
    expect(within(total).getByText('Year end at this rate: 19,653 EUA')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'EUAs by year end' })).toBeTruthy();
    expect(cells(row).at(-1)).toBe('15,651');
  });

  it('speaks Russian', async () => {
    renderAt('/euets/fleet-view', (client) => <EtsFleetScreen client={client} />, [on('GET', '/emissions/ets/fleet', { body: etsFleet })], 'ru');
    await screen.findByText('Nordic Ore');
    expect(screen.getByRole('columnheader', { name: 'CO₂-экв. в охвате, т' })).toBeTruthy();
    expect(screen.getByText('Квоты EUA к сдаче')).toBeTruthy();
  });
});

describe('the EU ETS ship dashboard', () => {
  const running = { ...etsShipAnswer, ship: { ...etsShipAnswer.ship, projection: { scopedCo2eT: 14_500, allowances: 14_501.2, allowancesWhole: 14_501, costEur: 1_044_086 } } };

  it('says that a running year\'s figures are to date, over which days, and where they lead by year end', async () => {
    renderAt('/euets/dashboard?unitId=u1&year=2026', (client) => <EtsDashboardScreen client={client} />, [on('GET', '/emissions/ets/ship', { body: running })]);
    const allowances = await screen.findByTestId('ets-ship-allowances');
    expect(within(allowances).getByText('EUAs to surrender to date')).toBeTruthy();
    expect(within(allowances).getByText('Year end at this rate: 14,501 EUA')).toBeTruthy();
    expect(screen.getByText('Cost at the allowance price to date')).toBeTruthy();
    expect(screen.getByText('Year end at this rate: 1,044,086 EUR')).toBeTruthy();
    expect(screen.getByTestId('to-date-note').textContent).toBe('Figures to date: voyage legs and port stays from 3 Jan 2026 to 20 Feb 2026. Under each figure, the year end at the same rate.');
  });

  it('shows a year that is over as it is, with no projection', async () => {
    renderAt('/euets/dashboard?unitId=u1&year=2026', (client) => <EtsDashboardScreen client={client} />, [on('GET', '/emissions/ets/ship', { body: etsShipAnswer })]);
    const allowances = await screen.findByTestId('ets-ship-allowances');
    expect(within(allowances).getByText('EUAs to surrender')).toBeTruthy();
    expect(screen.queryByText(/Year end at this rate/)).toBeNull();
    expect(screen.queryByTestId('to-date-note')).toBeNull();
  });

  it('says "to date" in Russian', async () => {
    renderAt('/euets/dashboard?unitId=u1&year=2026', (client) => <EtsDashboardScreen client={client} />, [on('GET', '/emissions/ets/ship', { body: running })], 'ru');
    const allowances = await screen.findByTestId('ets-ship-allowances');
    expect(within(allowances).getByText('Квоты EUA к сдаче на сегодня')).toBeTruthy();
    expect(within(allowances).getByText(/^К концу года при этом темпе: 14\s501 EUA$/)).toBeTruthy();
  });

  it('shows the ship and year of the address: allowances, cost, scope breakdown and the legs with port names', async () => {
    const { calls } = renderAt('/euets/dashboard?unitId=u1&year=2026', (client) => <EtsDashboardScreen client={client} />, [on('GET', '/emissions/ets/ship', { body: etsShipAnswer })]);
    expect(await screen.findAllByText('Rotterdam → Narvik')).toHaveLength(2);
    expect(calls.find((c) => c.path.startsWith('/emissions/ets'))?.path).toBe('/emissions/ets/ship?unitId=u1&year=2026');
    expect(within(screen.getByTestId('ets-ship-allowances')).getByText('3,912.8')).toBeTruthy();
    expect(screen.getByText('3,913 whole allowances')).toBeTruthy();
    expect(screen.getByText('281,718')).toBeTruthy();
    const scopes = screen.getByRole('region', { name: 'CO₂e in scope by EU scope' });
    expect(within(scopes).getByText('From the EU (50 %)')).toBeTruthy();
    expect(within(scopes).getByText('Outside the EU (0 %)')).toBeTruthy();
    expect(cells(scopes.querySelector('tr[data-scope=FROM_EU]')!)).toEqual(['From the EU (50\u00a0%)', '1,000', '1,000']);
    const legs = screen.getByRole('region', { name: 'Legs and stays at berth' });
    const outbound = within(legs).getByText('Narvik → Houston').closest('tr')!;
    expect(cells(outbound)).toEqual(['Narvik → HoustonLeg', '2026/01/09 06:00ongoing', 'From the EU (50\u00a0%)', '1,200', '0.06', '0.055', '608.1', '608.13', '43,785']);
    expect(screen.getByText('Stay at berth')).toBeTruthy();
    const voyages = screen.getByRole('region', { name: 'Allowances per voyage' });
    expect(cells(within(voyages).getByText('Rotterdam → Narvik').closest('tr')!)).toEqual(['Rotterdam → Narvik1 leg · 1 stay', '2026/01/03 08:002026/01/09 06:00', '436.5', '436.45', '31,424']);
    expect(await screen.findByRole('img', { name: 'Allowances and cost by month' })).toBeTruthy();
  });

  it('shows a problem instead of the figures', async () => {
    renderAt('/euets/dashboard?unitId=u1', (client) => <EtsDashboardScreen client={client} />, [
      on('GET', '/emissions/ets/ship', { body: { ...etsShipAnswer, ship: { ...etsShipAnswer.ship, problem: { key: 'emissions.ets.test.noScope' } } } }),
    ]);
    expect(await screen.findByText('The allowances could not be computed')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('emissions.ets.test.noScope');
    expect(within(screen.getByTestId('ets-ship-allowances')).getByText('—')).toBeTruthy();
  });
});
