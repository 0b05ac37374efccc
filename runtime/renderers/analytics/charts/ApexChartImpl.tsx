/** ApexCharts itself (lazy chunk): react-apexcharts with the en and ru locales of its date axis. */
import en from 'apexcharts/dist/locales/en.json';
import ru from 'apexcharts/dist/locales/ru.json';
import { useMemo } from 'react';
import ReactApexChart from 'react-apexcharts';
import { useTranslation } from 'react-i18next';
import type { ApexChartProps } from './ApexChart.js';

const locales = [en, ru];

interface SizedShape { size(width?: unknown, height?: unknown): SizedShape }

declare global {
  interface Window {
    /** SVG.js's factory, which ApexCharts installs when it loads. */
    SVG?: () => { rect(): SizedShape };
  }
}

/**
 * ApexCharts 5.0.0 creates every rectangle (heatmap cells, the grid's bands, legend markers) with SVG.js's `rect()` and sizes it
 * right after; `rect()` without a size asks the browser for the new element's box to keep its proportions, one forced
 * layout per cell — a month's day × hour heatmap spent about 75 ms on it (issue 21). A rectangle created without a
 * size now stays unsized until ApexCharts sets it. SVG.js is reached through the `window.SVG` ApexCharts installs.
 */
function sizeRectanglesWithoutLayout(): void {
  const svg = window.SVG;
  if (!svg) return;
  const rectangle: SizedShape = Object.getPrototypeOf(svg().rect());
  const size = rectangle.size;
  rectangle.size = function (this: SizedShape, width?: unknown, height?: unknown) {
    return width == null && height == null ? this : size.call(this, width, height);
  };
}
sizeRectanglesWithoutLayout();
// react-apexcharts is CommonJS with `exports.default`: depending on the bundler's interop the import is the
// component or the module holding it.
const Chart = (ReactApexChart as unknown as { default?: typeof ReactApexChart }).default ?? ReactApexChart;

export function ApexChartImpl({ type, series, options, height, label }: ApexChartProps) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'ru' ? 'ru' : 'en';
  const localised = useMemo(
    () => ({ ...options, chart: { ...options.chart, locales, defaultLocale: language } }),
    [options, language],
  );
  return (
    <div role="img" aria-label={label}>
      {/* A new chart per language: ApexCharts reads its locale only when it is created. */}
      <Chart key={language} type={type} series={series} options={localised} height={height} width="100%" />
    </div>
  );
}
