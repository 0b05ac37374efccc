/** The test run's period: presets back from now, and the default (the last 24 hours). */
export interface RunPeriod {
  from: string;
  to: string;
}

const hourMs = 3_600_000;

export const periodPresets = [6, 24, 24 * 7] as const;

/** The period of the last `hours` hours up to `now`, on whole minutes. */
export function lastHours(hours: number, now = Date.now()): RunPeriod {
  const to = Math.floor(now / 60_000) * 60_000;
  return { from: new Date(to - hours * hourMs).toISOString(), to: new Date(to).toISOString() };
}
