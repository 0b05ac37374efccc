/**
 * `heatmap`: one series (`config.series`) as days × hours of the day (local time) — when wind, load or consumption
 * is high; with several series, one row per series over time buckets instead.
 */
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeBuckets } from '../../../../descriptors/lib/analytics/series-math.js';
import { ApexChart } from '../charts/ApexChart.js';
import { useChartBase, type NumberFormatter } from '../charts/chart-theme.js';
import type { NumericSeries } from '../analytics-api.js';
import { idsOf, pickSeries, useLineName, useSeriesName } from './panel-support.js';
import { PanelMessage } from './PanelMessage.js';
import type { PanelProps } from './panel-types.js';

/** Mantine blues from faint to strong, per colour scheme (cells of higher values stand out on either). */
const lightScale = ['#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#228be6', '#1864ab'];
const darkScale = ['#1a3a57', '#1d5686', '#1c7ed6', '#339af0', '#74c0fc', '#d0ebff'];

/**
 * Colour bands over the values: ApexCharts shades a missing value as its lowest one, so cells are coloured by band
 * and a cell without a value keeps the chart's base colour, close to the background.
 */
function colourBands(values: number[], isDark: boolean, format: NumberFormatter) {
  const scale = isDark ? darkScale : lightScale;
  if (!values.length) return [];
  const low = values.reduce((a, b) => Math.min(a, b));
  const high = values.reduce((a, b) => Math.max(a, b));
  const step = (high - low) / scale.length || 1;
  return scale.map((color, i) => {
    const from = low + i * step;
    const to = i === scale.length - 1 ? high : low + (i + 1) * step;
    return { from, to, color, name: `${format(from, 1)} – ${format(to, 1)}` };
  });
}

/**
 * ApexCharts compares a missing value as 0 (`null >= from`), which would colour it as a band: missing cells carry
 * this value instead, below every band, and show a dash.
 */
const missing = -1e15;
const orMissing = (y: number | null) => (typeof y === 'number' ? y : missing);

/** Pixels a cell needs at least. */
const cellWidth = 12;
const hours = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

/** Mean value per local day and hour; days oldest first. */
function dayHourRows(series: NumericSeries, dayLabel: (ms: number) => string) {
  const cells = new Map<string, { sum: number; count: number }[]>();
  const order: string[] = [];
  for (const [ts, value] of series.points) {
    const day = dayLabel(ts);
    if (!cells.has(day)) { cells.set(day, hours.map(() => ({ sum: 0, count: 0 }))); order.push(day); }
    if (typeof value !== 'number') continue;
    const cell = cells.get(day)![new Date(ts).getHours()];
    cell.sum += value;
    cell.count++;
  }
  // ApexCharts draws the first series at the bottom: newest day on top.
  return order.map((day) => ({
    name: day,
    data: cells.get(day)!.map((c, h) => ({ x: hours[h], y: c.count ? c.sum / c.count : missing })),
  }));
}

export function HeatmapPanel({ chart, data, width, height }: PanelProps) {
  const { t, i18n } = useTranslation();
  const { options: base, format, isDark } = useChartBase();
  const ids = idsOf(chart.config?.series);
  const series = pickSeries(data, ids);
  const nameOf = useSeriesName(series);
  const lineOf = useLineName(series);
  const isDayHour = series.length === 1;

  const rows = useMemo(() => {
    // One formatter for every cell: toLocaleString with options builds a new one per call.
    if (isDayHour) {
      const day = new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: 'short' });
      return dayHourRows(series[0], (ms) => day.format(ms));
    }
    const columns = Math.max(4, Math.floor(width / cellWidth));
    const time = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
    const label = (ts: number) => time.format(ts);
    return series.map((s) => ({
      name: lineOf(s),
      data: mergeBuckets(s.points, columns).map(([ts, y]) => ({ x: label(ts), y: orMissing(y) })),
    }));
  }, [series, isDayHour, width, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps

  const labels = rows[0]?.data.map((cell) => cell.x) ?? [];
  const every = isDayHour ? 2 : Math.max(1, Math.ceil(labels.length / Math.max(2, Math.floor(width / 90))));
  const shownLabels = new Set(labels.filter((_, i) => i % every === 0));
  const values = rows.flatMap((row) => row.data.map((cell) => cell.y)).filter((v) => v !== missing);
  const bands = colourBands(values, isDark, format);
  const options = useMemo<ApexOptions>(() => ({
    ...base,
    colors: [isDark ? '#222c3a' : '#f1f3f5'],
    plotOptions: { heatmap: { radius: 1, enableShades: false, colorScale: { ranges: bands } } },
    stroke: { width: 1, colors: ['transparent'] },
    // A heatmap writes every column's label: keep as many as fit (about 90 px each; every second hour of a day).
    xaxis: {
      type: 'category', labels: { rotate: 0, formatter: (label: string) => (shownLabels.has(label) ? label : '') }, tooltip: { enabled: false },
    },
    tooltip: { ...base.tooltip, x: { show: true, formatter: (label: number | string) => String(label) }, y: { formatter: (v: number) => (v === missing ? '—' : format(v)) } },
    legend: { ...base.legend, show: true, markers: { size: 6 } },
  }), [base, format, isDark, JSON.stringify([bands, [...shownLabels]])]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!series.length) return <PanelMessage height={height}>{t('dashboard.panel.noData')}</PanelMessage>;
  const label = isDayHour ? t('dashboard.heatmap.dayHour', { series: nameOf(series[0]) }) : series.map(nameOf).join(', ');
  return <ApexChart type="heatmap" series={rows} options={options} height={height} label={label} />;
}
