/** ApexCharts itself (lazy chunk): react-apexcharts with the en and ru locales of its date axis. */
import en from 'apexcharts/dist/locales/en.json';
import ru from 'apexcharts/dist/locales/ru.json';
import { useMemo } from 'react';
import ReactApexChart from 'react-apexcharts';
import { useTranslation } from 'react-i18next';
import type { ApexChartProps } from './ApexChart.js';

const locales = [en, ru];
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
