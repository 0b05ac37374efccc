/**
 * Continuous runs (issue 17): every enabled, continuous algorithm with output tags runs for each ship of its data
 * cluster, from where it stopped up to the last closed time bucket, and writes its outputs through the one ingestion
 * path (a re-run over the same period stores nothing new). Each run is logged; a failing ship or script is logged and
 * retried only after a pause or a new version of the algorithm, and never stops the others.
 */
import { runnableLanguages } from '../../../descriptors/lib/algorithms/algorithm-vocabulary.js';
import type { Db } from '../../db/engine.js';
import { KeelError, type MessageRef } from '../../errors/keel-error.js';
import { listShips } from '../access/ships.js';
import { listDescriptors, type KindRow } from '../descriptors/store.js';
import { ingestMeasurements } from '../timeseries/ingest.js';
import type { LiveFeed } from '../timeseries/live-feed.js';
import { groupingKeysWithSeries } from '../timeseries/series-lookup.js';
import { runAlgorithm } from './run-algorithm.js';
import { advanceProgress, lastRun, processedUntil, recordRun } from './run-log.js';
import { notifyRunFailed } from './run-notifications.js';
import { defaultIntervalMinutes } from './run-inputs.js';
import type { PythonSandbox } from './sandbox/python-sandbox.js';
import type { OnOneInstance } from '../../cluster/one-instance.js';

export interface ContinuousRunOptions {
  db: Db;
  sandbox: () => PythonSandbox;
  /** This process's live feed: outputs are announced like any ingestion (its alarm engine sees them, the bus takes them to every socket). */
  feed?: LiveFeed;
  /**
   * Runs a round unless another instance on the database is running one (server/cluster/one-instance.ts), so two
   * instances never compute, log and notify the same run twice; every round runs when absent (one process).
   */
  onOneInstance?: OnOneInstance;
  now?: () => number;
  /** How far back a ship's first run reaches. */
  catchUpDays?: number;
  /** The longest period one run covers; a ship further behind catches up over several rounds. */
  maxRunDays?: number;
  /** How long a failed algorithm waits before it is tried again for that ship (unless it is changed meanwhile). */
  retryAfterMinutes?: number;
  /**
   * How late data may arrive: a period is done once its inputs end, or once it is this old with none — until then
   * the next round reads it again, so points a ship sends late are not missed.
   */
  settleHours?: number;
}

export interface RoundSummary {
  runs: number;
  failures: number;
  points: number;
}

const dayMs = 86_400_000;
const floorTo = (t: number, step: number) => Math.floor(t / step) * step;

type AlgorithmRow = KindRow<'algorithm'>;

const runsContinuously = (a: AlgorithmRow) => a.body.continuous !== false && a.body.outputTags.length > 0 && runnableLanguages.includes(a.body.script.language);

/** The failure as the server log shows it. */
function describeFailure(error: unknown): string {
  if (error instanceof KeelError) return `${error.messageKey} ${JSON.stringify(error.params)}`;
  return error instanceof Error ? error.message : String(error);
}

