/** The body of a training worker thread: trains on the input it was started with and posts one answer back. */
import { parentPort, workerData } from 'node:worker_threads';
import { trainForest, type TrainingInput, type TrainingResult } from './train-forest.js';
import { TrainingRefused, type TrainingRefusal } from './training-errors.js';

/** The one message a training thread posts. */
export type TrainingAnswer =
  | { ok: true; result: TrainingResult }
  | { ok: false; refused: { reason: TrainingRefusal; message: string } }
  | { ok: false; error: string };

const answerOf = (input: TrainingInput): TrainingAnswer => {
  try {
    return { ok: true, result: trainForest(input) };
  } catch (error) {
    if (error instanceof TrainingRefused) return { ok: false, refused: { reason: error.reason, message: error.message } };
    return { ok: false, error: error instanceof Error ? error.stack ?? error.message : String(error) };
  }
};

parentPort?.postMessage(answerOf(workerData as TrainingInput));
