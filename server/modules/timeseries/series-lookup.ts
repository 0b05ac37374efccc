/** What other modules ask of the stored series: those of a tag, the grouping keys of a cluster, the span of their points. */
import { and, eq, inArray, max, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { isUuid } from '../resources/stores/typed-helpers.js';
import { measureLatest, measureRollups, measureSeries } from './tables.js';

const daySeconds = 86_400;

export interface SeriesRef {
  id: number;
  unitId: string | null;
}

/** The series of these tags on one ship. */
export async function seriesOfShipTags(db: Db, unitId: string, tags: readonly string[]): Promise<{ id: number; tag: string }[]> {
  if (!tags.length) return [];
  return db.select({ id: measureSeries.id, tag: measureSeries.tag }).from(measureSeries)
    .where(and(eq(measureSeries.unitId, unitId), inArray(measureSeries.tag, [...tags])));
}

/** Every series of the tag. */
export async function seriesOfTag(db: Db, tag: string): Promise<SeriesRef[]> {
  return db.select({ id: measureSeries.id, unitId: measureSeries.unitId }).from(measureSeries).where(eq(measureSeries.tag, tag));
}

export interface GroupingKeySelection {
  cluster: string;
  group?: string;
  /** only series of these ships (an empty list, or texts that are no ship id, match none) */
  unitIds?: readonly string[];
}

/** The distinct grouping keys that have series, each with the ship it belongs to. */
export async function groupingKeysWithSeries(db: Db, selection: GroupingKeySelection): Promise<{ groupingKey: string; unitId: string | null }[]> {
  const conditions: SQL[] = [eq(measureSeries.cluster, selection.cluster)];
  if (selection.group !== undefined) conditions.push(eq(measureSeries.groupCode, selection.group));
  if (selection.unitIds) conditions.push(selection.unitIds.length ? inArray(measureSeries.unitId, [...selection.unitIds]) : sql`false`);
  return db.selectDistinct({ groupingKey: measureSeries.groupingKey, unitId: measureSeries.unitId }).from(measureSeries).where(and(...conditions));
}

export interface SeriesLatestTime {
  seriesId: number;
  unitId: string;
  groupingKey: string;
  /** the newest point's instant */
  ts: Date;
}

/**
 * The instant of the newest point of every series of the tag on these ships (an empty list, or texts that are no ship id, match none), from the
 * latest values ingestion keeps current: one indexed query however large the fleet. A series without a point is not
 * answered.
 */
export async function latestTimesOfTag(db: Db, tag: string, unitIds: readonly string[]): Promise<SeriesLatestTime[]> {
  const ships = [...new Set(unitIds.filter(isUuid))];
  if (!ships.length) return [];
  const rows = await db.select({ seriesId: measureSeries.id, unitId: measureSeries.unitId, groupingKey: measureSeries.groupingKey, ts: measureLatest.ts })
    .from(measureSeries).innerJoin(measureLatest, eq(measureLatest.seriesId, measureSeries.id))
    .where(and(eq(measureSeries.tag, tag), inArray(measureSeries.unitId, ships)))
    .orderBy(measureSeries.groupingKey);
  return rows.map((r) => ({ ...r, unitId: r.unitId! }));
}

/** The first and last instant of the series' points (null without any), from the daily rollups that cover every point. */
export async function pointSpan(db: Db, seriesIds: readonly number[]): Promise<{ first: Date | null; last: Date | null }> {
  if (!seriesIds.length) return { first: null, last: null };
  const [span] = await db.select({ first: min(measureRollups.firstTs), last: max(measureRollups.lastTs) }).from(measureRollups)
    .where(and(inArray(measureRollups.seriesId, [...seriesIds]), eq(measureRollups.bucketSeconds, daySeconds)));
  return { first: span?.first ?? null, last: span?.last ?? null };
}
