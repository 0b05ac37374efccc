/**
 * Extraction for charts and tables: each series aggregated with its tag's aggregation kind into buckets of one
 * resolution, never more buckets than asked for. Hour-multiple resolutions read the rollups (a year of hourly
 * values is 8 760 rows per series instead of 525 600 raw ones); finer ones read the day chunks and open-day rows.
 * A gap stays a gap: a null follows the last bucket before missing ones.
 */
import { and, gte, inArray, lt } from 'drizzle-orm';
import { runsSideBySide, type Db } from '../../db/engine.js';
import { measureChunks, measureLatest } from './tables.js';
import { readBufferPoints } from './buffer-writer.js';
import { unpackChunk } from './chunk-writer.js';
import { dayMs, floorTo, hourMs, rollupPoints, type Point, type Rollup } from './points.js';
import { readRollups, type RollupPart } from './rollup-store.js';
import { visitStoredHours } from './hour-rollups.js';
import type { AggregationKind } from '../../../descriptors/lib/analytics/aggregation.js';

export type Value = number | string | null;

/** Bucket sizes offered, in seconds (SPEC §9 minute resolutions, then hours, days and a week). */
export const resolutions = [60, 300, 600, 900, 1200, 1800, 3600, 7200, 10800, 21600, 43200, 86400, 604800] as const;

/** The smallest offered resolution, at least the requested one, that keeps the period within maxPoints buckets. */
export function chooseResolution(fromMs: number, toMs: number, maxPoints: number, requestedSeconds = 0): number {
  const span = Math.max(toMs - fromMs, 1);
  const fits = resolutions.find((r) => r >= requestedSeconds && Math.ceil(span / (r * 1000)) <= maxPoints);
  return fits ?? resolutions[resolutions.length - 1];
}

// Module level: tsx names every closure it creates (an Object.defineProperty), costly once per bucket.
const pointValue = (p: Point) => p.v ?? p.s;

/** A bucket's value under an aggregation kind; AVG/SUM/MIN/MAX are numeric only, text tags take FIRST or LAST. */
export function aggregateValue(r: Rollup, aggregation: AggregationKind): Value {
  switch (aggregation) {
    case 'AVG': return r.numeric ? r.sum! / r.numeric : null;
    case 'SUM': return r.sum;
    case 'MIN': return r.min;
    case 'MAX': return r.max;
    case 'FIRST': return pointValue(r.first);
    case 'LAST': return pointValue(r.last);
  }
}

/** Appends a bucket to chart points, after a null at the end of the previous bucket when it does not follow directly. */
function pushChartPoint(out: [number, Value][], bucket: number, value: Value, resolutionMs: number) {
  const previous = out.length ? out[out.length - 1][0] : bucket;
  if (bucket > previous + resolutionMs) out.push([previous + resolutionMs, null]);
  out.push([bucket, value]);
}

/** Buckets as [epoch ms, value] pairs, with a null after a bucket the next one does not follow directly. */
export function toChartPoints(rollups: readonly Rollup[], aggregation: AggregationKind, resolutionMs: number): [number, Value][] {
  const out: [number, Value][] = [];
  for (const r of rollups) pushChartPoint(out, r.bucket, aggregateValue(r, aggregation), resolutionMs);
  return out;
}

export interface SeriesToExtract {
  id: number;
  aggregation: AggregationKind;
}

/** Every stored point of some series over [from, to): chunks of closed days and rows of open ones. */
export async function readRawPoints(db: Db, seriesIds: readonly number[], from: number, to: number): Promise<Map<number, Point[]>> {
  const out = new Map<number, Point[]>(seriesIds.map((id) => [id, []]));
  if (!seriesIds.length) return out;
  const chunks = await db.select().from(measureChunks).where(and(
    inArray(measureChunks.seriesId, [...seriesIds]), gte(measureChunks.day, new Date(floorTo(from, dayMs))), lt(measureChunks.day, new Date(to)),
  )).orderBy(measureChunks.seriesId, measureChunks.day);
  for (const chunk of chunks) {
    out.get(chunk.seriesId)!.push(...unpackChunk(chunk).filter((p) => p.t >= from && p.t < to));
  }
  for (const [id, points] of await readBufferPoints(db, [...seriesIds], from, to)) out.get(id)!.push(...points);
  for (const points of out.values()) points.sort((a, b) => a.t - b.t);
  return out;
}

