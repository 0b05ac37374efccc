// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CiiCalculatorScreen } from '../../../../runtime/renderers/emissions/cii/CiiCalculatorScreen.js';
import type { CiiCalculateRequest } from '../../../../runtime/renderers/emissions/emissions-api.js';
import { errorBody, fakeServer, on, renderWithShell, type Reply } from '../../../support/ui/fake-server.js';
import { chartSeries } from '../../../support/ui/analytics-fixtures.js';
import { bulk2024, bulk2030, curveOf, fuels, pick, settings, type } from '../../../support/ui/cii-fixtures.js';

vi.mock('../../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../../support/ui/analytics-fixtures.js')).apexStub);
afterEach(cleanup);

const answer = (call: { body?: unknown }): Reply => {
  const a = (call.body as CiiCalculateRequest).year === 2030 ? bulk2030 : bulk2024;
  return { body: { assessment: a, curve: curveOf(a), settings } };
};

function renderCalculator(reply: Reply | ((call: { body?: unknown }) => Reply) = answer, language: 'en' | 'ru' = 'en') {
  const server = fakeServer(on('GET', '/common/list/fuel-categories', { body: fuels }), on('POST', '/emissions/cii/calculate', reply));
  renderWithShell(<CiiCalculatorScreen client={server.client} now={new Date('2024-11-20T00:00:00Z')} />, language);
  return server;
}

async function enterWorkedExample() {
  await pick('Ship type', 'Bulk carrier');
  type(/^Deadweight/, '80000');
  type(/^Distance sailed/, '55000');
  await pick('Fuel 1', /^HFO/);
  type('Mass of fuel 1, t', '5000');
  fireEvent.click(screen.getByRole('button', { name: 'Add fuel' }));
  await pick('Fuel 2', /^MDO_MGO/);
  type('Mass of fuel 2, t', '300');
}

describe('the CII calculator', () => {
  it('sends the typed-in ship and fuel and shows the attained and required CII, the bands and rating C', async () => {
    const { calls } = renderCalculator();
    await enterWorkedExample();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Rating C')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      shipType: 'bulk_carrier', dwt: 80_000, year: 2024, distanceNm: 55_000, fuel: [{ fuel: 'HFO', massT: 5000 }, { fuel: 'MDO_MGO', massT: 300 }],
    });
    const figure = (label: string) => screen.getByRole('group', { name: label }).textContent;
    expect(figure('Attained CII')).toContain('3.76');
    expect(figure('Required CII')).toContain('3.94');
    expect(figure('Reference CII')).toContain('4.23');
    expect(figure('Reduction factor Z')).toContain('7');
    expect(screen.getByText('Attained / required = 0.955')).toBeTruthy();
    const bands = screen.getByRole('table', { name: 'Rating bands' });
    const current = within(bands).getAllByRole('row').find((r) => r.getAttribute('aria-current'))!;
    expect(current.textContent).toContain('3.7 – 4.17');
    expect(within(current).getByLabelText('CII C')).toBeTruthy();
    const chart = chartSeries(await screen.findByRole('img', { name: /Required CII and rating boundaries/ })) as { name: string; data: number[][] }[];
    expect(chart.find((s) => s.name === 'This ship (attained)')?.data).toEqual([[80_000, 3.7572]]);
    expect(chart.find((s) => s.name === 'Required CII')?.data[1]).toEqual([80_000, 3.9355]);
  });

  it('rates the same ship D in 2030', async () => {
    renderCalculator();
    await enterWorkedExample();
    await pick('Year', '2030');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Rating D')).toBeTruthy();
    expect(screen.getByText('Attained / required = 1.131')).toBeTruthy();
  });

  it('marks empty and negative fields and sends nothing', async () => {
    const { calls } = renderCalculator();
    await screen.findByRole('button', { name: 'Calculate' });
    type(/^Distance sailed/, '-5');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Choose the ship type')).toBeTruthy();
    expect(screen.getByText('Must not be negative')).toBeTruthy();
    expect(screen.getAllByText('Enter a value').length).toBeGreaterThan(0);
    expect(screen.getByText('Enter the mass of at least one fuel')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server\'s refusal in an alert', async () => {
    renderCalculator({ status: 400, body: errorBody('INVALID_INPUT', 'The request is invalid', [{ path: '/fuel/0/fuel', message: 'Unknown fuel HFO' }]) });
    await enterWorkedExample();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The CII could not be calculated');
    expect(alert.textContent).toContain('/fuel/0/fuel: Unknown fuel HFO');
  });

  it('speaks Russian', async () => {
    renderCalculator(answer, 'ru');
    await pick('Тип судна', 'Навалочное судно');
    type(/^Дедвейт/, '80000');
    type(/^Расстояние/, '55000');
    await pick('Топливо 1', /^HFO/);
    type('Масса топлива 1, т', '5000');
    fireEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    expect(await screen.findByText('Рейтинг C')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Достигнутый / требуемый = 0,955')).toBeTruthy());
  });
});
