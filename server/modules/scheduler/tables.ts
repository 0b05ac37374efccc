/**
 * The scheduler's tables (docs/scheduler.md, decision 68): one row per job of the catalogue with its cron expression,
 * kept across restarts and shared by every instance, and one row per run. A due job is claimed by an UPDATE that only
 * one instance can win (`running_since`, `next_run_at`), so it runs once however many processes share the database.
 */
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

export const scheduledJobs = pgTable('scheduled_jobs', {
  /** the job type's id in the catalogue, e.g. `auth.ended-sessions` */
  jobId: text('job_id').primaryKey(),
  cron: text('cron').notNull(),
  enabled: boolean('enabled').notNull(),
  /** raised by every change a user makes (cron, enabled): a stale one is a 409 */
  version: integer('version').notNull().default(1),
  /** when the job is due next; null while disabled */
  nextRunAt: ts('next_run_at'),
  /** set while a run is under way (by whichever instance claimed it), cleared when it ends */
  runningSince: ts('running_since'),
  runningInstance: text('running_instance'),
  lastRunAt: ts('last_run_at'),
  lastResult: text('last_result'),
  lastDurationMs: integer('last_duration_ms'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

export const scheduledJobRuns = pgTable('scheduled_job_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  jobId: text('job_id').notNull(),
  /** CRON or MANUAL ("Run now") */
  trigger: text('trigger').notNull(),
  startedAt: ts('started_at').notNull(),
  finishedAt: ts('finished_at'),
  durationMs: integer('duration_ms'),
  /** RUNNING, OK or FAILED */
  result: text('result').notNull(),
  summaryKey: text('summary_key'),
  summaryParams: jsonb('summary_params').$type<Record<string, unknown>>(),
  error: text('error'),
  instanceId: text('instance_id').notNull(),
  startedBy: text('started_by'),
}, (t) => [index('scheduled_job_runs_job').on(t.jobId, t.startedAt)]);
