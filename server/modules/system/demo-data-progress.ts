/**
 * This process's record of the demo's background generation (descriptors/lib/system/demo-data-status.ts): written by
 * the demo job (seeds/demo-data-job.ts), read by GET /api/system/status. In memory: each instance reports its own start.
 */
import type { DemoDataStatus } from '../../../descriptors/lib/system/demo-data-status.js';

export interface DemoDataProgress {
  status(): DemoDataStatus;
  /** The step now under way (GENERATING). */
  begin(step: NonNullable<DemoDataStatus['step']>): void;
  /** The ship history stored so far. */
  history(percent: number, storedTo: Date): void;
  finish(state: Exclude<DemoDataStatus['state'], 'GENERATING'>): void;
}

export function createDemoDataProgress(now: () => number = Date.now): DemoDataProgress {
  const current: DemoDataStatus = {
    state: 'GENERATING', step: 'HISTORY', percent: 0, storedTo: null, startedAt: new Date(now()).toISOString(), finishedAt: null,
  };
  return {
    status: () => ({ ...current }),
    begin(step) {
      current.step = step;
      if (step !== 'HISTORY') current.percent = 100;
    },
    history(percent, storedTo) {
      current.percent = Math.max(current.percent, Math.min(100, Math.max(0, Math.floor(percent))));
      current.storedTo = storedTo.toISOString();
    },
    finish(state) {
      current.state = state;
      if (state === 'READY') current.step = null;
      current.finishedAt = new Date(now()).toISOString();
    },
  };
}