export function createContinuousRuns(options: ContinuousRunOptions) {
  const { db } = options;
  const now = options.now ?? Date.now;
  const catchUpMs = (options.catchUpDays ?? 2) * dayMs;
  const maxRunMs = (options.maxRunDays ?? 2) * dayMs;
  const retryMs = (options.retryAfterMinutes ?? 30) * 60_000;
  const settleMs = (options.settleHours ?? 6) * 3_600_000;

  /** One run of an algorithm for a ship, if one is due; its outcome is logged. */
  async function runForShip(algorithm: AlgorithmRow, ship: { id: string; code: string }, summary: RoundSummary) {
    const step = (algorithm.body.intervalMinutes ?? defaultIntervalMinutes) * 60_000;
    const until = floorTo(now(), step);
    const stored = await processedUntil(db, algorithm.code, ship.id);
    const from = stored ?? floorTo(until - catchUpMs, step);
    if (until - from < step) return;
    const previous = await lastRun(db, algorithm.code, ship.id);
    if ((previous?.error || previous?.errorMessage) && now() - previous.startedAt.getTime() < retryMs && previous.algorithmVersion === algorithm.version) return;
    const to = Math.min(until, from + maxRunMs);
    const startedAt = new Date(now());
    const begun = performance.now();
    const trigger = stored === undefined ? 'CATCH_UP' : 'CONTINUOUS';
    let points = 0;
    let error: string | null = null;
    let errorMessage: MessageRef | null = null;
    try {
      const run = await runAlgorithm(db, options.sandbox(), { algorithm: algorithm.body, code: algorithm.code, ship, from, to, skipWhenNoInputs: true });
      const lastInput = run.inputs[algorithm.body.tagsRequiredByScript[0]?.tag ?? '']?.at(-1)?.[0];
      const done = Math.max(lastInput === undefined ? from : Math.min(to, lastInput + step), Math.min(to, floorTo(now() - settleMs, step)));
      if (!run.result) {
        if (done > from) await advanceProgress(db, algorithm.code, ship.id, done);
        return;
      }
      if (run.result.ok) {
        const batch = Object.entries(run.outputs).map(([tag, values]) => ({
          groupingKey: run.groupingKey, tag, points: values.map(([t, value]) => ({ ts: new Date(t), value })),
        }));
        const stored = batch.length ? await ingestMeasurements(db, batch, { feed: options.feed, now }) : undefined;
        points = stored?.accepted ?? 0;
        if (stored?.rejected) errorMessage = { messageKey: 'algorithms.outputsRefused', params: { points: stored.rejected, reason: stored.rejections[0]?.reason ?? '' } };
        await advanceProgress(db, algorithm.code, ship.id, Math.max(done, from));
      } else {
        if (run.result.failure === 'python') error = run.result.error;
        else errorMessage = { messageKey: `algorithms.runStopped.${run.result.failure}` };
      }
    } catch (failure) {
      if (failure instanceof KeelError) errorMessage = { messageKey: failure.messageKey, params: failure.params };
      else error = describeFailure(failure);
    }
    summary.runs += 1;
    summary.points += points;
    if (error || errorMessage) summary.failures += 1;
    await recordRun(db, {
      algorithm: algorithm.code, algorithmVersion: algorithm.version, unitId: ship.id, trigger, periodStart: new Date(from), periodEnd: new Date(to),
      startedAt, ms: Math.round(performance.now() - begun), points, error, errorMessage,
    });
    if ((error || errorMessage) && !(previous?.error || previous?.errorMessage)) await notifyRunFailed(db, algorithm, ship, startedAt);
  }

  /** One round: every due run of every continuous algorithm, one period per ship. */
  async function runDue(): Promise<RoundSummary> {
    const summary: RoundSummary = { runs: 0, failures: 0, points: 0 };
    const algorithms = (await listDescriptors(db, 'algorithm')).filter(runsContinuously);
    for (const algorithm of algorithms) {
      const keys = await groupingKeysWithSeries(db, { cluster: algorithm.body.clusterId });
      const unitIds = [...new Set(keys.flatMap((k) => (k.unitId ? [k.unitId] : [])))];
      const ships = (await listShips(db, { ids: unitIds })).filter((s) => !s.disabled);
      for (const ship of ships) {
        try {
          await runForShip(algorithm, ship, summary);
        } catch (failure) {
          // Even the run log could not be written (the database went away): the next round tries again.
          summary.failures += 1;
          console.error(`Keel algorithms: ${algorithm.code} for ${ship.code}: ${describeFailure(failure)}`);
        }
      }
    }
    return summary;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    runDue,
    /** Runs a round now and then every `everySeconds`, never two at once. */
    start(everySeconds = 60) {
      const round = () => {
        running ??= (options.onOneInstance ? options.onOneInstance('algorithms.continuous-runs', runDue) : runDue()).catch((failure) => console.error(`Keel algorithms: ${describeFailure(failure)}`)).finally(() => { running = undefined; });
      };
      round();
      timer = setInterval(round, everySeconds * 1_000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type ContinuousRuns = ReturnType<typeof createContinuousRuns>;
