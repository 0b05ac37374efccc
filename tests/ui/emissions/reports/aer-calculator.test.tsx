// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AerCalculatorScreen } from '../../../../runtime/renderers/emissions/reports/AerCalculatorScreen.js';
import { errorBody, fakeServer, on, renderWithShell, type Reply } from '../../../support/ui/fake-server.js';
import { fuelList, pick, type } from '../../../support/ui/emissions-report-fixtures.js';

afterEach(cleanup);

function renderCalculator(reply: Reply = { body: { co2T: 19_023.4, value: 4.32342, capacityKind: 'DWT' } }, language: 'en' | 'ru' = 'en') {
  const server = fakeServer(fuelList, on('POST', '/emissions/aer/calculate', reply));
  renderWithShell(<AerCalculatorScreen client={server.client} />, language);
  return server;
}

describe('the AER calculator', () => {
  it('sends the capacity, distance and fuel rows and shows the CO₂ and the AER', async () => {
    const { calls } = renderCalculator();
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    expect(calculate.hasAttribute('disabled')).toBe(true);
    type('Deadweight, t', '81200');
    type('Distance sailed, nm', '54000');
    await pick('Fuel 1', 'Heavy fuel oil (HFO)');
    type('Mass of fuel 1, t', '5800');
    fireEvent.click(screen.getByRole('button', { name: 'Add fuel' }));
    await pick('Fuel 2', 'Marine diesel / gas oil (MDO/MGO)');
    type('Mass of fuel 2, t', '120.5');
    fireEvent.click(calculate);
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      capacityKind: 'DWT', capacity: 81_200, distanceNm: 54_000, fuel: [{ fuel: 'HFO', massT: 5800 }, { fuel: 'MDO_MGO', massT: 120.5 }],
    }));
    const aer = await screen.findByRole('group', { name: 'AER' });
    expect(within(aer).getByText('4.32')).toBeTruthy();
    expect(within(aer).getByText('g CO₂/(dwt·nm)')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'CO₂ emitted' })).getByText('19,023.40')).toBeTruthy();
    expect(screen.getByText(/AER = Σ FC·CF \/ \(DWT · distance\)/)).toBeTruthy();
  });

  it('removes a fuel row and calculates cgDIST on gross tonnage', async () => {
    const { calls } = renderCalculator({ body: { co2T: 3114, value: 9.81, capacityKind: 'GT' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Gross tonnage → cgDIST' }));
    type('Gross tonnage', '45000');
    type('Distance sailed, nm', '7000');
    fireEvent.click(screen.getByRole('button', { name: 'Add fuel' }));
    await pick('Fuel 1', 'LNG');
    type('Mass of fuel 1, t', '1000');
    fireEvent.click(screen.getByRole('button', { name: 'Remove fuel 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      capacityKind: 'GT', capacity: 45_000, distanceNm: 7000, fuel: [{ fuel: 'LNG', massT: 1000 }],
    }));
    const value = await screen.findByRole('group', { name: 'cgDIST' });
    expect(within(value).getByText('9.81')).toBeTruthy();
    expect(within(value).getByText('g CO₂/(GT·nm)')).toBeTruthy();
    expect(screen.getByText(/cgDIST = Σ FC·CF \/ \(GT · distance\)/)).toBeTruthy();
  });

  it('shows why the server refused the figures', async () => {
    renderCalculator({ status: 400, body: errorBody('INVALID_INPUT', 'Unknown fuel category XYZ.') });
    type('Deadweight, t', '81200');
    type('Distance sailed, nm', '54000');
    await pick('Fuel 1', 'LNG');
    type('Mass of fuel 1, t', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The calculation failed')).toBeTruthy();
    expect(within(alert).getByText('Unknown fuel category XYZ.')).toBeTruthy();
  });

  it('speaks Russian', async () => {
    renderCalculator(undefined, 'ru');
    expect(screen.getByRole('textbox', { name: 'Дедвейт, т' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Рассчитать' })).toBeTruthy();
    expect(screen.getByText(/масса каждого топлива/)).toBeTruthy();
  });
});
