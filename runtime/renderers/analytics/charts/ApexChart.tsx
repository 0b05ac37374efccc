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

let loading: Promise<typeof import('./ApexChartImpl.js')> | undefined;
const loadImpl = () => (loading ??= import('./ApexChartImpl.js'));

/**
 * Starts fetching the ApexCharts chunk without drawing anything: a page calls it as it opens, so the chunk arrives
 * while the page's data is still on its way instead of after it (issue 21, decision 78).
 */
export function preloadCharts(): void {
  // A failed preload is retried by the chart itself.
  loadImpl().catch(() => { loading = undefined; });
}

const ApexChartImpl = lazy(() => loadImpl().then((m) => ({ default: m.ApexChartImpl })));

export function ApexChart(props: ApexChartProps) {
  return (
    <Suspense fallback={<Center h={props.height}><Loader size="sm" /></Center>}>
      <ApexChartImpl {...props} />
    </Suspense>
  );
}
