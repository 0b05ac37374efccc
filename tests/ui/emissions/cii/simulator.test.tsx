// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CiiSimulatorScreen } from '../../../../runtime/renderers/emissions/cii/CiiSimulatorScreen.js';
import type { CiiOverviewResponse, CiiSimulateResponse } from '../../../../runtime/renderers/emissions/emissions-api.js';
import { errorBody, fakeServer, on, renderWithShell, type Reply } from '../../../support/ui/fake-server.js';
import { bulk2024, bulk2030, fuels, pick, settings, ships, shipYear, type } from '../../../support/ui/cii-fixtures.js';

afterEach(cleanup);

const toDate = shipYear();
const overview: CiiOverviewResponse = { year: 2024, years: [2024, 2023], ships: [toDate], history: [], settings };
const simulated: CiiSimulateResponse = {
  toDate,
  restOfYear: { distanceNm: 28_800, fuel: [{ fuel: 'HFO', massT: 3000 }], co2T: 9342 },
  projected: { ...bulk2030, year: 2024, reductionPercent: 7, required: 3.9355, attained: 4.2, ratio: 1.0672, rating: 'D', distanceNm: 56_300, co2T: 17_607.9,
    boundaries: bulk2024.boundaries },
  maxAttainedForC: 3.95,
};

function renderSimulator(entry = '/cii-simulator?unitId=u1&year=2024', reply: Reply = { body: simulated }, language: 'en' | 'ru' = 'en') {
  const server = fakeServer(
    on('GET', '/common/list/units', { body: ships }),
    on('GET', '/common/list/fuel-categories', { body: fuels }),
    on('GET', '/emissions/cii/overview', { body: overview }),
    on('POST', '/emissions/cii/simulate', reply),
  );
  renderWithShell(<MemoryRouter initialEntries={[entry]}><CiiSimulatorScreen client={server.client} /></MemoryRouter>, language);
  return server;
}

describe('the CII simulator', () => {
  it('shows the ship of the link with its figures to date', async () => {
    const { calls } = renderSimulator();
    expect(await screen.findByText('Voyage legs from 3 Jan 2024 to 30 Jun 2024')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/emissions/cii/overview'))?.path).toBe('/emissions/cii/overview?year=2024&unitId=u1');
    expect(screen.getByRole('group', { name: 'Distance' }).textContent).toContain('27,500');
    expect(screen.getByRole('group', { name: 'Attained CII' }).textContent).toContain('3.76');
    expect(screen.getByRole('group', { name: 'Rating to date' }).querySelector('[data-rating="C"]')).toBeTruthy();
    expect(screen.getByText('184 days left in 2024 after the last leg.')).toBeTruthy();
  });

  it('sends the rest of the year and shows the projected rating against the one to date and the limit for C', async () => {
    const { calls } = renderSimulator();
    await screen.findByText(/Voyage legs from/);
    type(/^Days at sea/, '100');
    type(/^Mean speed/, '12');
    type(/^Fuel per day at sea/, '30');
    expect(screen.getByText('About 28,800 nm to sail')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    expect(await screen.findByText('Projected rating D for 2024')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ unitId: 'u1', year: 2024, restOfYear: { daysAtSea: 100, speedKn: 12, fuelPerDayT: 30, fuel: 'HFO' } });
    expect(screen.getByText('Worse than the rating to date (C)')).toBeTruthy();
    expect(screen.getAllByRole('group', { name: 'Attained CII' })[1].textContent).toContain('4.2');
    expect(screen.getByRole('group', { name: 'Distance in the year' }).textContent).toContain('56,300');
    expect(screen.getByText(/To stay at C or better, the rest of the year may reach at most 3.95 g CO₂\/\(DWT·nm\)\./)).toBeTruthy();
    expect(screen.getByText(/This sailing alone reaches 4.05/)).toBeTruthy();
    expect(screen.getByText(/The planned sailing exceeds it/)).toBeTruthy();
  });

  it('marks impossible inputs and sends nothing', async () => {
    const { calls } = renderSimulator();
    await screen.findByText(/Voyage legs from/);
    type(/^Days at sea/, '200');
    type(/^Mean speed/, '-3');
    fireEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    expect(await screen.findByText('At most 184 days remain in 2024')).toBeTruthy();
    expect(screen.getByText('Must not be negative')).toBeTruthy();
    expect(screen.getByText('Enter a value')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says when C is out of reach', async () => {
    renderSimulator(undefined, { body: { ...simulated, maxAttainedForC: null } });
    await screen.findByText(/Voyage legs from/);
    type(/^Days at sea/, '10');
    type(/^Mean speed/, '12');
    type(/^Fuel per day at sea/, '30');
    fireEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    expect(await screen.findByText('C is out of reach this year')).toBeTruthy();
  });

  it('shows the server\'s refusal', async () => {
    renderSimulator(undefined, { status: 400, body: errorBody('INVALID_INPUT', 'The request is invalid', [{ path: '/restOfYear/speedKn', message: 'Too big' }]) });
    await screen.findByText(/Voyage legs from/);
    type(/^Days at sea/, '10');
    type(/^Mean speed/, '12');
    type(/^Fuel per day at sea/, '30');
    fireEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    expect(await screen.findByText('/restOfYear/speedKn: Too big')).toBeTruthy();
    expect(screen.getByText('The simulation failed')).toBeTruthy();
  });

  it('asks for a ship when the link names none, and loads the one chosen', async () => {
    const { calls } = renderSimulator('/cii-simulator');
    expect(await screen.findByText(/Choose a ship to see its CII to date/)).toBeTruthy();
    await pick('Ship', 'Nordic Ore');
    await waitFor(() => expect(calls.some((c) => c.path === '/emissions/cii/overview?unitId=u1')).toBe(true));
    expect(await screen.findByText(/Voyage legs from/)).toBeTruthy();
  });

  it('speaks Russian', async () => {
    renderSimulator(undefined, undefined, 'ru');
    expect(await screen.findByText('Участки рейсов с 3 янв. 2024 г. по 30 июн. 2024 г.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Смоделировать' })).toBeTruthy();
  });
});
