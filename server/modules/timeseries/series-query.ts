/** Finding the series a request names (ships, grouping key patterns, tags), limited to the ships the user may see. */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { canSeeUnit, type Principal } from '../../../descriptors/lib/access.js';
import { matchesGroupingKey, parseGroupingKey } from '../../../descriptors/lib/grouping-key.js';
import type { Db } from '../../db/engine.js';
import { listShips } from '../access/ships.js';
import { tagsByCode } from '../measures/tag-records.js';
import { measureSeries } from './tables.js';
import type { AggregationKind } from '../../../descriptors/lib/analytics/aggregation.js';
import { effectiveAggregation, tagSemanticsOf, type TagValueType } from '../../../descriptors/lib/tags/tag-semantics.js';

export interface SeriesRow {
  id: number;
  groupingKey: string;
  tag: string;
  unitId: string | null;
  unitCode: string | null;
  aggregation: AggregationKind;
  valueType: TagValueType;
  precision: number | null;
  measureUnit: string | null;
}

export interface SeriesSelection {
  /** ship codes */
  units?: readonly string[];
  /** grouping key patterns (`*` and lists allowed) */
  groupingKeys?: readonly string[];
  tags?: readonly string[];
}

/** Whether the principal may see data of a unit (administrators every unit; series of no unit are shared). */
export const maySeeUnit = (principal: Principal, unitId: string | null) => unitId === null || canSeeUnit(principal, unitId);

export async function findSeries(db: Db, principal: Principal, selection: SeriesSelection): Promise<SeriesRow[]> {
  const conditions: SQL[] = [];
  if (selection.tags?.length) conditions.push(inArray(measureSeries.tag, [...selection.tags]));
  if (selection.units?.length) {
    const unitIds = (await listShips(db, { codes: selection.units })).map((ship) => ship.id);
    conditions.push(unitIds.length ? inArray(measureSeries.unitId, unitIds) : sql`false`);
  }
  const series = await db.select({ id: measureSeries.id, groupingKey: measureSeries.groupingKey, tag: measureSeries.tag, unitId: measureSeries.unitId })
    .from(measureSeries).where(and(...conditions)).orderBy(measureSeries.groupingKey, measureSeries.tag);
  const rows = await withTagsAndShips(db, series);
  const patterns = (selection.groupingKeys ?? []).map(parseGroupingKey).filter((p) => p !== undefined);
  return rows
    .filter((r) => maySeeUnit(principal, r.unitId))
    .filter((r) => !patterns.length || patterns.some((p) => { const key = parseGroupingKey(r.groupingKey); return key ? matchesGroupingKey(p, key) : false; }))
    .map((r) => ({ ...r, aggregation: effectiveAggregation(r) }));
}

/** Each series with its ship's code and its tag's semantics (aggregation as declared, value type, precision, unit). */
async function withTagsAndShips(db: Db, series: readonly Pick<SeriesRow, 'id' | 'groupingKey' | 'tag' | 'unitId'>[]) {
  // Many series share a ship and a tag: each is asked for once.
  const unitIds = new Set(series.flatMap((s) => (s.unitId ? [s.unitId] : [])));
  const [ships, tags] = await Promise.all([listShips(db, { ids: [...unitIds] }), tagsByCode(db, [...new Set(series.map((s) => s.tag))])]);
  const codes = new Map(ships.map((ship) => [ship.id, ship.code]));
  return series.map((s) => ({
    ...s, unitCode: s.unitId ? codes.get(s.unitId) ?? null : null, ...tagSemanticsOf(tags.get(s.tag)?.data ?? {}),
  }));
}

/** The series of some tags under one grouping key, with their semantics; the caller has decided the ship may be read. */
export async function seriesOfGroupingKey(db: Db, groupingKey: string, tags: readonly string[]): Promise<SeriesRow[]> {
  if (!tags.length) return [];
  const series = await db.select({ id: measureSeries.id, groupingKey: measureSeries.groupingKey, tag: measureSeries.tag, unitId: measureSeries.unitId })
    .from(measureSeries).where(and(eq(measureSeries.groupingKey, groupingKey), inArray(measureSeries.tag, [...tags])));
  return (await withTagsAndShips(db, series)).map((r) => ({ ...r, aggregation: effectiveAggregation(r) }));
}
