/**
 * Which stored series a live subscription follows. Resolved with the same query as the HTTP reads (so the same
 * ships are visible); resolved again when a value arrives from a series it has not classified yet (a series
 * created by this very ingestion) or after the rights changed. Each series costs at most one extra query.
 */
import type { LiveValue } from '../../modules/timeseries/live-feed.js';
import type { SeriesRow } from '../../modules/timeseries/series-query.js';

export interface SeriesTracker {
  /** The values whose series belong to the selection, each with its series row. */
  match(values: readonly LiveValue[]): Promise<{ value: LiveValue; series: SeriesRow }[]>;
  /** Forget the classification (the rights changed); the next match resolves again. */
  invalidate(): void;
}

/** `resolve` lists the selected series; `mayBelong` is a cheap pre-check that spares a query for values that cannot match. */
export function createSeriesTracker(resolve: () => Promise<SeriesRow[]>, mayBelong: (value: LiveValue) => boolean): SeriesTracker {
  /** series id → its row when selected, null when not; undefined as a whole when stale */
  let known: Map<number, SeriesRow | null> | undefined;
  return {
    async match(values) {
      if (!known || values.some((v) => !known!.has(v.seriesId) && mayBelong(v))) {
        const rows = await resolve();
        known = new Map(rows.map((row) => [row.id, row]));
        for (const value of values) if (!known.has(value.seriesId)) known.set(value.seriesId, null);
      }
      const current = known;
      return values.flatMap((value) => {
        const series = current.get(value.seriesId);
        return series ? [{ value, series }] : [];
      });
    },
    invalidate() { known = undefined; },
  };
}
