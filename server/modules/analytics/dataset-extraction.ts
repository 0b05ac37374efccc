/** One dataset of a page extracted: each tag's series of the chosen ships bucketed, then the derived series per ship. */
import { seriesIdOf, type AnalyticsPage, type Dataset, type DatasetTag } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import { type Language, type LocalText, resolveText } from '../../../descriptors/lib/text.js';
import type { Db } from '../../db/engine.js';
import { translate } from '../../http/i18n.js';
import { chooseResolution, extractSeries, type SeriesToExtract } from '../timeseries/extract.js';
import type { SeriesRow } from '../timeseries/series-query.js';
import { evaluateDerived, rebucketMean, type DerivedFailure } from './derived-series.js';
import type { ChartPoint, ExtractSeries } from '../../../descriptors/lib/analytics/extract-answer.js';
import type { AggregationKind } from '../../../descriptors/lib/analytics/aggregation.js';
import { resolvePeriod, type PeriodFilters } from './period.js';
import type { Cluster } from '../timeseries/clusters.js';
import { defaultGroupingKey, keyValuesOf, selectSeries } from './series-selection.js';
import { bucketStates, draftTags, keptConditions, maskPoints } from './loading-condition-mask.js';
import type { LoadingCondition } from '../../../descriptors/lib/filters/filter-types.js';

export interface DatasetAnswer {
  from: number;
  to: number;
  resolution: number;
  series: ExtractSeries[];
}

/** What every dataset of one extraction shares. */
export interface ExtractionContext {
  db: Db;
  page: AnalyticsPage;
  /** the series of the chosen ships and of every tag the page names (already limited to what the reader may see) */
  series: readonly SeriesRow[];
  /** tag descriptions by code, for labels */
  tagLabels: ReadonlyMap<string, string>;
  clusters: readonly Cluster[];
  /** the particulars of the chosen ships by code, bound as $ship in expressions */
  particulars: ReadonlyMap<string, Record<string, unknown>>;
  filters: PeriodFilters & { groupingKeys?: readonly string[]; loadingCondition?: LoadingCondition };
  maxPoints: number;
  now: number;
  /** a live extraction: the last `seconds`, buckets chosen from maxPoints */
  live?: { seconds: number };
  language: Language;
}

export const textOf = (text: LocalText | undefined, language: Language) => resolveText(text, language, (key) => translate(language, key));

/** The series a tag reads: its grouping key, else the page cluster's primary group (else any group of that cluster). */
export function seriesOfTag(ctx: ExtractionContext, tag: string, groupingKey?: string): SeriesRow[] {
  const pattern = groupingKey ?? defaultGroupingKey(ctx.clusters, ctx.page.cluster);
  return selectSeries(ctx.series, { tag, groupingKey: pattern, cluster: ctx.page.cluster, filterKeys: ctx.filters.groupingKeys });
}

/**
 * `averagesAs`: how to bucket the tags that would be averaged (no aggregation of their own, the series' default AVG) —
 * a KPI showing the highest (lowest) value asks MAX (MIN) buckets, so its number is the highest raw value, not the
 * highest bucket mean.
 */
export async function extractDataset(ctx: ExtractionContext, dataset: Dataset, averagesAs?: 'MAX' | 'MIN'): Promise<DatasetAnswer> {
  const { from, to } = resolvePeriod(dataset.period, ctx.filters, ctx.now, { live: ctx.live?.seconds });
  const resolution = chooseResolution(from, to, ctx.maxPoints, ctx.live ? undefined : dataset.resolution);
  const wanted = dataset.tags.flatMap((t) => seriesOfTag(ctx, t.tag, t.groupingKey).map((s) => ({ t, s, aggregation: t.aggregation ?? (averagesAs && s.aggregation === 'AVG' ? averagesAs : s.aggregation) })));
  const tagSeries = await tagSeriesAt(ctx, dataset, wanted, from, to, resolution);
  // Derived series are computed in the dataset's own buckets (an hour at steady speed), then averaged into the drawn ones.
  const ownResolution = ctx.live || !dataset.derived?.length ? resolution : chooseResolution(from, to, derivedMaxPoints, dataset.resolution);
  const inputSeries = ownResolution < resolution ? await tagSeriesAt(ctx, dataset, wanted, from, to, ownResolution) : tagSeries;
  const derivedSeries: ExtractSeries[] = [];
  for (const unit of [...new Set(wanted.map((w) => w.s.unitCode))]) {
    const inputs = Object.fromEntries(dataset.tags.map((t) => [seriesIdOf(t), inputSeries.filter((s, i) => s.unit === unit && wanted[i].t === t).map((s) => s.points)]));
    const bindings = unit ? { ship: ctx.particulars.get(unit) ?? {}, ...ctx.page.unitValues?.[unit] } : {};
    for (const derived of dataset.derived ?? []) {
      const outcome = await evaluateDerived(derived.expression, inputs, bindings);
      derivedSeries.push({
        id: derived.id, unit, groupingKey: null, keyValues: {}, tag: null, label: textOf(derived.label, ctx.language) || derived.id,
        measureUnit: derived.measureUnit ?? null, aggregation: 'DERIVED',
        ...('failure' in outcome ? { points: [], error: failureMessage(outcome.failure, ctx.language) } : { points: rebucketMean(outcome.points, ownResolution * 1000, resolution * 1000) }),
      });
    }
  }
  return { from, to, resolution, series: [...tagSeries, ...derivedSeries] };
}

