/**
 * The elog module's tables: what crews record in electronic logbooks (days, entries, signatures, the audit trail,
 * attachments). Configuration lives in descriptors (elog-config, elog-entry-descriptor …); what the crew records lives
 * here, append-mostly: nothing is deleted, corrections are new versions.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdUpdated, ts } from '../../db/columns.js';
import type { ElogEntryStatus } from '../../../descriptors/lib/elog/day-entries.js';
import type { DayHistoryStatus, DayStatus, SignatureStatus } from '../../../descriptors/lib/elog/day-answer.js';
import type { SignOperation } from '../../../descriptors/lib/elog/signature-answer.js';
import { units, users } from '../access/tables.js';

/** A logbook day of one ship (SPEC "eLog aggregation"): its entries are completed, then the day is signed. */
export const elogAggregations = pgTable('elog_aggregations', {
  id: uuid('id').primaryKey().defaultRandom(),
  unitId: uuid('unit_id').notNull().references(() => units.id),
  elogCode: text('elog_code').notNull(),
  /** the ship's calendar day, YYYY-MM-DD */
  day: text('day').notNull(),
  startDate: ts('start_date').notNull(),
  endDate: ts('end_date').notNull(),
  /** the ship's offset from UTC for the day, minutes */
  offset: integer('offset').notNull(),
  description: text('description'),
  /** IN_PROGRESS or COMPLETED */
  status: text('status').$type<DayStatus>().notNull(),
  /** NONE, FIRST (first signatures given) or MAIN (the master's or chief engineer's signature given: read-only) */
  signatureStatus: text('signature_status').$type<SignatureStatus>().notNull(),
  /** set when an entry's correction broke the signed state (a signature was removed with a reason) */
  broken: boolean('broken').notNull().default(false),
  version: integer('version').notNull().default(1),
  ...createdUpdated,
}, (t) => [uniqueIndex('elog_aggregations_day').on(t.unitId, t.elogCode, t.day)]);

/**
 * A form exactly as entries were filled with it: the base form's version with the overlays that reached the ship
 * (issue 18). Keyed by a hash of the resolved body, so every entry saved with the same form shares one row; an
 * entry keeps the form it was filled with however the form changes later.
 */
export const elogFormSnapshots = pgTable('elog_form_snapshots', {
  id: text('id').primaryKey(),
  formDescriptor: text('form_descriptor').notNull(),
  formVersion: integer('form_version').notNull(),
  /** the overlays applied, in order, with their versions */
  overlays: jsonb('overlays').$type<{ code: string; version: number }[]>().notNull(),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** One entry of a logbook day; `version` counts corrections, each kept in elog_entry_versions. */
export const elogEntries = pgTable('elog_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  aggregationId: uuid('aggregation_id').notNull().references(() => elogAggregations.id),
  unitId: uuid('unit_id').notNull().references(() => units.id),
  elogCode: text('elog_code').notNull(),
  entryDescriptor: text('entry_descriptor').notNull(),
  formDescriptor: text('form_descriptor').notNull(),
  /** the form as the entry was last saved with (elog_form_snapshots); null on entries from before snapshots */
  formSnapshot: text('form_snapshot').references(() => elogFormSnapshots.id),
  startTs: ts('start_ts').notNull(),
  startOffset: integer('start_offset').notNull(),
  endTs: ts('end_ts'),
  endOffset: integer('end_offset'),
  notes: text('notes'),
  /** DRAFT, COMPLETED, DELETED or NA */
  status: text('status').$type<ElogEntryStatus>().notNull(),
  signed: boolean('signed').notNull().default(false),
  duplicatedEntryId: uuid('duplicated_entry_id'),
  /** the form data (SPEC areasContent) */
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  /** form fields pre-filled from measurements that the user changed */
  manualFields: text('manual_fields').array().notNull().default(sql`'{}'::text[]`),
  hints: jsonb('hints').$type<Record<string, unknown>>(),
  version: integer('version').notNull().default(1),
  ...createdUpdated,
}, (t) => [index('elog_entries_aggregation').on(t.aggregationId), index('elog_entries_unit_time').on(t.unitId, t.elogCode, t.startTs)]);

/** Every version an entry had, with who changed it, when and why: the original of a correction stays visible. */
export const elogEntryVersions = pgTable('elog_entry_versions', {
  entryId: uuid('entry_id').notNull().references(() => elogEntries.id),
  version: integer('version').notNull(),
  snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  reason: text('reason'),
  author: text('author').notNull(),
  ts: ts('ts').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.entryId, t.version] })]);

