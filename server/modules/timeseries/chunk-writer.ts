/**
 * Writes points of closed days (before yesterday, UTC) into packed day chunks: each touched day is read, merged with
 * the new points (last write wins), written back, and its hourly and daily rollups are rebuilt from it.
 */
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { upsertJsonRows } from '../../db/json-rows.js';
import { measureChunks } from './tables.js';
import { dayMs, floorTo, hourMs, mergePoints, packDay, regroupRollups, rollupPoints, unpackDay, type Point, type Rollup } from './points.js';
import { upsertRollups } from './rollup-store.js';

export type ChunkRow = typeof measureChunks.$inferSelect;

export const unpackChunk = (row: ChunkRow): Point[] => unpackDay(row.day.getTime(), row);

/** Points per series per day; returns how many replaced a stored point at the same instant. */
export async function writeChunkDays(db: Db, pointsBySeries: ReadonlyMap<number, Point[]>): Promise<number> {
  const byDay = new Map<string, { seriesId: number; day: number; points: Point[] }>();
  for (const [seriesId, points] of pointsBySeries) {
    for (const p of points) {
      const day = floorTo(p.t, dayMs);
      const key = `${seriesId}:${day}`;
      const entry = byDay.get(key) ?? { seriesId, day, points: [] };
      entry.points.push(p);
      byDay.set(key, entry);
    }
  }
  if (!byDay.size) return 0;
  const seriesIds = [...new Set([...byDay.values()].map((e) => e.seriesId))];
  const days = [...new Set([...byDay.values()].map((e) => e.day))].map((d) => new Date(d));
  const stored = new Map((await db.select().from(measureChunks)
    .where(and(inArray(measureChunks.seriesId, seriesIds), inArray(measureChunks.day, days))))
    .map((row) => [`${row.seriesId}:${row.day.getTime()}`, row]));

  let replaced = 0;
  const chunkRows: ChunkRow[] = [];
  const hourly: { seriesId: number; rollup: Rollup }[] = [];
  const daily: { seriesId: number; rollup: Rollup }[] = [];
  for (const [key, { seriesId, day, points }] of byDay) {
    const existing = stored.get(key);
    const merged = mergePoints(existing ? unpackChunk(existing) : [], points.sort((a, b) => a.t - b.t));
    replaced += merged.replaced;
    chunkRows.push({ seriesId, day: new Date(day), ...packDay(day, merged.points) });
    const hours = rollupPoints(merged.points, hourMs);
    hourly.push(...hours.map((rollup) => ({ seriesId, rollup })));
    daily.push(...regroupRollups(hours, dayMs).map((rollup) => ({ seriesId, rollup })));
  }
  await upsertJsonRows(db, 'measure_chunks', ['series_id', 'day'], chunkRows.map((row) => ({
    series_id: row.seriesId, day: row.day, count: row.count, first_ts: row.firstTs, last_ts: row.lastTs,
    step_ms: row.stepMs, offsets: row.offsets, values: row.values, texts: row.texts,
  })), 200);
  // A re-written day loses no hour: the merged points cover every hour it had, so replacing rows is enough.
  await upsertRollups(db, hourMs, hourly);
  await upsertRollups(db, dayMs, daily);
  return replaced;
}

