/**
 * Signatures on a logbook day's printout (docs/elog.md "Signatures"): each signature once, in its role. An entry's
 * officer in charge signs in the entry's signature column (the record book's closing line), with the time he signed,
 * or the entry says it is not signed; the day's section lists only the day's approval and its removals. Ranks print in
 * the reader's language from the rank's role code, else as recorded.
 */
import { dayApprovalOf, type SignatureFacts } from './day-signing.js';
import { formatOffset, toLocalTime } from './time-with-offset.js';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Who wrote or signed something: the user and, when linked, their person's name and rank (and the rank's role code). */
export interface PrintPerson {
  userName: string;
  name?: string | null;
  surname?: string | null;
  rank?: string | null;
  rankCode?: string | null;
}

export interface PrintSignature extends PrintPerson {
  operationType: 'APPROVAL' | 'REMOVE_APPROVAL' | string;
  firstSign: boolean;
  main: boolean;
  /** the entry an officer in charge signed, and the version signed; absent on the day's signatures */
  entryId?: string | null;
  entryVersion?: number | null;
  signatureTs: string;
  note?: string | null;
}

export interface PrintSignatureLine {
  /** MAIN: the day's approval; REMOVED: its removal; FIRST: an officer's signature of the whole day (kept before entries were signed one by one) */
  kind: 'FIRST' | 'MAIN' | 'REMOVED';
  label: string;
  person: string;
  /** On the page's clock: "2026-11-20 18:02 (UTC+03:00)". */
  time: string;
  note?: string;
  /** Given before a later removal of approval: no longer valid. */
  void: boolean;
}

/** A wall time on the clock at the offset: "14:30" on the printed day, "2026-11-21 14:30" on another. */
export function clockText(timestamp: number, offset: number, day: string): string {
  const local = toLocalTime({ timestamp, offset });
  if (!local) return '';
  return local.slice(0, 10) === day ? local.slice(11, 16) : `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

/** "2026-11-20 18:02 (UTC+03:00)". */
export function instantText(iso: string, offset: number): string {
  const timestamp = Date.parse(iso);
  const local = Number.isNaN(timestamp) ? undefined : toLocalTime({ timestamp, offset });
  return local ? `${local.slice(0, 10)} ${local.slice(11, 16)} (UTC${formatOffset(offset)})` : iso;
}

/** The rank in the reader's language (`elog.rank.<role code>`), else as recorded. */
export function rankText(person: Pick<PrintPerson, 'rank' | 'rankCode'>, t: Translate): string | undefined {
  if (person.rankCode) {
    const key = `elog.rank.${person.rankCode}`;
    const translated = t(key);
    if (translated && translated !== key) return translated;
  }
  return person.rank ?? undefined;
}

/** "Ivan Petrov, Deck officer"; the user name when no person is linked. */
export function personText(person: PrintPerson | null | undefined, t: Translate): string {
  if (!person) return '';
  const name = [person.name, person.surname].filter((part) => part && part.trim()).join(' ') || person.userName;
  const rank = rankText(person, t);
  return rank ? `${name}, ${rank}` : name;
}

/** The officer's signature of one version of an entry: the latest given for it. */
export function versionSignature(signatures: readonly PrintSignature[], entryId: string, version: number): PrintSignature | undefined {
  return [...signatures].sort((a, b) => a.signatureTs.localeCompare(b.signatureTs))
    .findLast((s) => s.operationType === 'APPROVAL' && s.entryId === entryId && s.entryVersion === version);
}

export interface SignedVersion {
  author: PrintPerson | null | undefined;
  signature?: PrintSignature;
  /** a deleted entry or a version never meant to be signed: its author only */
  isUnsignable: boolean;
}

interface SignatureContext {
  t: Translate;
  day: string;
  /** the page's offset, the clock signature times are read on */
  offset: number;
  /** the day carries an officer's signature of the whole day (kept before entries were signed one by one) */
  hasDaySignature: boolean;
}

const signedTime = (s: PrintSignature, ctx: SignatureContext) => clockText(Date.parse(s.signatureTs), ctx.offset, ctx.day);

/** The TABLE's signature column: the signing officer and when, or the author and that it is not signed. */
export function signatureCell(version: SignedVersion, ctx: SignatureContext): string {
  const { signature, author } = version;
  if (signature) return `${personText(signature, ctx.t)}\n${ctx.t('elogPrint.signedAt', { time: signedTime(signature, ctx) })}`;
  const who = personText(author, ctx.t);
  return version.isUnsignable || ctx.hasDaySignature ? who : [who, ctx.t('elogPrint.notSigned')].filter(Boolean).join('\n');
}

/** The record book's closing line of an entry: "Signed: name, rank — 18:02", or who recorded it, not signed. */
export function signatureLine(version: SignedVersion, ctx: SignatureContext): string {
  const { signature, author } = version;
  if (signature) return `${ctx.t('elogPrint.signed', { person: personText(signature, ctx.t) })} — ${signedTime(signature, ctx)}`;
  if (version.isUnsignable || ctx.hasDaySignature) return ctx.t('elogPrint.signed', { person: personText(author, ctx.t) });
  return ctx.t('elogPrint.recordedNotSigned', { person: personText(author, ctx.t) });
}

/** Whether the day carries an officer's signature of the whole day still in force (signatures before issue 15). */
export function hasDayFirstSignature(signatures: readonly PrintSignature[]): boolean {
  return signatures.some((s) => !s.entryId && s.operationType === 'APPROVAL' && s.firstSign && !s.main
    && !signatures.some((r) => r.operationType === 'REMOVE_APPROVAL' && r.signatureTs > s.signatureTs));
}

/** The day's own signatures in order (its approval and removals); those a later removal of approval took back are void. */
export function signatureLines(signatures: readonly PrintSignature[], offset: number, t: Translate): PrintSignatureLine[] {
  const ordered = [...signatures].filter((s) => !s.entryId).sort((a, b) => Date.parse(a.signatureTs) - Date.parse(b.signatureTs));
  const lastRemoval = ordered.findLastIndex((s) => s.operationType === 'REMOVE_APPROVAL');
  return ordered.map((s, i) => {
    const kind = s.operationType === 'REMOVE_APPROVAL' ? 'REMOVED' : s.main ? 'MAIN' : 'FIRST';
    const label = t(kind === 'REMOVED' ? 'elogPrint.approvalRemoved' : kind === 'MAIN' ? 'elogPrint.approval' : 'elogPrint.firstSignature');
    return {
      kind, label, person: personText(s, t), time: instantText(s.signatureTs, offset),
      ...(s.note?.trim() ? { note: s.note.trim() } : {}), void: kind !== 'REMOVED' && i < lastRemoval,
    };
  });
}

/** Whether the day's approval is given and still in force. */
export const isApproved = (signatures: readonly PrintSignature[]) => Boolean(dayApprovalOf(signatures as readonly SignatureFacts[]));
