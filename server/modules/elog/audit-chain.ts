/**
 * The append-only audit trail of one ship's logbook (ISO 21745 tamper evidence, MEPC.312(74) "every attempt to
 * change data is recorded"). Each row's hash is SHA-256 over the previous row's hash and the row's own content in
 * a canonical JSON form, so altering, removing or re-ordering any row breaks verification from that row on.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { elogAudit } from './tables.js';

/** The hash a chain starts from. */
export const genesisHash = '0'.repeat(64);

export interface AuditEvent {
  unitId: string;
  elogCode: string;
  username: string;
  action: string;
  subjectId?: string | null;
  payload: Record<string, unknown>;
}

/** JSON with object keys sorted at every depth: the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

interface ChainedContent {
  seq: number;
  ts: string;
  username: string;
  action: string;
  subjectId: string | null;
  payload: Record<string, unknown>;
}

/** SHA-256 of a row's canonical state: stored in the audit payload, compared with the row when verifying. */
export function rowStateHash(state: Record<string, unknown>): string {
  return createHash('sha256').update(canonicalJson(state)).digest('hex');
}

export function rowHash(prevHash: string, content: ChainedContent): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonicalJson(content)).digest('hex');
}

/** Advisory lock namespace of one logbook's chain (the second key is a hash of ship and logbook). */
const chainLockSpace = 4_105;

/**
 * Makes writers of one ship's logbook wait for each other until commit: the workflow reads the day before it
 * writes, and the chain appends to its last row.
 */
export async function lockLogbook(tx: Db, unitId: string, elogCode: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${chainLockSpace}, hashtext(${`${unitId}:${elogCode}`}))`);
}

/** Appends one event in the caller's transaction; chains of the same ship and logbook are written one at a time. */
export async function appendAudit(tx: Db, event: AuditEvent, now = new Date()): Promise<{ seq: number; hash: string }> {
  await lockLogbook(tx, event.unitId, event.elogCode);
  const [last] = await tx.select({ seq: elogAudit.seq, hash: elogAudit.hash }).from(elogAudit)
    .where(and(eq(elogAudit.unitId, event.unitId), eq(elogAudit.elogCode, event.elogCode))).orderBy(desc(elogAudit.seq)).limit(1);
  const seq = (last?.seq ?? 0) + 1;
  const prevHash = last?.hash ?? genesisHash;
  const content: ChainedContent = {
    seq, ts: now.toISOString(), username: event.username, action: event.action, subjectId: event.subjectId ?? null, payload: event.payload,
  };
  const hash = rowHash(prevHash, content);
  await tx.insert(elogAudit).values({ unitId: event.unitId, elogCode: event.elogCode, seq, ts: now, username: content.username,
    action: content.action, subjectId: content.subjectId, payload: content.payload, prevHash, hash });
  return { seq, hash };
}

export interface ChainVerification {
  ok: boolean;
  rows: number;
  /** the first row that does not verify, and why */
  brokenAt?: { seq: number; problem: 'gap' | 'link' | 'hash' };
  lastHash: string;
}

/** Recomputes the whole chain of one ship's logbook from the stored rows. */
export async function verifyAuditChain(db: Db, unitId: string, elogCode: string): Promise<ChainVerification> {
  const rows = await db.select().from(elogAudit).where(and(eq(elogAudit.unitId, unitId), eq(elogAudit.elogCode, elogCode))).orderBy(asc(elogAudit.seq));
  let prevHash = genesisHash;
  for (const [i, row] of rows.entries()) {
    const broken = (problem: 'gap' | 'link' | 'hash'): ChainVerification => ({ ok: false, rows: rows.length, brokenAt: { seq: row.seq, problem }, lastHash: prevHash });
    if (row.seq !== i + 1) return broken('gap');
    if (row.prevHash !== prevHash) return broken('link');
    const expected = rowHash(prevHash, {
      seq: row.seq, ts: row.ts.toISOString(), username: row.username, action: row.action, subjectId: row.subjectId, payload: row.payload,
    });
    if (expected !== row.hash) return broken('hash');
    prevHash = row.hash;
  }
  return { ok: true, rows: rows.length, lastHash: prevHash };
}
