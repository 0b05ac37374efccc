/** The charts of the EU dashboards, drawn through the one ApexCharts door (analytics/charts/ApexChart). */
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EuScope } from '../../../../descriptors/lib/emissions/api-types.js';
import { ApexChart } from '../../analytics/charts/ApexChart.js';
import { useChartBase } from '../../analytics/charts/chart-theme.js';

/** "2026-03" → "Mar" in the interface language. */
export function useMonthLabel() {
  const { i18n } = useTranslation();
  const format = useMemo(() => new Intl.DateTimeFormat(i18n.language === 'ru' ? 'ru-RU' : 'en-GB', { month: 'short', timeZone: 'UTC' }), [i18n.language]);
  return (month: string) => {
    const [y, m] = month.split('-').map(Number);
    return y && m ? format.format(Date.UTC(y, m - 1, 1)) : month;
  };
}

/** Allowances per month as bars with their cost as a line on a second axis. */
export function AllowancesByMonthChart({ monthly, height = 280 }: { monthly: { month: string; allowances: number; costEur: number }[]; height?: number }) {
  const { t } = useTranslation();
  const { options: base, format } = useChartBase();
  const monthLabel = useMonthLabel();
  const euas = t('emissions.ets.dashboard.seriesAllowances');
  const cost = t('emissions.ets.dashboard.seriesCost');
  const categories = monthly.map((m) => monthLabel(m.month));
  const options = useMemo<ApexOptions>(() => ({
    ...base,
    xaxis: { categories, tooltip: { enabled: false } },
    yaxis: [
      { seriesName: euas, title: { text: 'EUA' }, labels: { formatter: (v: number) => format(v, 0) } },
      { seriesName: cost, opposite: true, title: { text: 'EUR' }, labels: { formatter: (v: number) => format(v, 0) } },
    ],
    stroke: { width: [0, 3], curve: 'straight' },
    markers: { size: [0, 4] },
    colors: ['#228be6', '#fd7e14'],
    plotOptions: { bar: { columnWidth: '55%', borderRadius: 2 } },
    tooltip: { ...base.tooltip, shared: true, intersect: false, y: { formatter: (v: number) => format(v, 1) } },
  }), [base, format, euas, cost, JSON.stringify(categories)]); // eslint-disable-line react-hooks/exhaustive-deps
  const series = [
    { name: euas, type: 'column', data: monthly.map((m) => m.allowances) },
    { name: cost, type: 'line', data: monthly.map((m) => m.costEur) },
  ];
  return <ApexChart type="line" series={series} options={options} height={height} label={t('emissions.ets.dashboard.monthlyChart')} />;
}

/** Scoped CO2e per EU scope as shares of the whole. */
export function ScopeDonut({ slices, colours, height = 240, label }: {
  slices: { scope: EuScope; label: string; value: number }[]; colours: Record<EuScope, string>; height?: number; label: string;
}) {
  const { t } = useTranslation();
  const { options: base, format } = useChartBase();
  const shown = slices.filter((s) => s.value > 0);
  const options = useMemo<ApexOptions>(() => ({
    ...base,
    labels: shown.map((s) => s.label),
    colors: shown.map((s) => colours[s.scope]),
    stroke: { width: 0 },
    dataLabels: { enabled: true, formatter: (pct: number) => `${format(pct, 0)} %`, dropShadow: { enabled: false } },
    legend: { show: false },
    plotOptions: { pie: { donut: { size: '62%', labels: {
      show: true,
      value: { fontSize: '18px', formatter: (v: string) => `${format(Number(v), 0)} ${t('emissions.ets.units.tonnes')}` },
      total: { show: true, label: t('emissions.ets.dashboard.donutTotal'), fontSize: '12px',
        formatter: (w: { globals: { seriesTotals: number[] } }) => `${format(w.globals.seriesTotals.reduce((a, b) => a + b, 0), 0)} ${t('emissions.ets.units.tonnes')}` },
    } } } },
    tooltip: { ...base.tooltip, y: { formatter: (v: number) => `${format(v, 1)} ${t('emissions.fueleu.units.balance')}` } },
  }), [base, format, t, JSON.stringify(shown.map((s) => [s.label, s.scope])), colours]); // eslint-disable-line react-hooks/exhaustive-deps
  return <ApexChart type="donut" series={shown.map((s) => s.value)} options={options} height={height} label={label} />;
}

/** The monthly GHG intensity against the year's target as a dashed line. */
export function IntensityByMonthChart({ monthly, target, height = 280 }: {
  monthly: { month: string; ghgIntensity: number | null }[]; target: number; height?: number;
}) {
  const { t } = useTranslation();
  const { options: base, format } = useChartBase();
  const monthLabel = useMonthLabel();
  const actual = t('emissions.fueleu.dashboard.seriesIntensity');
  const limit = t('emissions.fueleu.dashboard.seriesTarget');
  const categories = monthly.map((m) => monthLabel(m.month));
  const values = monthly.flatMap((m) => (m.ghgIntensity === null ? [] : [m.ghgIntensity]));
  const low = Math.floor(Math.min(target, ...values) - 2);
  const high = Math.ceil(Math.max(target, ...values) + 2);
  const options = useMemo<ApexOptions>(() => ({
    ...base,
    xaxis: { categories, tooltip: { enabled: false } },
    yaxis: { min: low, max: high, title: { text: t('emissions.fueleu.units.intensity') }, labels: { formatter: (v: number) => format(v, 1) } },
    stroke: { width: [3, 2], dashArray: [0, 6], curve: 'straight' },
    colors: ['#fd7e14', '#12b886'],
    markers: { size: [4, 0] },
    tooltip: { ...base.tooltip, shared: true, intersect: false, y: { formatter: (v: number) => format(v, 2) } },
  }), [base, format, t, actual, limit, low, high, JSON.stringify(categories)]); // eslint-disable-line react-hooks/exhaustive-deps
  const series = [
    { name: actual, type: 'line', data: monthly.map((m) => m.ghgIntensity) },
    { name: limit, type: 'line', data: monthly.map(() => target) },
  ];
  return <ApexChart type="line" series={series} options={options} height={height} label={t('emissions.fueleu.dashboard.monthlyChart')} />;
}
