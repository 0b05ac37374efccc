/**
 * The signing state of a logbook day for the asking user (DaySigning, descriptors/lib/elog/day-signing.ts): each entry
 * an officer in charge signs, with its author and signature, which of them the user may sign now, the day's approval,
 * the ranks that give it, and whether the user does.
 */
import { asc, eq } from 'drizzle-orm';
import {
  dayApprovalOf, daySignaturesOf, entrySignatureOf, isChangedAfterSigning, isSignableStatus, type DaySigning, type GivenSignature, type SignableStatus,
} from '../../../descriptors/lib/elog/day-signing.js';
import { signatureCapacity } from '../../../descriptors/lib/elog/elog-permission.js';
import type { Db } from '../../db/engine.js';
import { elogEntries, elogSignatures } from './tables.js';
import { canChangeSignaturePassword, type ElogActor } from './elog-access.js';
import type { ElogDefinition } from './elog-definitions.js';
import type { DayRow } from './elog-days.js';
import { approverRanks, entryAuthors } from './signers.js';

const given = (s: typeof elogSignatures.$inferSelect): GivenSignature =>
  ({ userName: s.userName, name: s.name, surname: s.surname, rank: s.rank, rankCode: s.rankCode, signatureTs: s.signatureTs.toISOString() });

export async function daySigning(db: Db, actor: ElogActor, elog: ElogDefinition, day: DayRow | undefined): Promise<DaySigning> {
  const required = [...daySignaturesOf(elog.config)];
  const status = day?.status ?? 'IN_PROGRESS';
  const capacity = signatureCapacity(actor.elog, elog.permissions, status);
  const maySign = canChangeSignaturePassword(actor.principal);
  const approvers = await approverRanks(db, elog);
  if (!day) return { required, entries: [], approval: null, approvers, canApprove: maySign && capacity.main };

  const [entries, rows] = await Promise.all([
    db.select().from(elogEntries).where(eq(elogEntries.aggregationId, day.id)).orderBy(asc(elogEntries.startTs), asc(elogEntries.id)),
    db.select().from(elogSignatures).where(eq(elogSignatures.aggregationId, day.id)),
  ]);
  const signatures = rows.map((row) => ({ ...row, signatureTs: row.signatureTs.toISOString(), row }));
  const signable = entries.filter((e) => isSignableStatus(e.status));
  const authorOf = (e: typeof entries[number]) => e.updatedBy ?? e.createdBy ?? '';
  const authors = await entryAuthors(db, elog, day.unitId, signable.map(authorOf), status);
  const isOpen = day.signatureStatus !== 'MAIN';
  const approval = dayApprovalOf(signatures);
  return {
    required,
    entries: signable.map((e) => {
      const author = authors.get(authorOf(e))!;
      const signature = entrySignatureOf(e, signatures);
      const isTheirs = !author.maySign || author.person.userName === actor.principal.username;
      return {
        entryId: e.id, entryDescriptor: e.entryDescriptor, version: e.version, status: e.status as SignableStatus,
        start: { timestamp: e.startTs.getTime(), offset: e.startOffset },
        end: e.endTs ? { timestamp: e.endTs.getTime(), offset: e.endOffset ?? e.startOffset } : null,
        author: author.person, signedBy: author.maySign ? 'AUTHOR' as const : 'ANY_OFFICER' as const,
        signature: signature ? given(signature.row) : null,
        changedAfterSigning: !signature && isChangedAfterSigning(e, signatures),
        canSign: isOpen && !signature && maySign && capacity.firstSign && isTheirs,
      };
    }),
    approval: approval ? given(approval.row) : null,
    approvers,
    canApprove: maySign && capacity.main,
  };
}
