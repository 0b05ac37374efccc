/** Keeping each generated printout (who, when, what, the file and its SHA-256) and reading it back. */
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PdfDocument } from '../../../descriptors/lib/printouts/pdf-document.js';
import type { PrintoutRunAnswer } from '../../../descriptors/lib/printouts/printout-answers.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { renderPdf } from './pdf-engine.js';
import { printoutRuns } from './tables.js';

export type PrintoutRun = Omit<typeof printoutRuns.$inferSelect, 'content'>;

export interface PrintoutRequest {
  printout: string;
  unitId?: string;
  parameters: Record<string, unknown>;
  language: string;
  fileName: string;
  username: string;
  /** a scheduled run's schedule, `<report context>/<schedule id>` */
  schedule?: string;
}

/** Renders the document and keeps the file with who asked for it; answers the run and the bytes. */
export async function generatePrintout(db: Db, request: PrintoutRequest, document: PdfDocument): Promise<{ run: PrintoutRun; bytes: Uint8Array }> {
  const bytes = await renderPdf(document);
  const [row] = await db.insert(printoutRuns).values({
    printout: request.printout, unitId: request.unitId ?? null, parameters: request.parameters, language: request.language, fileName: request.fileName,
    size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex'), content: bytes, createdBy: request.username, schedule: request.schedule ?? null,
  }).returning();
  const { content: _content, ...run } = row;
  return { run, bytes };
}

/** A run as the API answers it. */
export const runAnswer = (run: PrintoutRun): PrintoutRunAnswer => ({
  id: run.id, printout: run.printout, unitId: run.unitId, parameters: run.parameters, fileName: run.fileName, language: run.language, size: run.size,
  sha256: run.sha256, createdBy: run.createdBy, createdAt: run.createdAt.toISOString(), schedule: run.schedule,
});

const runColumns = {
  id: printoutRuns.id, printout: printoutRuns.printout, unitId: printoutRuns.unitId, parameters: printoutRuns.parameters, language: printoutRuns.language,
  fileName: printoutRuns.fileName, size: printoutRuns.size, sha256: printoutRuns.sha256, createdBy: printoutRuns.createdBy, createdAt: printoutRuns.createdAt,
  schedule: printoutRuns.schedule,
};

export interface RunFilter {
  /** runs of these ships only, and runs of no ship (undefined: every ship) */
  unitIds?: readonly string[];
  /** runs made with these parameter values (text compare), e.g. { day: '2026-11-18' } */
  parameters?: Record<string, string>;
}

/** The newest runs of a printout that pass the filter (in the query, before the limit), without their files. */
export async function listRuns(db: Db, printout: string, filter: RunFilter = {}, limit = 50): Promise<PrintoutRun[]> {
  const conditions = [eq(printoutRuns.printout, printout)];
  if (filter.unitIds) conditions.push(or(isNull(printoutRuns.unitId), filter.unitIds.length ? inArray(printoutRuns.unitId, [...filter.unitIds]) : sql`false`)!);
  for (const [name, value] of Object.entries(filter.parameters ?? {})) conditions.push(sql`${printoutRuns.parameters} ->> ${name} = ${value}`);
  return db.select(runColumns).from(printoutRuns).where(and(...conditions)).orderBy(desc(printoutRuns.createdAt)).limit(limit);
}

/** One run with its file; 404 when there is none. */
export async function runWithFile(db: Db, id: string): Promise<typeof printoutRuns.$inferSelect> {
  const [row] = await db.select().from(printoutRuns).where(eq(printoutRuns.id, id));
  if (!row) throw new KeelError('NOT_FOUND', 'printouts.unknownRun');
  return row;
}
