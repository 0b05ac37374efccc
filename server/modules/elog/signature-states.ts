/**
 * Signatures in the audit trail: every signature row is written with a record of it (who, rank, what it covers and the
 * SHA-256 of its canonical state) in the same chain row as the step it belongs to, so verification finds a signature
 * row changed, removed or slipped in behind the application's back. Day signatures written before rows were recorded
 * are vouched for by their day-level chain row, one row each.
 */
import type { elogSignatures } from './tables.js';
import { rowStateHash } from './audit-chain.js';

export type SignatureRow = typeof elogSignatures.$inferSelect;

export function signatureState(row: SignatureRow) {
  return {
    id: row.id, aggregationId: row.aggregationId, operationType: row.operationType, firstSign: row.firstSign, main: row.main,
    entryId: row.entryId, entryVersion: row.entryVersion, userId: row.userId, userName: row.userName, name: row.name, surname: row.surname,
    rank: row.rank, rankCode: row.rankCode, idPerson: row.idPerson, idRole: row.idRole, note: row.note, signatureTs: row.signatureTs.getTime(),
  };
}

/** The record of a signature kept in its chain row's payload (`signatures`): readable, and its state's hash. */
export function signatureRecord(row: SignatureRow) {
  const name = [row.name, row.surname].filter(Boolean).join(' ') || row.userName;
  return { id: row.id, entryId: row.entryId, entryVersion: row.entryVersion, name, rank: row.rank, state: rowStateHash(signatureState(row)) };
}

/** Chain rows of day signatures, which before signature records existed vouched for one signature row each. */
const legacyDaySignatureActions = ['DAY_SIGNED_FIRST', 'DAY_SIGNED_MAIN', 'APPROVAL_REMOVED'];

interface TrailRow {
  action: string;
  subjectId: string | null;
  payload: Record<string, unknown>;
}

/** Ids of the signature rows that differ from their record in the trail, or that no record or legacy chain row vouches for. */
export function alteredSignatures(rows: readonly SignatureRow[], trail: readonly TrailRow[]): string[] {
  const recorded = new Map<string, unknown>();
  const legacyRows = new Map<string, number>();
  for (const row of trail) {
    const records = row.payload.signatures;
    if (Array.isArray(records)) for (const record of records as { id?: unknown; state?: unknown }[]) recorded.set(String(record.id), record.state);
    else if (row.subjectId && legacyDaySignatureActions.includes(row.action)) legacyRows.set(row.subjectId, (legacyRows.get(row.subjectId) ?? 0) + 1);
  }
  const altered: string[] = [];
  for (const row of [...rows].sort((a, b) => a.signatureTs.getTime() - b.signatureTs.getTime())) {
    if (recorded.has(row.id)) {
      if (recorded.get(row.id) !== rowStateHash(signatureState(row))) altered.push(row.id);
      continue;
    }
    const budget = row.entryId ? 0 : legacyRows.get(row.aggregationId) ?? 0;
    if (budget > 0) legacyRows.set(row.aggregationId, budget - 1);
    else altered.push(row.id);
  }
  const present = new Set(rows.map((row) => row.id));
  return [...altered, ...[...recorded.keys()].filter((id) => !present.has(id))];
}
