/**
 * Where a running year's figures lead at the year-to-date rate (Keel decision 33, first written for CII): the figures
 * so far scaled by the time from the first record (1 January if later) to year end over the time covered so far.
 * A CII keeps its value (fuel and distance scale alike); EU ETS allowances, FuelEU energy, balance and penalty scale.
 */

/** The scale from the figures so far to year end; null for a year that is over or not begun, or with no time covered. */
export function yearEndScale(year: number, firstStartMs: number | undefined, nowMs: number): number | null {
  const yearStart = Date.UTC(year, 0, 1);
  const yearEnd = Date.UTC(year + 1, 0, 1);
  if (firstStartMs === undefined || nowMs < yearStart || nowMs >= yearEnd) return null;
  const from = Math.max(yearStart, firstStartMs);
  const covered = nowMs - from;
  return covered > 0 ? (yearEnd - from) / covered : null;
}
