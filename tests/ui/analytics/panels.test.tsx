// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Chart, ChartData } from '../../../runtime/renderers/analytics/analytics-api.js';
import { layoutOf, cellSizeOf, stackedLayoutOf } from '../../../runtime/renderers/analytics/DashboardGrid.js';
import { PanelCell } from '../../../runtime/renderers/analytics/PanelCell.js';
import { formatPolynomial } from '../../../runtime/renderers/analytics/panels/ScatterPanel.js';
import { niceCeiling } from '../../../runtime/renderers/analytics/panels/GaugePanel.js';
import { panelTypeIds } from '../../../descriptors/lib/analytics/panel-types.js';
import { renderWithShell } from '../../support/ui/fake-server.js';
import { chartAxes, chartOf, chartSeries, seriesOf as series, stw, times, type ChartInput } from '../../support/ui/analytics-fixtures.js';

vi.mock('../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../support/ui/analytics-fixtures.js')).apexStub);

afterEach(cleanup);

function renderPanel(chart: Chart, data?: ChartInput, language: 'en' | 'ru' = 'en') {
  renderWithShell(<PanelCell chart={chart} data={data && chartOf(data)} status="Resolved" width={600} height={320} />, language);
  return within(screen.getByRole('region'));
}

describe('scatter panel', () => {
  const speedPower = { series: [series('stw', [10, 11, 12, 13]), series('power', [5000, 6600, 8600, 11000], { measureUnit: 'kW' })] };

  it('refuses a fit order below 1 and decimals that are not an integer (SPEC §5)', async () => {
    const cell = renderPanel({ id: 'sp', type: 'scatter', config: { x: 'stw', y: 'power', fit: { order: 0, decimals: 1.5 } } }, speedPower);
    expect(cell.getByText('Invalid order')).toBeTruthy();
    expect(cell.getByText('Invalid decimals')).toBeTruthy();
    // The points are still drawn, without a curve.
    const drawn = chartSeries(await cell.findByRole('img')) as { name: string; type: string }[];
    expect(drawn.map((s) => s.type)).toEqual(['scatter']);
  });

  it('draws one marker where many points fall on the same pixel, and fits every point', async () => {
    // 300 readings at cruise (tightly bunched: the ship held its speed) and three at manoeuvring speeds.
    const speeds = [...Array.from({ length: 300 }, (_, i) => 14 + (i % 3) * 0.0001), 4, 6, 8];
    const powers = speeds.map((v) => 3 * v ** 3);
    const bunched = { series: [series('stw', [], { points: speeds.map((v, i) => [i * 3_600_000, v]) }), series('power', [], { measureUnit: 'kW', points: powers.map((p, i) => [i * 3_600_000, p]) })] };
    const cell = renderPanel({ id: 'sp', type: 'scatter', config: { x: 'stw', y: 'power', fit: { order: 3, decimals: 1 } } }, bunched);
    const drawn = chartSeries(await cell.findByRole('img')) as { type: string; data: [number, number][] }[];
    const markers = drawn.find((s) => s.type === 'scatter')!.data;
    expect(markers.length).toBeLessThan(10);
    expect(markers).toEqual(expect.arrayContaining([[4, 192], [6, 648], [8, 1536]]));
    // The cubic through all 303 points is exact: y = 3x³.
    expect(cell.getByText('R² = 1.000')).toBeTruthy();
  });

  it('draws the fitted polynomial with its equation and R²', async () => {
    const cell = renderPanel({ id: 'sp', type: 'scatter', config: { x: 'stw', y: 'power', fit: { order: 1, decimals: 1 } } }, speedPower);
    // x̄ = 11.5, ȳ = 7 800, Sxy = 10 000, Sxx = 5 → slope 2 000, intercept −15 200; SSres = 160 000, SStot = 20 160 000.
    expect(cell.getByText('y = 2,000.0x − 15,200.0')).toBeTruthy();
    expect(cell.getByText('R² = 0.992')).toBeTruthy();
    const drawn = chartSeries(await cell.findByRole('img')) as { name: string; type: string; data: [number, number][] }[];
    expect(drawn[0]).toEqual({ name: 'power, kW', type: 'scatter', data: [[10, 5000], [11, 6600], [12, 8600], [13, 11000]] });
    expect(drawn[1]).toMatchObject({ name: 'Fit', type: 'line' });
    // Drawn over the points' speeds; its start below the lowest point (4 800 kW) lies under the axis and is left out.
    expect(drawn[1].data[0]).toEqual([10, null]);
    expect(drawn[1].data.at(-1)![0]).toBe(13);
    expect(drawn[1].data.at(-1)![1]).toBeCloseTo(10_800, 6);
  });

  it('writes numbers in the user language', () => {
    const cell = renderPanel({ id: 'sp', type: 'scatter', config: { x: 'stw', y: 'power', fit: { order: 1, decimals: 1 } } }, speedPower, 'ru');
    expect(cell.getByText(/^y = 2\s000,0x − 15\s200,0$/)).toBeTruthy();
    expect(cell.getByText('R² = 0,992')).toBeTruthy();
  });

  it('formats polynomials from the highest power down', () => {
    const plain = (v: number | null | undefined, d?: number) => (v ?? 0).toFixed(d ?? 2);
    expect(formatPolynomial([0.15, -0.55, 1.25], plain)).toBe('y = 1.25x² − 0.55x + 0.15');
    expect(formatPolynomial([-2, 0, 0, 1], plain, 0)).toBe('y = 1x³ − 2');
  });
});

