/**
 * The one door to ApexCharts: panels hand it a chart type, series and options, and it loads ApexCharts in a chunk
 * of its own the first time a chart is drawn (the main bundle and panels without charts never carry it).
 */
import { Center, Loader } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import { lazy, Suspense } from 'react';

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

const ApexChartImpl = lazy(() => import('./ApexChartImpl.js').then((m) => ({ default: m.ApexChartImpl })));

export function ApexChart(props: ApexChartProps) {
  return (
    <Suspense fallback={<Center h={props.height}><Loader size="sm" /></Center>}>
      <ApexChartImpl {...props} />
    </Suspense>
  );
}
