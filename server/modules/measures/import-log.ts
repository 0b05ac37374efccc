/** The measure_imports rows: one per applied CSV import, RUNNING while its batches are stored, then DONE or FAILED. */
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { listShips } from '../access/ships.js';
import { measureImports } from './tables.js';

export type ImportStatus = 'RUNNING' | 'DONE' | 'FAILED';

import type { ImportReason } from '../../../descriptors/lib/measure-import.js';

export type { ImportReason };

export interface ImportCounts {
  accepted: number;
  duplicate: number;
  rejected: number;
}

export async function startImport(db: Db, start: { fileName: string; startedBy: string; unitIds: string[]; total: number }): Promise<string> {
  const [row] = await db.insert(measureImports).values({ ...start, status: 'RUNNING' satisfies ImportStatus }).returning({ id: measureImports.id });
  return row.id;
}

/** The counts so far, readable by others while the import runs (each batch commits on its own). */
export async function recordProgress(db: Db, id: string, counts: ImportCounts): Promise<void> {
  await db.update(measureImports).set(counts).where(eq(measureImports.id, id));
}

export async function finishImport(db: Db, id: string, status: Exclude<ImportStatus, 'RUNNING'>, counts: ImportCounts, rejections: ImportReason[]): Promise<void> {
  await db.update(measureImports).set({ ...counts, status, rejections, finishedAt: new Date() }).where(eq(measureImports.id, id));
}

/**
 * The newest import the principal may see: administrators every one; others those they started and those whose
 * ships they may all see. Ships are named by code, only the visible ones.
 */
export async function latestImport(db: Db, principal: Principal) {
  const visible = principal.userType === 'ADMIN' ? undefined
    : or(eq(measureImports.startedBy, principal.username), sql`${measureImports.unitIds} <@ ${`{${principal.unitIds.join(',')}}`}::uuid[]`);
  const [row] = await db.select().from(measureImports).where(visible).orderBy(desc(measureImports.startedAt), desc(measureImports.id)).limit(1);
  if (!row) return undefined;
  const seen = row.unitIds.filter((id) => principal.userType === 'ADMIN' || principal.unitIds.includes(id));
  const ships = (await listShips(db, { ids: seen })).map((u) => u.code).sort();
  return {
    id: row.id, fileName: row.fileName, status: row.status as ImportStatus, startedBy: row.startedBy,
    startedAt: row.startedAt.toISOString(), finishedAt: row.finishedAt?.toISOString() ?? null, ships,
    total: row.total, accepted: row.accepted, duplicate: row.duplicate, rejected: row.rejected, rejections: row.rejections as ImportReason[],
  };
}
