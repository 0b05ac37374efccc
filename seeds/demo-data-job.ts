/**
 * The demo's background work on a demo start (issue 21, docs/operations.md "Start-up"): the server is already serving
 * when it begins. In order, as each needs the one before: the ship history up to now (the demo fleet's catch-up), the
 * demo alarm set-up (after the history, so the back-fill raises no alarm), the per-minute tick of the ships (after the
 * catch-up), the ships' reference models (trained on data that exist). Progress goes to the log and to the system
 * status; a failure is logged and ends the job, never the process; `stop` (shutdown) lets no write follow it.
 */
import type { Db } from '../server/db/engine.js';
import { describeForLog } from '../server/http/database-errors.js';
import type { DemoDataProgress } from '../server/modules/system/demo-data-progress.js';
import type { DemoFleetRunner } from './demo-fleet-loader.js';
import { seedDemoAlarms } from './demo-alarms.js';
import { seedDemoModels } from './demo-models.js';

const tickMs = 60_000;
const stepNames = { HISTORY: 'ship data', ALARMS: 'alarm set-up', MODELS: 'models' } as const;

export interface DemoDataJob {
  /** Resolves when the history is stored and the alarms are set up (what KEEL_DEMO_FOREGROUND waits for); never rejects. */
  historyReady: Promise<void>;
  /** Resolves when the job is over: done, failed or stopped; never rejects. */
  done: Promise<void>;
  /** Stops the job between steps and the fill inside one; resolves when nothing more will be written. */
  stop(): Promise<void>;
}

export interface DemoDataJobOptions {
  fleet: DemoFleetRunner;
  progress: DemoDataProgress;
  log: (line: string) => void;
  /** trains the reference models (default true; tests that need only the data leave them out) */
  models?: boolean;
}

export function startDemoDataJob(db: Db, options: DemoDataJobOptions): DemoDataJob {
  const { fleet, progress, log } = options;
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let markHistoryReady = () => {};
  const historyReady = new Promise<void>((resolve) => { markHistoryReady = resolve; });
  const began = Date.now();

  async function run() {
    progress.begin('HISTORY');
    await fleet.catchUp();
    if (isStopped) return;
    progress.begin('ALARMS');
    const created = await seedDemoAlarms(db);
    if (created) log(`${created} demo alarm definition(s) set up`);
    if (isStopped) return;
    markHistoryReady();
    timer = setInterval(() => void fleet.tick().catch((error) => log(`ship data: ${describeForLog(error)}`)), tickMs);
    timer.unref();
    if (options.models ?? true) {
      progress.begin('MODELS');
      await seedDemoModels(db, log, () => isStopped);
      if (isStopped) return;
    }
    progress.finish('READY');
    log(`demo data ready in ${Math.round((Date.now() - began) / 1000)} s`);
  }

  const done = run().then(() => {
    if (isStopped) progress.finish('STOPPED');
  }, (error: unknown) => {
    progress.finish(isStopped ? 'STOPPED' : 'FAILED');
    const step = progress.status().step;
    log(`${step ? stepNames[step] : 'demo data'}: ${describeForLog(error)}`);
  }).finally(markHistoryReady);

  return {
    historyReady,
    done,
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await fleet.close();
      await done;
    },
  };
}
