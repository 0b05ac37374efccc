// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CiiDeviationScreen } from '../../../../runtime/renderers/emissions/cii/CiiDeviationScreen.js';
import type { CiiDeviationRequest, CiiDeviationResponse, CiiOverviewResponse } from '../../../../runtime/renderers/emissions/emissions-api.js';
import { errorBody, fakeServer, on, renderWithShell, type Reply } from '../../../support/ui/fake-server.js';
import { bulk2024, pick, settings, ships, shipYear, type } from '../../../support/ui/cii-fixtures.js';

afterEach(cleanup);

const overview: CiiOverviewResponse = { year: 2024, years: [2024, 2023], ships: [shipYear()], history: [], settings };
const legs: CiiDeviationResponse['legs'] = [
  { legId: 'l1', fromPort: 'NLRTM', toPort: 'NONVK', departure: '2024-02-01T08:00:00.000Z', arrival: '2024-02-04T10:00:00.000Z', distanceNm: 1100,
    fuel: [{ fuel: 'HFO', massT: 95 }, { fuel: 'MDO_MGO', massT: 4 }] },
  { legId: 'l2', fromPort: 'NONVK', toPort: 'NLRTM', departure: '2024-02-06T08:00:00.000Z', arrival: '2024-02-09T12:00:00.000Z', distanceNm: 1120,
    fuel: [{ fuel: 'HFO', massT: 101 }] },
];
const first: CiiDeviationResponse = { legs, uncorrected: bulk2024, corrected: bulk2024, deductionFactor: 0.72, excludedDistanceNm: 0, excludedFuel: [], problem: null };
const corrected: CiiDeviationResponse = {
  ...first, corrected: { ...bulk2024, attained: 3.61, ratio: 0.9173, rating: 'B', distanceNm: 53_900, co2T: 15_750 },
  excludedDistanceNm: 1100, excludedFuel: [{ fuel: 'HFO', massT: 95 }, { fuel: 'MDO_MGO', massT: 4 }],
};

function renderDeviation(reply: (body: CiiDeviationRequest) => Reply = (body) => ({ body: body.excludedLegs.length ? corrected : first }), language: 'en' | 'ru' = 'en') {
  const server = fakeServer(
    on('GET', '/common/list/units', { body: ships }),
    on('GET', '/common/list/ports', { body: [{ label: 'Rotterdam', value: 'NLRTM' }, { label: 'Narvik', value: 'NONVK' }] }),
    on('GET', '/emissions/cii/overview', { body: overview }),
    on('POST', '/emissions/cii/deviation', (call) => reply(call.body as CiiDeviationRequest)),
  );
  renderWithShell(<CiiDeviationScreen client={server.client} />, language);
  return server;
}

const posts = (calls: { method: string; body?: unknown }[]) => calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('the CII deviation exclusions', () => {
  it('lists the legs of the chosen ship and year with the uncorrected figures, citing MEPC.355(78)', async () => {
    const { calls } = renderDeviation();
    expect(screen.getByText(/follow MEPC\.355\(78\) \(G5, interim guidelines\) and are subject to approval by the verifier/)).toBeTruthy();
    await pick('Ship', 'Nordic Ore');
    const leg = (await screen.findByText('Rotterdam → Narvik')).closest('tr')!;
    expect(within(leg).getByText('1,100')).toBeTruthy();
    expect(within(leg).getByText('HFO 95 · MDO_MGO 4')).toBeTruthy();
    expect(posts(calls)).toEqual([{ unitId: 'u1', year: 2024, excludedLegs: [], corrections: [] }]);
    const result = screen.getByRole('table', { name: 'Uncorrected and corrected CII' });
    expect(within(result).getByText('Attained CII').closest('tr')!.textContent).toContain('3.76');
  });

  it('sends the ticked legs with their reasons and the fuel to deduct, and shows corrected beside uncorrected', async () => {
    const { calls } = renderDeviation();
    await pick('Ship', 'Nordic Ore');
    await screen.findByText('Rotterdam → Narvik');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Exclude Rotterdam → Narvik' }));
    await pick('Reason for excluding Rotterdam → Narvik', 'Navigation in ice');
    type('Boilers (cargo heating), t — HFO', '12.5');
    type('STS transfer, t — MDO_MGO', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]).toEqual({
      unitId: 'u1', year: 2024, excludedLegs: [{ legId: 'l1', reason: 'ICE_NAVIGATION' }],
      corrections: [{ fuel: 'HFO', boilerT: 12.5 }, { fuel: 'MDO_MGO', transferT: 2 }],
    });
    const result = screen.getByRole('table', { name: 'Uncorrected and corrected CII' });
    const attained = within(result).getByText('Attained CII').closest('tr')!;
    await waitFor(() => expect([...attained.querySelectorAll('td')].map((c) => c.textContent).slice(1)).toEqual(['3.76', '3.61']));
    const rating = within(result).getByText('Rating').closest('tr')!;
    expect(within(rating).getByLabelText('CII C')).toBeTruthy();
    expect(within(rating).getByLabelText('CII B')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Deduction factor (0.75 − 0.03·y)' }).textContent).toContain('0.72');
    expect(screen.getByRole('group', { name: 'Excluded distance' }).textContent).toContain('1,100');
    expect(screen.getByText('HFO 95 t · MDO_MGO 4 t')).toBeTruthy();
  });

  it('asks for the reason of a ticked leg and refuses negative amounts before sending', async () => {
    const { calls } = renderDeviation();
    await pick('Ship', 'Nordic Ore');
    await screen.findByText('Rotterdam → Narvik');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Exclude Narvik → Rotterdam' }));
    type('Electrical (reefers, cargo cooling, pumps), t — HFO', '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    expect(await screen.findByText('Choose the reason')).toBeTruthy();
    expect(screen.getByText('Must not be negative')).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
  });

  it('shows a ship\'s problem', async () => {
    renderDeviation(() => ({ body: { ...first, uncorrected: null, corrected: null, problem: { key: 'emissions.cii.deviation.noLegs' } } }));
    await pick('Ship', 'Nordic Ore');
    expect(await screen.findByRole('note')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('No voyage legs in this year');
  });

  it('shows the server\'s refusal', async () => {
    renderDeviation(() => ({ status: 403, body: errorBody('FORBIDDEN', 'You need CII_VRT_DEVIATION_EXCLUSIONS (VIEW).') }));
    await pick('Ship', 'Nordic Ore');
    expect(await screen.findByText('You need CII_VRT_DEVIATION_EXCLUSIONS (VIEW).')).toBeTruthy();
    expect(screen.getByText('The corrected CII could not be calculated')).toBeTruthy();
  });

  it('speaks Russian', async () => {
    renderDeviation(undefined, 'ru');
    expect(screen.getByText(/подлежат одобрению верификатором/)).toBeTruthy();
    await pick('Судно', 'Nordic Ore');
    expect(await screen.findByRole('columnheader', { name: 'Расстояние, миль' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Пересчитать' })).toBeTruthy();
  });
});