/**
 * Signatures given and removed on a day (SPEC "Signature"; operations APPROVAL and REMOVE_APPROVAL): an officer in
 * charge's signature of one entry version (entryId set, firstSign), or the day's approval (main) and its removal.
 */
export const elogSignatures = pgTable('elog_signatures', {
  id: uuid('id').primaryKey().defaultRandom(),
  aggregationId: uuid('aggregation_id').notNull().references(() => elogAggregations.id),
  operationType: text('operation_type').$type<SignOperation>().notNull(),
  firstSign: boolean('first_sign').notNull().default(false),
  main: boolean('main').notNull().default(false),
  /** the entry signed and the version signed: a later version of the entry is no longer covered */
  entryId: uuid('entry_id').references(() => elogEntries.id),
  entryVersion: integer('entry_version'),
  /** the code of the role the rank was read from, to print the rank in the reader's language */
  rankCode: text('rank_code'),
  userId: uuid('user_id').notNull().references(() => users.id),
  userName: text('user_name').notNull(),
  name: text('name'),
  surname: text('surname'),
  rank: text('rank'),
  idPerson: text('id_person'),
  idRole: uuid('id_role'),
  note: text('note'),
  signatureTs: ts('signature_ts').notNull().defaultNow(),
}, (t) => [index('elog_signatures_aggregation').on(t.aggregationId)]);

/** SPEC "eLog status history": every status a day took, and why. */
export const elogStatusHistory = pgTable('elog_status_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  unitId: uuid('unit_id').notNull().references(() => units.id),
  elogCode: text('elog_code').notNull(),
  aggregationId: uuid('aggregation_id').references(() => elogAggregations.id),
  historyTs: ts('history_ts').notNull().defaultNow(),
  newStatus: text('new_status').$type<DayHistoryStatus>().notNull(),
  remark: text('remark'),
  username: text('username').notNull(),
}, (t) => [index('elog_status_history_unit').on(t.unitId, t.elogCode, t.historyTs)]);

/**
 * The append-only, hash-chained trail of one ship's logbook: each row's hash covers its content and the previous
 * row's hash, so a row changed or removed behind the application's back breaks the chain from there on.
 */
export const elogAudit = pgTable('elog_audit', {
  unitId: uuid('unit_id').notNull().references(() => units.id),
  elogCode: text('elog_code').notNull(),
  seq: integer('seq').notNull(),
  ts: ts('ts').notNull(),
  username: text('username').notNull(),
  action: text('action').notNull(),
  subjectId: text('subject_id'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
}, (t) => [primaryKey({ columns: [t.unitId, t.elogCode, t.seq] })]);

/**
 * A logbook chain head signed with the installation's Ed25519 audit key, which is kept outside the database: whoever
 * can write rows can recompute the hash chain, but cannot sign its new head.
 */
export const elogAuditSeals = pgTable('elog_audit_seals', {
  unitId: uuid('unit_id').notNull().references(() => units.id),
  elogCode: text('elog_code').notNull(),
  /** the chain row sealed, and its hash */
  seq: integer('seq').notNull(),
  hash: text('hash').notNull(),
  /** fingerprint of the public key that verifies the signature */
  keyId: text('key_id').notNull(),
  signature: text('signature').notNull(),
  /** the day whose completion or signature the seal was made for */
  aggregationId: uuid('aggregation_id'),
  sealedAt: ts('sealed_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.unitId, t.elogCode, t.seq] })]);

/** Files attached to entries (SPEC save parts prefixed `upload`), kept with their digest. */
export const elogAttachments = pgTable('elog_attachments', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** the order files were attached in (several arrive in one transaction, with one timestamp) */
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  entryId: uuid('entry_id').notNull().references(() => elogEntries.id),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  /** false once a later save no longer keeps it (SPEC `keep` parts); never deleted */
  current: boolean('current').notNull().default(true),
  uploadedBy: text('uploaded_by').notNull(),
  uploadedAt: ts('uploaded_at').notNull().defaultNow(),
}, (t) => [index('elog_attachments_entry').on(t.entryId)]);

/** A user's signature password, separate from the sign-in password (SPEC "user signature"). */
export const userSignatures = pgTable('user_signatures', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  changedAt: ts('changed_at').notNull().defaultNow(),
});
