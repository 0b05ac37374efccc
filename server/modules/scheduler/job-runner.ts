/**
 * Claiming and running a job (decision 68). A claim is one UPDATE of the job's row that only one caller can win:
 * a cron claim moves `next_run_at` on from the exact value the caller saw and marks the job running, a manual claim
 * ("Run now") marks it running; both only while no run is under way (or the one under way has outlived the job's
 * longest run: its instance died). On PostgreSQL the second of two concurrent UPDATEs waits for the first to commit
 * and then finds its condition false, so however many instances tick at once, one runs the job. The run is one row of
 * `scheduled_job_runs`, RUNNING until the job ends and then OK or FAILED with its summary or error.
 */
import { and, desc, eq, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { RunTrigger, ScheduledJobRun } from '../../../descriptors/lib/scheduler/scheduled-jobs.js';
import { inTransaction, type Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { nextRunAfter } from './cron.js';
import { maxRunMsOf, scheduledJobs as catalogue, type JobSummary, type ScheduledJobType } from './job-catalogue.js';
import { runAnswer } from './job-store.js';
import { scheduledJobRuns, scheduledJobs } from './tables.js';

/** How many runs of a job are kept; older ones are deleted as new ones end. */
export const keptRunsPerJob = 500;

export interface Claim {
  type: ScheduledJobType;
  runId: string;
  instanceId: string;
  startedAt: Date;
}

/** Not running, or running for longer than the job may: the instance that ran it is gone. */
const free = (type: ScheduledJobType, now: number) =>
  or(isNull(scheduledJobs.runningSince), lt(scheduledJobs.runningSince, new Date(now - maxRunMsOf(type))));

async function openRun(tx: Db, type: ScheduledJobType, trigger: RunTrigger, now: number, instanceId: string, startedBy?: string): Promise<Claim> {
  const startedAt = new Date(now);
  // A run left RUNNING by an instance that died is closed as abandoned.
  await tx.update(scheduledJobRuns).set({ result: 'FAILED', finishedAt: startedAt, summaryKey: 'scheduler.run.abandoned', summaryParams: {} })
    .where(and(eq(scheduledJobRuns.jobId, type.id), eq(scheduledJobRuns.result, 'RUNNING')));
  const [run] = await tx.insert(scheduledJobRuns).values({
    jobId: type.id, trigger, startedAt, result: 'RUNNING', instanceId, startedBy: startedBy ?? null,
  }).returning({ id: scheduledJobRuns.id });
  return { type, runId: run.id, instanceId, startedAt };
}

/** Claims a due job for a cron run: only the caller whose `seen` due time is still the stored one wins. */
export async function claimDueJob(db: Db, job: { jobId: string; cron: string; nextRunAt: Date }, now: number, instanceId: string): Promise<Claim | undefined> {
  const type = catalogue.find(job.jobId);
  if (!type) return undefined;
  return inTransaction(db, async (tx) => {
    const [claimed] = await tx.update(scheduledJobs)
      .set({ nextRunAt: nextRunAfter(job.cron, now), runningSince: new Date(now), runningInstance: instanceId })
      .where(and(
        eq(scheduledJobs.jobId, job.jobId), eq(scheduledJobs.enabled, true), eq(scheduledJobs.nextRunAt, job.nextRunAt),
        lte(scheduledJobs.nextRunAt, new Date(now)), free(type, now),
      ))
      .returning({ jobId: scheduledJobs.jobId });
    return claimed ? openRun(tx, type, 'CRON', now, instanceId) : undefined;
  });
}

/** Claims a job for "Run now", enabled or not; refused while a run of it is under way. */
export async function claimManualRun(db: Db, jobId: string, now: number, instanceId: string, username: string): Promise<Claim> {
  const type = catalogue.find(jobId);
  if (!type) {
    const [row] = await db.select({ jobId: scheduledJobs.jobId }).from(scheduledJobs).where(eq(scheduledJobs.jobId, jobId));
    throw row ? new KeelError('BUSINESS_RULE', 'scheduler.job.unknownType', { job: jobId }) : new KeelError('NOT_FOUND', 'scheduler.job.notFound', { job: jobId });
  }
  const claim = await inTransaction(db, async (tx) => {
    const [claimed] = await tx.update(scheduledJobs).set({ runningSince: new Date(now), runningInstance: instanceId })
      .where(and(eq(scheduledJobs.jobId, jobId), free(type, now))).returning({ jobId: scheduledJobs.jobId });
    return claimed ? openRun(tx, type, 'MANUAL', now, instanceId, username) : undefined;
  });
  if (!claim) {
    const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.jobId, jobId));
    if (!row) throw new KeelError('NOT_FOUND', 'scheduler.job.notFound', { job: jobId });
    throw new KeelError('CONFLICT', 'scheduler.run.alreadyRunning', { since: row.runningSince?.toISOString() ?? '', instance: row.runningInstance ?? '' });
  }
  return claim;
}

