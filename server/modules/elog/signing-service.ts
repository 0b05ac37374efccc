/**
 * Signing a logbook day (SPEC aggregation sign; docs/elog.md "Signatures"; rules in descriptors/lib/elog/day-signing.ts).
 * APPROVAL naming entries: the officer in charge signs the entries he recorded, each signature covering the version he
 * read; it may be given while the day is kept, so a watch is signed when it ends. APPROVAL without entries: the day's
 * approval (main signature) by the master or chief engineer, once, on the completed day and, when the logbook asks for
 * it, after every entry is signed; it makes the day read-only. REMOVE_APPROVAL (CANCELED_APPROVAL, with a reason)
 * reopens the day and marks it broken. Each step is one audit row recording its signatures, sealed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { daySignaturesOf, entrySignatureOf, entryTimeText, isSignableStatus, type SignatureFacts } from '../../../descriptors/lib/elog/day-signing.js';
import { signatureCapacity } from '../../../descriptors/lib/elog/elog-permission.js';
import { type Db, inTransaction } from '../../db/engine.js';
import { elogEntries, elogSignatures } from './tables.js';
import { KeelError, type MessageRef } from '../../errors/keel-error.js';
import { appendAudit } from './audit-chain.js';
import type { AuditKey } from './audit-key.js';
import { sealChainHead } from './audit-seals.js';
import { lockedDay, nameOf, updateDay } from './day-service.js';
import { elogRefusal, requireElogPermission, type ElogActor } from './elog-access.js';
import type { ElogDefinition } from './elog-definitions.js';
import { recordDayStatus, type DayRow } from './elog-days.js';
import type { EntryRow } from './entry-service.js';
import { entryAuthors } from './signers.js';
import { signatureRecord, type SignatureRow } from './signature-states.js';
import type { SignRequest, UserSignature } from '../../../descriptors/lib/elog/signature-answer.js';
import { readUserSignature } from './signature-password.js';


/** A sign request without what the route checks before: the signature password and identity. */
export type SignStep = Omit<SignRequest, 'signaturePassword' | 'signatureIdentity' | 'elogAggregations'>;

export type SignatureGiven = 'ENTRIES' | 'APPROVAL' | 'REMOVAL';

/** Signs entries, approves the day or removes its approval; the signature password was checked by the caller. */
export async function signDay(db: Db, key: AuditKey, actor: ElogActor, elog: ElogDefinition, request: SignStep): Promise<{ day: DayRow; given: SignatureGiven }> {
  if (request.elogEntries && request.operationType !== 'APPROVAL') throw new KeelError('INVALID_INPUT', 'elog.sign.entriesOnlyApproval');
  const signer = await readUserSignature(db, actor.principal.userId);
  return inTransaction(db, async (tx) => {
    // Entry saves do not change the day's version: the entries' own versions guard what an officer signs.
    const day = await lockedDay(tx, request.elogAggregationId, request.elogEntries ? undefined : request.version);
    const step = { tx, key, actor, elog, day, signer };
    if (request.operationType === 'REMOVE_APPROVAL') return { day: await removeApproval(step, request.operationNote?.trim() || null), given: 'REMOVAL' as const };
    if (request.elogEntries) return { day: await signEntries(step, request.elogEntries), given: 'ENTRIES' as const };
    return { day: await approveDay(step, request.operationNote?.trim() || null), given: 'APPROVAL' as const };
  });
}

interface Step {
  tx: Db;
  key: AuditKey;
  actor: ElogActor;
  elog: ElogDefinition;
  day: DayRow;
  signer: UserSignature;
}

const signerColumns = (s: UserSignature, actor: ElogActor) => ({
  userId: actor.principal.userId, userName: actor.principal.username, name: s.name, surname: s.surname, rank: s.rank, rankCode: s.rankCode, idPerson: s.idPerson, idRole: s.idRole,
});
const factsOf = (rows: readonly SignatureRow[]): (SignatureRow & SignatureFacts)[] => rows.map((row) => ({ ...row, signatureTs: row.signatureTs.toISOString() })) as never;
const authorOf = (entry: EntryRow) => entry.updatedBy ?? entry.createdBy ?? '';
const personName = (p: { name: string | null; surname: string | null; userName: string }) => [p.name, p.surname].filter(Boolean).join(' ') || p.userName;
const entryLabel = (step: Step, entry: EntryRow): MessageRef => ({ messageKey: 'elog.sign.entryLabel', params: { name: nameOf(step.elog, entry.entryDescriptor), time: entryTimeText(
  { timestamp: entry.startTs.getTime(), offset: entry.startOffset }, entry.endTs ? { timestamp: entry.endTs.getTime(), offset: entry.endOffset ?? entry.startOffset } : null) } });

const daySignatures = (tx: Db, day: DayRow) => tx.select().from(elogSignatures).where(eq(elogSignatures.aggregationId, day.id));

function requireSignature(step: Step, kind: 'firstSign' | 'main') {
  if (!signatureCapacity(step.actor.elog, step.elog.permissions, step.day.status)[kind]) {
    throw kind === 'main' ? new KeelError('FORBIDDEN', 'elog.sign.approvalNotYours', { elog: step.elog.config.config.name }) : elogRefusal(step.elog, 'APPROVAL');
  }
}

