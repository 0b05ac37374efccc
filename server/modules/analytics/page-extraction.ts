/**
 * POST custom-analytics/extract: every chart of a page with the series of its datasets (its own, else the page's)
 * for the ships the reader may see, and the latest values of its static tags (docs/analytics.md "Extract answer").
 */
import { datasetsOfChart, staticTagOf, type AnalyticsPage, type Chart, type Dataset, type StaticTag } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import type { Language } from '../../http/i18n.js';
import { tagsByCode } from '../measures/tag-records.js';
import { loadClusters } from '../timeseries/clusters.js';
import { chooseResolution, readLatest, type Value } from '../timeseries/extract.js';
import { findSeries } from '../timeseries/series-query.js';
import { keyLabeller } from './key-labels.js';
import { extractDataset, seriesOfTag, textOf, type DatasetAnswer, type ExtractionContext, type SeriesAnswer } from './dataset-extraction.js';
import { resolvePeriod } from './period.js';
import { shipParticulars, shipsToRead } from './ship-scope.js';
import { draftTags, keptConditions } from './loading-condition-mask.js';
import type { LoadingCondition } from '../../../descriptors/lib/filters/filter-types.js';

export interface ExtractFilters {
  units?: string[];
  from?: string;
  to?: string;
  groupingKeys?: string[];
  /** LADEN or BALLAST keep only the buckets of that condition (docs/analytics.md); ALL or absent: every bucket */
  loadingCondition?: LoadingCondition;
}

export interface ExtractRequest {
  filters: ExtractFilters;
  maxPoints: number;
  /** extract/live: the last `seconds`, in buckets chosen from maxPoints alone (the datasets' periods and resolutions do not apply) */
  live?: { seconds: number };
  language: Language;
  now?: number;
}

export interface LatestAnswer {
  unit: string | null;
  unitName?: string;
  groupingKey: string;
  tag: string;
  label: string;
  measureUnit: string | null;
  ts: string;
  value: Value;
}

export interface ChartAnswer {
  from: string;
  to: string;
  resolution: number;
  series: SeriesAnswer[];
  latest: LatestAnswer[];
}

export interface ExtractAnswer {
  from: string;
  to: string;
  resolution: number;
  charts: Record<string, ChartAnswer>;
}

const iso = (t: number) => new Date(t).toISOString();

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

