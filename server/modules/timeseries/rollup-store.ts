/** Reading and writing the hourly and daily rollups of measure_rollups. */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { measureRollups } from '../../db/schema.js';
import { dayMs, floorTo, hourMs, regroupRollups, type Rollup } from './points.js';

export type RollupRow = typeof measureRollups.$inferSelect;

export const toRollup = (row: RollupRow): Rollup => ({
  bucket: row.bucket.getTime(), count: row.count, numeric: row.numericCount, sum: row.sum, min: row.min, max: row.max,
  first: { t: row.firstTs.getTime(), v: row.firstValue, s: row.firstText },
  last: { t: row.lastTs.getTime(), v: row.lastValue, s: row.lastText },
});

const toRow = (seriesId: number, bucketMs: number, r: Rollup) => ({
  seriesId, bucketSeconds: bucketMs / 1000, bucket: new Date(r.bucket), count: r.count, numericCount: r.numeric,
  sum: r.sum, min: r.min, max: r.max,
  firstTs: new Date(r.first.t), firstValue: r.first.v, firstText: r.first.s,
  lastTs: new Date(r.last.t), lastValue: r.last.v, lastText: r.last.s,
});

/** Rollups of some series at one bucket size over [from, to), ordered by series and bucket. */
export async function readRollups(db: Db, seriesIds: readonly number[], bucketMs: number, from: number, to: number): Promise<Map<number, Rollup[]>> {
  const out = new Map<number, Rollup[]>(seriesIds.map((id) => [id, []]));
  if (!seriesIds.length) return out;
  const rows = await db.select().from(measureRollups).where(and(
    inArray(measureRollups.seriesId, [...seriesIds]), eq(measureRollups.bucketSeconds, bucketMs / 1000),
    gte(measureRollups.bucket, new Date(from)), lt(measureRollups.bucket, new Date(to)),
  )).orderBy(measureRollups.seriesId, measureRollups.bucket);
  for (const row of rows) out.get(row.seriesId)!.push(toRollup(row));
  return out;
}

const rowsPerStatement = 2000;

/** Inserts or replaces rollups (same series, size and bucket). */
export async function upsertRollups(db: Db, bucketMs: number, entries: readonly { seriesId: number; rollup: Rollup }[]) {
  for (let i = 0; i < entries.length; i += rowsPerStatement) {
    const rows = entries.slice(i, i + rowsPerStatement).map((e) => toRow(e.seriesId, bucketMs, e.rollup));
    await db.insert(measureRollups).values(rows).onConflictDoUpdate({
      target: [measureRollups.seriesId, measureRollups.bucketSeconds, measureRollups.bucket],
      set: Object.fromEntries(['count', 'numeric_count', 'sum', 'min', 'max', 'first_ts', 'first_value', 'first_text', 'last_ts', 'last_value', 'last_text']
        .map((column) => [toCamel(column), sql.raw(`excluded.${column}`)])),
    });
  }
}

const toCamel = (column: string) => column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/** The rollups of whole days, recomputed from their hourly rollups. */
export async function refreshDailyRollups(db: Db, days: readonly { seriesId: number; day: number }[]) {
  if (!days.length) return;
  const wanted = new Set(days.map(({ seriesId, day }) => `${seriesId}:${day}`));
  const from = Math.min(...days.map((d) => d.day));
  const to = Math.max(...days.map((d) => d.day)) + dayMs;
  const hourly = await readRollups(db, [...new Set(days.map((d) => d.seriesId))], hourMs, from, to);
  const entries = [...hourly].flatMap(([seriesId, rollups]) =>
    regroupRollups(rollups.filter((h) => wanted.has(`${seriesId}:${floorTo(h.bucket, dayMs)}`)), dayMs).map((rollup) => ({ seriesId, rollup })));
  await upsertRollups(db, dayMs, entries);
}