/**
 * Buckets a dataset's derived series may be computed in before they are averaged into the drawn ones: a year of hours
 * (a hull KPI over a year still judges each hour at steady speed).
 */
export const derivedMaxPoints = 366 * 24;

type WantedSeries = { t: DatasetTag; s: SeriesRow; aggregation: AggregationKind };

/** Each wanted tag series bucketed at `resolution`, buckets of a loading condition the filters leave out as gaps. */
async function tagSeriesAt(ctx: ExtractionContext, dataset: Dataset, wanted: readonly WantedSeries[], from: number, to: number, resolution: number): Promise<ExtractSeries[]> {
  const points = await extractMany(ctx.db, wanted.map((w) => ({ id: w.s.id, aggregation: w.aggregation })), from, to, resolution);
  const kept = keptConditions(dataset.loadingCondition, ctx.filters.loadingCondition);
  const statesOf = kept ? await loadingStates(ctx, [...new Set(wanted.map((w) => w.s.unitCode))], from, to, resolution) : undefined;
  return wanted.map((w, i) => ({
    id: seriesIdOf(w.t), unit: w.s.unitCode, groupingKey: w.s.groupingKey, keyValues: keyValuesOf(ctx.clusters, w.s.groupingKey), tag: w.s.tag, label: tagLabel(ctx, w.t),
    measureUnit: w.s.measureUnit, aggregation: w.aggregation, points: kept && statesOf ? maskPoints(points[i], statesOf(w.s.unitCode), kept) : points[i],
  }));
}

/** Each ship's bucket conditions over the dataset's buckets, from its averaged forward and aft drafts (none: no bucket can be told). */
async function loadingStates(ctx: ExtractionContext, ships: readonly (string | null)[], from: number, to: number, resolution: number) {
  const pattern = defaultGroupingKey(ctx.clusters, 'SHIP');
  const drafts = ships.flatMap((unit) => draftTags.map((tag) => ({
    unit, row: unit && pattern ? selectSeries(ctx.series, { tag, groupingKey: pattern }).find((s) => s.unitCode === unit) : undefined,
  })));
  const read = drafts.filter((d) => d.row);
  const points = await extractMany(ctx.db, read.map((d) => ({ id: d.row!.id, aggregation: 'AVG' })), from, to, resolution);
  const pointsOf = (unit: string | null, tag: string) => points[read.findIndex((d) => d.unit === unit && d.row!.tag === tag)] ?? [];
  const states = new Map(ships.map((unit) => [unit, bucketStates(pointsOf(unit, 'DRAFT_FWD'), pointsOf(unit, 'DRAFT_AFT'), (unit && ctx.particulars.get(unit)) || {})]));
  return (unit: string | null) => states.get(unit) ?? new Map();
}

const tagLabel = (ctx: ExtractionContext, t: DatasetTag) => textOf(t.label, ctx.language) || ctx.tagLabels.get(t.tag) || t.tag;

const failureKeys: Record<DerivedFailure['kind'], string> = {
  syntax: 'customAnalytics.expressionInvalid', runtime: 'customAnalytics.expressionFailed', limit: 'customAnalytics.expressionLimit',
};
const failureMessage = (failure: DerivedFailure, language: Language) => translate(language, failureKeys[failure.kind], { message: failure.message });

/** extractSeries for a list that may name one series twice with different aggregations (one call per distinct pair). */
async function extractMany(db: Db, wanted: readonly SeriesToExtract[], from: number, to: number, resolution: number): Promise<ChartPoint[][]> {
  const keyOf = (s: SeriesToExtract) => `${s.id}:${s.aggregation}`;
  const layers: SeriesToExtract[][] = [];
  for (const s of new Map(wanted.map((w) => [keyOf(w), w])).values()) {
    const layer = layers.find((l) => !l.some((other) => other.id === s.id));
    if (layer) layer.push(s); else layers.push([s]);
  }
  const results = new Map<string, ChartPoint[]>();
  for (const layer of layers) {
    const extracted = await extractSeries(db, layer, from, to, resolution);
    for (const s of layer) results.set(keyOf(s), extracted.get(s.id) ?? []);
  }
  return wanted.map((w) => results.get(keyOf(w)) ?? []);
}
