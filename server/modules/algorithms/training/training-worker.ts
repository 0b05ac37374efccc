/**
 * Training off the request thread (issue 17): each training gets its own worker thread, which is stopped when it
 * answers, fails or runs past its time cap, so a runaway training never holds the server.
 */
import { Worker } from 'node:worker_threads';
import type { TrainingInput, TrainingResult } from './train-forest.js';
import type { TrainingAnswer } from './training-thread.js';
import { TrainingRefused, TrainingTimedOut } from './training-errors.js';

const entry = new URL('./training-worker-entry.mjs', import.meta.url);

/** Time a training may take, thread start included. */
export const defaultTrainingSeconds = 120;

export const trainInWorker = (input: TrainingInput, seconds = defaultTrainingSeconds): Promise<TrainingResult> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: input });
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      // A late 'error' from a worker being stopped must not become an unhandled one.
      worker.on('error', () => {});
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new TrainingTimedOut(seconds))), seconds * 1_000);
    worker.once('message', (answer: TrainingAnswer) => settle(() => {
      if (answer.ok) resolve(answer.result);
      else if ('refused' in answer) reject(new TrainingRefused(answer.refused.reason, answer.refused.message));
      else reject(new Error(`the training failed: ${answer.error}`));
    }));
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`the training thread stopped (exit code ${code}) without an answer`))));
  });
