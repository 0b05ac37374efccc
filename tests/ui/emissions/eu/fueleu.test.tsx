// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FuelEuDashboardScreen } from '../../../../runtime/renderers/emissions/eu/FuelEuDashboardScreen.js';
import { FuelEuFleetScreen } from '../../../../runtime/renderers/emissions/eu/FuelEuFleetScreen.js';
import { on } from '../../../support/ui/fake-server.js';
import { fuelEuFleet, fuelEuShip, fuelEuShipAnswer, poolAnswer, renderAt } from '../../../support/ui/eu-emissions-fixtures.js';

vi.mock('../../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../../support/ui/analytics-fixtures.js')).apexStub);
afterEach(cleanup);

/** Picks a ship in the pool's multi-select (its own list: the ship picker has the same names). */
async function addToPool(panel: HTMLElement, name: string) {
  const input = within(panel).getByLabelText('Ships in the pool');
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(input.getAttribute('aria-controls')!)!;
  fireEvent.click(await within(list).findByRole('option', { name, hidden: true }));
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((c) => c.textContent);

describe('the FuelEU fleet view', () => {
  it('shows each ship\'s energy, intensity against the target, signed balance and penalty, with the fleet\'s totals', async () => {
    renderAt('/fueleu/fleet-view', (client) => <FuelEuFleetScreen client={client} />, [on('GET', '/emissions/fueleu/fleet', { body: fuelEuFleet })]);
    const deficit = (await screen.findByText('Nordic Ore')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'Energy in scope, TJ' })).toBeTruthy();
    expect(cells(deficit)).toEqual(['Nordic Ore', '87.41', '91.67target 89.34', '−204.2Deficit', '2', '143,402']);
    expect(within(deficit).getByText('−204.2').dataset.balance).toBe('deficit');
    const surplus = screen.getByText('Arctic Frost').closest('tr')!;
    expect(cells(surplus)).toEqual(['Arctic Frost', '120', '80.5target 89.34', '+1,060.4Surplus', '—', '0']);
    expect(screen.getByText('GWP AR4')).toBeTruthy();
    expect(within(screen.getByTestId('fueleu-fleet-balance')).getByText('+856.3')).toBeTruthy();
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('shows why a ship\'s figures could not be computed', async () => {
    renderAt('/fueleu/fleet-view', (client) => <FuelEuFleetScreen client={client} />, [on('GET', '/emissions/fueleu/fleet', { body: fuelEuFleet })]);
    const row = (await screen.findByText('Baltic Amber')).closest('tr')!;
    expect(within(row).getByRole('note').textContent).toBe('emissions.fueleu.test.noFactors');
  });

  it('opens a ship\'s dashboard from its row', async () => {
    renderAt('/fueleu/fleet-view', (client) => <FuelEuFleetScreen client={client} />, [on('GET', '/emissions/fueleu/fleet', { body: fuelEuFleet })]);
    fireEvent.click(await screen.findByText('Nordic Ore'));
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('/fueleu/dashboard?unitId=u1&year=2026'));
  });
});

