/**
 * The scheduler's setup calls (`/scheduler`, docs/scheduler.md): the jobs with their expression, next times and last
 * run, and a job's runs, at SETUP VIEW; changing a job's expression or enabled flag (from its version) and "Run now"
 * at SETUP MANAGEMENT. Run now waits a few seconds for the run to end and otherwise answers it still RUNNING.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  runListLimits, ScheduledJob, ScheduledJobChange, ScheduledJobList, ScheduledJobRun, ScheduledJobRunList,
} from '../../../descriptors/lib/scheduler/scheduled-jobs.js';
import { setupRequirement } from '../../../descriptors/lib/setup-access.js';
import type { Db } from '../../db/engine.js';
import { principalOf, requireAccess } from '../../http/auth.js';
import { addServerMessage } from '../../http/messages.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { writeAudit } from '../audit/audit.js';
import { claimManualRun, runClaimed } from './job-runner.js';
import { changeScheduledJob, listJobRuns, listScheduledJobs } from './job-store.js';
import { processInstanceId } from './scheduler-loop.js';

const tags = ['Scheduler'];
const JobParams = z.object({ id: z.string().min(1).max(100) });

export interface SchedulerRouteOptions {
  now?: () => number;
  /** how long "Run now" waits for the run before answering it still under way */
  runNowWaitMs?: number;
}

export function schedulerRoutes(db: Db, options: SchedulerRouteOptions = {}) {
  const now = options.now ?? Date.now;
  const waitMs = options.runNowWaitMs ?? 10_000;
  const router = createRouter();

  router.openapi(createRoute({
    method: 'get', path: '/scheduler/jobs', tags, summary: 'The scheduled jobs: expression, next times, last run',
    middleware: [requireAccess(setupRequirement('VIEW'))] as const,
    responses: { 200: jsonResponse(ScheduledJobList.openapi('ScheduledJobList'), 'The jobs') },
  }), async (c) => c.json({ jobs: await listScheduledJobs(db, now()) }, 200));

  router.openapi(createRoute({
    method: 'put', path: '/scheduler/jobs/{id}', tags, summary: "Change a job's cron expression or enabled flag (409 when the version is stale)",
    middleware: [requireAccess(setupRequirement('MANAGEMENT'))] as const,
    request: { params: JobParams, body: jsonBody(z.object({ requestValue: ScheduledJobChange })) },
    responses: { 200: jsonResponse(ScheduledJob.openapi('ScheduledJob'), 'The job now') },
  }), async (c) => {
    const job = await changeScheduledJob(db, principalOf(c), c.req.valid('param').id, c.req.valid('json').requestValue, now());
    addServerMessage(c, 'SUCCESS', 'scheduler.job.saved');
    return c.json(job, 200);
  });

  router.openapi(createRoute({
    method: 'post', path: '/scheduler/jobs/{id}/run', tags, summary: 'Run a job now (409 while a run of it is under way)',
    middleware: [requireAccess(setupRequirement('MANAGEMENT'))] as const,
    request: { params: JobParams },
    responses: { 200: jsonResponse(ScheduledJobRun.openapi('ScheduledJobRun'), 'The run: ended, or still RUNNING') },
  }), async (c) => {
    const principal = principalOf(c);
    const claim = await claimManualRun(db, c.req.valid('param').id, now(), processInstanceId, principal.username);
    await writeAudit(db, { actor: { userId: principal.userId, username: principal.username }, action: 'RUN', entity: 'scheduled_job', entityId: claim.type.id });
    const run = runClaimed(db, claim, now);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ended = await Promise.race([run, new Promise<undefined>((resolve) => { timer = setTimeout(() => resolve(undefined), waitMs); })]);
    clearTimeout(timer);
    const answer: ScheduledJobRun = ended ?? {
      id: claim.runId, jobId: claim.type.id, trigger: 'MANUAL', result: 'RUNNING', startedAt: claim.startedAt.toISOString(),
      finishedAt: null, durationMs: null, summary: null, error: null, instanceId: claim.instanceId, startedBy: principal.username,
    };
    return c.json(answer, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/scheduler/jobs/{id}/runs', tags, summary: "A job's last runs, newest first",
    middleware: [requireAccess(setupRequirement('VIEW'))] as const,
    request: {
      params: JobParams,
      query: z.object({ limit: z.coerce.number().int().min(1).max(runListLimits.max).default(runListLimits.default) }),
    },
    responses: { 200: jsonResponse(ScheduledJobRunList.openapi('ScheduledJobRunList'), 'The runs') },
  }), async (c) => c.json({ runs: await listJobRuns(db, c.req.valid('param').id, c.req.valid('query').limit) }, 200));

  return router;
}
