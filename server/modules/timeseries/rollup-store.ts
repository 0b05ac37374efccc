/** Reading and writing rollups: daily ones as rows of measure_rollups, hourly ones packed by day (hour-rollups.ts). */
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/engine.js';
import { measureRollups } from './tables.js';
import { readHourRollups, upsertHourRollups } from './hour-rollups.js';
import { dayMs, hourMs, type Rollup } from './points.js';

const toRow = (seriesId: number, bucketMs: number, r: Rollup) => ({
  seriesId, bucketSeconds: bucketMs / 1000, bucket: new Date(r.bucket), count: r.count, numericCount: r.numeric,
  sum: r.sum, min: r.min, max: r.max,
  firstTs: new Date(r.first.t), firstValue: r.first.v, firstText: r.first.s,
  lastTs: new Date(r.last.t), lastValue: r.last.v, lastText: r.last.s,
});

/** The parts of a rollup a reader needs: all of them to rewrite rollups, or the ones one aggregation kind uses. */
export type RollupPart = 'counts' | 'sum' | 'min' | 'max' | 'first' | 'last';
export const allRollupParts: readonly RollupPart[] = ['counts', 'sum', 'min', 'max', 'first', 'last'];

const t = measureRollups;
const epochSeconds = (instant: AnyPgColumn | SQL) => sql`date_part('epoch', ${instant})`;
/** Each column of a part as read, and as the rollups of a larger bucket combine it (combineRollups in SQL). */
const partColumns: Record<RollupPart, Record<string, { read: SQL; combined: SQL }>> = {
  counts: { count: { read: sql`${t.count}`, combined: sql`sum(${t.count})` }, numeric: { read: sql`${t.numericCount}`, combined: sql`sum(${t.numericCount})` } },
  sum: { sum: { read: sql`${t.sum}`, combined: sql`sum(${t.sum})` } },
  min: { min: { read: sql`${t.min}`, combined: sql`min(${t.min})` } },
  max: { max: { read: sql`${t.max}`, combined: sql`max(${t.max})` } },
  first: {
    firstTs: { read: epochSeconds(t.firstTs), combined: epochSeconds(sql`min(${t.firstTs})`) },
    firstValue: { read: sql`${t.firstValue}`, combined: sql`(array_agg(${t.firstValue} ORDER BY ${t.firstTs}))[1]` },
    firstText: { read: sql`${t.firstText}`, combined: sql`(array_agg(${t.firstText} ORDER BY ${t.firstTs}))[1]` },
  },
  last: {
    lastTs: { read: epochSeconds(t.lastTs), combined: epochSeconds(sql`max(${t.lastTs})`) },
    lastValue: { read: sql`${t.lastValue}`, combined: sql`(array_agg(${t.lastValue} ORDER BY ${t.lastTs} DESC))[1]` },
    lastText: { read: sql`${t.lastText}`, combined: sql`(array_agg(${t.lastText} ORDER BY ${t.lastTs} DESC))[1]` },
  },
};

/** One series' rollups as column arrays, instants in epoch seconds (absent columns were not asked for). */
type Packed = { bucket: number[] } & Partial<Record<'count' | 'numeric' | 'firstTs' | 'lastTs', number[]>
  & Record<'sum' | 'min' | 'max' | 'firstValue' | 'lastValue', (number | null)[]> & Record<'firstText' | 'lastText', (string | null)[]>>;

function unpackRollups(p: Packed): Rollup[] {
  const rollups = p.bucket.map((b, i): Rollup => {
    const bucket = Math.round(b * 1000);
    return {
      bucket, count: p.count?.[i] ?? 0, numeric: p.numeric?.[i] ?? 0, sum: p.sum?.[i] ?? null, min: p.min?.[i] ?? null, max: p.max?.[i] ?? null,
      first: p.firstTs ? { t: Math.round(p.firstTs[i] * 1000), v: p.firstValue![i], s: p.firstText![i] } : { t: bucket, v: null, s: null },
      last: p.lastTs ? { t: Math.round(p.lastTs[i] * 1000), v: p.lastValue![i], s: p.lastText![i] } : { t: bucket, v: null, s: null },
    };
  });
  // array_agg promises no order; the rows come in key order anyway, which this sort only confirms.
  return rollups.sort((a, b) => a.bucket - b.bucket);
}

/**
 * Rollups of some series stored at one bucket size over [from, to), ordered by bucket; with `groupMs` larger than
 * the stored size, combined into buckets of that size (counted from the epoch, as floorTo does): hours after reading
 * their day rows, days in the database. Each series comes back as one JSON text of column arrays: drivers spend far
 * longer turning rows and timestamps into objects than parsing one JSON text (PGlite ten times longer). Parts not
 * asked for are left empty (zero counts, null values, first and last not to be read).
 */
export async function readRollups(db: Db, seriesIds: readonly number[], bucketMs: number, from: number, to: number,
  parts: readonly RollupPart[] = allRollupParts, groupMs = bucketMs): Promise<Map<number, Rollup[]>> {
  if (bucketMs === hourMs) return readHourRollups(db, seriesIds, from, to, parts, groupMs);
  const out = new Map<number, Rollup[]>(seriesIds.map((id) => [id, []]));
  if (!seriesIds.length) return out;
  const isGrouped = groupMs > bucketMs;
  // A literal, not a parameter, so the select list and GROUP BY hold the same expression.
  const groupBucket = sql`date_bin(${sql.raw(`'${groupMs / 1000} seconds'`)}, ${t.bucket}, 'epoch'::timestamptz)`;
  const columns = Object.entries(Object.assign({}, ...parts.map((part) => partColumns[part])) as Record<string, { read: SQL; combined: SQL }>)
    .map(([key, column]) => [key, isGrouped ? column.combined : column.read] as const);
  const selected = { seriesId: t.seriesId, bucket: epochSeconds(isGrouped ? groupBucket : t.bucket).as('bucket'),
    ...Object.fromEntries(columns.map(([key, expression]) => [key, expression.as(key)])) };
  const where = and(inArray(t.seriesId, [...seriesIds]), eq(t.bucketSeconds, bucketMs / 1000), gte(t.bucket, new Date(from)), lt(t.bucket, new Date(to)));
  const inner = (isGrouped ? db.select(selected).from(t).where(where).groupBy(t.seriesId, groupBucket) : db.select(selected).from(t).where(where)).as('r');
  const keys = ['bucket', ...columns.map(([key]) => key)];
  const packed = sql.join(keys.map((key) => sql`${sql.raw(`'${key}'`)}, array_agg(${sql.identifier('r')}.${sql.identifier(key)})`), sql`, `);
  const rows = await db.select({ seriesId: inner.seriesId, packed: sql<string>`json_build_object(${packed})::text` }).from(inner).groupBy(inner.seriesId);
  for (const row of rows) out.set(row.seriesId, unpackRollups(JSON.parse(row.packed) as Packed));
  return out;
}

const rowsPerStatement = 2000;

/** Inserts or replaces rollups (same series, size and bucket). */
export async function upsertRollups(db: Db, bucketMs: number, entries: readonly { seriesId: number; rollup: Rollup }[]) {
  if (bucketMs === hourMs) return upsertHourRollups(db, entries);
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
  const daily = await readRollups(db, [...new Set(days.map((d) => d.seriesId))], hourMs, from, to, allRollupParts, dayMs);
  const entries = [...daily].flatMap(([seriesId, rollups]) => rollups.filter((r) => wanted.has(`${seriesId}:${r.bucket}`)).map((rollup) => ({ seriesId, rollup })));
  await upsertRollups(db, dayMs, entries);
}
