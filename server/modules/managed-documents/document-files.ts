/**
 * The file versions of a ship's documents: each upload is the next version of the document's scan; nothing is
 * replaced or deleted, so the certificate a port state inspector was shown last year can still be downloaded.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, getTableColumns, max } from 'drizzle-orm';
import { documentFileLimits, type DocumentFileVersion } from '../../../descriptors/lib/managed-documents/document-files.js';
import { inTransaction, type Db } from '../../db/engine.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { KeelError } from '../../errors/keel-error.js';
import { writeAudit } from '../audit/audit.js';
import type { Actor } from '../descriptors/descriptor-writes.js';
import { managedDocumentFiles } from './tables.js';

export type DocumentFileRow = typeof managedDocumentFiles.$inferSelect;

export interface DocumentUpload {
  name: string;
  type: string;
  bytes: Uint8Array;
  note?: string;
}

const { content: _content, ...listColumns } = getTableColumns(managedDocumentFiles);

const viewOf = (row: Omit<DocumentFileRow, 'content'>): DocumentFileVersion => ({
  id: row.id, fileVersion: row.fileVersion, fileName: row.fileName, contentType: row.contentType, size: row.size,
  sha256: row.sha256, note: row.note, uploadedBy: row.uploadedBy, uploadedAt: row.uploadedAt.toISOString(),
});

/** The document's file versions without their bytes, newest first. */
export async function listDocumentFiles(db: Db, documentId: string): Promise<DocumentFileVersion[]> {
  const rows = await db.select(listColumns).from(managedDocumentFiles)
    .where(eq(managedDocumentFiles.documentId, documentId)).orderBy(desc(managedDocumentFiles.fileVersion));
  return rows.map(viewOf);
}

/** One version of the document's file with its bytes; 404 when the document has no such version. */
export async function findDocumentFile(db: Db, documentId: string, fileVersion: number): Promise<DocumentFileRow> {
  const [row] = await db.select().from(managedDocumentFiles)
    .where(and(eq(managedDocumentFiles.documentId, documentId), eq(managedDocumentFiles.fileVersion, fileVersion)));
  if (!row) throw new KeelError('NOT_FOUND', 'managedDocuments.fileNotFound', { version: fileVersion });
  return row;
}

/** Refuses (400 at the part) an empty or too large file and a too long note. */
export function assertUploadAcceptable(upload: DocumentUpload): void {
  const problems = [];
  if (upload.bytes.byteLength === 0) problems.push({ path: '/file', code: 'empty', messageKey: 'managedDocuments.fileEmpty', params: {} });
  if (upload.bytes.byteLength > documentFileLimits.maxFileBytes) {
    problems.push({ path: '/file', code: 'tooLarge', messageKey: 'managedDocuments.fileTooLarge', params: { max: documentFileLimits.maxFileBytes / 1024 / 1024 } });
  }
  if ((upload.note ?? '').length > documentFileLimits.maxNoteLength) {
    problems.push({ path: '/note', code: 'maxLength', messageKey: 'managedDocuments.noteTooLong', params: { max: documentFileLimits.maxNoteLength } });
  }
  if (problems.length) throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, problems);
}

/** Stores the upload as the document's next file version; two uploads at once get consecutive versions or a 409. */
export async function addDocumentFile(db: Db, actor: Actor, documentId: string, upload: DocumentUpload): Promise<DocumentFileVersion> {
  assertUploadAcceptable(upload);
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  try {
    return await inTransaction(db, async (tx) => {
      const [{ latest }] = await tx.select({ latest: max(managedDocumentFiles.fileVersion) }).from(managedDocumentFiles)
        .where(eq(managedDocumentFiles.documentId, documentId));
      const [row] = await tx.insert(managedDocumentFiles).values({
        documentId, fileVersion: (latest ?? 0) + 1, fileName: upload.name.slice(0, documentFileLimits.maxFileNameLength) || 'file',
        contentType: upload.type || 'application/octet-stream', size: upload.bytes.byteLength, sha256, content: upload.bytes,
        note: upload.note?.trim() || null, uploadedBy: actor.username,
      }).returning(listColumns);
      await writeAudit(tx, {
        actor, action: 'FILE_VERSION', entity: 'managed-document', entityId: documentId,
        details: { fileVersion: row.fileVersion, fileName: row.fileName, size: row.size, sha256 },
      });
      return viewOf(row);
    });
  } catch (error) {
    // The unique (document, version) index: another upload took this version number meanwhile.
    if (isUniqueViolation(error)) throw new KeelError('CONFLICT', 'managedDocuments.concurrentUpload');
    throw error;
  }
}


/** How many file versions the document has (a delete guard asks). */
export async function countDocumentFiles(db: Db, documentId: string): Promise<number> {
  return (await listDocumentFiles(db, documentId)).length;
}
