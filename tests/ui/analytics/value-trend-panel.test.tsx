// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Chart } from '../../../runtime/renderers/analytics/analytics-api.js';
import { PanelCell } from '../../../runtime/renderers/analytics/PanelCell.js';
import { renderWithShell } from '../../support/ui/fake-server.js';
import { chartOf, seriesOf, type ChartInput } from '../../support/ui/analytics-fixtures.js';

afterEach(cleanup);

const speed = (values: (number | null)[], unit = 'NORDIC_ORE', unitName = 'Nordic Ore') => seriesOf('stw', values, { unit, unitName, label: 'Speed through water' });

function renderPanel(config: Chart['config'], data: ChartInput, language: 'en' | 'ru' = 'en', height = 240) {
  const chart: Chart = { id: 'stwNow', type: 'value-trend', title: { en: 'Speed now', ru: 'Скорость сейчас' }, config };
  renderWithShell(<PanelCell chart={chart} data={chartOf(data)} status="Resolved" width={400} height={height} />, language);
  return within(screen.getByRole('region'));
}

describe('value with trend panel', () => {
  it('shows the latest value with its unit and the rise since the start of the period, green when higher is better', () => {
    const cell = renderPanel({ series: 'stw', higherIsBetter: true }, { series: [speed([10, 11, 12.5, null])] });
    expect(cell.getByText('12.5')).toBeTruthy();
    expect(cell.getByText('kn')).toBeTruthy();
    const change = cell.getByTitle('Change since the start of the period');
    expect(change.textContent).toBe('↑ +2.5 kn (+25.0 %)');
    expect(change.getAttribute('style') ?? change.className).toMatch(/teal/);
  });

  it('compares with the previous bucket when asked, a fall shown with a minus, red when higher is better', () => {
    const cell = renderPanel({ series: 'stw', against: 'previousBucket', precision: 2, higherIsBetter: true }, { series: [speed([10, 12, null, 9])] });
    expect(cell.getByText('9.00')).toBeTruthy();
    const change = cell.getByTitle('Change against the previous bucket');
    expect(change.textContent).toBe('↓ −3.00 kn (−25.0 %)');
    expect(change.getAttribute('style') ?? change.className).toMatch(/red/);
  });

  it('draws the period as a small line when the sparkline is on, and none when it is off', () => {
    const withLine = renderPanel({ series: 'stw', sparkline: true }, { series: [speed([10, 11, 12, 12.5])] });
    expect(withLine.getByRole('img', { name: 'Speed through water over the period' })).toBeTruthy();
    cleanup();
    const without = renderPanel({ series: 'stw' }, { series: [speed([10, 11, 12, 12.5])] });
    expect(without.queryByRole('img')).toBeNull();
  });

  it('leaves the sparkline out of a cell too low for it rather than cutting off the value', () => {
    const low = renderPanel({ series: 'stw', sparkline: true }, { series: [speed([10, 11, 12, 12.5])] }, 'en', 50);
    expect(low.getByText('12.5')).toBeTruthy();
    expect(low.getByTitle('Change since the start of the period')).toBeTruthy();
    expect(low.queryByRole('img')).toBeNull();
  });

  it('gives each ship a line of its own, named by the ship, in the user language', () => {
    const cell = renderPanel({ series: 'stw' }, { series: [speed([10, 11]), speed([14, 13.3], 'BALTIC_STAR', 'Baltic Star')] }, 'ru');
    expect(cell.getByText('Baltic Star')).toBeTruthy();
    expect(cell.getByText('Nordic Ore')).toBeTruthy();
    expect(cell.getAllByTitle('Изменение с начала периода').map((e) => e.textContent)).toEqual(['↓ −0,7 уз (−5,0 %)', '↑ +1,0 уз (+10,0 %)']);
  });

  it('says there is no data when the series has no value in the period', () => {
    const cell = renderPanel({ series: 'stw' }, { series: [speed([null, null])] });
    expect(cell.getByText('No data in this period')).toBeTruthy();
  });
});
