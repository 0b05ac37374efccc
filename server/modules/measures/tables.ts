/** The measures module's table: the log of CSV imports of measurements. */
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/** CSV imports of measurements (SPEC §7 measures/stats/latest-import). */
export const measureImports = pgTable('measure_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  startedAt: ts('started_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
  startedBy: text('started_by').notNull(),
  status: text('status').notNull(),
  /** The ships the file holds data of: a reader sees the import when they may see every one of them. */
  unitIds: uuid('unit_ids').array().notNull().default(sql`'{}'::uuid[]`),
  /** Values in the file (stored or refused), so a running import can show its progress. */
  total: integer('total').notNull().default(0),
  accepted: integer('accepted').notNull().default(0),
  duplicate: integer('duplicate').notNull().default(0),
  rejected: integer('rejected').notNull().default(0),
  rejections: jsonb('rejections').$type<unknown[]>().notNull().default([]),
});
