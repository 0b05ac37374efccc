// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EeoiCalculateResponse } from '../../../../descriptors/lib/emissions/api-types.js';
import { EeoiCalculatorScreen } from '../../../../runtime/renderers/emissions/reports/EeoiCalculatorScreen.js';
import { errorBody, fakeServer, on, renderWithShell, type Reply } from '../../../support/ui/fake-server.js';
import { fuelList, pick, type } from '../../../support/ui/emissions-report-fixtures.js';

afterEach(cleanup);

const figures: EeoiCalculateResponse = {
  voyages: [
    { co2T: 311.4, transportWork: 82_500_000, value: 3.7745 },
    { co2T: 150.2, transportWork: 0, value: null },
  ],
  total: { co2T: 461.6, transportWork: 82_500_000, value: 5.5952 },
};

function renderCalculator(reply: Reply = { body: figures }, language: 'en' | 'ru' = 'en') {
  const server = fakeServer(fuelList, on('POST', '/emissions/eeoi/calculate', reply));
  renderWithShell(<EeoiCalculatorScreen client={server.client} />, language);
  return server;
}

async function fillLadenAndBallast() {
  type('Voyage 1', 'Narvik → Rotterdam');
  type('Cargo carried, t', '75000');
  type('Distance, nm', '1100');
  await pick('Fuel 1', 'Heavy fuel oil (HFO)');
  type('Mass of fuel 1, t', '97');
  fireEvent.click(screen.getByRole('button', { name: '+ Add voyage' }));
  const ballast = screen.getByRole('group', { name: 'Voyage 2' });
  fireEvent.change(within(ballast).getByRole('textbox', { name: 'Cargo carried, t' }), { target: { value: '0' } });
  fireEvent.change(within(ballast).getByRole('textbox', { name: 'Distance, nm' }), { target: { value: '1100' } });
  const fuel = within(ballast).getByRole('group', { name: 'Fuel burnt on voyage 2' });
  fireEvent.click(within(fuel).getByRole('button', { name: 'Add fuel' }));
  await pick('Fuel 1', 'Heavy fuel oil (HFO)', fuel);
  fireEvent.change(within(fuel).getByRole('textbox', { name: 'Mass of fuel 1, t' }), { target: { value: '45' } });
  await pick('Fuel 2', 'Marine diesel / gas oil (MDO/MGO)', fuel);
  fireEvent.change(within(fuel).getByRole('textbox', { name: 'Mass of fuel 2, t' }), { target: { value: '2' } });
}

describe('the EEOI calculator', () => {
  it('sends each voyage’s fuel, cargo and distance and shows each EEOI and the ratio of sums; a ballast voyage has none', async () => {
    const { calls } = renderCalculator();
    await fillLadenAndBallast();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ voyages: [
      { name: 'Narvik → Rotterdam', fuel: [{ fuel: 'HFO', massT: 97 }], cargo: 75_000, distanceNm: 1100 },
      { fuel: [{ fuel: 'HFO', massT: 45 }, { fuel: 'MDO_MGO', massT: 2 }], cargo: 0, distanceNm: 1100 },
    ] }));
    const table = await screen.findByRole('table', { name: 'EEOI per voyage' });
    const cells = (name: string) => [...within(table).getByText(name).closest('tr')!.querySelectorAll('td')].map((c) => c.textContent);
    expect(cells('Narvik → Rotterdam')).toEqual(['Narvik → Rotterdam', '311.40', '82,500,000', '3.77']);
    expect(cells('Voyage 2')).toEqual(['Voyage 2', '150.20', '0', 'Ballast—']);
    expect(cells('All voyages (ratio of sums)')).toEqual(['All voyages (ratio of sums)', '461.60', '82,500,000', '5.60']);
    const total = screen.getByRole('group', { name: 'EEOI of all voyages' });
    expect(within(total).getByText('5.60')).toBeTruthy();
    expect(within(total).getByText('g CO₂/(t·nm)')).toBeTruthy();
    expect(screen.getByText(/a ratio of sums, not the mean of the voyages’ EEOIs \(MEPC.1\/Circ.684\)/)).toBeTruthy();
  });

  it('removes a voyage', async () => {
    renderCalculator();
    fireEvent.click(screen.getByRole('button', { name: '+ Add voyage' }));
    expect(screen.getByRole('group', { name: 'Voyage 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove voyage 2' }));
    expect(screen.queryByRole('group', { name: 'Voyage 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove voyage 1' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows why the server refused the voyages', async () => {
    renderCalculator({ status: 400, body: errorBody('INVALID_INPUT', 'A voyage needs a distance above zero.') });
    await fillLadenAndBallast();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('A voyage needs a distance above zero.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks Russian', async () => {
    renderCalculator(undefined, 'ru');
    expect(screen.getByRole('textbox', { name: 'Перевезённый груз, т' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '+ Добавить рейс' })).toBeTruthy();
    expect(screen.getByText(/Балластный рейс учитывается своим расходом топлива/)).toBeTruthy();
  });
});