/** The parts of a rollup each aggregation kind reads (aggregateValue), so extraction fetches no more. */
const partsFor: Record<AggregationKind, readonly RollupPart[]> = {
  AVG: ['counts', 'sum'], SUM: ['sum'], MIN: ['min'], MAX: ['max'], FIRST: ['first'], LAST: ['last'],
};

/**
 * Statements an hourly view splits its series into on PostgreSQL (decision 77): each packs its series' days on a
 * backend of its own, so they run side by side on the server's cores while this process unpacks the ones already
 * answered (a year of ten series: one statement took 1.6 times as long as ten together). PGlite answers statements
 * one after the other, where ten cost more than one, so it keeps one. At most the pool's size (server/db/engine.ts).
 */
const parallelHourReads = 10;

/** `ids` in at most `count` contiguous groups of near-equal size. */
export function inGroups<T>(ids: readonly T[], count: number): T[][] {
  const groups = Math.min(count, ids.length);
  return Array.from({ length: groups }, (_, g) => ids.slice(Math.floor((g * ids.length) / groups), Math.floor(((g + 1) * ids.length) / groups)));
}

/** Buckets of `resolutionSeconds` over [from, to) per series. */
export async function extractSeries(db: Db, series: readonly SeriesToExtract[], from: number, to: number, resolutionSeconds: number) {
  const resolutionMs = resolutionSeconds * 1000;
  const start = floorTo(from, resolutionMs);
  const buckets = new Map<number, Rollup[]>();
  if (resolutionMs % hourMs === 0) {
    const source = resolutionMs % dayMs === 0 ? dayMs : hourMs;
    const kinds = [...new Set(series.map((s) => s.aggregation))];
    const reads = kinds.flatMap((aggregation) => {
      const ids = series.filter((s) => s.aggregation === aggregation).map((s) => s.id);
      return (source === hourMs && runsSideBySide(db) ? inGroups(ids, parallelHourReads) : [ids]).map((group) => ({ aggregation, ids: group }));
    });
    if (resolutionMs === hourMs) {
      // Chart points straight from the day rows (decision 77): the same values as toChartPoints of readRollups.
      const points = new Map<number, [number, Value][]>(series.map((s) => [s.id, []]));
      await Promise.all(reads.map(({ aggregation, ids }) => visitStoredHours(db, ids, start, to, partsFor[aggregation],
        (id, r) => pushChartPoint(points.get(id)!, r.bucket, aggregateValue(r, aggregation), hourMs))));
      return points;
    }
    await Promise.all(reads.map(async ({ aggregation, ids }) => {
      const stored = await readRollups(db, ids, source, floorTo(start, source), to, partsFor[aggregation], resolutionMs);
      for (const [id, rollups] of stored) buckets.set(id, rollups);
    }));
  } else {
    const raw = await readRawPoints(db, series.map((s) => s.id), start, to);
    for (const [id, points] of raw) buckets.set(id, rollupPoints(points, resolutionMs));
  }
  return new Map(series.map((s) => [s.id, toChartPoints(buckets.get(s.id) ?? [], s.aggregation, resolutionMs)]));
}

/** The newest stored point of each series. */
export async function readLatest(db: Db, seriesIds: readonly number[]): Promise<Map<number, { ts: Date; value: Value }>> {
  if (!seriesIds.length) return new Map();
  const rows = await db.select().from(measureLatest).where(inArray(measureLatest.seriesId, [...seriesIds]));
  return new Map(rows.map((r) => [r.seriesId, { ts: r.ts, value: r.value ?? r.text }]));
}
