/**
 * The one catalogue of dashboard panel types (docs/analytics.md "Adding a panel type"): for each `chart.type` its
 * designer options, what the server extraction must read for it and the defaults of a new panel. The schema's enum,
 * the runtime's components (`Record<PanelType, …>`), the designer and page-extraction.ts all follow it.
 */
import type { PanelConfigOption } from './panel-config-options.js';

export type { PanelConfigOption } from './panel-config-options.js';

type Config = Readonly<Record<string, unknown>>;

/** What the extraction reads for a panel beyond "its series in the page's buckets". */
export interface PanelDataNeeds {
  /** Its datasets read at least this many buckets, whatever the page's point budget (every chart reading them too). */
  minBuckets?: number;
  /** It reads its datasets in hourly buckets, up to this many (a live page keeps its own budget). */
  hourlyBuckets?: number;
  /** The series ids its config names; empty: every series of its datasets. Default: `series`, `x` and `y`. */
  drawnSeries?(config: Config): string[];
  /** The bucket aggregation its averaged (AVG) tags are read with instead. */
  averagesAs?(config: Config): 'MAX' | 'MIN' | undefined;
  /** Whether it compares with the period before (the runtime then extracts that period too). */
  comparesPrevious?(config: Config): boolean;
}

export interface PanelTypeDefinition {
  /** The English name, for the registry and error messages (the designer shows `designer.dashboard.panelTypes.<id>`). */
  name: string;
  /** The `config` options the designer draws one control for each. */
  options: readonly PanelConfigOption[];
  data?: PanelDataNeeds;
  /** The config a new panel starts with. */
  defaultConfig?: Config;
  /** A new panel's size in grid units; absent: 6 × 4. */
  size?: { w: number; h: number };
}

const idsIn = (value: unknown): string[] => (typeof value === 'string' && value ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

const seriesList = { key: 'series', kind: 'seriesList' } as const;
const seriesOne = { key: 'series', kind: 'seriesOne' } as const;
const flag = (key: string) => ({ key, kind: 'boolean' }) as const;
const precision = { key: 'precision', kind: 'integer', min: 0, max: 10 } as const;

/**
 * Buckets a scatter's datasets may read however narrow the page: a point cloud is not drawn along a time axis, and
 * coarser buckets average different regimes (manoeuvring and sea passage) into points that lie on neither.
 */
export const scatterMaxPoints = 1000;

/**
 * Buckets a heatmap may read: one per hour for a year (its rows are days, its columns the hours of the day), so a long
 * period still shows hours instead of one coloured cell per day. A line chart of the same dataset keeps the page's budget.
 */
export const heatmapMaxPoints = 366 * 24;

export const panelTypes = {
  timeseries: { name: 'Time series (line, area)', options: [seriesList, flag('area'), flag('stacked')] },
  bar: { name: 'Bars over time', options: [seriesList, flag('stacked')] },
  scatter: {
    name: 'Scatter with regression',
    options: [{ key: 'x', kind: 'seriesOne' }, { key: 'y', kind: 'seriesOne' }, { key: 'fit', kind: 'fit' }],
    data: { minBuckets: scatterMaxPoints },
  },
  gauge: {
    name: 'Gauge', options: [seriesOne, { key: 'min', kind: 'number' }, { key: 'max', kind: 'number' }, precision], size: { w: 3, h: 3 },
  },
  kpi: {
    name: 'Key figure with trend',
    options: [seriesOne, precision, flag('trend'), flag('higherIsBetter')],
    data: {
      averagesAs: (config) => (config.aggregate === 'max' ? 'MAX' : config.aggregate === 'min' ? 'MIN' : undefined),
      comparesPrevious: (config) => config.trend === true,
    },
    size: { w: 3, h: 2 },
  },
  'value-trend': {
    name: 'Latest value with trend',
    options: [seriesOne, { key: 'against', kind: 'choice', values: ['periodStart', 'previousBucket'] }, precision, flag('sparkline'), flag('higherIsBetter')],
    defaultConfig: { sparkline: true },
    size: { w: 3, h: 3 },
  },
  table: { name: 'Table', options: [seriesList, flag('latestOnly'), flag('perShip'), precision] },
  heatmap: { name: 'Heatmap', options: [seriesOne], data: { hourlyBuckets: heatmapMaxPoints } },
  donut: { name: 'Donut (shares, fuel mix)', options: [seriesList, precision] },
  map: {
    name: 'Track on the map',
    options: [{ key: 'lat', kind: 'seriesOne' }, { key: 'lon', kind: 'seriesOne' }],
    data: { drawnSeries: (config) => [...(idsIn(config.lat).length ? idsIn(config.lat) : ['LAT']), ...(idsIn(config.lon).length ? idsIn(config.lon) : ['LON'])] },
    defaultConfig: { lat: 'LAT', lon: 'LON' },
    size: { w: 6, h: 5 },
  },
} as const satisfies Record<string, PanelTypeDefinition>;

export type PanelType = keyof typeof panelTypes;

/** The panel type ids, in the order the designer offers them. */
export const panelTypeIds = Object.keys(panelTypes) as PanelType[];

export function isPanelType(type: string): type is PanelType {
  return Object.hasOwn(panelTypes, type);
}

/** The definition of a stored `chart.type`; undefined for a type the catalogue does not know. */
export function findPanelType(type: string): PanelTypeDefinition | undefined {
  return isPanelType(type) ? panelTypes[type] : undefined;
}

const dataNeedsOf = (type: string): PanelDataNeeds => findPanelType(type)?.data ?? {};

/** The series ids a chart draws (the extraction sends it only those); null when it names none and draws them all. */
export function seriesDrawnBy(chart: { type: string; config?: Config }): Set<string> | null {
  const config = chart.config ?? {};
  const needs = dataNeedsOf(chart.type);
  const ids = needs.drawnSeries ? needs.drawnSeries(config) : ['series', 'x', 'y'].flatMap((key) => idsIn(config[key]));
  return ids.length ? new Set(ids) : null;
}

/** How the chart's averaged tags are bucketed instead of AVG (a KPI of the highest value: MAX), if at all. */
export function averagesOf(chart: { type: string; config?: Config }): 'MAX' | 'MIN' | undefined {
  return dataNeedsOf(chart.type).averagesAs?.(chart.config ?? {});
}

/** The least number of buckets the chart's datasets read, whatever the page's budget; undefined: the page's. */
export function minBucketsOf(chart: { type: string }): number | undefined {
  return dataNeedsOf(chart.type).minBuckets;
}

/** How many hourly buckets the chart reads at most; undefined when it reads the page's buckets. */
export function hourlyBucketsOf(chart: { type: string }): number | undefined {
  return dataNeedsOf(chart.type).hourlyBuckets;
}

/** Whether the chart compares with the period before, so the page extracts that period too. */
export function comparesPrevious(chart: { type: string; config?: Config }): boolean {
  return dataNeedsOf(chart.type).comparesPrevious?.(chart.config ?? {}) ?? false;
}