describe('panel types', () => {
  it('every registered panel draws with data, without data and with an empty answer', () => {
    const data = { series: [series('stw', [12.1, null, 12.6, 12.3]), series('lat', [50, 50.1, 50.2, 50.3]), series('lon', [3, 3.1, 3.2, 3.3])] };
    for (const type of panelTypeIds.filter((id) => id !== 'map')) {
      for (const shown of [data, { series: [] }, undefined]) {
        const { unmount } = renderWithShell(<PanelCell chart={{ id: type, type, config: { series: 'stw', x: 'stw', y: 'stw' } }} data={shown && chartOf(shown)} status="Resolved" width={400} height={240} />);
        expect(screen.queryByText('This panel could not be drawn')).toBeNull();
        unmount();
      }
    }
  });

  it('gauge: the latest value on a radial bar between min and max, coloured by its band', async () => {
    const cell = renderPanel({
      id: 'load', type: 'gauge', title: { en: 'Engine load' },
      config: { series: 'load', min: 0, max: 110, bands: [{ to: 85, color: 'green' }, { to: 100, color: 'yellow' }, { to: 110, color: 'red' }] },
    }, { series: [series('load', [70, 80, 90, null], { measureUnit: '%' })] });
    const gauge = await cell.findByRole('img', { name: 'load: 90 %' });
    expect(chartSeries(gauge)).toEqual([(90 / 110) * 100]);
    expect(cell.getByText('110')).toBeTruthy();
    expect(niceCeiling(87)).toBe(100);
    expect(niceCeiling(12.3)).toBe(15);
  });

  it('donut: each series summed over the period as a share', async () => {
    const cell = renderPanel({ id: 'mix', type: 'donut', title: { en: 'Fuel mix' }, config: { series: ['hfo', 'mgo'] } },
      { series: [series('hfo', [1, 2, null, 3], { label: 'Heavy fuel' }), series('mgo', [0.5, 0.5, 0.5, 0.5])] });
    expect(chartSeries(await cell.findByRole('img', { name: 'Heavy fuel: 6 kn, mgo: 2 kn' }))).toEqual([6, 2]);
  });

  it('donut by fuel: one slice per fuel over every consumer and ship', async () => {
    const flow = (id: string, unit: string, consumer: string, fuel: string, values: number[]) =>
      series(id, values, { unit, groupingKey: `SHIP-CONSUMER-${unit}-${consumer}-${fuel}`, keyValues: { consumer, fuel } });
    const cell = renderPanel({ id: 'mix', type: 'donut', title: { en: 'Fuel mix' }, config: { series: ['me', 'ae'], by: 'fuel' } }, {
      series: [flow('me', 'NORDIC_ORE', 'ME', 'HFO', [1, 1, 1, 1]), flow('me', 'GULF_STAR', 'ME', 'LNG', [2, 2, 2, 2]), flow('ae', 'NORDIC_ORE', 'AE', 'MDO_MGO', [1, 0, 0, 0]), flow('ae', 'GULF_STAR', 'AE', 'HFO', [3, 0, 0, 0])],
    });
    expect(chartSeries(await cell.findByRole('img', { name: 'HFO: 7 kn, LNG: 8 kn, MDO/MGO: 1 kn' }))).toEqual([7, 8, 1]);
  });

  it('heatmap: one series by day and hour', async () => {
    const cell = renderPanel({ id: 'wind', type: 'heatmap', title: { en: 'Wind' }, config: { series: 'wind' } }, { series: [series('wind', [4, 6, null, 8])] });
    const rows = chartSeries(await cell.findByRole('img', { name: 'wind by day and hour' })) as { name: string; data: { x: string; y: number | null }[] }[];
    const cells = rows.flatMap((row) => row.data).filter((c) => c.y !== null && c.y > -1e9);
    expect(cells.map((c) => c.y)).toEqual([4, 6, 8]);
    expect(rows[0].data).toHaveLength(24);
  });

  it('heatmap: a long period as groups of days or months, so that each row keeps a readable height', async () => {
    type Rows = { name: string; data: { x: string; y: number }[] }[];
    const hourly = (days: number, value: (day: number, hour: number, date: Date) => number) => Array.from({ length: days * 24 }, (_, i) => {
      const date = new Date(2026, 0, 1 + Math.floor(i / 24), i % 24);
      return [date.getTime(), value(Math.floor(i / 24), i % 24, date)] as [number, number];
    });
    // The 320 px cell leaves room for about 25 rows of 8 px: 40 days are drawn two days a row, each cell the mean of its two days.
    const twoDays = renderPanel({ id: 'wind', type: 'heatmap', config: { series: 'wind' } }, { series: [series('wind', [], { points: hourly(40, (day) => day) })] });
    const pairs = chartSeries(await twoDays.findByRole('img', { name: 'wind by 2 days and hour' })) as Rows;
    expect(pairs).toHaveLength(20);
    expect(pairs[0].name).toBe('Jan 01');
    expect(pairs[0].data[0].y).toBe(0.5);
    expect(pairs[19].data[23].y).toBe(38.5);
    cleanup();
    // A year is drawn by month: twelve rows of 24 hours, not 8 760 cells a pixel high.
    const year = renderPanel({ id: 'wind', type: 'heatmap', config: { series: 'wind' } }, { series: [series('wind', [], { points: hourly(365, (_, hour, date) => date.getMonth() + 1 + hour / 100) })] });
    const months = chartSeries(await year.findByRole('img', { name: 'wind by month and hour' })) as Rows;
    expect(months.map((row) => row.name)).toEqual(Array.from({ length: 12 }, (_, m) => new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric' }).format(new Date(2026, m, 1))));
    expect(months[0].data[5].y).toBeCloseTo(1.05, 10);
    expect(months[11].data[23].y).toBeCloseTo(12.23, 10);
  });

  it('timeseries: a second measure unit gets its own y axis; area and stacked are passed on', async () => {
    const cell = renderPanel({ id: 'ts', type: 'timeseries', title: { en: 'Mixed' }, config: { area: true } },
      { series: [stw([1, 2, 3, 4]), series('power', [10, 20, 30, 40], { measureUnit: 'kW' })] });
    const figure = await cell.findByRole('img');
    expect(figure.dataset.chartType).toBe('area');
  });

  it('series labels follow the language', async () => {
    const cell = renderPanel({ id: 'ts', type: 'timeseries', title: { en: 'Speed', ru: 'Скорость' } }, { series: [{ ...stw([1, 2, 3, 4]), label: 'Скорость по лагу' }] }, 'ru');
    expect(cell.getByText('Скорость')).toBeTruthy();
    expect(await cell.findByRole('img', { name: 'Скорость по лагу' })).toBeTruthy();
  });

  it('names the ship beside the series when a chart has several, ships in name order, and only the ship when it compares one series', async () => {
    const power = (unit: string) => series('power', [5, 6, 7, 8], { unit, label: 'Shaft power', measureUnit: 'kW' });
    const mixed = renderPanel({ id: 'ts', type: 'timeseries', title: { en: 'Fleet' } }, { series: [stw([1, 2, 3, 4]), power('NORDIC_ORE'), { ...stw([2, 3, 4, 5]), unit: 'BALTIC_STAR' }, power('BALTIC_STAR')] });
    expect(await mixed.findByRole('img', { name: 'Speed through water · BALTIC_STAR, Speed through water · NORDIC_ORE, Shaft power · BALTIC_STAR, Shaft power · NORDIC_ORE' })).toBeTruthy();
    cleanup();
    const compared = renderPanel({ id: 'ts', type: 'timeseries', title: { en: 'Speed by ship' } }, { series: [stw([1, 2, 3, 4]), { ...stw([2, 3, 4, 5]), unit: 'BALTIC_STAR', unitName: 'Baltic Star' }] });
    expect(await compared.findByRole('img', { name: 'Baltic Star, NORDIC_ORE' })).toBeTruthy();
  });

  it('table: one row per bucket, newest first, gaps as dashes', () => {
    const cell = renderPanel({ id: 'tb', type: 'table', title: { en: 'By hour' }, config: { series: ['stw'] } }, { series: [stw([12.1, null, 12.6, 12.3])] });
    const rows = cell.getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows.map((r) => r!.replace(/^.*?(\d+\.\d|—)$/, '$1'))).toEqual(['12.3', '12.6', '—', '12.1']);
  });

  it('table per ship: one row per ship, each series over the period, its unit in the header', () => {
    // The server answers labels in the reader's language.
    const of = (labels: [string, string], unit: string, unitName: string, speed: (number | null)[], fuel: number[]) => [
      { ...stw(speed), unit, unitName, label: labels[0] }, series('fuelDay', fuel, { unit, unitName, label: labels[1], measureUnit: 't/d' }),
    ];
    const answer = (labels: [string, string]) => ({ series: [...of(labels, 'NORDIC_ORE', 'Nordic Ore', [12, null, 13, 14], [30, 32, 34, 36]), ...of(labels, 'BALTIC_AMBER', 'Baltic Amber', [10, 11, 12, 13], [20, 20, 20, 20])] });
    const chart: Chart = { id: 'fleet', type: 'table', title: { en: 'Ships' }, config: { series: ['stw', 'fuelDay'], perShip: true, precision: 1 } };
    const rows = renderPanel(chart, answer(['Speed through water', 'Fuel per day'])).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Ship', 'Speed through water, kn', 'Fuel per day, t/d'],
      ['Baltic Amber', '11.5', '20.0'],
      ['Nordic Ore', '13.0', '33.0'],
    ]);
    cleanup();
    const russian = renderPanel(chart, answer(['Скорость по лагу', 'Топливо в сутки']), 'ru').getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(russian[0]).toEqual(['Судно', 'Скорость по лагу, уз', 'Топливо в сутки, т/сут']);
  });

  it('shows the latest values of static tags above the chart', () => {
    // A tag without a description is labelled with its code.
    const latest = (tag: string, value: number, label = tag) => ({ unit: 'NORDIC_ORE', groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag, label, measureUnit: null, ts: '2026-11-20T00:00:00Z', value });
    const cell = renderPanel({ id: 'ts', type: 'kpi', title: { en: 'Now' }, config: { series: 'stw' }, staticTags: ['SOG', { tag: 'HEADING', label: { en: 'Heading' } }] },
      { series: [stw([1, 2, 3, 4])], latest: [latest('SOG', 12.345), latest('HEADING', 271, 'Heading')] });
    expect(cell.getByText('SOG: 12.35')).toBeTruthy();
    expect(cell.getByText('Heading: 271')).toBeTruthy();
  });
});

