/**
 * Synthetic but plausible minute data for the time-series benchmark: ten numeric ship tags (all aggregated by AVG),
 * each a slow swell plus a daily swing plus noise, rounded to two decimals as a sensor would report — the same
 * values for every engine and run. Shaped as Keel ingestion batches or as COPY text for a plain table.
 */
import type { IngestSeries } from '../../server/modules/timeseries/ingest-types.js';

export const minuteMs = 60_000;
export const dayMs = 86_400_000;

/** Seeded ship-data tags whose aggregation kind is AVG, so plain SQL's avg() is the same aggregation. */
export const benchTags = ['SOG', 'STW', 'WIND_SPEED_REL', 'WIND_SPEED_TRUE', 'SEA_TEMP', 'AIR_TEMP', 'SHAFT_RPM', 'SHAFT_TORQUE', 'SHAFT_POWER', 'ME_LOAD'] as const;
const shapes: readonly [base: number, swing: number, noise: number][] = [
  [12, 3, 0.4], [11.5, 3, 0.5], [14, 8, 2], [12, 7, 1.5], [14, 4, 0.1], [12, 6, 0.3], [85, 15, 1], [600, 150, 20], [8000, 2000, 150], [70, 15, 2],
];

/** A reproducible number in [0, 1) for an integer (a 32-bit hash). */
function noiseAt(n: number): number {
  let x = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
}

/** The value of the tag at `t` (epoch ms). */
export function syntheticValue(tagIndex: number, t: number): number {
  const minute = Math.floor(t / minuteMs);
  const [base, swing, noise] = shapes[tagIndex];
  const slow = Math.sin((2 * Math.PI * minute) / (1440 * 9.3) + tagIndex);
  const daily = Math.sin((2 * Math.PI * minute) / 1440 + tagIndex * 0.7);
  return Math.round((base + swing * (0.7 * slow + 0.3 * daily) + noise * (noiseAt(minute * 16 + tagIndex) - 0.5)) * 100) / 100;
}

const minutesOf = (day: number) => Array.from({ length: dayMs / minuteMs }, (_, i) => day + i * minuteMs);

/** One UTC day of every tag as an ingestion batch; ISO strings as the HTTP API takes them, or Dates in-process. */
export function dayBatch(groupingKey: string, day: number, as: 'iso' | 'date'): IngestSeries[] {
  const minutes = minutesOf(day);
  return benchTags.map((tag, tagIndex) => ({
    groupingKey, tag,
    points: minutes.map((t) => ({ ts: as === 'iso' ? new Date(t).toISOString() : new Date(t), value: syntheticValue(tagIndex, t) })),
  }));
}

/** One UTC day of every tag as COPY text rows `series \t ts \t value`, series ids firstSeries … firstSeries + 9. */
export function dayCopyText(firstSeries: number, day: number): string {
  const minutes = minutesOf(day);
  return benchTags.map((_, tagIndex) => minutes.map((t) => `${firstSeries + tagIndex}\t${new Date(t).toISOString()}\t${syntheticValue(tagIndex, t)}\n`).join('')).join('');
}
