/**
 * A logbook day after its entries: reading it, the complete step (SET_DAY_COMPLETE) and the signatures (SPEC
 * aggregation sign: APPROVAL, REMOVE_APPROVAL). The first signatures are the officers', the main one the
 * master's or chief engineer's; any signature makes the day read-only. Removing approval needs CANCELED_APPROVAL
 * and a reason, reopens the day and marks it broken, so later corrections must say why. Every such step seals the
 * audit chain's head with the installation's audit key (audit-seals.ts).
 */
import { asc, eq } from 'drizzle-orm';
import { signatureCapacity } from '../../../descriptors/lib/elog/elog-permission.js';
import { missingForCompletion } from '../../../descriptors/lib/elog/workflow.js';
import type { Db } from '../../db/engine.js';
import { elogAggregations, elogEntries, elogSignatures, elogStatusHistory } from '../../db/schema.js';
import { KeelError } from '../../http/errors.js';
import { translate, type Language } from '../../http/i18n.js';
import { appendAudit, lockLogbook, rowStateHash } from './audit-chain.js';
import type { AuditKey } from './audit-key.js';
import { sealChainHead, type SealedAction } from './audit-seals.js';
import { elogRefusal, requireElogPermission, type ElogActor } from './elog-access.js';
import type { ElogDefinition } from './elog-definitions.js';
import { dayState, recordDayStatus, type DayRow } from './elog-days.js';
import { readUserSignature } from './signature-password.js';

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
async function lockedDay(tx: Db, id: string, version: number | undefined): Promise<DayRow> {
  const before = await loadDayById(tx, id);
  await lockLogbook(tx, before.unitId, before.elogCode);
  const day = await loadDayById(tx, id);
  if (version !== undefined && version !== day.version) throw new KeelError('CONFLICT', 'elog.day.stale', { version: day.version });
  return day;
}

async function updateDay(tx: Db, key: AuditKey, day: DayRow, change: Partial<DayRow>, username: string, action: SealedAction, extra: Record<string, unknown>) {
  const [row] = await tx.update(elogAggregations).set({ ...change, version: day.version + 1, updatedAt: new Date(), updatedBy: username })
    .where(eq(elogAggregations.id, day.id)).returning();
  const head = await appendAudit(tx, { unitId: row.unitId, elogCode: row.elogCode, username, action, subjectId: row.id, payload: { ...extra, state: rowStateHash(dayState(row)) } });
  await sealChainHead(tx, key, { unitId: row.unitId, elogCode: row.elogCode, ...head }, row.id);
  return row;
}

/** SET_DAY_COMPLETE: no drafts left and every entry type the day needs is there. */
export async function completeDay(db: Db, key: AuditKey, actor: ElogActor, elog: ElogDefinition, dayId: string, version: number | undefined, language: Language): Promise<DayRow> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const day = await lockedDay(tx, dayId, version);
    requireElogPermission(actor, elog, 'SET_DAY_COMPLETE', day.status);
    if (day.status !== 'IN_PROGRESS' || day.signatureStatus !== 'NONE') throw new KeelError('BUSINESS_RULE', 'elog.day.completed', { day: day.day });
    const entries = await tx.select().from(elogEntries).where(eq(elogEntries.aggregationId, day.id));
    const drafts = entries.filter((e) => e.status === 'DRAFT').length;
    if (drafts) throw new KeelError('BUSINESS_RULE', 'elog.day.draftsLeft', { count: drafts });
    const missing = missingForCompletion(elog.config.config, elog.entryDescriptors,
      entries.map((e) => ({ id: e.id, descriptor: e.entryDescriptor, status: e.status as 'COMPLETED', start: e.startTs.getTime() })));
    if (missing.length) {
      const names = missing.map((m) => `${nameOf(elog, m.descriptor, language)} (${m.present}/${m.min})`).join(', ');
      throw new KeelError('BUSINESS_RULE', 'elog.day.missingEntries', { entries: names });
    }
    const row = await updateDay(tx, key, day, { status: 'COMPLETED' }, actor.principal.username, 'DAY_COMPLETED', {});
    await recordDayStatus(tx, row, 'COMPLETED', actor.principal.username, null);
    return row;
  });
}

function nameOf(elog: ElogDefinition, code: string, language: Language): string {
  const name = elog.entryDescriptors.find((d) => d.code === code)?.name ?? code;
  return typeof name === 'string' ? translate(language, name) : (name[language] ?? name.en);
}

export interface SignRequest {
  elogAggregationId: string;
  operationType: 'APPROVAL' | 'REMOVE_APPROVAL';
  operationNote?: string | null;
  version?: number;
}

/** Signs or removes approval; the signature password was checked by the caller, outside this transaction. */
export async function signDay(db: Db, key: AuditKey, actor: ElogActor, elog: ElogDefinition, request: SignRequest): Promise<DayRow> {
  const signer = await readUserSignature(db, actor.principal.userId);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const day = await lockedDay(tx, request.elogAggregationId, request.version);
    const username = actor.principal.username;
    const signature = {
      aggregationId: day.id, operationType: request.operationType, userId: actor.principal.userId, userName: username,
      name: signer.name, surname: signer.surname, rank: signer.rank, idPerson: signer.idPerson, idRole: signer.idRole, note: request.operationNote?.trim() || null,
    };
    if (request.operationType === 'REMOVE_APPROVAL') {
      requireElogPermission(actor, elog, 'CANCELED_APPROVAL', day.status);
      if (day.signatureStatus === 'NONE') throw new KeelError('BUSINESS_RULE', 'elog.day.notSigned', { day: day.day });
      await tx.insert(elogSignatures).values(signature);
      const row = await updateDay(tx, key, day, { status: 'IN_PROGRESS', signatureStatus: 'NONE', broken: true }, username, 'APPROVAL_REMOVED', { note: signature.note });
      await recordDayStatus(tx, row, 'APPROVAL_REMOVED', username, signature.note);
      return row;
    }
    if (day.status !== 'COMPLETED') throw new KeelError('BUSINESS_RULE', 'elog.day.notCompleted', { day: day.day });
    const capacity = signatureCapacity(actor.elog, elog.permissions, day.status);
    if (!capacity.canSign) throw elogRefusal(elog, 'APPROVAL');
    const required = elog.config.params.signatures ?? ['FIRST', 'MAIN'];
    if (day.signatureStatus === 'MAIN') throw new KeelError('BUSINESS_RULE', 'elog.day.alreadySigned', { day: day.day });
    // The first signature comes before the main one when the logbook asks for both.
    const asMain = capacity.main && (day.signatureStatus === 'FIRST' || !required.includes('FIRST') || !capacity.firstSign);
    if (asMain && required.includes('FIRST') && day.signatureStatus !== 'FIRST') throw new KeelError('BUSINESS_RULE', 'elog.day.firstSignatureMissing');
    if (!asMain && !capacity.firstSign) throw elogRefusal(elog, 'APPROVAL');
    if (!asMain && day.signatureStatus === 'FIRST') throw new KeelError('BUSINESS_RULE', 'elog.day.awaitsMainSignature');
    await tx.insert(elogSignatures).values({ ...signature, firstSign: !asMain, main: asMain });
    const status = asMain || !required.includes('MAIN') ? 'MAIN' : 'FIRST';
    const row = await updateDay(tx, key, day, { signatureStatus: status }, username, asMain ? 'DAY_SIGNED_MAIN' : 'DAY_SIGNED_FIRST', {});
    await recordDayStatus(tx, row, asMain ? 'SIGNED' : 'FIRST_SIGNED', username, signature.note);
    return row;
  });
}