describe('the grid', () => {
  it('keeps charts at their locations within the columns and puts charts without one below', () => {
    const layout = layoutOf([
      { id: 'a', type: 'kpi', location: { x: 0, y: 0, w: 8, h: 4 } },
      { id: 'b', type: 'kpi', location: { x: 10, y: 0, w: 6, h: 2 } },
      { id: 'c', type: 'kpi' },
      { id: 'd', type: 'kpi' },
      { id: 'e', type: 'kpi' },
    ], 12);
    expect(layout.map(({ i, x, y, w, h }) => [i, x, y, w, h])).toEqual([
      ['a', 0, 0, 8, 4], ['b', 6, 0, 6, 2], ['c', 0, 4, 6, 4], ['d', 6, 4, 6, 4], ['e', 0, 8, 6, 4],
    ]);
    expect(layout.every((item) => item.static)).toBe(true);
    expect(layoutOf([{ id: 'a', type: 'kpi' }], 12, true)[0].static).toBe(false);
  });

  it('stacks the panels one per row on a phone, in the order the page reads', () => {
    const placed = layoutOf([
      { id: 'chart', type: 'timeseries', location: { x: 4, y: 0, w: 8, h: 4 } },
      { id: 'kpi', type: 'kpi', location: { x: 0, y: 0, w: 4, h: 2 } },
      { id: 'table', type: 'table', location: { x: 0, y: 4, w: 12, h: 5 } },
    ], 12);
    expect(stackedLayoutOf(placed, 12).map(({ i, x, y, w, h }) => [i, x, y, w, h])).toEqual([
      ['kpi', 0, 0, 12, 2], ['chart', 0, 2, 12, 4], ['table', 0, 6, 12, 5],
    ]);
  });

  it('sizes cells from the grid width, columns and row height', () => {
    // 12 columns in 1 192 px with 11 gaps of 8 px: 92 px each; 3 columns = 3·92 + 2·8; 2 rows = 2·60 + 8.
    expect(cellSizeOf({ w: 3, h: 2 }, 1192, 12, 60)).toEqual({ width: 292, height: 128 });
  });
});

