/**
 * Verifying one ship's logbook against its audit trail: the hash chain must hold, and every entry and day row must
 * be in the state the trail last recorded for it (an entry's state includes its current attachments' digests), and
 * every attachment's bytes must still hash to its digest, and every signature row must match its record in the trail
 * (signature-states.ts). A row changed in the database behind the application's back fails these checks even when
 * nobody touched the trail; the seals (audit-seals.ts) catch a trail rewritten to match.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { LogbookVerification } from '../../../descriptors/lib/elog/logbook-verification.js';
import type { Db } from '../../db/engine.js';
import { elogAggregations, elogAudit, elogEntries, elogSignatures } from './tables.js';
import { alteredAttachments, attachmentsOf } from './attachments.js';
import { rowStateHash, verifyAuditChain } from './audit-chain.js';
import type { AuditKey } from './audit-key.js';
import { verifySeals } from './audit-seals.js';
import { dayState } from './elog-days.js';
import { entryState } from './entry-service.js';
import { alteredSignatures } from './signature-states.js';

export async function verifyLogbook(db: Db, key: AuditKey, unitId: string, elogCode: string): Promise<LogbookVerification> {
  const chain = await verifyAuditChain(db, unitId, elogCode);
  const trail = await db.select({ seq: elogAudit.seq, hash: elogAudit.hash, action: elogAudit.action, subjectId: elogAudit.subjectId, payload: elogAudit.payload }).from(elogAudit)
    .where(and(eq(elogAudit.unitId, unitId), eq(elogAudit.elogCode, elogCode)));
  const lastState = new Map<string, unknown>();
  for (const row of trail.sort((a, b) => a.seq - b.seq)) if (row.subjectId && row.payload.state) lastState.set(row.subjectId, row.payload.state);
  const scope = (table: typeof elogEntries | typeof elogAggregations) => and(eq(table.unitId, unitId), eq(table.elogCode, elogCode));
  const [entries, days] = await Promise.all([db.select().from(elogEntries).where(scope(elogEntries)), db.select().from(elogAggregations).where(scope(elogAggregations))]);
  const files = await attachmentsOf(db, entries.map((e) => e.id));
  const currentFiles = (entryId: string) => files.filter((f) => f.entryId === entryId && f.current);
  const alteredRows: LogbookVerification['alteredRows'] = [
    ...entries.filter((e) => lastState.get(e.id) !== rowStateHash(entryState(e, currentFiles(e.id)))).map((e) => ({ kind: 'ENTRY' as const, id: e.id })),
    ...(await alteredAttachments(db, entries.map((e) => e.id))).map((id) => ({ kind: 'ATTACHMENT' as const, id })),
    ...days.filter((d) => lastState.get(d.id) !== rowStateHash(dayState(d))).map((d) => ({ kind: 'DAY' as const, id: d.id })),
    ...alteredSignatures(await signaturesOf(db, days.map((d) => d.id)), trail).map((id) => ({ kind: 'SIGNATURE' as const, id })),
  ];
  const seals = await verifySeals(db, key, unitId, elogCode, trail);
  return { ...chain, ok: chain.ok && alteredRows.length === 0 && !seals.brokenAt, alteredRows, seals };
}

const signaturesOf = async (db: Db, dayIds: string[]) =>
  (dayIds.length ? await db.select().from(elogSignatures).where(inArray(elogSignatures.aggregationId, dayIds)) : []);
