/**
 * POST custom-analytics/extract: every chart of a page with the series of its datasets (its own, else the page's)
 * for the ships the reader may see, and the latest values of its static tags (docs/analytics.md "Extract answer").
 */
import { datasetsOfChart, staticTagOf, type AnalyticsPage, type Chart, type Dataset, type StaticTag } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import type { Language } from '../../../descriptors/lib/text.js';
import { tagsByCode } from '../measures/tag-records.js';
import { loadClusters } from '../timeseries/clusters.js';
import { chooseResolution, readLatest } from '../timeseries/extract.js';
import { findSeries } from '../timeseries/series-query.js';
import { keyLabeller } from './key-labels.js';
import { extractDataset, seriesOfTag, textOf, type DatasetAnswer, type ExtractionContext } from './dataset-extraction.js';
import type { ChartData, ExtractAnswer, ExtractSeries, LatestValue } from '../../../descriptors/lib/analytics/extract-answer.js';
import { resolvePeriod } from './period.js';
import { shipParticulars, shipsToRead } from './ship-scope.js';
import { draftTags, keptConditions } from './loading-condition-mask.js';
import { averagesOf, hourlyBucketsOf, minBucketsOf, seriesDrawnBy } from '../../../descriptors/lib/analytics/panel-types.js';
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

const iso = (t: number) => new Date(t).toISOString();

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
  const overall = { ...resolvePeriod(undefined, request.filters, now, { live: request.live?.seconds }), resolution: 0 };
  overall.resolution = chooseResolution(overall.from, overall.to, request.maxPoints);

  const extracted = new Map<string, Map<Dataset, Promise<DatasetAnswer>>>();
  // A dataset read by a panel that needs many buckets (a scatter's cloud) reads them for every chart it feeds.
  const leastBuckets = new Map<Dataset, number>();
  for (const [i, chart] of charts.entries()) {
    for (const dataset of datasetsByChart[i]) leastBuckets.set(dataset, Math.max(leastBuckets.get(dataset) ?? 0, minBucketsOf(chart) ?? 0));
  }
  /** One extraction per dataset and way of reading it: a heatmap's hourly buckets, a KPI's MAX/MIN, everyone else's. */
  const extractOnce = (dataset: Dataset, chart: Chart) => {
    const averagesAs = averagesOf(chart);
    const hourlyBuckets = hourlyBucketsOf(chart);
    const key = `${averagesAs ?? 'AVG'}${hourlyBuckets ? ` hourly ${hourlyBuckets}` : ''}`;
    const cache = extracted.get(key) ?? new Map<Dataset, Promise<DatasetAnswer>>();
    extracted.set(key, cache);
    const context = hourlyBuckets
      ? { ...ctx, maxPoints: ctx.live ? ctx.maxPoints : Math.max(ctx.maxPoints, hourlyBuckets) }
      : { ...ctx, maxPoints: Math.max(ctx.maxPoints, leastBuckets.get(dataset) ?? 0) };
    const read = hourlyBuckets ? { ...dataset, resolution: Math.max(dataset.resolution ?? 0, 3600) } : dataset;
    if (!cache.has(dataset)) cache.set(dataset, extractDataset(context, read, averagesAs));
    return cache.get(dataset)!;
  };
  const answers: Record<string, ChartData> = {};
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
function withNames(answers: Record<string, ChartData>, names: ReadonlyMap<string, string>, labelKeys: (keyValues: Record<string, string>) => Record<string, string> | undefined): Record<string, ChartData> {
  const named = <T extends { unit: string | null }>(item: T): T => (item.unit && names.has(item.unit) ? { ...item, unitName: names.get(item.unit) } : item);
  const labelled = (series: ExtractSeries): ExtractSeries => {
    const keyLabels = labelKeys(series.keyValues);
    return keyLabels ? { ...named(series), keyLabels } : named(series);
  };
  return Object.fromEntries(Object.entries(answers).map(([id, chart]) => [id, { ...chart, series: chart.series.map(labelled), latest: chart.latest.map(named) }]));
}

async function latestValues(ctx: ExtractionContext, staticTags: Exclude<StaticTag, string>[]): Promise<LatestValue[]> {
  const wanted = staticTags.flatMap((s) => seriesOfTag(ctx, s.tag, s.groupingKey).map((row) => ({ s, row })));
  const latest = await readLatest(ctx.db, wanted.map((w) => w.row.id));
  return wanted.filter((w) => latest.has(w.row.id)).map(({ s, row }) => ({
    unit: row.unitCode, groupingKey: row.groupingKey, tag: row.tag,
    label: textOf(s.label, ctx.language) || ctx.tagLabels.get(row.tag) || row.tag, measureUnit: row.measureUnit,
    ts: latest.get(row.id)!.ts.toISOString(), value: latest.get(row.id)!.value,
  }));
}
