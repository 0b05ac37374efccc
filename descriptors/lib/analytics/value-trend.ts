/** The latest value of a series and its change against the start of the period or the bucket before (the `value-trend` panel). */
import { lastValue, percentChange, type SeriesPoint } from './series-math.js';

/** What the change is measured against: the first value of the period, or the value before the latest one. */
export const trendReferences = ['periodStart', 'previousBucket'] as const;
export type TrendReference = (typeof trendReferences)[number];

export function isTrendReference(value: unknown): value is TrendReference {
  return typeof value === 'string' && (trendReferences as readonly string[]).includes(value);
}

export interface ValueTrend {
  /** The newest value and its time. */
  latest: { ts: number; value: number };
  /** The value compared against, absent when the series has one value only. */
  reference?: { ts: number; value: number };
  /** latest − reference; null without a reference. */
  change: number | null;
  /** The change in percent of |reference|; null without a reference or when it is 0. */
  percent: number | null;
}

const valued = (points: readonly SeriesPoint[]) =>
  points.filter((p): p is readonly [number, number] => typeof p[1] === 'number' && Number.isFinite(p[1]));

/** The trend of a series (gaps skipped); undefined when it has no value at all. */
export function valueTrend(points: readonly SeriesPoint[], against: TrendReference): ValueTrend | undefined {
  const latest = lastValue(points);
  if (!latest) return undefined;
  const values = valued(points);
  const before = against === 'periodStart' ? values[0] : values.at(-2);
  const reference = before && before[0] !== latest.ts ? { ts: before[0], value: before[1] } : undefined;
  if (!reference) return { latest, change: null, percent: null };
  return { latest, reference, change: latest.value - reference.value, percent: percentChange(latest.value, reference.value) };
}
