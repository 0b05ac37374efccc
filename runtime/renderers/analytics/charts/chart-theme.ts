/**
 * What every chart of a dashboard shares: the Mantine colour scheme (dark or light), the palette, numbers in the
 * user's language, local times on datetime axes, no animation (live pages redraw often).
 */
import { useComputedColorScheme } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Mantine's shade 6 of ten hues: distinct on the navy dark theme and on white. */
export const seriesColors = ['#228be6', '#fd7e14', '#12b886', '#be4bdb', '#fab005', '#fa5252', '#15aabf', '#82c91e', '#4c6ef5', '#e64980'];

/** Mantine colour names as descriptors use them (gauge bands) → the hex ApexCharts needs. */
const namedColors: Record<string, string> = {
  green: '#40c057', yellow: '#fab005', orange: '#fd7e14', red: '#fa5252', blue: '#228be6', teal: '#12b886', gray: '#868e96', grape: '#be4bdb',
};

export function colorOf(name: string | undefined, fallback: string): string {
  if (!name) return fallback;
  return namedColors[name] ?? name;
}

export type NumberFormatter = (value: number | null | undefined, decimals?: number) => string;

/** Numbers in the user's language; `decimals` fixes the fraction digits, else up to 2. Missing values are a dash. */
export function useNumberFormat(): NumberFormatter {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const cache = new Map<string, Intl.NumberFormat>();
    const formatter = (decimals?: number) => {
      const key = String(decimals);
      let format = cache.get(key);
      if (!format) {
        format = new Intl.NumberFormat(i18n.language, decimals === undefined
          ? { maximumFractionDigits: 2 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
        cache.set(key, format);
      }
      return format;
    };
    return (value, decimals) => (typeof value === 'number' && Number.isFinite(value) ? formatter(decimals).format(value) : '—');
  }, [i18n.language]);
}

export interface ChartBase {
  options: ApexOptions;
  isDark: boolean;
  format: NumberFormatter;
}

/** Base options for a chart of the given height; panels spread their own over them. */
export function useChartBase(): ChartBase {
  const isDark = useComputedColorScheme('dark') === 'dark';
  const format = useNumberFormat();
  const options = useMemo<ApexOptions>(() => ({
    chart: {
      background: 'transparent',
      foreColor: isDark ? '#aab5c4' : '#495057',
      fontFamily: 'inherit',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      parentHeightOffset: 0,
      redrawOnParentResize: true,
    },
    theme: { mode: isDark ? 'dark' : 'light' },
    colors: seriesColors,
    grid: { borderColor: isDark ? '#2c3747' : '#e9ecef', strokeDashArray: 3, padding: { left: 8, right: 8 } },
    dataLabels: { enabled: false },
    legend: { position: 'bottom', fontSize: '12px', itemMargin: { horizontal: 8, vertical: 0 } },
    tooltip: { theme: isDark ? 'dark' : 'light', x: { format: 'dd MMM yyyy HH:mm' } },
    noData: { text: '' },
  }), [isDark]);
  return { options, isDark, format };
}

/** A datetime x axis in the browser's time zone. */
export const timeAxis: NonNullable<ApexOptions['xaxis']> = { type: 'datetime', labels: { datetimeUTC: false }, tooltip: { enabled: false } };

/** With many series the legend scrolls within a fifth of the chart instead of taking half of it. */
export function legendFor(base: ApexOptions, seriesCount: number, height: number): ApexOptions['legend'] {
  return seriesCount > 3 ? { ...base.legend, height: Math.max(24, Math.min(56, Math.round(height * 0.2))) } : base.legend;
}
