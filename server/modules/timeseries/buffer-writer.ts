/**
 * Writes points of the open days (yesterday and today, UTC) as narrow rows, cheap to append to at sensor rates,
 * and keeps their hourly rollups current: points that only extend an hour are folded into its rollup; an hour
 * that got a late or replaced point is recomputed from its rows.
 */
import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { queryRows } from '../../db/raw-rows.js';
import { measurePoints } from './tables.js';
import { combineRollups, dayMs, floorTo, hourMs, rollupPoints, type Point, type Rollup } from './points.js';
import { readRollups, refreshDailyRollups, upsertRollups } from './rollup-store.js';

const rowsPerStatement = 20_000;

function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/**
 * Inserts or replaces the rows; answers the instants that replaced a stored point. The rows travel as one JSON
 * parameter (a statement with tens of thousands of bind parameters is slow on PGlite), and only replaced rows come back.
 */
async function upsertRows(db: Db, rows: { seriesId: number; point: Point }[]): Promise<Set<string>> {
  const replacedAt = new Set<string>();
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const json = JSON.stringify(rows.slice(i, i + rowsPerStatement).map(({ seriesId, point }) => [seriesId, new Date(point.t).toISOString(), point.v, point.s]));
    const replaced = await queryRows<{ series_id: number; ms: number | string }>(db, sql`
      with incoming as (
        select (r ->> 0)::int as series_id, (r ->> 1)::timestamptz as ts, (r ->> 2)::double precision as value, r ->> 3 as text
        from jsonb_array_elements(${json}::jsonb) as r
      ), written as (
        insert into measure_points (series_id, ts, value, text) select series_id, ts, value, text from incoming
        on conflict (series_id, ts) do update set value = excluded.value, text = excluded.text
        -- xmax is 0 for a freshly inserted row and set for one the conflict clause updated.
        returning series_id, ts, xmax
      )
      select series_id, (extract(epoch from ts) * 1000)::bigint as ms from written where not (xmax = 0)`);
    for (const r of replaced) replacedAt.add(`${r.series_id}:${Number(r.ms)}`);
  }
  return replacedAt;
}

async function readPoints(db: Db, seriesIds: number[], from: number, to: number): Promise<Map<number, Point[]>> {
  const out = new Map<number, Point[]>();
  const rows = await db.select().from(measurePoints)
    .where(and(inArray(measurePoints.seriesId, seriesIds), gte(measurePoints.ts, new Date(from)), lt(measurePoints.ts, new Date(to))))
    .orderBy(measurePoints.seriesId, measurePoints.ts);
  for (const row of rows) listIn(out, row.seriesId).push({ t: row.ts.getTime(), v: row.value, s: row.text });
  return out;
}

export async function writeBufferPoints(db: Db, pointsBySeries: ReadonlyMap<number, Point[]>): Promise<number> {
  const rows = [...pointsBySeries].flatMap(([seriesId, points]) => points.map((point) => ({ seriesId, point })));
  if (!rows.length) return 0;
  const replacedAt = await upsertRows(db, rows);

  const seriesIds = [...pointsBySeries.keys()];
  let first = Infinity;
  let last = -Infinity;
  for (const { point } of rows) { first = Math.min(first, point.t); last = Math.max(last, point.t); }
  const from = floorTo(first, hourMs);
  const to = floorTo(last, hourMs) + hourMs;
  const stored = await readRollups(db, seriesIds, hourMs, from, to);
  const folded: { seriesId: number; rollup: Rollup }[] = [];
  const toRecompute: { seriesId: number; hour: number }[] = [];
  for (const [seriesId, points] of pointsBySeries) {
    const byHour = new Map<number, Point[]>();
    for (const p of points) listIn(byHour, floorTo(p.t, hourMs)).push(p);
    for (const [hour, hourPoints] of byHour) {
      const existing = stored.get(seriesId)!.find((r) => r.bucket === hour);
      const sorted = hourPoints.sort((a, b) => a.t - b.t);
      const onlyExtends = !sorted.some((p) => replacedAt.has(`${seriesId}:${p.t}`)) && (!existing || sorted[0].t > existing.last.t)
        && new Set(sorted.map((p) => p.t)).size === sorted.length;
      if (!onlyExtends) toRecompute.push({ seriesId, hour });
      else {
        const [added] = rollupPoints(sorted, hourMs);
        folded.push({ seriesId, rollup: existing ? combineRollups(existing, added) : added });
      }
    }
  }
  if (toRecompute.length) {
    const recomputeFrom = Math.min(...toRecompute.map((r) => r.hour));
    const recomputeTo = Math.max(...toRecompute.map((r) => r.hour)) + hourMs;
    const points = await readPoints(db, [...new Set(toRecompute.map((r) => r.seriesId))], recomputeFrom, recomputeTo);
    const wanted = new Set(toRecompute.map((r) => `${r.seriesId}:${r.hour}`));
    for (const [seriesId, list] of points) {
      for (const rollup of rollupPoints(list, hourMs)) if (wanted.has(`${seriesId}:${rollup.bucket}`)) folded.push({ seriesId, rollup });
    }
  }
  await upsertRollups(db, hourMs, folded);
  const days = new Map(folded.map(({ seriesId, rollup }) => [`${seriesId}:${floorTo(rollup.bucket, dayMs)}`, { seriesId, day: floorTo(rollup.bucket, dayMs) }]));
  await refreshDailyRollups(db, [...days.values()]);
  return replacedAt.size;
}

/** The open-day rows of some series over [from, to) (for raw extraction). */
export const readBufferPoints = readPoints;
