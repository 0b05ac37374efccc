/**
 * Who signs what on a logbook day (docs/elog.md "Signatures"; MEPC.312(74): every entry tied to the officer who made
 * it, the master verifies the page). The officer in charge signs each entry he recorded, and his signature covers
 * that version of the entry only, so an entry changed later awaits its signature again; the master (the chief engineer
 * for the engine log) approves the day once, with the main signature. Pure and shared: the server enforces these
 * rules and answers `DaySigning`; the runtime shows from it what is given and what is still awaited.
 */
import { z } from 'zod';
import type { ElogConfigBody } from '../../kinds/elog-config/elog-config.schema.js';
import { TimestampWithOffset, toLocalTime } from './time-with-offset.js';

/** The signatures that close a day: FIRST (each entry by its officer in charge), MAIN (the master's approval). */
export const daySignatureKinds = ['FIRST', 'MAIN'] as const;
export type DaySignatureKind = (typeof daySignatureKinds)[number];

/** The signatures a logbook's days need (elog-config params.signatures; both when it says nothing). */
export const daySignaturesOf = (config: Pick<ElogConfigBody, 'params'>): readonly DaySignatureKind[] => config.params?.signatures ?? daySignatureKinds;

/** What an officer signs: a completed record, or the statement that the entry does not apply. */
export const signableStatuses = ['COMPLETED', 'NA'] as const;
export type SignableStatus = (typeof signableStatuses)[number];
export const isSignableStatus = (status: string): status is SignableStatus => (signableStatuses as readonly string[]).includes(status);

/** A signature row as far as the rules go; `signatureTs` an ISO instant. */
export interface SignatureFacts {
  operationType: string;
  firstSign: boolean;
  main: boolean;
  entryId?: string | null;
  entryVersion?: number | null;
  signatureTs: string;
}

const byTime = <T extends SignatureFacts>(signatures: readonly T[]) => [...signatures].sort((a, b) => a.signatureTs.localeCompare(b.signatureTs));

/** The day-level signatures since approval was last removed: the ones that still count. */
function sinceLastRemoval<T extends SignatureFacts>(signatures: readonly T[]): T[] {
  const ordered = byTime(signatures).filter((s) => !s.entryId);
  return ordered.slice(ordered.findLastIndex((s) => s.operationType === 'REMOVE_APPROVAL') + 1);
}

/** The day's approval (main signature) that still counts, if any. */
export function dayApprovalOf<T extends SignatureFacts>(signatures: readonly T[]): T | undefined {
  return sinceLastRemoval(signatures).findLast((s) => s.operationType === 'APPROVAL' && s.main);
}

/**
 * The signature that covers the entry as it is now: the latest given for its current version, else a day-level first
 * signature from before entries were signed one by one (it vouched for the whole completed day).
 */
export function entrySignatureOf<T extends SignatureFacts>(entry: { id: string; version: number }, signatures: readonly T[]): T | undefined {
  const own = byTime(signatures).findLast((s) => s.operationType === 'APPROVAL' && s.entryId === entry.id && s.entryVersion === entry.version);
  return own ?? sinceLastRemoval(signatures).findLast((s) => s.operationType === 'APPROVAL' && s.firstSign && !s.main);
}

/** Whether the entry carries a signature of an earlier version: it was changed after its officer signed it. */
export function isChangedAfterSigning(entry: { id: string; version: number }, signatures: readonly SignatureFacts[]): boolean {
  return signatures.some((s) => s.operationType === 'APPROVAL' && s.entryId === entry.id && s.entryVersion !== entry.version);
}

/** "08:00–12:00" for a period, "12:00" for an event, each time on the entry's own clock. */
export function entryTimeText(start: TimestampWithOffset, end?: TimestampWithOffset | null): string {
  const clock = (time: TimestampWithOffset) => toLocalTime(time)?.slice(11, 16) ?? '';
  return end ? `${clock(start)}–${clock(end)}` : clock(start);
}

/** A person as signatures name them; `rankCode` is the role the rank was read from, to print it in the reader's language. */
export const SignerPerson = z.object({
  userName: z.string(), name: z.string().nullable(), surname: z.string().nullable(), rank: z.string().nullable(), rankCode: z.string().nullable(),
});
export type SignerPerson = z.infer<typeof SignerPerson>;

export const GivenSignature = SignerPerson.extend({ signatureTs: z.string() });
export type GivenSignature = z.infer<typeof GivenSignature>;

/** One entry of the day that an officer in charge signs. */
export const EntrySigning = z.object({
  entryId: z.string(),
  entryDescriptor: z.string(),
  version: z.number().int(),
  status: z.enum(signableStatuses),
  start: TimestampWithOffset,
  end: TimestampWithOffset.nullable(),
  /** who recorded the current version */
  author: SignerPerson,
  /** AUTHOR: only its author signs it; ANY_OFFICER: its author may not sign, so any officer in charge may */
  signedBy: z.enum(['AUTHOR', 'ANY_OFFICER']),
  signature: GivenSignature.nullable(),
  /** it was signed, then changed: the new version awaits its signature */
  changedAfterSigning: z.boolean(),
  /** the asking user may sign it now */
  canSign: z.boolean(),
});
export type EntrySigning = z.infer<typeof EntrySigning>;

/** GET /elog-aggregation/{elog}/signing: the day's signatures as the asking user may give them, and what is awaited. */
export const DaySigning = z.object({
  /** FIRST: every entry is signed by its officer in charge before approval; MAIN: the day is approved (elog-config params.signatures) */
  required: z.array(z.enum(daySignatureKinds)),
  entries: z.array(EntrySigning),
  approval: GivenSignature.nullable(),
  /** the ranks whose holders approve the day (the roles of the role groups with the main signature) */
  approvers: z.array(z.object({ code: z.string(), name: z.string() })),
  /** the asking user holds the main signature */
  canApprove: z.boolean(),
});
export type DaySigning = z.infer<typeof DaySigning>;

export type ApprovalBlock = 'NOT_COMPLETED' | 'ENTRIES_UNSIGNED' | 'APPROVED';

/** What the day still awaits: entry signatures, and the approval when the logbook asks for one. */
export function awaitedSignatures(signing: DaySigning): { entries: EntrySigning[]; approval: boolean } {
  return {
    entries: signing.required.includes('FIRST') ? signing.entries.filter((e) => !e.signature) : [],
    approval: signing.required.includes('MAIN') && !signing.approval,
  };
}

/** Why the day cannot be approved now; undefined when it can. */
export function approvalBlock(signing: DaySigning, dayStatus: string): ApprovalBlock | undefined {
  if (signing.approval) return 'APPROVED';
  if (dayStatus !== 'COMPLETED') return 'NOT_COMPLETED';
  return awaitedSignatures(signing).entries.length ? 'ENTRIES_UNSIGNED' : undefined;
}
