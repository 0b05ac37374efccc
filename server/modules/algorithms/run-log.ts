/** The run log of continuous algorithm runs (ship, period, duration, points, error) and where each algorithm stands per ship. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { RunLogEntry } from '../../../descriptors/lib/algorithms/algorithm-answers.js';
import type { Db } from '../../db/engine.js';
import type { MessageRef } from '../../errors/keel-error.js';
import { listShips } from '../access/ships.js';
import { algorithmProgress, algorithmRuns } from './tables.js';

export type RunRecord = Omit<typeof algorithmRuns.$inferInsert, 'id' | 'startedAt'> & { startedAt: Date };

export async function recordRun(db: Db, run: RunRecord): Promise<void> {
  await db.insert(algorithmRuns).values(run);
}

/** The newest runs of an algorithm for the ships in `unitIds`, newest first. */
/** Entries whose `errorMessage` is still a message reference: the route translates it into `error`. */
export type StoredRunLogEntry = RunLogEntry & { errorMessage: MessageRef | null };

export async function runLog(db: Db, algorithm: string, unitIds: readonly string[], limit = 100): Promise<StoredRunLogEntry[]> {
  if (!unitIds.length) return [];
  const rows = await db.select().from(algorithmRuns).where(and(eq(algorithmRuns.algorithm, algorithm), inArray(algorithmRuns.unitId, [...unitIds])))
    .orderBy(desc(algorithmRuns.startedAt), desc(algorithmRuns.id)).limit(limit);
  const ships = new Map((await listShips(db, { ids: rows.map((r) => r.unitId) })).map((s) => [s.id, s]));
  return rows.map((r) => ({
    id: r.id, unit: { code: ships.get(r.unitId)?.code ?? '?', name: ships.get(r.unitId)?.name ?? '?' }, trigger: r.trigger as RunLogEntry['trigger'],
    periodStart: r.periodStart.toISOString(), periodEnd: r.periodEnd.toISOString(), startedAt: r.startedAt.toISOString(), ms: r.ms, points: r.points, error: r.error, errorMessage: r.errorMessage,
  }));
}

/** The last run of an algorithm for a ship, if any. */
export async function lastRun(db: Db, algorithm: string, unitId: string) {
  const [row] = await db.select().from(algorithmRuns).where(and(eq(algorithmRuns.algorithm, algorithm), eq(algorithmRuns.unitId, unitId)))
    .orderBy(desc(algorithmRuns.startedAt), desc(algorithmRuns.id)).limit(1);
  return row;
}

export async function processedUntil(db: Db, algorithm: string, unitId: string): Promise<number | undefined> {
  const [row] = await db.select().from(algorithmProgress).where(and(eq(algorithmProgress.algorithm, algorithm), eq(algorithmProgress.unitId, unitId)));
  return row?.processedUntil.getTime();
}

export async function advanceProgress(db: Db, algorithm: string, unitId: string, until: number): Promise<void> {
  await db.insert(algorithmProgress).values({ algorithm, unitId, processedUntil: new Date(until) })
    .onConflictDoUpdate({ target: [algorithmProgress.algorithm, algorithmProgress.unitId], set: { processedUntil: new Date(until) } });
}
