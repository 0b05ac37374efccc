// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Chart, ExtractSeries } from '../../../runtime/renderers/analytics/analytics-api.js';
import { PanelCell } from '../../../runtime/renderers/analytics/PanelCell.js';
import { renderWithShell } from '../../support/ui/fake-server.js';
import { chartOf, chartSeries, seriesOf } from '../../support/ui/analytics-fixtures.js';

vi.mock('../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../support/ui/analytics-fixtures.js')).apexStub);

afterEach(cleanup);

const series = (id: string, unit: string, values: number[], extra: Partial<ExtractSeries> = {}) =>
  seriesOf(id, values, { unit, tag: null, measureUnit: id === 'stw' ? 'kn' : 't/d', ...extra });
const chart: Chart = { id: 'sc', type: 'scatter', title: { en: 'Laden' }, config: { x: 'stw', y: 'fuel', fit: { type: 'power', decimals: 3 } } };
const speeds = [10, 12, 14, 16];
/** FOC = 0.0146·V³ and 0.5·V² exactly: each ship's own curve, exponent 3 and 2. */
const data = chartOf({ series: [
  series('stw', 'NORDIC_ORE', speeds, { unitName: 'Nordic Ore' }), series('fuel', 'NORDIC_ORE', speeds.map((v) => 0.0146 * v ** 3), { unitName: 'Nordic Ore' }),
  series('stw', 'GULF_STAR', speeds, { unitName: 'Gulf Star' }), series('fuel', 'GULF_STAR', speeds.map((v) => 0.5 * v ** 2), { unitName: 'Gulf Star' }),
] });

describe('scatter panel with several ships', () => {
  it('fits each ship its own power law, drawn in the ship\'s colour, with its equation', async () => {
    renderWithShell(<PanelCell chart={chart} data={data} status="Resolved" width={800} height={360} />);
    const cell = within(screen.getByRole('region'));
    expect(cell.getByText('Nordic Ore')).toBeTruthy();
    expect(cell.getByText('y = 0.0146·x^3.000')).toBeTruthy();
    expect(cell.getByText('Gulf Star')).toBeTruthy();
    expect(cell.getByText('y = 0.500·x^2.000')).toBeTruthy();
    expect(cell.getAllByText('R² = 1.000')).toHaveLength(2);
    const drawn = chartSeries(await cell.findByRole('img')) as { name: string; type: string; data: [number, number][] }[];
    expect(drawn.map((s) => [s.name, s.type])).toEqual([
      ['Gulf Star', 'scatter'], ['Nordic Ore', 'scatter'], ['Fit · Gulf Star', 'line'], ['Fit · Nordic Ore', 'line'],
    ]);
    expect(drawn[3].data[0][0]).toBe(10);
    expect(drawn[3].data.at(-1)![1]).toBeCloseTo(0.0146 * 16 ** 3, 6);
    expect(drawn[2].data.at(-1)![1]).toBeCloseTo(0.5 * 16 ** 2, 6);
  });

  it('names a ship with too few points for its own curve in the key, beside the ships that have one', () => {
    const one = chartOf({ series: [...data.series, series('stw', 'BALTIC_AMBER', [12]), series('fuel', 'BALTIC_AMBER', [20])] });
    renderWithShell(<PanelCell chart={chart} data={one} status="Resolved" width={800} height={360} />);
    const cell = within(screen.getByRole('region'));
    expect(cell.getByText('BALTIC_AMBER')).toBeTruthy();
    expect(cell.getByText('Not enough points for this fit')).toBeTruthy();
    expect(cell.queryByRole('alert')).toBeNull();
  });

  it('leaves a ship with too few points without a curve, and says so only when no ship has one', () => {
    const few = chartOf({ series: [series('stw', 'NORDIC_ORE', [10]), series('fuel', 'NORDIC_ORE', [14.6]), series('stw', 'GULF_STAR', [11]), series('fuel', 'GULF_STAR', [60])] });
    renderWithShell(<PanelCell chart={chart} data={few} status="Resolved" width={800} height={360} />);
    const cell = within(screen.getByRole('region'));
    expect(cell.getByText('Not enough points for this fit')).toBeTruthy();
    // Too few points is the data's state, not a fault of the page: no alert.
    expect(cell.queryByRole('alert')).toBeNull();
  });
});
