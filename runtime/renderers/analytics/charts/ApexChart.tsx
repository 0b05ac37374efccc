/**
 * The one door to ApexCharts: panels hand it a chart type, series and options, and it loads ApexCharts in a chunk
 * of its own the first time a chart is drawn (the main bundle and panels without charts never carry it).
 */
import { Center, Loader } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import { chunkComponent } from '../../chunk-component.js';

export type ApexChartType = 'line' | 'area' | 'bar' | 'scatter' | 'radialBar' | 'donut' | 'heatmap';

export interface ApexChartProps {
  type: ApexChartType;
  series: NonNullable<ApexOptions['series']>;
  options: ApexOptions;
  /** Pixels. */
  height: number;
  /** What the chart shows, for assistive technology. */
  label: string;
}

const charts = chunkComponent<ApexChartProps>(
  () => import('./ApexChartImpl.js').then((m) => m.ApexChartImpl),
  ({ height }) => <Center h={height}><Loader size="sm" /></Center>,
);

/**
 * Starts fetching the ApexCharts chunk without drawing anything: a page calls it as it opens, so the chunk arrives
 * while the page's data is still on its way instead of after it (issue 21, decision 78).
 */
export const preloadCharts = (): void => charts.preload();

/** A chart, drawn as soon as its data and the ApexCharts chunk are both there (decision 82). */
export const ApexChart = charts.Component;
