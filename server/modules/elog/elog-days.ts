/**
 * Logbook days (SPEC eLog aggregation): the ship's calendar day an entry falls on, read on the clock at the
 * entry's own offset (a ship that retards its clocks still keeps one book page per calendar day), and the day rows.
 */
import { and, eq } from 'drizzle-orm';
import type { DayHistoryStatus } from '../../../descriptors/lib/elog/day-answer.js';
import type { Db } from '../../db/engine.js';
import { elogAggregations, elogStatusHistory } from './tables.js';
import { appendAudit, rowStateHash } from './audit-chain.js';

export type DayRow = typeof elogAggregations.$inferSelect;

const minuteMs = 60_000;
const dayMs = 86_400_000;

/** YYYY-MM-DD of the instant on the clock `offset` minutes east of UTC. */
export function shipDayOf(instantMs: number, offsetMinutes: number): string {
  return new Date(instantMs + offsetMinutes * minuteMs).toISOString().slice(0, 10);
}

/** The UTC instants the day starts and ends at, on the clock at the offset. */
export function dayBounds(day: string, offsetMinutes: number): { start: Date; end: Date } {
  const start = Date.parse(`${day}T00:00:00Z`) - offsetMinutes * minuteMs;
  return { start: new Date(start), end: new Date(start + dayMs) };
}

export async function findDay(db: Db, unitId: string, elogCode: string, day: string): Promise<DayRow | undefined> {
  const [row] = await db.select().from(elogAggregations)
    .where(and(eq(elogAggregations.unitId, unitId), eq(elogAggregations.elogCode, elogCode), eq(elogAggregations.day, day)));
  return row;
}

/** The day's row, opened (IN_PROGRESS, unsigned) with its first entry; call within the logbook's lock. */
export async function openDay(tx: Db, unitId: string, elogCode: string, day: string, offsetMinutes: number, username: string): Promise<DayRow> {
  const existing = await findDay(tx, unitId, elogCode, day);
  if (existing) return existing;
  const { start, end } = dayBounds(day, offsetMinutes);
  const [row] = await tx.insert(elogAggregations).values({
    unitId, elogCode, day, startDate: start, endDate: end, offset: offsetMinutes, status: 'IN_PROGRESS', signatureStatus: 'NONE',
    createdBy: username, updatedBy: username,
  }).returning();
  await recordDayStatus(tx, row, 'IN_PROGRESS', username, null);
  await appendAudit(tx, { unitId, elogCode, username, action: 'DAY_OPENED', subjectId: row.id, payload: { day, state: rowStateHash(dayState(row)) } });
  return row;
}

/** What of a day row the audit trail vouches for. */
export function dayState(row: DayRow) {
  return { id: row.id, day: row.day, status: row.status, signatureStatus: row.signatureStatus, broken: row.broken, version: row.version };
}

export async function recordDayStatus(tx: Db, row: DayRow, status: DayHistoryStatus, username: string, remark: string | null) {
  await tx.insert(elogStatusHistory).values({ unitId: row.unitId, elogCode: row.elogCode, aggregationId: row.id, newStatus: status, remark, username });
}