/** The officer in charge signs the entries he recorded (or whose author may not sign), each at the version he read. */
async function signEntries(step: Step, wanted: { id: string; version: number }[]): Promise<DayRow> {
  const { tx, day, actor } = step;
  if (day.signatureStatus === 'MAIN') throw new KeelError('BUSINESS_RULE', 'elog.day.alreadySigned', { day: day.day });
  requireSignature(step, 'firstSign');
  const requested = [...new Map(wanted.map((w) => [w.id, w])).values()];
  const entries = await tx.select().from(elogEntries).where(and(eq(elogEntries.aggregationId, day.id), inArray(elogEntries.id, requested.map((w) => w.id))));
  const signatures = factsOf(await daySignatures(tx, day));
  const authors = await entryAuthors(tx, step.elog, day.unitId, entries.map(authorOf), day.status);
  for (const { id, version } of requested) {
    const entry = entries.find((e) => e.id === id);
    if (!entry) throw new KeelError('NOT_FOUND', 'error.notFound');
    const label = entryLabel(step, entry);
    if (entry.version !== version) throw new KeelError('CONFLICT', 'elog.sign.entryStale', { entry: label, version: entry.version });
    if (!isSignableStatus(entry.status)) throw new KeelError('BUSINESS_RULE', 'elog.sign.entryNotFinal', { entry: label });
    if (entrySignatureOf(entry, signatures)) throw new KeelError('BUSINESS_RULE', 'elog.sign.entryAlreadySigned', { entry: label });
    const author = authors.get(authorOf(entry));
    if (author?.maySign && authorOf(entry) !== actor.principal.username) {
      throw new KeelError('FORBIDDEN', 'elog.sign.notYourEntry', { entry: label, author: personName(author.person) });
    }
  }
  const rows = await tx.insert(elogSignatures).values(requested.map(({ id, version }) => ({
    aggregationId: day.id, operationType: 'APPROVAL' as const, firstSign: true, main: false, entryId: id, entryVersion: version, ...signerColumns(step.signer, actor),
  }))).returning();
  const head = await appendAudit(tx, { unitId: day.unitId, elogCode: day.elogCode, username: actor.principal.username, action: 'ENTRIES_SIGNED', subjectId: day.id,
    payload: { signatures: rows.map(signatureRecord) } });
  await sealChainHead(tx, step.key, { unitId: day.unitId, elogCode: day.elogCode, ...head }, day.id);
  return day;
}

/** The master's or chief engineer's approval of the completed day, given once. */
async function approveDay(step: Step, note: string | null): Promise<DayRow> {
  const { tx, day, actor, elog } = step;
  requireSignature(step, 'main');
  if (day.signatureStatus === 'MAIN') throw new KeelError('BUSINESS_RULE', 'elog.day.alreadySigned', { day: day.day });
  if (day.status !== 'COMPLETED') throw new KeelError('BUSINESS_RULE', 'elog.day.notCompleted', { day: day.day });
  if (daySignaturesOf(elog.config).includes('FIRST')) {
    const signatures = factsOf(await daySignatures(tx, day));
    const unsigned = (await tx.select().from(elogEntries).where(eq(elogEntries.aggregationId, day.id)))
      .filter((e) => isSignableStatus(e.status) && !entrySignatureOf(e, signatures));
    if (unsigned.length) {
      const authors = await entryAuthors(tx, elog, day.unitId, unsigned.map(authorOf), day.status);
      const awaited = unsigned.sort((a, b) => a.startTs.getTime() - b.startTs.getTime())
        .map((e): MessageRef => ({ messageKey: 'elog.sign.entryAwaited', params: {
          entry: entryLabel(step, e), author: personName(authors.get(authorOf(e))?.person ?? { name: null, surname: null, userName: authorOf(e) }),
        } }));
      throw new KeelError('BUSINESS_RULE', 'elog.sign.entriesUnsigned', { count: unsigned.length, entries: awaited });
    }
  }
  const [signature] = await tx.insert(elogSignatures).values({ aggregationId: day.id, operationType: 'APPROVAL', firstSign: false, main: true, note, ...signerColumns(step.signer, actor) }).returning();
  const row = await updateDay(tx, step.key, day, { signatureStatus: 'MAIN' }, actor.principal.username, 'DAY_SIGNED_MAIN', { signatures: [signatureRecord(signature)] });
  await recordDayStatus(tx, row, 'SIGNED', actor.principal.username, note);
  return row;
}

/** CANCELED_APPROVAL with a reason: the day opens for corrections and is marked broken. */
async function removeApproval(step: Step, note: string | null): Promise<DayRow> {
  const { tx, day, actor, elog } = step;
  requireElogPermission(actor, elog, 'CANCELED_APPROVAL', day.status);
  if (day.signatureStatus === 'NONE') throw new KeelError('BUSINESS_RULE', 'elog.day.notSigned', { day: day.day });
  const [signature] = await tx.insert(elogSignatures).values({ aggregationId: day.id, operationType: 'REMOVE_APPROVAL', note, ...signerColumns(step.signer, actor) }).returning();
  const row = await updateDay(tx, step.key, day, { status: 'IN_PROGRESS', signatureStatus: 'NONE', broken: true }, actor.principal.username, 'APPROVAL_REMOVED',
    { note, signatures: [signatureRecord(signature)] });
  await recordDayStatus(tx, row, 'APPROVAL_REMOVED', actor.principal.username, note);
  return row;
}
