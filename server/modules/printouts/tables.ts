/**
 * Every printout Keel generated (issue 19): what was printed with which parameters, in which language, by whom and
 * when, and the file itself with its SHA-256, so that the same PDF can be downloaded again and shown to be the one
 * handed out.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
  /** the user it was made for: who asked, or for a scheduled run the user it ran as (who last saved the schedule) */
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** a scheduled run's schedule, `<report-context code>/<schedule id>`; null when a user asked for it */
  schedule: text('schedule'),
}, (t) => [index('printout_runs_printout').on(t.printout, t.createdAt), index('printout_runs_unit').on(t.unitId, t.createdAt)]);

/**
 * Each report-context schedule's state (docs/printouts.md "Schedules"): the due time it last ran for — claimed by one
 * INSERT … ON CONFLICT DO UPDATE … WHERE that only one caller wins, so a due time runs once across instances — with
 * the expression it was due by, and how that run ended (a failure's reason as a message key).
 */
export const printoutScheduleState = pgTable('printout_schedule_state', {
  context: text('context').notNull(),
  scheduleId: text('schedule_id').notNull(),
  cron: text('cron').notNull(),
  lastDueAt: ts('last_due_at').notNull(),
  lastRunAt: ts('last_run_at'),
  /** RUNNING while made, then OK or FAILED */
  lastResult: text('last_result').$type<'RUNNING' | 'OK' | 'FAILED'>().notNull(),
  lastMessageKey: text('last_message_key'),
  lastMessageParams: jsonb('last_message_params').$type<Record<string, string | number>>(),
}, (t) => [primaryKey({ columns: [t.context, t.scheduleId] })]);
