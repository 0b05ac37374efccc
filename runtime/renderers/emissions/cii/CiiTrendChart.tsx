/**
 * The fleet's CII through the year: each ship's attained CII from 1 January to the end of each month as a share of
 * its own required CII, so ships of different types and sizes share one scale (100 % = required).
 */
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApexChart } from '../../analytics/charts/ApexChart.js';
import { legendFor, useChartBase } from '../../analytics/charts/chart-theme.js';
import type { CiiShipYear } from '../emissions-api.js';

const height = 300;

export function CiiTrendChart({ ships }: { ships: CiiShipYear[] }) {
  const { t, i18n } = useTranslation();
  const { options: base, format, isDark } = useChartBase();
  const drawn = useMemo(() => ships.filter((s) => s.trend.length > 0), [ships]);

  const { series, options } = useMemo(() => {
    const months = [...new Set(drawn.flatMap((s) => s.trend.map((p) => p.month)))].sort();
    const monthName = new Intl.DateTimeFormat(i18n.language === 'ru' ? 'ru-RU' : 'en-GB', { month: 'short', timeZone: 'UTC' });
    const labels = months.map((m) => monthName.format(new Date(`${m}-15T00:00:00Z`)));
    const points = drawn.map((s) => months.map((m) => s.trend.find((p) => p.month === m) ?? null));
    const chartSeries = drawn.map((s, i) => ({
      name: s.shipName,
      data: points[i].map((p) => (p && p.required > 0 ? Math.round((p.attainedToDate / p.required) * 1000) / 10 : null)),
    }));
    const chartOptions: ApexOptions = {
      ...base,
      chart: { ...base.chart, type: 'line' },
      xaxis: { categories: labels, tooltip: { enabled: false } },
      yaxis: { title: { text: t('emissions.cii.trend.axis') }, labels: { formatter: (v: number) => `${format(v, 0)} %` }, forceNiceScale: true },
      stroke: { width: 2, curve: 'straight' },
      markers: { size: 3 },
      annotations: {
        yaxis: [{ y: 100, borderColor: isDark ? '#dee2e6' : '#343a40', strokeDashArray: 6,
          label: { text: t('emissions.cii.trend.required'), position: 'right', textAnchor: 'end', style: { background: 'transparent', color: isDark ? '#dee2e6' : '#343a40' } } }],
      },
      tooltip: {
        ...base.tooltip, shared: true, intersect: false,
        y: {
          formatter: (value: number, context?: { seriesIndex: number; dataPointIndex: number }) => {
            const point = context ? points[context.seriesIndex]?.[context.dataPointIndex] : null;
            return point ? t('emissions.cii.trend.point', { attained: format(point.attainedToDate, 2), required: format(point.required, 2), share: format(value, 0) }) : '—';
          },
        },
      },
      legend: legendFor(base, drawn.length, height),
    };
    return { series: chartSeries, options: chartOptions };
  }, [drawn, base, format, isDark, i18n.language, t]);

  if (!drawn.length) return null;
  return <ApexChart type="line" series={series} options={options} height={height} label={t('emissions.cii.trend.label')} />;
}
