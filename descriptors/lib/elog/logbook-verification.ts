/** The answer of /api/elog-audit/{elog}/verify (server/modules/elog/logbook-verification.ts), shared with the runtime's dialog. */

export type ChainProblem = 'gap' | 'link' | 'hash';

/**
 * Why a seal does not vouch for the chain: signed with a key the installation does not know, a signature that does
 * not verify, a chain row whose hash is no longer the one sealed (the trail was rewritten), a sealed row gone from the
 * trail, or a day's completion or signature row without its seal.
 */
export const sealProblems = ['unknownKey', 'signature', 'hash', 'missingRow', 'missingSeal'] as const;
export type SealProblem = typeof sealProblems[number];

export interface SealVerification {
  /** seals read and checked */
  checked: number;
  /** rows up to this one were written before seals existed and are vouched for by the one seal made then; null when none */
  legacyUpTo: number | null;
  /** the first row (by number) whose seal does not verify, and why */
  brokenAt: { seq: number; problem: SealProblem; keyId: string | null } | null;
}

export interface LogbookVerification {
  ok: boolean;
  /** audit rows checked */
  rows: number;
  /** the first audit row that does not verify, and why */
  brokenAt?: { seq: number; problem: ChainProblem };
  lastHash: string;
  /** rows whose current state differs from the last state the trail recorded for them (a signature: missing too) */
  alteredRows: { kind: 'ENTRY' | 'DAY' | 'ATTACHMENT' | 'SIGNATURE'; id: string }[];
  seals: SealVerification;
}
