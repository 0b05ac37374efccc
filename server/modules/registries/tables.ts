/**
 * Records kept in on-board registries (REGISTRY forms, docs/forms.md "Registries"): one row per record of a ship in a
 * registry form, its content validated against the form; every saved version is kept with who saved it and when.
 * Records are never deleted: a record entered by mistake is struck out, with a reason, and stays readable.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdUpdated, ts } from '../../db/columns.js';
import { units } from '../access/tables.js';

export const registryRecords = pgTable('registry_records', {
  id: uuid('id').primaryKey().defaultRandom(),
  unitId: uuid('unit_id').notNull().references(() => units.id),
  /** the code of the REGISTRY form the record is kept in */
  formCode: text('form_code').notNull(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
  /** set when the record was struck out (it can no longer be changed): when, by whom and why */
  struckOutAt: ts('struck_out_at'),
  struckOutBy: text('struck_out_by'),
  struckOutReason: text('struck_out_reason'),
  ...createdUpdated,
}, (t) => [index('registry_records_unit_form').on(t.unitId, t.formCode, t.createdAt)]);

/** Every version a record had: a correction leaves the original readable. */
export const registryRecordVersions = pgTable('registry_record_versions', {
  recordId: uuid('record_id').notNull().references(() => registryRecords.id),
  version: integer('version').notNull(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  author: text('author').notNull(),
  ts: ts('ts').notNull().defaultNow(),
  /** the reason, on the version that struck the record out */
  struckOutReason: text('struck_out_reason'),
}, (t) => [primaryKey({ columns: [t.recordId, t.version] })]);