describe('series names', () => {
  it('tell apart series of one tag under several aliases and grouping keys', async () => {
    const flow = (id: string, groupingKey: string) => series(id, [1, 2, 3, 4], { label: 'Fuel mass flow', groupingKey, measureUnit: 'kg/h' });
    const cell = renderPanel({ id: 'fuel', type: 'timeseries', title: { en: 'Fuel' } }, {
      series: [flow('me', 'SHIP-CONSUMER-NORDIC_ORE-ME-HFO'), flow('me', 'SHIP-CONSUMER-NORDIC_ORE-ME-MGO'), flow('ae', 'SHIP-CONSUMER-NORDIC_ORE-AE-MGO')],
    });
    expect(await cell.findByRole('img', { name: 'Fuel mass flow (me) · HFO, Fuel mass flow (me) · MGO, Fuel mass flow (ae)' })).toBeTruthy();
  });

  it('name ships by their names when the answer gives them', async () => {
    const cell = renderPanel({ id: 'stw', type: 'timeseries', title: { en: 'Speed' } }, {
      series: [series('stw', [1, 2, 3, 4], { label: 'STW', unitName: 'Nordic Ore' }), series('stw', [2, 3, 4, 5], { label: 'STW', unit: 'GULF_STAR', unitName: 'Gulf Star' })],
    });
    expect(await cell.findByRole('img', { name: 'Gulf Star, Nordic Ore' })).toBeTruthy();
  });

  describe('scatter axes', () => {
    // A ship stopped and at sea: a cubic through these dips below zero between them and climbs past the last point.
    const runs = { series: [series('stw', [0, 2, 12, 14]), series('power', [0, 300, 8000, 12000], { measureUnit: 'kW' })] };

    it('follow the points, not the fitted curve, which is drawn only over the points\' range', async () => {
      const cell = renderPanel({ id: 'sp', type: 'scatter', config: { x: 'stw', y: 'power', fit: { order: 3, decimals: 1 } } }, runs);
      const figure = await cell.findByRole('img');
      const { xaxis, yaxis } = chartAxes(figure) as { xaxis: { min: number; max: number }; yaxis: { min: number; max: number } };
      // The power axis starts at 0 kW, not at the −10 000 kW of an extrapolated curve.
      expect(yaxis.min).toBe(0);
      expect(yaxis.max).toBeGreaterThanOrEqual(12_000);
      expect(yaxis.max).toBeLessThan(16_000);
      const fit = (chartSeries(figure) as { type: string; data: [number, number | null][] }[]).find((s) => s.type === 'line')!;
      expect(Math.min(...fit.data.map(([x]) => x))).toBe(0);
      expect(Math.max(...fit.data.map(([x]) => x))).toBe(14);
      for (const [, y] of fit.data) if (y !== null) expect(y >= yaxis.min && y <= yaxis.max).toBe(true);
      expect(xaxis.min).toBeLessThanOrEqual(0);
    });

    it('are titled with their units in the user\'s language', async () => {
      const chart: Chart = { id: 'sp', type: 'scatter', config: { x: 'stw', y: 'power' } };
      const en = chartAxes(await renderPanel(chart, runs).findByRole('img')) as { xaxis: { title: { text: string } }; yaxis: { title: { text: string } } };
      expect([en.xaxis.title.text, en.yaxis.title.text]).toEqual(['stw, kn', 'power, kW']);
      cleanup();
      const ru = chartAxes(await renderPanel(chart, runs, 'ru').findByRole('img')) as { xaxis: { title: { text: string } }; yaxis: { title: { text: string } } };
      expect([ru.xaxis.title.text, ru.yaxis.title.text]).toEqual(['stw, уз', 'power, кВт']);
    });

    it('say where the axes are chosen without naming config keys', () => {
      const cell = renderPanel({ id: 'sp', type: 'scatter', title: { en: 'Empty' }, config: {} }, runs);
      expect(cell.getByText('Choose the series of the horizontal and the vertical axis in the panel\'s settings.')).toBeTruthy();
      expect(cell.queryByText(/config\./)).toBeNull();
    });
  });

  describe('fuel totals', () => {
    const flow = (values: number[], bucket: number, extra: Partial<ChartData['series'][number]> = {}) => series('hfo', [], {
      measureUnit: 'kg/h', points: values.map((v, i) => [times[0] + i * bucket * 1000, v] as [number, number | null]), ...extra,
    });
    const mix: Chart = { id: 'mix', type: 'donut', title: { en: 'Fuel mix' }, config: { series: ['hfo'], unit: 't', precision: 1 } };

    it('a donut of fuel flows (kg/h) shows the fuel burnt, in tonnes, whatever the buckets', async () => {
      // 250 kg/h for a day is 6 t, read in 24 hourly buckets or in one daily bucket.
      const hourly = renderPanel(mix, { resolution: 3600, series: [flow(Array(24).fill(250), 3600)] });
      expect(await hourly.findByRole('img', { name: 'hfo: 6.0 t' })).toBeTruthy();
      cleanup();
      const daily = renderPanel(mix, { resolution: 86_400, series: [flow([250], 86_400)] });
      expect(await daily.findByRole('img', { name: 'hfo: 6.0 t' })).toBeTruthy();
    });

    it('a donut by fuel names the fuels as the answer does, in the user\'s language, with the unit', async () => {
      const fuels = (language: 'en' | 'ru', names: [string, string]) => ({ resolution: 3600, series: [
        flow([1000, 1000], 3600, { groupingKey: 'SHIP-CONSUMER-NORDIC_ORE-ME-HFO', keyValues: { consumer: 'ME', fuel: 'HFO' }, keyLabels: { consumer: 'Main engine', fuel: names[0] } }),
        flow([500, 500], 3600, { groupingKey: 'SHIP-CONSUMER-NORDIC_ORE-ME-MDO_MGO', keyValues: { consumer: 'ME', fuel: 'MDO_MGO' }, keyLabels: { consumer: 'Main engine', fuel: names[1] } }),
      ] });
      const byFuel: Chart = { ...mix, config: { ...mix.config, by: 'fuel' } };
      expect(await renderPanel(byFuel, fuels('en', ['Heavy fuel oil', 'Marine diesel / gas oil'])).findByRole('img', { name: 'Heavy fuel oil: 2.0 t, Marine diesel / gas oil: 1.0 t' })).toBeTruthy();
      cleanup();
      expect(await renderPanel(byFuel, fuels('ru', ['Мазут', 'Судовое дизельное топливо']), 'ru').findByRole('img', { name: 'Мазут: 2,0 т, Судовое дизельное топливо: 1,0 т' })).toBeTruthy();
    });
  });

  describe('measure units', () => {
    it('are written as users write them, in their language: °C rather than degC, кг/ч in Russian', () => {
      const temperature = series('temp', [80, 81, 82, 83.5], { measureUnit: 'degC', label: 'Exhaust gas' });
      const en = renderPanel({ id: 'k', type: 'kpi', title: { en: 'Exhaust' }, config: { series: 'temp', precision: 1 } }, { series: [temperature] });
      expect(en.getByText('83.5')).toBeTruthy();
      expect(en.getByText('°C')).toBeTruthy();
      expect(en.queryByText('degC')).toBeNull();
      cleanup();
      const fuel = series('foc', [900, 1000, 1100, 1200], { measureUnit: 'kg/h', label: 'Топливо' });
      const ru = renderPanel({ id: 'k', type: 'kpi', title: { en: 'Fuel', ru: 'Топливо' }, config: { series: 'foc', precision: 0 } }, { series: [fuel] }, 'ru');
      expect(ru.getByText(/^1\s200$/)).toBeTruthy();
      expect(ru.getByText('кг/ч')).toBeTruthy();
    });

    it('head table columns and label timeseries axes in the user\'s language', async () => {
      const cell = renderPanel({ id: 'tb', type: 'table', title: { en: 'By hour' }, config: { series: ['stw'] } }, { series: [{ ...stw([12.1, null, 12.6, 12.3]), label: 'Скорость по лагу' }] }, 'ru');
      expect(cell.getByRole('columnheader', { name: 'Скорость по лагу, уз' })).toBeTruthy();
      cleanup();
      const chart = renderPanel({ id: 'ts', type: 'timeseries', title: { en: 'Power' } }, { series: [series('power', [1, 2, 3, 4], { measureUnit: 'kW' })] }, 'ru');
      const { yaxis } = chartAxes(await chart.findByRole('img')) as { yaxis: { title: { text: string } } };
      expect(yaxis.title.text).toBe('кВт');
    });
  });

  it('a KPI of one ship\'s fuels names each line by its fuel, not by the ship again', () => {
    const fuel = (code: string, name: string, value: number) => series('me', [value, value, value, value], {
      measureUnit: 'kg/h', groupingKey: `SHIP-CONSUMER-NORDIC_ORE-ME-${code}`, keyValues: { consumer: 'ME', fuel: code }, keyLabels: { consumer: 'Главный двигатель', fuel: name }, unitName: 'Nordic Ore',
    });
    const cell = renderPanel({ id: 'k', type: 'kpi', title: { en: 'ME fuel', ru: 'Топливо ГД' }, config: { series: 'me', precision: 0 } },
      { series: [fuel('HFO', 'Мазут', 1200), fuel('MDO_MGO', 'Дизельное топливо', 30)] }, 'ru');
    expect(cell.getByText('Мазут')).toBeTruthy();
    expect(cell.getByText('Дизельное топливо')).toBeTruthy();
    expect(cell.queryByText(/Nordic Ore/)).toBeNull();
    expect(cell.getAllByText('кг/ч')).toHaveLength(2);
  });
});
