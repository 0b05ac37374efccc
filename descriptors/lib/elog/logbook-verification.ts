/** The answer of /api/elog-audit/{elog}/verify (server/modules/elog/logbook-verification.ts), shared with the runtime's dialog. */
import { z } from 'zod';

/** Why an audit row does not verify: a missing sequence number, a broken link to the previous row, a wrong hash. */
export const chainProblems = ['gap', 'link', 'hash'] as const;
export type ChainProblem = (typeof chainProblems)[number];

/**
 * Why a seal does not vouch for the chain: signed with a key the installation does not know, a signature that does
 * not verify, a chain row whose hash is no longer the one sealed (the trail was rewritten), a sealed row gone from the
 * trail, or a day's completion or signature row without its seal.
 */
export const sealProblems = ['unknownKey', 'signature', 'hash', 'missingRow', 'missingSeal'] as const;
export type SealProblem = typeof sealProblems[number];

/** The kinds of rows the trail vouches for. */
export const auditedRowKinds = ['ENTRY', 'DAY', 'ATTACHMENT', 'SIGNATURE'] as const;

/** What the signed seals say of the chain. */
export const SealVerification = z.object({
  /** seals read and checked */
  checked: z.number().int(),
  /** rows up to this one were written before seals existed and are vouched for by the one seal made then; null when none */
  legacyUpTo: z.number().int().nullable(),
  /** the first row (by number) whose seal does not verify, and why */
  brokenAt: z.object({ seq: z.number().int(), problem: z.enum(sealProblems), keyId: z.string().nullable() }).nullable(),
});
export type SealVerification = z.infer<typeof SealVerification>;

/** The logbook's integrity check: the chain, the rows against it, and the signed seals. */
export const LogbookVerification = z.object({
  ok: z.boolean(),
  /** audit rows checked */
  rows: z.number().int(),
  /** the first audit row that does not verify, and why */
  brokenAt: z.object({ seq: z.number().int(), problem: z.enum(chainProblems) }).optional(),
  lastHash: z.string(),
  /** rows whose current state differs from the last state the trail recorded for them (a signature: missing too) */
  alteredRows: z.array(z.object({ kind: z.enum(auditedRowKinds), id: z.string() })),
  seals: SealVerification,
}).meta({ id: 'ElogVerification' });
export type LogbookVerification = z.infer<typeof LogbookVerification>;
