/** The latest value of each followed series, keyed `${groupingKey}|${tag}`, merged from reads and pushes. */
import { liveMeasureKey, type LiveMeasure } from '../../descriptors/lib/live-measures.js';

export interface LiveEntry {
  ts: string;
  value: number | string | null;
}

export type LiveValues = Map<string, LiveEntry>;

/** Adds values, keeping the newer one per series (a late read never overwrites a push); the same map when nothing changed. */
export function mergeLiveValues(current: LiveValues, values: readonly LiveMeasure[]): LiveValues {
  let next: LiveValues | undefined;
  for (const { groupingKey, tag, ts, value } of values) {
    const key = liveMeasureKey(groupingKey, tag);
    const known = (next ?? current).get(key);
    if (known && Date.parse(known.ts) >= Date.parse(ts)) continue;
    next ??= new Map(current);
    next.set(key, { ts, value });
  }
  return next ?? current;
}