const idsIn = (value: unknown): string[] => (typeof value === 'string' && value ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * The series a chart draws, by the ids its config names (`series`, a scatter's `x`/`y`, a map's `lat`/`lon`, LAT and LON
 * by default); null when it names none and draws every series of its datasets. A page dataset's other series are not
 * sent to it.
 */
function seriesDrawnBy(chart: Chart): Set<string> | null {
  const config = (chart.config ?? {}) as Record<string, unknown>;
  if (chart.type === 'map') return new Set([...(idsIn(config.lat).length ? idsIn(config.lat) : ['LAT']), ...(idsIn(config.lon).length ? idsIn(config.lon) : ['LON'])]);
  const ids = ['series', 'x', 'y'].flatMap((key) => idsIn(config[key]));
  return ids.length ? new Set(ids) : null;
}

/** A KPI of the highest or lowest value: its averaged tags are bucketed by MAX or MIN. */
function extremeOf(chart: Chart): 'MAX' | 'MIN' | undefined {
  if (chart.type !== 'kpi') return undefined;
  const aggregate = chart.config?.aggregate;
  return aggregate === 'max' ? 'MAX' : aggregate === 'min' ? 'MIN' : undefined;
}

export async function extractPage(db: Db, principal: Principal, page: AnalyticsPage, request: ExtractRequest): Promise<ExtractAnswer> {
  const now = request.now ?? Date.now();
  const charts = page.charts ?? [];
  const datasetsByChart = charts.map((chart) => datasetsOfChart(page, chart));
  const staticByChart = charts.map((chart) => (chart.staticTags ?? []).map(staticTagOf));
  const tags = [...new Set([...datasetsByChart.flat().flatMap((d) => d.tags.map((t) => t.tag)), ...staticByChart.flat().map((s) => s.tag)])];
  const names = tags.length ? await shipsToRead(db, principal, page.units, request.filters.units) : new Map<string, string>();
  const ships = [...names.keys()];
  // An empty ship list must read nothing: findSeries takes an empty list as "no narrowing".
  // A loading condition is told from the drafts, read beside the page's tags.
  const narrows = datasetsByChart.flat().some((d) => keptConditions(d.loadingCondition, request.filters.loadingCondition));
  const read = narrows ? [...new Set([...tags, ...draftTags])] : tags;
  const series = ships.length ? await findSeries(db, principal, { units: ships, tags: read }) : [];
  const tagRows = await tagsByCode(db, tags);
  const ctx: ExtractionContext = {
    db, page, series, maxPoints: request.maxPoints, now, live: request.live, language: request.language, filters: request.filters,
    clusters: await loadClusters(db), particulars: await shipParticulars(db, ships),
    tagLabels: new Map([...tagRows].map(([code, row]) => [code, textOf((row.data as { description?: string }).description, request.language)])),
  };
  const overall = { ...resolvePeriod(undefined, request.filters, now, { live: request.live?.seconds, language: request.language }), resolution: 0 };
  overall.resolution = chooseResolution(overall.from, overall.to, request.maxPoints);

  const extracted = new Map<string, Map<Dataset, Promise<DatasetAnswer>>>();
  const scattered = new Set(charts.flatMap((chart, i) => (chart.type === 'scatter' ? datasetsByChart[i] : [])));
  const scatterCtx = { ...ctx, maxPoints: Math.max(ctx.maxPoints, scatterMaxPoints) };
  const heatmapCtx = { ...ctx, maxPoints: ctx.live ? ctx.maxPoints : Math.max(ctx.maxPoints, heatmapMaxPoints) };
  /** One extraction per dataset and way of reading it: a heatmap's hourly buckets, a KPI's MAX/MIN, everyone else's. */
  const extractOnce = (dataset: Dataset, chart: Chart) => {
    const averagesAs = extremeOf(chart);
    const hourly = chart.type === 'heatmap';
    const key = `${averagesAs ?? 'AVG'}${hourly ? ' hourly' : ''}`;
    const cache = extracted.get(key) ?? new Map<Dataset, Promise<DatasetAnswer>>();
    extracted.set(key, cache);
    const context = hourly ? heatmapCtx : scattered.has(dataset) ? scatterCtx : ctx;
    const read = hourly ? { ...dataset, resolution: Math.max(dataset.resolution ?? 0, 3600) } : dataset;
    if (!cache.has(dataset)) cache.set(dataset, extractDataset(context, read, averagesAs));
    return cache.get(dataset)!;
  };
  const answers: Record<string, ChartAnswer> = {};
  let headline: { from: number; to: number; resolution: number } | undefined;
  for (const [i, chart] of charts.entries()) {
    const datasets = await Promise.all(datasetsByChart[i].map((dataset) => extractOnce(dataset, chart)));
    const drawn = seriesDrawnBy(chart);
    const first = datasets[0] ?? overall;
    if (datasets.length) headline ??= first;
    answers[chart.id] = {
      from: iso(first.from), to: iso(first.to), resolution: first.resolution,
      series: datasets.flatMap((d) => d.series).filter((series) => !drawn || drawn.has(series.id)), latest: await latestValues(ctx, staticByChart[i]),
    };
  }
  // The period of the first chart that reads data: what a page with one period (the usual case) shows.
  const period = headline ?? overall;
  const hasKeys = Object.values(answers).some((chart) => chart.series.some((s) => Object.keys(s.keyValues).length));
  const labelKeys = hasKeys ? await keyLabeller(db, ctx.clusters, request.language) : () => undefined;
  return { from: iso(period.from), to: iso(period.to), resolution: period.resolution, charts: withNames(answers, names, labelKeys) };
}

/** The answer with its ships named and its series' grouping-key values too, where the cluster names them. */
function withNames(answers: Record<string, ChartAnswer>, names: ReadonlyMap<string, string>, labelKeys: (keyValues: Record<string, string>) => Record<string, string> | undefined): Record<string, ChartAnswer> {
  const named = <T extends { unit: string | null }>(item: T): T => (item.unit && names.has(item.unit) ? { ...item, unitName: names.get(item.unit) } : item);
  const labelled = (series: SeriesAnswer): SeriesAnswer => {
    const keyLabels = labelKeys(series.keyValues);
    return keyLabels ? { ...named(series), keyLabels } : named(series);
  };
  return Object.fromEntries(Object.entries(answers).map(([id, chart]) => [id, { ...chart, series: chart.series.map(labelled), latest: chart.latest.map(named) }]));
}

async function latestValues(ctx: ExtractionContext, staticTags: Exclude<StaticTag, string>[]): Promise<LatestAnswer[]> {
  const wanted = staticTags.flatMap((s) => seriesOfTag(ctx, s.tag, s.groupingKey).map((row) => ({ s, row })));
  const latest = await readLatest(ctx.db, wanted.map((w) => w.row.id));
  return wanted.filter((w) => latest.has(w.row.id)).map(({ s, row }) => ({
    unit: row.unitCode, groupingKey: row.groupingKey, tag: row.tag,
    label: textOf(s.label, ctx.language) || ctx.tagLabels.get(row.tag) || row.tag, measureUnit: row.measureUnit,
    ts: latest.get(row.id)!.ts.toISOString(), value: latest.get(row.id)!.value,
  }));
}
