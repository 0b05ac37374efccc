/**
 * `heatmap`: one series (`config.series`) as days × hours of the day (local time) — when wind, load or consumption
 * is high; a long period as groups of days or months × hours, so that every row stays readable; with several series,
 * one row per series over time buckets instead.
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

/** Pixels a row of the day × hour heatmap needs at least, and what the chart's axes and legend take of its height. */
const rowHeight = 8;
const chartFrame = 70;
/** Pixels a row's name needs on the axis. */
const rowLabelHeight = 13;

/** Days per row when the days do not fit the cell's height: pairs, weeks, fortnights, then calendar months. */
const dayGroups = [1, 2, 7, 14] as const;

type RowSpan = { days: (typeof dayGroups)[number] } | 'month';

/** The rows a period of `days` local days is drawn in, given room for `maxRows`: single days when they fit. */
function rowSpanFor(days: number, maxRows: number): RowSpan {
  const fitting = dayGroups.find((group) => Math.ceil(days / group) <= maxRows);
  return fitting ? { days: fitting } : 'month';
}

const localDay = (ms: number) => { const d = new Date(ms); return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime(); };

/**
 * Mean value per row and hour of the day (local time), rows oldest first: one per day, or per group of days or per
 * month when a day per row would be thinner than `rowHeight` (a year is 365 rows — unreadable, and 8 760 cells to draw).
 */
function dayHourRows(series: NumericSeries, maxRows: number, labels: { day: (ms: number) => string; month: (ms: number) => string }) {
  const days = [...new Set(series.points.map(([ts]) => localDay(ts)))];
  const span = rowSpanFor(days.length, maxRows);
  const dayIndex = new Map(days.map((day, i) => [day, i]));
  // Each point's row: its day, its group of days counted from the first, or its month; labelled by where it starts.
  const rowOf = (ts: number): { key: number; start: number } => {
    if (span === 'month') { const d = new Date(ts); return { key: d.getFullYear() * 12 + d.getMonth(), start: new Date(d.getFullYear(), d.getMonth(), 1).getTime() }; }
    const group = Math.floor(dayIndex.get(localDay(ts))! / span.days);
    return { key: group, start: days[group * span.days] };
  };
  const cells = new Map<number, { start: number; hours: { sum: number; count: number }[] }>();
  for (const [ts, value] of series.points) {
    const { key, start } = rowOf(ts);
    let row = cells.get(key);
    if (!row) cells.set(key, row = { start, hours: hours.map(() => ({ sum: 0, count: 0 })) });
    if (typeof value !== 'number') continue;
    const cell = row.hours[new Date(ts).getHours()];
    cell.sum += value;
    cell.count++;
  }
  // ApexCharts draws the first series at the bottom: newest row on top.
  const rows = [...cells.values()].map(({ start, hours: sums }) => ({
    name: span === 'month' ? labels.month(start) : labels.day(start),
    data: sums.map((c, h) => ({ x: hours[h], y: c.count ? c.sum / c.count : missing })),
  }));
  return { rows, span };
}

export function HeatmapPanel({ chart, data, width, height }: PanelProps) {
  const { t, i18n } = useTranslation();
  const { options: base, format, isDark } = useChartBase();
  const ids = idsOf(chart.config?.series);
  const series = pickSeries(data, ids);
  const nameOf = useSeriesName(series);
  const lineOf = useLineName(series);
  const isDayHour = series.length === 1;

  const { rows, span } = useMemo(() => {
    // One formatter for every cell: toLocaleString with options builds a new one per call.
    if (isDayHour) {
      const day = new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: 'short' });
      const month = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric' });
      const maxRows = Math.max(7, Math.floor((height - chartFrame) / rowHeight));
      return dayHourRows(series[0], maxRows, { day: (ms) => day.format(ms), month: (ms) => month.format(ms) });
    }
    const columns = Math.max(4, Math.floor(width / cellWidth));
    const time = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
    const label = (ts: number) => time.format(ts);
    return {
      rows: series.map((s) => ({
        name: lineOf(s),
        data: mergeBuckets(s.points, columns).map(([ts, y]) => ({ x: label(ts), y: orMissing(y) })),
      })),
      span: undefined,
    };
  }, [series, isDayHour, width, height, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps

  const labels = rows[0]?.data.map((cell) => cell.x) ?? [];
  const every = isDayHour ? 2 : Math.max(1, Math.ceil(labels.length / Math.max(2, Math.floor(width / 90))));
  const shownLabels = new Set(labels.filter((_, i) => i % every === 0));
  // Every row is named, but rows thinner than a line of text show every second or third name, from the newest down.
  const rowEvery = Math.max(1, Math.ceil(rowLabelHeight / Math.max(1, (height - chartFrame) / Math.max(1, rows.length))));
  const shownRows = new Set(rows.filter((_, i) => (rows.length - 1 - i) % rowEvery === 0).map((row) => row.name));
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
    yaxis: { labels: { formatter: (label: number | string) => (shownRows.has(String(label)) ? String(label) : '') } },
    tooltip: { ...base.tooltip, x: { show: true, formatter: (label: number | string) => String(label) }, y: { formatter: (v: number) => (v === missing ? '—' : format(v)) } },
    legend: { ...base.legend, show: true, markers: { size: 6 } },
  }), [base, format, isDark, JSON.stringify([bands, [...shownLabels], [...shownRows]])]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!series.length) return <PanelMessage height={height}>{t('dashboard.panel.noData')}</PanelMessage>;
  const label = !isDayHour ? series.map(nameOf).join(', ')
    : span === 'month' ? t('dashboard.heatmap.monthHour', { series: nameOf(series[0]) })
      : span && span.days > 1 ? t('dashboard.heatmap.daysHour', { series: nameOf(series[0]), days: span.days })
        : t('dashboard.heatmap.dayHour', { series: nameOf(series[0]) });
  return <ApexChart type="heatmap" series={rows} options={options} height={height} label={label} />;
}
