/**
 * The stored schedules: seeded from the catalogue at start (a new job type gets its row with its default expression;
 * a row whose type no module registers any more is kept, disabled), listed for the setup screen with their last run
 * and next times, and changed by setup users from the version they saw (409 when stale).
 */
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { ScheduledJob, ScheduledJobChange, ScheduledJobRun } from '../../../descriptors/lib/scheduler/scheduled-jobs.js';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { writeAudit } from '../audit/audit.js';
import { assertCron, nextRunAfter, nextRuns } from './cron.js';
import { scheduledJobs as catalogue } from './job-catalogue.js';
import { scheduledJobRuns, scheduledJobs } from './tables.js';

type JobRow = typeof scheduledJobs.$inferSelect;
type RunRow = typeof scheduledJobRuns.$inferSelect;

/** Gives every job type of the catalogue its row (concurrent starts of several instances are harmless). */
export async function syncScheduledJobs(db: Db, now: number): Promise<void> {
  const types = catalogue.list();
  if (types.length) {
    await db.insert(scheduledJobs).values(types.map((type) => {
      const enabled = type.enabledByDefault !== false;
      return { jobId: type.id, cron: type.defaultCron, enabled, nextRunAt: enabled ? nextRunAfter(type.defaultCron, now) : null };
    })).onConflictDoNothing();
  }
  const unknown = eq(scheduledJobs.enabled, true);
  await db.update(scheduledJobs).set({ enabled: false, nextRunAt: null })
    .where(types.length ? and(unknown, notInArray(scheduledJobs.jobId, types.map((t) => t.id))) : unknown);
}

export function runAnswer(row: RunRow): ScheduledJobRun {
  return {
    id: row.id, jobId: row.jobId, trigger: row.trigger as ScheduledJobRun['trigger'], result: row.result as ScheduledJobRun['result'],
    startedAt: row.startedAt.toISOString(), finishedAt: row.finishedAt?.toISOString() ?? null, durationMs: row.durationMs,
    summary: row.summaryKey ? { key: row.summaryKey, params: row.summaryParams ?? {} } : null,
    error: row.error, instanceId: row.instanceId, startedBy: row.startedBy,
  };
}

function jobAnswer(row: JobRow, lastRun: RunRow | undefined, now: number): ScheduledJob {
  const type = catalogue.find(row.jobId);
  return {
    id: row.jobId, nameKey: type?.nameKey ?? null, descriptionKey: type?.descriptionKey ?? null, known: Boolean(type),
    cron: row.cron, defaultCron: type?.defaultCron ?? null, enabled: row.enabled, version: row.version,
    nextRunAt: row.enabled ? row.nextRunAt?.toISOString() ?? null : null,
    upcoming: nextRuns(row.cron, now, 3).map((d) => d.toISOString()),
    running: row.runningSince !== null, lastRun: lastRun ? runAnswer(lastRun) : null,
  };
}

/** The newest run of each job named. */
async function lastRuns(db: Db, jobIds: string[]): Promise<Map<string, RunRow>> {
  if (!jobIds.length) return new Map();
  const rows = await db.selectDistinctOn([scheduledJobRuns.jobId]).from(scheduledJobRuns)
    .where(inArray(scheduledJobRuns.jobId, jobIds)).orderBy(scheduledJobRuns.jobId, desc(scheduledJobRuns.startedAt));
  return new Map(rows.map((r) => [r.jobId, r]));
}

export async function listScheduledJobs(db: Db, now: number): Promise<ScheduledJob[]> {
  const rows = await db.select().from(scheduledJobs).orderBy(scheduledJobs.jobId);
  const last = await lastRuns(db, rows.map((r) => r.jobId));
  return rows.map((row) => jobAnswer(row, last.get(row.jobId), now));
}

export async function findJobRow(db: Db, jobId: string): Promise<JobRow> {
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.jobId, jobId));
  if (!row) throw new KeelError('NOT_FOUND', 'scheduler.job.notFound', { job: jobId });
  return row;
}

export async function getScheduledJob(db: Db, jobId: string, now: number): Promise<ScheduledJob> {
  const row = await findJobRow(db, jobId);
  return jobAnswer(row, (await lastRuns(db, [jobId])).get(jobId), now);
}

/** A new expression and/or enabled flag; the next run is worked out again from now. */
export async function changeScheduledJob(db: Db, principal: Principal, jobId: string, change: ScheduledJobChange, now: number): Promise<ScheduledJob> {
  const row = await findJobRow(db, jobId);
  if (change.cron !== undefined) assertCron(change.cron);
  if (change.version !== row.version) throw new KeelError('CONFLICT', 'scheduler.job.stale', { version: row.version });
  if (!catalogue.find(jobId) && change.enabled) throw new KeelError('BUSINESS_RULE', 'scheduler.job.unknownType', { job: jobId });
  const cron = change.cron?.trim() ?? row.cron;
  const enabled = change.enabled ?? row.enabled;
  const [updated] = await db.update(scheduledJobs).set({
    cron, enabled, version: row.version + 1, nextRunAt: enabled ? nextRunAfter(cron, now) : null,
    updatedAt: new Date(now), updatedBy: principal.username,
  }).where(and(eq(scheduledJobs.jobId, jobId), eq(scheduledJobs.version, row.version))).returning();
  if (!updated) throw new KeelError('CONFLICT', 'scheduler.job.stale', { version: row.version + 1 });
  await writeAudit(db, {
    actor: { userId: principal.userId, username: principal.username }, action: 'UPDATE', entity: 'scheduled_job', entityId: jobId,
    fromVersion: row.version, toVersion: updated.version, details: { cron: { from: row.cron, to: cron }, enabled: { from: row.enabled, to: enabled } },
  });
  return getScheduledJob(db, jobId, now);
}

export async function listJobRuns(db: Db, jobId: string, limit: number): Promise<ScheduledJobRun[]> {
  await findJobRow(db, jobId);
  const rows = await db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.jobId, jobId))
    .orderBy(desc(scheduledJobRuns.startedAt)).limit(limit);
  return rows.map(runAnswer);
}
