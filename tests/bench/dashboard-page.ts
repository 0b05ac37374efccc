/**
 * The dashboard of the dashboard benchmark: 12 panels over the ten bench tags of NORDIC_ORE for one period — six
 * timeseries (four with two tags), two KPIs, a gauge, a bar chart, a heatmap and a table — each chart with a dataset
 * of exactly the tags it draws, so Keel's answer and the raw-points baseline carry the same series.
 */
import type { benchTags } from './timeseries-data.js';

type Tag = typeof benchTags[number];

/** How the browser tells that a panel is drawn (dashboard-browser.ts). */
export type PanelKind = 'line' | 'bar' | 'heatmap' | 'gauge' | 'kpi' | 'table';

export interface BenchPanel {
  id: string;
  title: string;
  type: 'timeseries' | 'bar' | 'heatmap' | 'gauge' | 'kpi' | 'table';
  tags: Tag[];
  location: { x: number; y: number; w: number; h: number };
  config?: Record<string, unknown>;
  /** Bucket size the dataset asks for at least (seconds); absent: as many buckets as the widest panel is wide. */
  resolution?: number;
}

/**
 * 12 columns × 12 rows of 100 px. The full-width speed chart is the widest panel, so it sets the page's maxPoints
 * (one point per 3 px, at most 1 000).
 */
export const benchPanels: BenchPanel[] = [
  { id: 'speeds', title: 'Speed over ground and through water', type: 'timeseries', tags: ['SOG', 'STW'], location: { x: 0, y: 0, w: 12, h: 3 } },
  { id: 'sogKpi', title: 'Mean speed over ground', type: 'kpi', tags: ['SOG'], location: { x: 0, y: 3, w: 2, h: 2 }, config: { aggregate: 'avg', precision: 1 } },
  { id: 'powerKpi', title: 'Highest shaft power', type: 'kpi', tags: ['SHAFT_POWER'], location: { x: 2, y: 3, w: 2, h: 2 }, config: { aggregate: 'max', precision: 0 } },
  {
    id: 'loadGauge', title: 'Main engine load', type: 'gauge', tags: ['ME_LOAD'], location: { x: 4, y: 3, w: 2, h: 2 },
    config: { min: 0, max: 100, bands: [{ to: 75, color: 'green' }, { to: 90, color: 'yellow' }, { to: 100, color: 'red' }] },
  },
  { id: 'wind', title: 'Wind speed, relative and true', type: 'timeseries', tags: ['WIND_SPEED_REL', 'WIND_SPEED_TRUE'], location: { x: 6, y: 3, w: 6, h: 2 } },
  { id: 'temperatures', title: 'Sea and air temperature', type: 'timeseries', tags: ['SEA_TEMP', 'AIR_TEMP'], location: { x: 0, y: 5, w: 6, h: 2 } },
  { id: 'rpm', title: 'Shaft speed', type: 'timeseries', tags: ['SHAFT_RPM'], location: { x: 6, y: 5, w: 6, h: 2 } },
  { id: 'torque', title: 'Shaft torque', type: 'timeseries', tags: ['SHAFT_TORQUE'], location: { x: 0, y: 7, w: 6, h: 2 }, config: { area: true } },
  { id: 'powerLoad', title: 'Shaft power and engine load', type: 'timeseries', tags: ['SHAFT_POWER', 'ME_LOAD'], location: { x: 6, y: 7, w: 6, h: 2 } },
  { id: 'dailySog', title: 'Daily mean speed over ground', type: 'bar', tags: ['SOG'], location: { x: 0, y: 9, w: 4, h: 3 }, resolution: 86_400 },
  { id: 'powerHeatmap', title: 'Shaft power by day and hour', type: 'heatmap', tags: ['SHAFT_POWER'], location: { x: 4, y: 9, w: 4, h: 3 }, resolution: 3600 },
  { id: 'dailyTable', title: 'Daily means', type: 'table', tags: ['SOG', 'STW', 'SHAFT_POWER'], location: { x: 8, y: 9, w: 4, h: 3 }, resolution: 86_400, config: { precision: 1 } },
];

export const panelKind: Record<BenchPanel['type'], PanelKind> = {
  timeseries: 'line', bar: 'bar', heatmap: 'heatmap', gauge: 'gauge', kpi: 'kpi', table: 'table',
};

const aliasOf = (tag: Tag) => tag.toLowerCase();

/**
 * The analytics-page body (docs/analytics.md) showing the period [from, to) of NORDIC_ORE. `shared`: the charts read
 * one page dataset of all their tags instead of one dataset each, as the built-in pages are made.
 */
export function benchPageBody(code: string, from: number, to: number, layout: 'per-chart' | 'shared' = 'per-chart') {
  const period = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
  const pageTags = [...new Set(benchPanels.flatMap((panel) => panel.tags))];
  return {
    code,
    title: { en: 'Benchmark: a ship\'s year on 12 panels' },
    description: { en: 'Created by tests/bench/dashboard.ts' },
    topic: 'BENCHMARK',
    published: false,
    editable: true,
    slider: false,
    cluster: 'SHIP',
    units: ['NORDIC_ORE'],
    unitSplitView: false,
    liveExtractionPeriod: 0,
    viewRows: 12,
    viewColumns: 12,
    viewFixedHeight: true,
    viewHeight: 1200,
    filters: [],
    datasets: layout === 'shared' ? [{ id: 'page', tags: pageTags.map((tag) => ({ tag, alias: aliasOf(tag) })), period }] : [],
    charts: benchPanels.map((panel) => {
      const series = panel.tags.map(aliasOf);
      const config = panel.type === 'timeseries' || panel.type === 'bar' || panel.type === 'table' ? { series } : { series: series[0] };
      return {
        id: panel.id,
        location: panel.location,
        title: { en: panel.title },
        type: panel.type,
        config: { ...config, ...panel.config },
        datasets: layout === 'shared' ? [] : [{
          id: panel.id,
          tags: panel.tags.map((tag) => ({ tag, alias: aliasOf(tag) })),
          period,
          ...(panel.resolution ? { resolution: panel.resolution } : {}),
        }],
      };
    }),
  };
}
