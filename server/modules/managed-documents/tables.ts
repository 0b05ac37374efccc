/**
 * The managed-documents module's table: the scanned files of a ship's documents and certificates, in versions. The
 * document itself is a record of the `managed-document` resource (the generic record store); its files are kept
 * here, one row per uploaded version, never changed or deleted, each with its SHA-256.
 */
import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, ts } from '../../db/columns.js';
import { records } from '../resources/tables.js';

export const managedDocumentFiles = pgTable('managed_document_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  documentId: uuid('document_id').notNull().references(() => records.id),
  /** 1, 2, 3 … per document: the newest is the current scan, earlier ones stay downloadable */
  fileVersion: integer('file_version').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  /** why this version (renewed, endorsed at the annual survey …) */
  note: text('note'),
  uploadedBy: text('uploaded_by').notNull(),
  uploadedAt: ts('uploaded_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('managed_document_files_version').on(t.documentId, t.fileVersion)]);