/** The failure's own text for the run list. */
function describeFailure(error: unknown): string {
  if (error instanceof KeelError) return `${error.messageKey} ${JSON.stringify(error.params)}`;
  return error instanceof Error ? error.message : String(error);
}

/** Runs a claimed job, stores its outcome and frees the job; never throws (a failing job is a FAILED run). */
export async function runClaimed(db: Db, claim: Claim, now: () => number): Promise<ScheduledJobRun> {
  const begun = performance.now();
  let outcome: { result: 'OK' | 'FAILED'; summary: JobSummary | null; error: string | null };
  try {
    outcome = { result: 'OK', summary: await claim.type.run({ db, now }), error: null };
  } catch (error) {
    const summary = error instanceof KeelError ? { key: error.messageKey, params: error.params as JobSummary['params'] } : null;
    outcome = { result: 'FAILED', summary, error: describeFailure(error).slice(0, 4000) };
  }
  const durationMs = Math.round(performance.now() - begun);
  const finishedAt = new Date(Math.max(now(), claim.startedAt.getTime() + durationMs));
  const [run] = await db.update(scheduledJobRuns).set({
    result: outcome.result, finishedAt, durationMs, summaryKey: outcome.summary?.key ?? null,
    summaryParams: outcome.summary?.params ?? (outcome.summary ? {} : null), error: outcome.error,
  }).where(eq(scheduledJobRuns.id, claim.runId)).returning();
  await db.update(scheduledJobs).set({
    runningSince: null, runningInstance: null, lastRunAt: claim.startedAt, lastResult: outcome.result, lastDurationMs: durationMs,
  }).where(and(eq(scheduledJobs.jobId, claim.type.id), eq(scheduledJobs.runningInstance, claim.instanceId), eq(scheduledJobs.runningSince, claim.startedAt)));
  await pruneRuns(db, claim.type.id);
  return runAnswer(run);
}

async function pruneRuns(db: Db, jobId: string): Promise<void> {
  const [oldest] = await db.select({ startedAt: scheduledJobRuns.startedAt }).from(scheduledJobRuns).where(eq(scheduledJobRuns.jobId, jobId))
    .orderBy(desc(scheduledJobRuns.startedAt)).offset(keptRunsPerJob - 1).limit(1);
  if (oldest) {
    await db.delete(scheduledJobRuns).where(and(eq(scheduledJobRuns.jobId, jobId), lt(scheduledJobRuns.startedAt, oldest.startedAt), ne(scheduledJobRuns.result, 'RUNNING')));
  }
}

/** The enabled jobs due at `now` as stored (id, expression, due time). */
export async function dueJobs(db: Db, now: number) {
  const rows = await db.select({ jobId: scheduledJobs.jobId, cron: scheduledJobs.cron, nextRunAt: scheduledJobs.nextRunAt }).from(scheduledJobs)
    .where(and(eq(scheduledJobs.enabled, true), lte(scheduledJobs.nextRunAt, new Date(now))));
  return rows.filter((r): r is typeof r & { nextRunAt: Date } => r.nextRunAt !== null);
}

/** When the earliest enabled job is due next, or undefined. */
export async function earliestDue(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ at: sql<Date | string | null>`min(${scheduledJobs.nextRunAt})` }).from(scheduledJobs).where(eq(scheduledJobs.enabled, true));
  return row?.at ? new Date(row.at).getTime() : undefined;
}
