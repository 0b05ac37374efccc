/** Finding the series a request names (ships, grouping key patterns, tags), limited to the ships the user may see. */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { canSeeUnit, type Principal } from '../../../descriptors/lib/access.js';
import { matchesGroupingKey, parseGroupingKey } from '../../../descriptors/lib/grouping-key.js';
import type { Db } from '../../db/engine.js';
import { measureSeries, records, units } from '../../db/schema.js';
import type { Aggregation } from './extract.js';

export interface SeriesRow {
  id: number;
  groupingKey: string;
  tag: string;
  unitId: string | null;
  unitCode: string | null;
  aggregation: Aggregation;
  valueType: string;
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
  if (selection.units?.length) conditions.push(inArray(units.code, [...selection.units]));
  const rows = await db.select({
    id: measureSeries.id, groupingKey: measureSeries.groupingKey, tag: measureSeries.tag, unitId: measureSeries.unitId, unitCode: units.code,
    aggregation: sql<string | null>`${records.data} ->> 'aggregationType'`, valueType: sql<string | null>`${records.data} ->> 'valueType'`,
    precision: sql<string | null>`${records.data} ->> 'precision'`, measureUnit: sql<string | null>`${records.data} ->> 'measureUnit'`,
  }).from(measureSeries)
    .leftJoin(units, eq(units.id, measureSeries.unitId))
    .leftJoin(records, and(eq(records.resource, 'measure'), eq(records.code, measureSeries.tag)))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(measureSeries.groupingKey, measureSeries.tag);
  const patterns = (selection.groupingKeys ?? []).map(parseGroupingKey).filter((p) => p !== undefined);
  return rows
    .filter((r) => maySeeUnit(principal, r.unitId))
    .filter((r) => !patterns.length || patterns.some((p) => { const key = parseGroupingKey(r.groupingKey); return key ? matchesGroupingKey(p, key) : false; }))
    .map((r) => {
      const valueType = r.valueType ?? 'NUMERIC';
      const numericOnly = ['AVG', 'SUM', 'MIN', 'MAX'];
      const declared = (r.aggregation ?? 'AVG') as Aggregation;
      return {
        ...r, valueType, measureUnit: r.measureUnit, precision: r.precision === null ? null : Number(r.precision),
        // AVG, MAX, MIN and SUM are numeric only: a text tag shows its last value.
        aggregation: valueType === 'NUMERIC' || valueType === 'BOOLEAN' || !numericOnly.includes(declared) ? declared : 'LAST',
      };
    });
}
