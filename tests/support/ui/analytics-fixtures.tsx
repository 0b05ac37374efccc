/** Pages, answers and a stand-in for ApexCharts for the dashboard tests. */
import type { AnalyticsPage, ChartData, ExtractAnswer, ExtractSeries, LatestValue } from '../../../runtime/renderers/analytics/analytics-api.js';
import type { ApexChartProps } from '../../../runtime/renderers/analytics/charts/ApexChart.js';

/**
 * Replaces the lazily loaded ApexCharts module (charts/ApexChartImpl) in happy-dom, where ApexCharts cannot lay out
 * SVG: it shows what the panel handed to the chart, so tests assert on the data, not on pixels.
 */
export const apexStub = {
  ApexChartImpl: ({ type, series, label, options }: ApexChartProps) => (
    <div role="img" data-chart-type={type} aria-label={label} data-axes={JSON.stringify({ xaxis: options?.xaxis ?? null, yaxis: options?.yaxis ?? null })}>
      <pre>{JSON.stringify(series)}</pre>
    </div>
  ),
};

/** The series handed to the chart labelled `label`. */
export function chartSeries(figure: HTMLElement): unknown {
  return JSON.parse(figure.querySelector('pre')!.textContent!);
}

/** The axes handed to the chart (their range and titles; formatters left out). */
export function chartAxes(figure: HTMLElement): { xaxis: ApexAxis | null; yaxis: ApexAxis | ApexAxis[] | null } {
  return JSON.parse(figure.dataset.axes!);
}
interface ApexAxis { min?: number; max?: number; title?: { text?: string } }

const t0 = Date.UTC(2026, 10, 20, 0);
const hour = 3_600_000;
export const times = [t0, t0 + hour, t0 + 2 * hour, t0 + 3 * hour];

export const hullPage: AnalyticsPage = {
  code: 'HULL', title: { en: 'Hull performance', ru: 'Состояние корпуса' }, slider: true, viewColumns: 12, viewRows: 12,
  datasets: [{ id: 'speed', tags: [{ tag: 'STW', alias: 'stw' }, { tag: 'SOG', alias: 'sog' }], period: { last: 86_400 } }],
  charts: [
    { id: 'speeds', type: 'timeseries', title: { en: 'Speed through water', ru: 'Скорость по лагу' }, location: { x: 0, y: 0, w: 8, h: 4 }, config: { series: ['stw', 'sog'] } },
    { id: 'stwNow', type: 'kpi', title: { en: 'STW now', ru: 'Скорость сейчас' }, location: { x: 8, y: 0, w: 4, h: 2 }, config: { series: 'stw', precision: 1, trend: true, higherIsBetter: true } },
    { id: 'latest', type: 'table', title: { en: 'Latest readings', ru: 'Последние значения' }, location: { x: 8, y: 2, w: 4, h: 2 }, config: { series: ['stw', 'sog'], latestOnly: true } },
  ],
};

/** A series as the server answers it, one value per hour of `times`; `extra` sets what a test cares about. */
export function seriesOf(id: string, values: (number | null)[], extra: Partial<ExtractSeries> = {}): ExtractSeries {
  return {
    id, unit: 'NORDIC_ORE', groupingKey: null, keyValues: {}, tag: id.toUpperCase(), label: id, measureUnit: 'kn', aggregation: 'AVG',
    points: values.map((v, i) => [times[i], v]), ...extra,
  };
}

/** The server writes labels in the request's language: a Russian answer is `{ ...stw(values), label: 'Скорость по лагу' }`. */
const stw = (values: (number | null)[]) => seriesOf('stw', values, { label: 'Speed through water' });
const sog = (values: (number | null)[]) => seriesOf('sog', values, { label: 'Speed over ground' });

/** What a test says of one chart's answer: its series, and the latest values of its static tags if any. */
export type ChartInput = { series: ExtractSeries[]; latest?: LatestValue[]; resolution?: number };

/** A chart's answer over the day of `times`. */
export function chartOf({ series, latest = [], resolution = 3600 }: ChartInput): ChartData {
  return { from: new Date(times[0]).toISOString(), to: new Date(times[0] + 24 * hour).toISOString(), resolution, series, latest };
}

export function answerOf(charts: Record<string, ChartInput>, from = '2026-11-19T00:00:00.000Z', to = '2026-11-20T00:00:00.000Z'): ExtractAnswer {
  return { from, to, resolution: 3600, charts: Object.fromEntries(Object.entries(charts).map(([id, chart]) => [id, chartOf(chart)])) };
}

export const hullAnswer = answerOf({
  speeds: { series: [stw([12.1, null, 12.6, 12.3]), sog([12.4, 12.5, null, 12.9])] },
  stwNow: { series: [stw([12.1, null, 12.6, 12.3])] },
  latest: { series: [stw([12.1, null, 12.6, 12.3]), sog([12.4, 12.5, null, 12.9])] },
});

/** The period before: STW was 11.0 at its end (so now +11.8 %). */
export const hullBefore = answerOf({ stwNow: { series: [stw([10.5, 11.0, null, null])] } }, '2026-11-18T00:00:00.000Z', '2026-11-19T00:00:00.000Z');

export { stw, sog };
