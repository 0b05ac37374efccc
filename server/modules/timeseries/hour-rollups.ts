/**
 * Hourly rollups packed a UTC day per row (measure_hour_rollups): arrays of 24 indexed by hour, an empty hour with
 * count 0 and nulls. Reading a year of hourly values is 365 rows per series; a write replaces the hours it brings
 * and keeps the others of the day.
 */
import { and, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { upsertJsonRows } from '../../db/json-rows.js';
import { measureHourRollups } from './tables.js';
import { addRollup, dayMs, floorTo, hourMs, type Rollup } from './points.js';
import type { RollupPart } from './rollup-store.js';

type HourRow = typeof measureHourRollups.$inferSelect;
type Columns = Omit<HourRow, 'seriesId' | 'day'>;
const hoursPerDay = 24;
const t = measureHourRollups;

const emptyDay = (): Columns => {
  const nulls = () => new Array<null>(hoursPerDay).fill(null);
  return {
    count: new Array<number>(hoursPerDay).fill(0), numericCount: new Array<number>(hoursPerDay).fill(0),
    sum: nulls(), min: nulls(), max: nulls(), firstMs: nulls(), firstValue: nulls(), firstText: nulls(), lastMs: nulls(), lastValue: nulls(), lastText: nulls(),
  };
};

function putHour(columns: Columns, day: number, r: Rollup) {
  const h = (r.bucket - day) / hourMs;
  columns.count[h] = r.count;
  columns.numericCount[h] = r.numeric;
  columns.sum[h] = r.sum;
  columns.min[h] = r.min;
  columns.max[h] = r.max;
  columns.firstMs[h] = r.first.t - day;
  columns.firstValue[h] = r.first.v;
  columns.firstText[h] = r.first.s;
  columns.lastMs[h] = r.last.t - day;
  columns.lastValue[h] = r.last.v;
  columns.lastText[h] = r.last.s;
}

/** What the reader asks for of each part, as JSON keys of the packed answer. */
const partColumns: Record<RollupPart, Partial<Record<keyof Columns, SQL>>> = {
  counts: { numericCount: sql`${t.numericCount}` },
  sum: { sum: sql`${t.sum}` },
  min: { min: sql`${t.min}` },
  max: { max: sql`${t.max}` },
  first: { firstMs: sql`${t.firstMs}`, firstValue: sql`${t.firstValue}`, firstText: sql`${t.firstText}` },
  last: { lastMs: sql`${t.lastMs}`, lastValue: sql`${t.lastValue}`, lastText: sql`${t.lastText}` },
};

/** One series' days as they come back: `day` in epoch seconds, every other column one array of 24 per day. */
type PackedDays = { day: number[]; count: number[][] } & Partial<Record<Exclude<keyof Columns, 'count'>, (number | string | null)[][]>>;

/** First or last of a part not asked for: one shared point, never read (allocating two per hour costs more). */
const notRead: Rollup['first'] = Object.freeze({ t: Number.NaN, v: null, s: null });

// Module level: tsx names every closure it creates (an Object.defineProperty), costly once per hour.
function hourAt(p: PackedDays, i: number, h: number, day: number, bucket: number): Rollup {
  return {
    bucket, count: p.count[i][h], numeric: (p.numericCount?.[i][h] as number | undefined) ?? 0,
    sum: (p.sum?.[i][h] as number | null | undefined) ?? null,
    min: (p.min?.[i][h] as number | null | undefined) ?? null,
    max: (p.max?.[i][h] as number | null | undefined) ?? null,
    first: p.firstMs ? { t: day + (p.firstMs[i][h] as number), v: p.firstValue![i][h] as number | null, s: p.firstText![i][h] as string | null } : notRead,
    last: p.lastMs ? { t: day + (p.lastMs[i][h] as number), v: p.lastValue![i][h] as number | null, s: p.lastText![i][h] as string | null } : notRead,
  };
}

/** The days' non-empty hours in [from, to) into `out`, combined into buckets of `groupMs` (days come in order). */
function unpackDays(p: PackedDays, from: number, to: number, groupMs: number, out: Rollup[]) {
  let group: Rollup | undefined;
  p.day.forEach((seconds, i) => {
    const day = Math.round(seconds * 1000);
    for (let h = 0; h < hoursPerDay; h++) {
      const hour = day + h * hourMs;
      if (!p.count[i][h] || hour < from || hour >= to) continue;
      const bucket = floorTo(hour, groupMs);
      if (group && group.bucket === bucket) addRollup(group, hourAt(p, i, h, day, hour));
      else out.push(group = hourAt(p, i, h, day, bucket));
    }
  });
}

/** The stored days of some series over [from, to), in one statement, with the parts asked for (and counts). */
async function readPackedDays(db: Db, seriesIds: readonly number[], from: number, to: number, parts: readonly RollupPart[]) {
  const columns: [string, SQL][] = [['count', sql`${t.count}`], ...parts.flatMap((part) => Object.entries(partColumns[part]) as [string, SQL][])];
  const packed = sql.join([sql`'day', array_agg(date_part('epoch', ${t.day}) ORDER BY ${t.day})`,
    ...columns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, array_agg(${column} ORDER BY ${t.day})`)], sql`, `);
  const rows = await db.select({ seriesId: t.seriesId, packed: sql<string>`json_build_object(${packed})::text` }).from(t)
    .where(and(inArray(t.seriesId, [...seriesIds]), gte(t.day, new Date(floorTo(from, dayMs))), lt(t.day, new Date(to))))
    .groupBy(t.seriesId);
  return rows.map((row) => ({ seriesId: row.seriesId, days: JSON.parse(row.packed) as PackedDays }));
}

/**
 * The non-empty hours of some series over [from, to), ordered, combined into buckets of `groupMs` when larger, with
 * the parts asked for (others left empty: null values, and first and last a shared point that must not be read).
 * Each series comes back as one JSON text of its days' arrays (drivers are slow at rows).
 */
export async function readHourRollups(db: Db, seriesIds: readonly number[], from: number, to: number,
  parts: readonly RollupPart[], groupMs = hourMs): Promise<Map<number, Rollup[]>> {
  const out = new Map<number, Rollup[]>(seriesIds.map((id) => [id, []]));
  if (!seriesIds.length || to <= from) return out;
  for (const { seriesId, days } of await readPackedDays(db, seriesIds, from, to, parts)) unpackDays(days, from, to, groupMs, out.get(seriesId)!);
  return out;
}

/** The hour `h` of day row `i` into `r` (a rollup refilled hour after hour; its first and last points too, when read). */
function fillHour(p: PackedDays, i: number, h: number, day: number, r: Rollup) {
  r.bucket = day + h * hourMs;
  r.count = p.count[i][h];
  r.numeric = (p.numericCount?.[i][h] as number | undefined) ?? 0;
  r.sum = (p.sum?.[i][h] as number | null | undefined) ?? null;
  r.min = (p.min?.[i][h] as number | null | undefined) ?? null;
  r.max = (p.max?.[i][h] as number | null | undefined) ?? null;
  if (p.firstMs) {
    r.first.t = day + (p.firstMs[i][h] as number);
    r.first.v = p.firstValue![i][h] as number | null;
    r.first.s = p.firstText![i][h] as string | null;
  }
  if (p.lastMs) {
    r.last.t = day + (p.lastMs[i][h] as number);
    r.last.v = p.lastValue![i][h] as number | null;
    r.last.s = p.lastText![i][h] as string | null;
  }
}

/**
 * Hands `visit` every non-empty hour of some series over [from, to), in order per series, read as readHourRollups
 * reads them but without a rollup object per hour: `visit` gets one rollup per series, refilled for each hour, to
 * read at once and not keep (a year of hourly values of ten series is 87 600 objects fewer to build and collect).
 */
export async function visitStoredHours(db: Db, seriesIds: readonly number[], from: number, to: number, parts: readonly RollupPart[],
  visit: (seriesId: number, r: Readonly<Rollup>) => void): Promise<void> {
  if (!seriesIds.length || to <= from) return;
  for (const { seriesId, days: p } of await readPackedDays(db, seriesIds, from, to, parts)) {
    const r: Rollup = { bucket: 0, count: 0, numeric: 0, sum: null, min: null, max: null,
      first: p.firstMs ? { t: 0, v: null, s: null } : notRead, last: p.lastMs ? { t: 0, v: null, s: null } : notRead };
    for (let i = 0; i < p.day.length; i++) {
      const day = Math.round(p.day[i] * 1000);
      for (let h = 0; h < hoursPerDay; h++) {
        const hour = day + h * hourMs;
        if (!p.count[i][h] || hour < from || hour >= to) continue;
        fillHour(p, i, h, day, r);
        visit(seriesId, r);
      }
    }
  }
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Stores hourly rollups: each touched day's row gets these hours, its other hours stay as stored. */
export async function upsertHourRollups(db: Db, entries: readonly { seriesId: number; rollup: Rollup }[]) {
  if (!entries.length) return;
  const byDay = new Map<string, { seriesId: number; day: number; rollups: Rollup[] }>();
  for (const { seriesId, rollup } of entries) {
    const day = floorTo(rollup.bucket, dayMs);
    const key = `${seriesId}:${day}`;
    const entry = byDay.get(key) ?? { seriesId, day, rollups: [] };
    entry.rollups.push(rollup);
    byDay.set(key, entry);
  }
  const seriesIds = [...new Set([...byDay.values()].map((e) => e.seriesId))];
  const days = [...new Set([...byDay.values()].map((e) => e.day))].map((d) => new Date(d));
  const stored = new Map((await db.select().from(t).where(and(inArray(t.seriesId, seriesIds), inArray(t.day, days))))
    .map((row) => [`${row.seriesId}:${row.day.getTime()}`, row]));
  const rows = [...byDay].map(([key, { seriesId, day, rollups }]) => {
    const { seriesId: _s, day: _d, ...columns } = stored.get(key) ?? { seriesId, day: new Date(day), ...emptyDay() };
    for (const r of rollups) putHour(columns, day, r);
    return { series_id: seriesId, day: new Date(day), ...Object.fromEntries(Object.entries(columns).map(([k, v]) => [snakeCase(k), v])) };
  });
  await upsertJsonRows(db, 'measure_hour_rollups', ['series_id', 'day'], rows);
}