describe('the FuelEU ship dashboard', () => {
  const dashboard = (answer = fuelEuShipAnswer, language: 'en' | 'ru' = 'en') => renderAt('/fueleu/dashboard?unitId=u1&year=2026',
    (client) => <FuelEuDashboardScreen client={client} />,
    [on('GET', '/emissions/fueleu/ship', { body: answer }), on('POST', '/emissions/fueleu/pool', { body: poolAnswer })], language);

  it('shows a ship in deficit as a deficit with its penalty and the consecutive-deficit multiplier explained', async () => {
    const { calls } = dashboard();
    expect(await screen.findByText('Compliance balance: deficit')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/emissions/fueleu'))?.path).toBe('/emissions/fueleu/ship?unitId=u1&year=2026');
    expect(within(screen.getByTestId('fueleu-balance')).getByText('−204.2')).toBeTruthy();
    expect(within(screen.getByTestId('fueleu-penalty')).getByText('143,402')).toBeTruthy();
    expect(screen.getByText('Deficit year 2 in a row: × 1.1 (1 + (n − 1)/10, Art. 23(2))')).toBeTruthy();
    expect(within(screen.getByTestId('fueleu-intensity')).getByText('2.61 % above the target 89.3368')).toBeTruthy();
    expect(screen.getByText('156.2')).toBeTruthy();
    expect(screen.getByText('Well-to-tank 13.57')).toBeTruthy();
    expect(screen.getByText('Tank-to-wake 78.1')).toBeTruthy();
    expect(screen.getByText('87.41 TJ')).toBeTruthy();
    const leg = screen.getByText('Narvik → Houston').closest('tr')!;
    expect(cells(leg)).toEqual(['Narvik → HoustonLeg', '2026/01/09 06:002026/01/25 06:00', 'From the EU (50\u00a0%)', '9,800', '91.7']);
    expect(await screen.findByRole('img', { name: 'GHG intensity by month against the target' })).toBeTruthy();
  });

  it('says plainly that a ship in surplus owes no penalty', async () => {
    dashboard({ ...fuelEuShipAnswer, ship: fuelEuShip({ ghgIntensity: 80.5, complianceBalanceG: 770_000_000, consecutiveDeficits: 0, penaltyEur: 0 }) });
    expect(await screen.findByText('Compliance balance: surplus')).toBeTruthy();
    expect(screen.getByText('+770')).toBeTruthy();
    expect(screen.getByText('No penalty: the ship is in surplus')).toBeTruthy();
  });

  it('simulates a pool of the chosen ships and shows the balances and penalties before and after', async () => {
    const { calls } = dashboard();
    await screen.findByText('Compliance balance: deficit');
    const panel = screen.getByRole('region', { name: 'Pooling simulation' });
    expect(within(panel).getByRole('button', { name: /Simulate pool/ }).hasAttribute('disabled')).toBe(true);
    await addToPool(panel, 'Arctic Frost');
    fireEvent.click(within(panel).getByRole('button', { name: 'Simulate pool 2026' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/emissions/fueleu/pool', body: { year: 2026, unitIds: ['u1', 'u3'] } }));
    const member = within(await within(panel).findByRole('table')).getByText('Nordic Ore').closest('tr')!;
    expect(cells(member)).toEqual(['Nordic Ore', '−204.2', '0', '143,402', '0']);
    expect(within(panel).getByText('Valid pool')).toBeTruthy();
    expect(within(panel).getByText('Penalties: EUR 143,402 before, EUR 0 after pooling')).toBeTruthy();
  });

  it('shows the rules a pool breaks, as the server names them', async () => {
    const broken = { ...poolAnswer, poolBalanceG: -50_000_000, problems: [{ key: 'emissions.fueleu.pool.rule' }] };
    renderAt('/fueleu/dashboard?unitId=u1&year=2026', (c) => <FuelEuDashboardScreen client={c} />,
      [on('GET', '/emissions/fueleu/ship', { body: fuelEuShipAnswer }), on('POST', '/emissions/fueleu/pool', { body: broken })]);
    await screen.findByText('Compliance balance: deficit');
    const panel = screen.getByRole('region', { name: 'Pooling simulation' });
    await addToPool(panel, 'Baltic Amber');
    fireEvent.click(within(panel).getByRole('button', { name: 'Simulate pool 2026' }));
    const alert = await within(panel).findByRole('alert');
    expect(within(alert).getByText('This pool is not allowed')).toBeTruthy();
    expect(within(alert).getByText(/The pool's sum must be zero or more/)).toBeTruthy();
    expect(within(panel).getByText('Not a valid pool')).toBeTruthy();
    expect(within(panel).getByText('Pool balance').parentElement!.textContent).toBe('Pool balance−50t CO₂e');
  });

  it('says that a running year\'s balance and penalty are to date, and where they lead by year end', async () => {
    dashboard({ ...fuelEuShipAnswer, ship: fuelEuShip({ projection: { energyMj: 349_620_000, complianceBalanceG: -816_649_984, penaltyEur: 573_609.56 } }) });
    const penalty = await screen.findByTestId('fueleu-penalty');
    expect(within(penalty).getByText('FuelEU penalty to date')).toBeTruthy();
    expect(within(penalty).getByText('Year end at this rate: 573,610 EUR')).toBeTruthy();
    expect(within(screen.getByTestId('fueleu-balance')).getByText('Compliance balance: deficit to date')).toBeTruthy();
    expect(within(screen.getByTestId('fueleu-balance')).getByText('Year end at this rate: −816.6 t CO₂e')).toBeTruthy();
    expect(screen.getByTestId('to-date-note').textContent).toContain('from 3 Jan 2026 to 20 Feb 2026');
  });

  it('says "to date" in Russian', async () => {
    dashboard({ ...fuelEuShipAnswer, ship: fuelEuShip({ projection: { energyMj: 349_620_000, complianceBalanceG: -816_649_984, penaltyEur: 573_609.56 } }) }, 'ru');
    const penalty = await screen.findByTestId('fueleu-penalty');
    expect(within(penalty).getByText('Штраф FuelEU на сегодня')).toBeTruthy();
    expect(within(penalty).getByText(/^К концу года при этом темпе: 573\s610 EUR$/)).toBeTruthy();
  });

  it('speaks Russian', async () => {
    dashboard(fuelEuShipAnswer, 'ru');
    expect(await screen.findByText('Баланс соответствия: дефицит')).toBeTruthy();
    expect(screen.getByText('Штраф FuelEU')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Моделирование пула' })).toBeTruthy();
  });
});
