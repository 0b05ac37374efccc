/**
 * Periods of analytics pages: the previous period a KPI compares with, how often a live page refreshes and how many
 * points a panel of a given width asks for. (The presets of the period control are the PERIOD filter's, filters/period.ts.)
 */

export interface PeriodRange {
  /** ISO instants */
  from: string;
  to: string;
}

/** The period of the same length that ends where this one starts. */
export function previousPeriod(range: PeriodRange): PeriodRange {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  return { from: new Date(from - (to - from)).toISOString(), to: new Date(from).toISOString() };
}

/**
 * A live page (liveExtractionPeriod > 0 s) refreshes every tenth of its period, but not more often than every 10 s and
 * at least every minute: a page showing the last hour is still live where no socket announces new values.
 */
export function liveRefreshSeconds(liveExtractionPeriod: number): number {
  return Math.min(60, Math.max(liveExtractionPeriod / 10, 10));
}

/** Points worth drawing across a panel: one per 3 px, between 50 and 1 000. */
export function maxPointsForWidth(widthPx: number): number {
  return Math.min(1000, Math.max(50, Math.round(widthPx / 3)));
}
