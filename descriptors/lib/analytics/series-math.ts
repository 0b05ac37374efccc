/**
 * Small computations over extracted series (docs/analytics.md "Extract answer": points are [epochMs, value | null],
 * null being a gap): the value a KPI shows, its change against the previous period, scatter pairs and coarser
 * buckets for panels that draw one cell per bucket.
 */

export type SeriesPoint = readonly [number, number | null];

/** `total`: a rate (kg/h, kW) over the time its buckets cover — the sum of value × bucket length (see measure-units.ts). */
export const aggregateKinds = ['last', 'first', 'avg', 'sum', 'min', 'max', 'total'] as const;
export type AggregateKind = (typeof aggregateKinds)[number];

export function isAggregateKind(value: unknown): value is AggregateKind {
  return typeof value === 'string' && (aggregateKinds as readonly string[]).includes(value);
}

/** The newest point with a value, if any. */
export function lastValue(points: readonly SeriesPoint[]): { ts: number; value: number } | undefined {
  for (let i = points.length - 1; i >= 0; i--) {
    const [ts, value] = points[i];
    if (typeof value === 'number' && Number.isFinite(value)) return { ts, value };
  }
  return undefined;
}

/**
 * One number for a series: its last, first, mean, sum, least or greatest value, or with `total` the sum of each value
 * times `bucketSeconds` (value-seconds: a gap adds nothing); null when it has no values, or no bucket length for a total.
 */
export function aggregatePoints(points: readonly SeriesPoint[], kind: AggregateKind, bucketSeconds?: number): number | null {
  const values = points.map(([, v]) => v).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (!values.length) return null;
  switch (kind) {
    case 'total': return bucketSeconds && bucketSeconds > 0 ? values.reduce((sum, v) => sum + v, 0) * bucketSeconds : null;
    case 'last': return values[values.length - 1];
    case 'first': return values[0];
    case 'sum': return values.reduce((sum, v) => sum + v, 0);
    case 'avg': return values.reduce((sum, v) => sum + v, 0) / values.length;
    case 'min': return values.reduce((least, v) => Math.min(least, v));
    case 'max': return values.reduce((greatest, v) => Math.max(greatest, v));
  }
}

/** Change from `previous` to `current` in percent of |previous|; null when either is missing or previous is 0. */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

/** [x, y] pairs of two series over the same buckets, for the buckets where both have a value. */
export function pairByTime(xs: readonly SeriesPoint[], ys: readonly SeriesPoint[]): [number, number][] {
  const byTime = new Map<number, number>();
  for (const [ts, value] of ys) if (typeof value === 'number' && Number.isFinite(value)) byTime.set(ts, value);
  const pairs: [number, number][] = [];
  for (const [ts, x] of xs) {
    const y = byTime.get(ts);
    if (typeof x === 'number' && Number.isFinite(x) && y !== undefined) pairs.push([x, y]);
  }
  return pairs;
}

/**
 * At most `maxBuckets` points: runs of consecutive points merged into their mean, stamped with the first point's time;
 * a run with no values stays a gap (null).
 */
export function mergeBuckets(points: readonly SeriesPoint[], maxBuckets: number): SeriesPoint[] {
  const limit = Math.max(1, Math.floor(maxBuckets));
  if (points.length <= limit) return [...points];
  const size = Math.ceil(points.length / limit);
  const merged: SeriesPoint[] = [];
  for (let start = 0; start < points.length; start += size) {
    const run = points.slice(start, start + size);
    merged.push([run[0][0], aggregatePoints(run, 'avg')]);
  }
  return merged;
}
