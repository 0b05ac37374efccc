/** Series ids by (grouping key, tag): created on first use, remembered per database for the life of the process. */
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { measureSeries } from './tables.js';

export interface SeriesSpec {
  groupingKey: string;
  tag: string;
  cluster: string;
  groupCode: string;
  unitId: string | null;
}

const cache = new WeakMap<Db, Map<string, number>>();
const keyOf = (groupingKey: string, tag: string) => `${groupingKey}\u0000${tag}`;

/** The id of every series, creating the missing ones (a concurrent writer creating the same one is fine). */
export async function ensureSeries(db: Db, specs: readonly SeriesSpec[]): Promise<Map<string, number>> {
  const known = cache.get(db) ?? new Map<string, number>();
  cache.set(db, known);
  const missing = specs.filter((s) => !known.has(keyOf(s.groupingKey, s.tag)));
  if (missing.length) {
    await db.insert(measureSeries).values(missing.map((s) => ({ ...s }))).onConflictDoNothing();
    const rows = await db.select({ id: measureSeries.id, groupingKey: measureSeries.groupingKey, tag: measureSeries.tag }).from(measureSeries)
      .where(and(inArray(measureSeries.groupingKey, [...new Set(missing.map((s) => s.groupingKey))]), inArray(measureSeries.tag, [...new Set(missing.map((s) => s.tag))])));
    for (const row of rows) known.set(keyOf(row.groupingKey, row.tag), row.id);
  }
  return new Map(specs.map((s) => [keyOf(s.groupingKey, s.tag), known.get(keyOf(s.groupingKey, s.tag))!]));
}

export const seriesKey = keyOf;
