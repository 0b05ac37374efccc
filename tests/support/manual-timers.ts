/** Timers that only run when the test says so, recording the delay each one asked for (for the socket client). */
import type { Timers } from '../../runtime/api/timers.js';

export interface ManualTimers extends Timers {
  /** Delays of the timers still waiting, in the order they were set. */
  pending(): number[];
  /** Runs the timers waiting for exactly `ms` (all of them when omitted); answers how many ran. */
  run(ms?: number): number;
}

export function createManualTimers(): ManualTimers {
  const waiting = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  return {
    set(run, ms) { waiting.set(++next, { run, ms }); return next; },
    clear(handle) { if (typeof handle === 'number') waiting.delete(handle); },
    pending: () => [...waiting.values()].map((timer) => timer.ms),
    run(ms) {
      const due = [...waiting].filter(([, timer]) => ms === undefined || timer.ms === ms);
      for (const [id, timer] of due) { waiting.delete(id); timer.run(); }
      return due.length;
    },
  };
}
