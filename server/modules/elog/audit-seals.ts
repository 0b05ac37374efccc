/**
 * Seals over the logbook audit chain. When a day is completed, entries or the day are signed or the day's approval is
 * removed, the chain head just written is signed with the installation's audit key (audit-key.ts) in the same
 * transaction. Someone who edits a row and recomputes the chain changes every later hash, so a sealed head no longer
 * matches, and cannot sign a new one without the key, which is not in the database.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { SealProblem, SealVerification } from '../../../descriptors/lib/elog/logbook-verification.js';
import { type Db, inTransaction } from '../../db/engine.js';
import { elogAudit, elogAuditSeals } from './tables.js';
import { canonicalJson, lockLogbook } from './audit-chain.js';
import { hasSealedExistingChains, markExistingChainsSealed, type AuditKey } from './audit-key.js';

/** The chain rows of completions and signatures, which are sealed; one of them without its seal is a finding. */
export const sealedActions = ['DAY_COMPLETED', 'DAY_SIGNED_FIRST', 'DAY_SIGNED_MAIN', 'APPROVAL_REMOVED', 'ENTRIES_SIGNED'] as const;
export type SealedAction = typeof sealedActions[number];
const isSealedAction = (action: string) => (sealedActions as readonly string[]).includes(action);

export interface ChainHead {
  unitId: string;
  elogCode: string;
  seq: number;
  hash: string;
}

/** The text a seal signs; aggregationId null marks the one seal over a chain written before seals existed. */
export function sealText(head: ChainHead, aggregationId: string | null): string {
  const { unitId, elogCode, seq, hash } = head;
  return canonicalJson({ purpose: 'keel.elog-audit-seal', unitId, elogCode, seq, hash, aggregationId });
}

/** Signs the chain head just written, in the caller's transaction (the logbook's lock is held). */
export async function sealChainHead(tx: Db, key: AuditKey, head: ChainHead, aggregationId: string | null): Promise<void> {
  const { unitId, elogCode, seq, hash } = head;
  await tx.insert(elogAuditSeals).values({ unitId, elogCode, seq, hash, aggregationId, keyId: key.keyId, signature: key.sign(sealText(head, aggregationId)) });
}

/**
 * Once per key folder: seals the head of every chain that has no seal yet, so that trails written before seals
 * existed are anchored from then on. Done only once (a marker in the key folder) because doing it again would seal
 * a chain whose seals someone deleted.
 */
export async function sealExistingChains(db: Db, key: AuditKey): Promise<number> {
  if (await hasSealedExistingChains(key.folder)) return 0;
  const chainKey = (c: { unitId: string; elogCode: string }) => `${c.unitId}\n${c.elogCode}`;
  const [chains, sealedChains] = await Promise.all([
    db.selectDistinct({ unitId: elogAudit.unitId, elogCode: elogAudit.elogCode }).from(elogAudit),
    db.selectDistinct({ unitId: elogAuditSeals.unitId, elogCode: elogAuditSeals.elogCode }).from(elogAuditSeals),
  ]);
  const already = new Set(sealedChains.map(chainKey));
  let sealed = 0;
  for (const chain of chains.filter((c) => !already.has(chainKey(c)))) {
    await inTransaction(db, async (tx) => {
      await lockLogbook(tx, chain.unitId, chain.elogCode);
      const scope = and(eq(elogAudit.unitId, chain.unitId), eq(elogAudit.elogCode, chain.elogCode));
      const [head] = await tx.select({ seq: elogAudit.seq, hash: elogAudit.hash }).from(elogAudit).where(scope).orderBy(desc(elogAudit.seq)).limit(1);
      await sealChainHead(tx, key, { ...chain, ...head }, null);
    });
    sealed += 1;
  }
  await markExistingChainsSealed(key.folder, sealed);
  return sealed;
}

interface ChainRow {
  seq: number;
  hash: string;
  action: string;
}

/**
 * Checks every seal of one logbook's chain (known key, valid signature, the sealed row still has the sealed hash) and
 * that every day-level row has its seal, apart from rows vouched for by the seal over a chain older than seals.
 */
export async function verifySeals(db: Db, key: AuditKey, unitId: string, elogCode: string, chain: readonly ChainRow[]): Promise<SealVerification> {
  const seals = await db.select().from(elogAuditSeals).where(and(eq(elogAuditSeals.unitId, unitId), eq(elogAuditSeals.elogCode, elogCode)));
  const rows = new Map(chain.map((row) => [row.seq, row]));
  const problems: { seq: number; problem: SealProblem; keyId: string | null }[] = [];
  let legacyUpTo: number | null = null;
  for (const seal of seals) {
    const check = await key.verify(seal.keyId, sealText(seal, seal.aggregationId), seal.signature);
    const row = rows.get(seal.seq);
    const problem: SealProblem | undefined = check === 'unknownKey' ? 'unknownKey' : check === 'invalid' ? 'signature'
      : !row ? 'missingRow' : row.hash !== seal.hash ? 'hash' : undefined;
    if (problem) problems.push({ seq: seal.seq, problem, keyId: seal.keyId });
    else if (seal.aggregationId === null) legacyUpTo = Math.max(legacyUpTo ?? 0, seal.seq);
  }
  const sealedRows = new Set(seals.map((s) => s.seq));
  for (const row of chain) {
    if (isSealedAction(row.action) && !sealedRows.has(row.seq) && row.seq > (legacyUpTo ?? 0)) problems.push({ seq: row.seq, problem: 'missingSeal', keyId: null });
  }
  problems.sort((a, b) => a.seq - b.seq);
  return { checked: seals.length, legacyUpTo, brokenAt: problems[0] ?? null };
}
