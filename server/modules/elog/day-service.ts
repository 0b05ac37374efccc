/**
 * A logbook day after its entries: reading it and the complete step (SET_DAY_COMPLETE: no drafts, every entry type
 * the day needs). Signing is signing-service.ts. Every day-level step seals the audit chain's head with the
 * installation's audit key (audit-seals.ts).
 */
import { asc, eq } from 'drizzle-orm';
import { missingForCompletion } from '../../../descriptors/lib/elog/workflow.js';
import { type Db, inTransaction } from '../../db/engine.js';
import { elogAggregations, elogEntries, elogSignatures, elogStatusHistory } from './tables.js';
import { descriptorText, KeelError, type MessageParam } from '../../errors/keel-error.js';
import { appendAudit, lockLogbook, rowStateHash } from './audit-chain.js';
import type { AuditKey } from './audit-key.js';
import { sealChainHead, type SealedAction } from './audit-seals.js';
import { requireElogPermission, type ElogActor } from './elog-access.js';
import type { ElogDefinition } from './elog-definitions.js';
import { dayState, recordDayStatus, type DayRow } from './elog-days.js';

export async function loadDayById(db: Db, id: string): Promise<DayRow> {
  const [row] = await db.select().from(elogAggregations).where(eq(elogAggregations.id, id));
  if (!row) throw new KeelError('NOT_FOUND', 'error.notFound');
  return row;
}

/** The day with its entries in time order, its signatures and its status history. */
export async function dayDetails(db: Db, day: DayRow) {
  const [entries, signatures, history] = await Promise.all([
    db.select().from(elogEntries).where(eq(elogEntries.aggregationId, day.id)).orderBy(asc(elogEntries.startTs), asc(elogEntries.id)),
    db.select().from(elogSignatures).where(eq(elogSignatures.aggregationId, day.id)).orderBy(asc(elogSignatures.signatureTs)),
    db.select().from(elogStatusHistory).where(eq(elogStatusHistory.aggregationId, day.id)).orderBy(asc(elogStatusHistory.historyTs), asc(elogStatusHistory.id)),
  ]);
  return { day, entries, signatures, history };
}

/** Re-reads the day under the logbook's lock and checks its version, so two hands never act on one page at once. */
export async function lockedDay(tx: Db, id: string, version: number | undefined): Promise<DayRow> {
  const before = await loadDayById(tx, id);
  await lockLogbook(tx, before.unitId, before.elogCode);
  const day = await loadDayById(tx, id);
  if (version !== undefined && version !== day.version) throw new KeelError('CONFLICT', 'elog.day.stale', { version: day.version });
  return day;
}

/** Changes the day row, records the step in the audit trail (with `extra` in its payload) and seals it. */
export async function updateDay(tx: Db, key: AuditKey, day: DayRow, change: Partial<DayRow>, username: string, action: SealedAction, extra: Record<string, unknown>) {
  const [row] = await tx.update(elogAggregations).set({ ...change, version: day.version + 1, updatedAt: new Date(), updatedBy: username })
    .where(eq(elogAggregations.id, day.id)).returning();
  const head = await appendAudit(tx, { unitId: row.unitId, elogCode: row.elogCode, username, action, subjectId: row.id, payload: { ...extra, state: rowStateHash(dayState(row)) } });
  await sealChainHead(tx, key, { unitId: row.unitId, elogCode: row.elogCode, ...head }, row.id);
  return row;
}

/** SET_DAY_COMPLETE: no drafts left and every entry type the day needs is there. */
export async function completeDay(db: Db, key: AuditKey, actor: ElogActor, elog: ElogDefinition, dayId: string, version: number | undefined): Promise<DayRow> {
  return inTransaction(db, async (tx) => {
    const day = await lockedDay(tx, dayId, version);
    requireElogPermission(actor, elog, 'SET_DAY_COMPLETE', day.status);
    if (day.status !== 'IN_PROGRESS' || day.signatureStatus !== 'NONE') throw new KeelError('BUSINESS_RULE', 'elog.day.completed', { day: day.day });
    const entries = await tx.select().from(elogEntries).where(eq(elogEntries.aggregationId, day.id));
    const drafts = entries.filter((e) => e.status === 'DRAFT').length;
    if (drafts) throw new KeelError('BUSINESS_RULE', 'elog.day.draftsLeft', { count: drafts });
    const missing = missingForCompletion(elog.config.config, elog.entryDescriptors,
      entries.map((e) => ({ id: e.id, descriptor: e.entryDescriptor, status: e.status as 'COMPLETED', start: e.startTs.getTime() })));
    if (missing.length) {
      const names = missing.map((m) => ({ messageKey: 'elog.day.missingEntry', params: { name: nameOf(elog, m.descriptor), present: m.present, min: m.min } }));
      throw new KeelError('BUSINESS_RULE', 'elog.day.missingEntries', { entries: names });
    }
    const row = await updateDay(tx, key, day, { status: 'COMPLETED' }, actor.principal.username, 'DAY_COMPLETED', {});
    await recordDayStatus(tx, row, 'COMPLETED', actor.principal.username, null);
    return row;
  });
}

/** An entry type's name, as a message parameter translated with the message. */
export function nameOf(elog: ElogDefinition, code: string): MessageParam {
  return descriptorText(elog.entryDescriptors.find((d) => d.code === code)?.name ?? code);
}
