/**
 * Every printout Keel generated (issue 19): what was printed with which parameters, in which language, by whom and
 * when, and the file itself with its SHA-256, so that the same PDF can be downloaded again and shown to be the one
 * handed out.
 */
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, ts } from '../../db/columns.js';
import { units } from '../access/tables.js';

export const printoutRuns = pgTable('printout_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** what was printed: a report descriptor's code, or ELOG_DAY:<logbook> for a logbook day */
  printout: text('printout').notNull(),
  /** the ship it is of, when it is of one */
  unitId: uuid('unit_id').references(() => units.id),
  parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull(),
  language: text('language').notNull(),
  fileName: text('file_name').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('printout_runs_printout').on(t.printout, t.createdAt), index('printout_runs_unit').on(t.unitId, t.createdAt)]);
