/**
 * `timeseries`: lines (or areas, `config.area`; stacked with `config.stacked`) of the series named in
 * `config.series` (all when absent) over a datetime axis, one y axis per measure unit; gaps stay gaps.
 * `bar` is the same over bars.
 */
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApexChart } from '../charts/ApexChart.js';
import { legendFor, timeAxis, useChartBase } from '../charts/chart-theme.js';
import { idsOf, pickSeries, useSeriesName, useUnitLabel } from './panel-support.js';
import { PanelMessage } from './PanelMessage.js';
import type { PanelProps } from './panel-types.js';

function TimeChart({ chart, data, height, kind }: PanelProps & { kind: 'line' | 'bar' }) {
  const { t } = useTranslation();
  const { options: base, format } = useChartBase();
  const config = chart.config ?? {};
  const series = pickSeries(data, idsOf(config.series));
  const nameOf = useSeriesName(series);
  const unitOf = useUnitLabel();
  const isArea = kind === 'line' && config.area === true;
  const isStacked = config.stacked === true;
  const names = series.map(nameOf);
  const key = JSON.stringify([names, series.map((s) => unitOf(s.measureUnit))]);

  const options = useMemo<ApexOptions>(() => {
    const units = [...new Set(series.map((s) => s.measureUnit ?? ''))];
    // Stacked values share one scale; otherwise each measure unit gets its own axis, alternating sides.
    const yaxis = isStacked || units.length < 2
      ? { title: { text: units.length === 1 ? unitOf(units[0]) || undefined : undefined }, labels: { formatter: (v: number) => format(v) } }
      : units.map((unit, i) => ({
        seriesName: names.filter((_, k) => (series[k].measureUnit ?? '') === unit),
        opposite: i % 2 === 1,
        title: { text: unitOf(unit) || undefined },
        labels: { formatter: (v: number) => format(v) },
      }));
    return {
      ...base,
      chart: { ...base.chart, stacked: isStacked },
      xaxis: timeAxis,
      yaxis,
      stroke: kind === 'bar' ? { width: 0 } : { width: 2, curve: 'straight' },
      fill: isArea ? { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } } : { opacity: kind === 'bar' ? 0.9 : 1 },
      markers: { size: 0 },
      plotOptions: kind === 'bar' ? { bar: { columnWidth: '80%' } } : {},
      tooltip: { ...base.tooltip, shared: true, intersect: false, y: { formatter: (v: number) => format(v) } },
      legend: legendFor(base, series.length, height),
    };
  }, [base, format, isStacked, isArea, kind, key, height]); // eslint-disable-line react-hooks/exhaustive-deps

  // Kept while the answer and the names are: ApexCharts then has nothing to compare or redraw.
  const apexSeries = useMemo(() => series.map((s, i) => ({ name: names[i], data: s.points })), [series, key]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!series.length) return <PanelMessage height={height}>{t('dashboard.panel.noData')}</PanelMessage>;
  return <ApexChart type={kind === 'bar' ? 'bar' : isArea ? 'area' : 'line'} series={apexSeries} options={options} height={height} label={names.join(', ')} />;
}

export function TimeseriesPanel(props: PanelProps) {
  return <TimeChart {...props} kind="line" />;
}

export function BarPanel(props: PanelProps) {
  return <TimeChart {...props} kind="bar" />;
}
