/**
 * The scheduler's wire shapes (`/api/scheduler/…`, the `/scheduler` setup screen; docs/scheduler.md): a job as the
 * list shows it, one run of a job, and the change a setup user sends. Shared by the server's routes and the screen.
 */
import { z } from 'zod';

/** Cron expressions have five fields (minute hour day-of-month month day-of-week), read in UTC. */
export const cronLimits = { maxLength: 120 };
/** How many runs of a job the screen asks for, and the most the server answers. */
export const runListLimits = { default: 20, max: 200 };

export const runResults = ['RUNNING', 'OK', 'FAILED'] as const;
export type RunResult = (typeof runResults)[number];
export const runTriggers = ['CRON', 'MANUAL'] as const;
export type RunTrigger = (typeof runTriggers)[number];

/** A translated message: a locale key with its parameters. */
const Message = z.object({ key: z.string(), params: z.record(z.string(), z.unknown()) });

export const ScheduledJobRun = z.object({
  id: z.string(),
  jobId: z.string(),
  trigger: z.enum(runTriggers),
  result: z.enum(runResults),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  /** what the job did (OK) or the failure as a message (FAILED, when the job raised a translated error) */
  summary: Message.nullable(),
  /** the failure's own text, for the technician (FAILED) */
  error: z.string().nullable(),
  instanceId: z.string(),
  startedBy: z.string().nullable(),
});
export type ScheduledJobRun = z.infer<typeof ScheduledJobRun>;
export const ScheduledJobRunList = z.object({ runs: z.array(ScheduledJobRun) });
export type ScheduledJobRunList = z.infer<typeof ScheduledJobRunList>;

export const ScheduledJob = z.object({
  id: z.string(),
  /** locale keys of the job type's name and description; absent for a stored job no module registers any more */
  nameKey: z.string().nullable(),
  descriptionKey: z.string().nullable(),
  /** false: the job's type is not in this installation's catalogue; it is kept, disabled, and never runs */
  known: z.boolean(),
  cron: z.string(),
  defaultCron: z.string().nullable(),
  enabled: z.boolean(),
  version: z.number().int(),
  nextRunAt: z.string().nullable(),
  /** the next three times the expression gives (from now), whether or not the job is enabled */
  upcoming: z.array(z.string()),
  running: z.boolean(),
  lastRun: ScheduledJobRun.nullable(),
});
export type ScheduledJob = z.infer<typeof ScheduledJob>;
export const ScheduledJobList = z.object({ jobs: z.array(ScheduledJob) });
export type ScheduledJobList = z.infer<typeof ScheduledJobList>;

/** PUT /api/scheduler/jobs/{id}: a new expression, enabled or not, from the version the user saw. */
export const ScheduledJobChange = z.object({
  version: z.number().int().positive().max(2_147_483_647),
  cron: z.string().max(cronLimits.maxLength).optional(),
  enabled: z.boolean().optional(),
});
export type ScheduledJobChange = z.infer<typeof ScheduledJobChange>;
