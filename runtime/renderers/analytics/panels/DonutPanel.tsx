/**
 * `donut` (fuel mix): each series of `config.series` totalled over the period and over the ships, as shares of the
 * whole — a rate (kg/h) as the amount it adds up to (in `config.unit`, e.g. t), anything else summed (`config.aggregate`
 * to change it). `staticData: { labels, values }` draws literal data instead.
 */
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText, type LocalText } from '../../../../descriptors/lib/text.js';
import { ApexChart } from '../charts/ApexChart.js';
import { useChartBase } from '../charts/chart-theme.js';
import { idsOf, keyLabelOf, numberOf, pickSeries, totalling, useSeriesName, useUnitLabel } from './panel-support.js';
import { PanelMessage } from './PanelMessage.js';
import type { PanelProps } from './panel-types.js';

interface Slice {
  label: string;
  value: number;
}

function staticSlices(data: unknown, text: (t: LocalText) => string): Slice[] | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { labels, values } = data as { labels?: unknown; values?: unknown };
  if (!Array.isArray(labels) || !Array.isArray(values)) return undefined;
  return labels.map((label, i) => ({ label: text(label as LocalText), value: Number(values[i]) || 0 }));
}

/** One slice per value of a grouping-key part (`by: "fuel"` → the fuels by name), over every series and ship. */
function slicesBy<S extends { keyValues?: Record<string, string> }>(series: S[], by: string, total: (parts: S[]) => number, labelOf: (s: S) => string): Slice[] {
  const values = [...new Set(series.map((s) => s.keyValues?.[by]).filter((v): v is string => Boolean(v)))].sort();
  return values.map((value) => {
    const parts = series.filter((s) => s.keyValues?.[by] === value);
    return { label: labelOf(parts[0]), value: total(parts) };
  });
}

export function DonutPanel({ chart, data, height }: PanelProps) {
  const { t, i18n } = useTranslation();
  const { options: base, format } = useChartBase();
  const config = chart.config ?? {};
  const ids = idsOf(config.series);
  const series = pickSeries(data, ids);
  const nameOf = useSeriesName(series);
  const unitOf = useUnitLabel();
  const totals = totalling(config, series[0]?.measureUnit, 'sum');
  const precision = numberOf(config.precision);
  const by = typeof config.by === 'string' && config.by !== 'series' ? config.by : undefined;
  const total = (parts: typeof series) => parts.reduce((sum, s) => sum + (totals.valueOf(s, data?.resolution) ?? 0), 0);
  const slices: Slice[] = staticSlices(chart.staticData, (text) => resolveText(text, i18n.language, (key) => t(key)))
    ?? (by ? slicesBy(series, by, total, (s) => keyLabelOf(s, by)) : (ids.length ? ids : [...new Set(series.map((s) => s.id))]).flatMap((id) => {
      const parts = series.filter((s) => s.id === id);
      return parts.length ? [{ label: nameOf({ ...parts[0], unit: null, groupingKey: null }), value: total(parts) }] : [];
    }));
  const unit = unitOf(totals.unit);
  const withUnit = (text: string) => `${text} ${unit}`.trim();
  const isCompact = height < 300;

  const options = useMemo<ApexOptions>(() => ({
    ...base,
    labels: slices.map((s) => s.label),
    stroke: { width: 0 },
    dataLabels: { enabled: true, formatter: (pct: number) => `${format(pct, 0)} %`, dropShadow: { enabled: false } },
    plotOptions: {
      pie: {
        donut: {
          size: '62%',
          labels: {
            show: true,
            name: { fontSize: isCompact ? '11px' : '14px' },
            value: { fontSize: isCompact ? '13px' : '20px', formatter: (v: string) => withUnit(format(Number(v), precision)) },
            total: { show: true, label: t('dashboard.donut.total'), fontSize: isCompact ? '11px' : '14px', formatter: (w: { globals: { seriesTotals: number[] } }) => withUnit(format(w.globals.seriesTotals.reduce((a, b) => a + b, 0), precision)) },
          },
        },
      },
    },
    tooltip: { ...base.tooltip, y: { formatter: (v: number) => withUnit(format(v, precision)) } },
  }), [base, format, precision, unit, t, isCompact, JSON.stringify(slices.map((s) => s.label))]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!slices.some((s) => s.value > 0)) return <PanelMessage height={height}>{t('dashboard.panel.noData')}</PanelMessage>;
  return <ApexChart type="donut" series={slices.map((s) => s.value)} options={options} height={height} label={slices.map((s) => `${s.label}: ${withUnit(format(s.value, precision))}`).join(', ')} />;
}
