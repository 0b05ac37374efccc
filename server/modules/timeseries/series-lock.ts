/** The advisory lock per series that writers of the same series take until commit (ingestion, scheduled compaction). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';

/** Advisory lock namespace of series writes (the second key is the series id). */
const seriesLockSpace = 4_104;

/**
 * Batches writing the same series wait for each other until commit: chunks, hourly rollups and open-day folds are
 * read, merged and written back, and two such merges at once would each miss the other's points. Ids in order, so
 * two batches never wait on each other crosswise.
 */
export async function lockSeries(tx: Db, seriesIds: readonly number[]) {
  const ids = [...new Set(seriesIds)].sort((a, b) => a - b).map((id) => Math.trunc(id)).join(',');
  await tx.execute(sql.raw(`select pg_advisory_xact_lock(${seriesLockSpace}, id) from (select unnest(array[${ids}]::int[]) as id order by 1) ids`));
}

