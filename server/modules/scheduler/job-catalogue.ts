/**
 * The job catalogue (docs/scheduler.md "Adding a job"): every kind of work Keel does on a schedule, one registry. A
 * module registers its jobs from a file of its own that its `routes.ts` imports (as `auth/scheduled-jobs.ts` does), so
 * the scheduler imports no module and a job lives beside the code it calls:
 *
 *   scheduledJobs.register({
 *     id: 'alarms.stale-data-sweep', name: 'Stale-data alarm sweep',
 *     nameKey: 'alarms.jobs.staleSweep.name', descriptionKey: 'alarms.jobs.staleSweep.description',
 *     defaultCron: '* * * * *',
 *     run: async ({ db, now }) => ({ key: 'alarms.jobs.staleSweep.done', params: { raised: await sweep(db, now()) } }),
 *   });
 *
 * A job's id is stored (its schedule and runs name it) and never changes; an id no module registers any more keeps its
 * row, disabled. `run` does its work and answers a summary as a locale key with parameters (shown translated in the
 * run list); throwing fails the run, stored with the error's text (a KeelError's key and parameters as the summary).
 */
import { Registry, type RegistryEntry } from '../../../descriptors/lib/registry.js';
import type { Db } from '../../db/engine.js';

export interface JobContext {
  db: Db;
  /** the scheduler's clock (epoch ms): tests move it instead of waiting */
  now(): number;
}

/** What a run did, as a message: a locale key and its parameters. */
export interface JobSummary {
  key: string;
  params?: Record<string, string | number>;
}

export interface ScheduledJobType extends RegistryEntry {
  /** permanent, stored: `<module>.<what>` */
  id: string;
  /** English name for logs and registry errors */
  name: string;
  nameKey: string;
  descriptionKey: string;
  /** five fields, UTC */
  defaultCron: string;
  /** whether a new installation runs it (default true) */
  enabledByDefault?: boolean;
  /** after this long a run still marked as under way is taken for abandoned (its instance died); default 60 */
  maxRunMinutes?: number;
  run(ctx: JobContext): Promise<JobSummary>;
}

export const scheduledJobs = new Registry<ScheduledJobType>('scheduled job');

export const maxRunMsOf = (job: ScheduledJobType | undefined) => (job?.maxRunMinutes ?? 60) * 60_000;
