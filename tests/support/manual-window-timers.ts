/** Manual timers standing in for the window's setTimeout for chosen delays, for code that cannot be handed timers. */
import { onTestFinished, vi } from 'vitest';
import { createManualTimers, type ManualTimers } from './manual-timers.js';

/**
 * Until the test ends, window.setTimeout calls asking for one of `delays` wait for the test's `run`; every other delay
 * stays real, so React, Mantine's animation frames and Testing Library's waitFor keep their own clocks.
 */
export function manualWindowTimers(delays: readonly number[]): ManualTimers {
  const timers = createManualTimers();
  const handles = new Map<object, unknown>();
  const realSet = window.setTimeout.bind(window);
  const realClear = window.clearTimeout.bind(window);
  const set = vi.spyOn(window, 'setTimeout').mockImplementation(((run: () => void, ms?: number, ...args: unknown[]) => {
    if (ms === undefined || !delays.includes(ms)) return realSet(run, ms, ...args);
    // An object of our own, so it can never be mistaken for a real timer's handle.
    const handle = {};
    handles.set(handle, timers.set(() => { handles.delete(handle); run(); }, ms));
    return handle;
  }) as typeof window.setTimeout);
  const clear = vi.spyOn(window, 'clearTimeout').mockImplementation((handle) => {
    if (typeof handle === 'object' && handles.has(handle)) {
      timers.clear(handles.get(handle));
      handles.delete(handle);
    } else realClear(handle);
  });
  onTestFinished(() => { set.mockRestore(); clear.mockRestore(); });
  return timers;
}
