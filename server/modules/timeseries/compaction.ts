/** Packs the narrow rows of closed days (before yesterday, UTC) into day chunks and removes the rows. */
import { and, inArray, lt } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/engine.js';
import { measurePoints } from './tables.js';
import { writeChunkDays } from './chunk-writer.js';
import { dayMs, floorTo, type Point } from './points.js';
import { lockSeries } from './series-lock.js';

/** The first instant that still belongs in the narrow rows: the start of yesterday (UTC). */
export const openDaysStart = (now: number) => floorTo(now, dayMs) - dayMs;

/**
 * Moves rows older than `before` into chunks, a few series at a time; answers how many points moved. `lock` takes the
 * series' write locks first (a caller outside ingestion: the scheduled compaction); ingestion, which compacts inside
 * its own transaction holding its own series' locks, does not.
 */
export async function compactClosedDays(db: Db, before: number, options: { lock?: boolean } = {}): Promise<number> {
  let moved = 0;
  for (;;) {
    const seriesIds = [...new Set((await db.selectDistinct({ seriesId: measurePoints.seriesId }).from(measurePoints)
      .where(lt(measurePoints.ts, new Date(before))).limit(20)).map((r) => r.seriesId))];
    if (!seriesIds.length) return moved;
    await inTransaction(db, async (tx) => {
      if (options.lock) await lockSeries(tx, seriesIds);
      const condition = and(inArray(measurePoints.seriesId, seriesIds), lt(measurePoints.ts, new Date(before)));
      const rows = await tx.select().from(measurePoints).where(condition);
      const bySeries = new Map<number, Point[]>();
      for (const row of rows) {
        const list = bySeries.get(row.seriesId) ?? [];
        list.push({ t: row.ts.getTime(), v: row.value, s: row.text });
        bySeries.set(row.seriesId, list);
      }
      await writeChunkDays(tx, bySeries);
      await tx.delete(measurePoints).where(condition);
      moved += rows.length;
    });
  }
}
