/**
 * Files attached to logbook entries (SPEC elog-entry save: parts named `upload…` carry new files, parts named
 * `keep…` the ids of attachments that stay; a file of an attachments field comes as `upload.<key>`, its field holding
 * `new:<key>` until the save gives it its id). Nothing is deleted: an attachment a later save does not keep is only
 * marked not current, and its digest stays in the audit trail.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { elogAttachments } from './tables.js';
import type { AttachmentChange as SharedAttachmentChange } from '../../../descriptors/lib/elog/entry-request.js';
import { attachmentLimits } from '../../../descriptors/lib/elog/attachment-files.js';
import { KeelError } from '../../errors/keel-error.js';

export interface Upload {
  name: string;
  type: string;
  bytes: Uint8Array;
  /** The key of a file sent for an attachments field (part `upload.<key>`). */
  key?: string;
}

/** The files of a save as the server reads them; `keep` undefined keeps every current attachment (a save without files). */
export type AttachmentChange = SharedAttachmentChange<Upload>;

export type AttachmentRow = typeof elogAttachments.$inferSelect;
export type AttachmentInfo = Omit<AttachmentRow, 'content'>;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function checkUploads(uploads: readonly Upload[]): void {
  if (uploads.length > attachmentLimits.maxFiles) throw new KeelError('INVALID_INPUT', 'elog.attachment.tooMany', { max: attachmentLimits.maxFiles });
  const tooLarge = uploads.find((u) => u.bytes.byteLength > attachmentLimits.maxFileBytes);
  if (tooLarge) throw new KeelError('INVALID_INPUT', 'elog.attachment.tooLarge', { file: tooLarge.name, max: attachmentLimits.maxFileBytes / 1024 / 1024 });
}

/** What a change leaves: the current attachments with their digests (for the audit trail), and the new ids of keyed uploads. */
export interface AttachmentsChanged {
  current: { id: string; sha256: string }[];
  idsByKey: Map<string, string>;
}

/** Applies the change to an entry's attachments. */
export async function changeAttachments(tx: Db, entryId: string, change: AttachmentChange, username: string): Promise<AttachmentsChanged> {
  if (change.keep) {
    const current = await tx.select({ id: elogAttachments.id }).from(elogAttachments).where(and(eq(elogAttachments.entryId, entryId), eq(elogAttachments.current, true)));
    const dropped = current.map((a) => a.id).filter((id) => !change.keep!.includes(id));
    if (dropped.length) await tx.update(elogAttachments).set({ current: false }).where(inArray(elogAttachments.id, dropped));
  }
  const idsByKey = new Map<string, string>();
  for (const upload of change.uploads) {
    const [inserted] = await tx.insert(elogAttachments).values({
      entryId, fileName: upload.name.slice(0, 255) || 'file', contentType: upload.type || 'application/octet-stream', size: upload.bytes.byteLength,
      sha256: sha256(upload.bytes), content: upload.bytes, uploadedBy: username,
    }).returning({ id: elogAttachments.id });
    if (upload.key !== undefined) idsByKey.set(upload.key, inserted.id);
  }
  const current = await tx.select({ id: elogAttachments.id, sha256: elogAttachments.sha256 }).from(elogAttachments)
    .where(and(eq(elogAttachments.entryId, entryId), eq(elogAttachments.current, true))).orderBy(asc(elogAttachments.seq));
  return { current, idsByKey };
}

/** The attachments (without their bytes) of some entries, current and former. */
export async function attachmentsOf(db: Db, entryIds: readonly string[]): Promise<AttachmentInfo[]> {
  if (!entryIds.length) return [];
  const { content: _content, ...columns } = getTableColumns(elogAttachments);
  return db.select(columns).from(elogAttachments).where(inArray(elogAttachments.entryId, [...entryIds])).orderBy(asc(elogAttachments.seq));
}

export async function attachmentById(db: Db, id: string): Promise<AttachmentRow> {
  const [row] = await db.select().from(elogAttachments).where(eq(elogAttachments.id, id));
  if (!row) throw new KeelError('NOT_FOUND', 'error.notFound');
  return row;
}

/** Attachments whose bytes no longer hash to the digest recorded when they were stored. */
export async function alteredAttachments(db: Db, entryIds: readonly string[]): Promise<string[]> {
  if (!entryIds.length) return [];
  const rows = await db.select({ id: elogAttachments.id, sha256: elogAttachments.sha256, content: elogAttachments.content }).from(elogAttachments)
    .where(inArray(elogAttachments.entryId, [...entryIds]));
  return rows.filter((r) => sha256(r.content) !== r.sha256).map((r) => r.id);
}
