/**
 * The scheduler loop of one Keel process (docs/scheduler.md): it wakes at the earliest due time (at most every
 * `wakeEveryMs`), claims each due job — a claim only one instance can win (job-runner.ts) — and runs the ones it won.
 * Started and stopped by `server/main.ts`; the API tests never start it, and tests that do drive `tick()` with their own
 * clock instead of waiting.
 */
import { hostname } from 'node:os';
import type { ScheduledJobRun } from '../../../descriptors/lib/scheduler/scheduled-jobs.js';
import type { Db } from '../../db/engine.js';
import { claimDueJob, dueJobs, earliestDue, runClaimed } from './job-runner.js';

export interface SchedulerOptions {
  db: Db;
  now?: () => number;
  /** names this process in the run rows: host and process id by default */
  instanceId?: string;
  /** the longest sleep between two looks at the schedule */
  wakeEveryMs?: number;
  log?: (line: string) => void;
}

/** This process as run rows name it. */
export const processInstanceId = `${hostname()}:${process.pid}`;

export function createScheduler(options: SchedulerOptions) {
  const { db } = options;
  const now = options.now ?? Date.now;
  const instanceId = options.instanceId ?? processInstanceId;
  const wakeEveryMs = options.wakeEveryMs ?? 30_000;
  const log = options.log ?? (() => {});
  const running = new Set<Promise<ScheduledJobRun>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = true;

  /** Claims the jobs due now and starts the ones this instance won; answers their runs, under way. */
  async function claimAndStart(): Promise<Promise<ScheduledJobRun>[]> {
    const at = now();
    const started: Promise<ScheduledJobRun>[] = [];
    for (const job of await dueJobs(db, at)) {
      const claim = await claimDueJob(db, job, at, instanceId);
      if (!claim) continue;
      const run = runClaimed(db, claim, now).then((r) => {
        if (r.result === 'FAILED') log(`scheduler: ${r.jobId} failed: ${r.error ?? ''}`);
        return r;
      });
      running.add(run);
      void run.finally(() => running.delete(run));
      started.push(run);
    }
    return started;
  }

  /** Claims the jobs due now and runs the ones this instance won; resolves with their runs once they end. */
  const tick = async (): Promise<ScheduledJobRun[]> => Promise.all(await claimAndStart());

  async function wake() {
    timer = undefined;
    if (stopped) return;
    try {
      await claimAndStart();
      const due = await earliestDue(db);
      const delay = due === undefined ? wakeEveryMs : Math.min(wakeEveryMs, Math.max(1_000, due - now()));
      if (!stopped) timer = setTimeout(() => void wake(), delay);
    } catch (error) {
      log(`scheduler: ${String(error)}`);
      if (!stopped) timer = setTimeout(() => void wake(), wakeEveryMs);
    }
    timer?.unref();
  }

  return {
    instanceId,
    tick,
    start() {
      if (!stopped) return;
      stopped = false;
      void wake();
    },
    /** Stops waking and waits for the runs under way. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...running]);
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
