/**
 * Pure handling of stored points: merging a batch into what a day already holds (last write wins, duplicates
 * counted), packing a day into a chunk and back, and summarising points into hourly and daily rollups.
 */

/** A stored point: epoch milliseconds, and a number or a text (STRING/LIST tags). */
export interface Point {
  t: number;
  v: number | null;
  s: string | null;
}

export const hourMs = 3_600_000;
export const dayMs = 86_400_000;

export const floorTo = (t: number, stepMs: number) => Math.floor(t / stepMs) * stepMs;

/** Existing points (sorted) with the incoming ones laid over them; a point at an existing instant replaces it. */
export function mergePoints(existing: readonly Point[], incoming: readonly Point[]): { points: Point[]; replaced: number } {
  const byTime = new Map<number, Point>();
  for (const p of existing) byTime.set(p.t, p);
  let replaced = 0;
  for (const p of incoming) {
    if (byTime.has(p.t)) replaced += 1;
    byTime.set(p.t, p);
  }
  return { points: [...byTime.values()].sort((a, b) => a.t - b.t), replaced };
}

/** The packed form of one day's points (the measure_chunks columns). */
export interface PackedDay {
  count: number;
  firstTs: Date;
  lastTs: Date;
  stepMs: number | null;
  offsets: number[] | null;
  values: (number | null)[] | null;
  texts: (string | null)[] | null;
}

/** Packs a day's sorted points; evenly spaced points keep only their step. */
export function packDay(day: number, points: readonly Point[]): PackedDay {
  const first = points[0].t;
  const step = points.length > 1 ? points[1].t - first : null;
  const isRegular = step !== null && step > 0 && points.every((p, i) => p.t === first + i * step);
  const hasText = points.some((p) => p.s !== null);
  const hasValue = points.some((p) => p.v !== null);
  return {
    count: points.length,
    firstTs: new Date(first),
    lastTs: new Date(points[points.length - 1].t),
    stepMs: isRegular ? step : null,
    offsets: isRegular || points.length === 1 ? null : points.map((p) => p.t - day),
    values: hasValue || !hasText ? points.map((p) => p.v) : null,
    texts: hasText ? points.map((p) => p.s) : null,
  };
}

export function unpackDay(day: number, packed: PackedDay): Point[] {
  const first = packed.firstTs.getTime();
  return Array.from({ length: packed.count }, (_, i) => ({
    t: packed.offsets ? day + packed.offsets[i] : first + i * (packed.stepMs ?? 0),
    v: packed.values?.[i] ?? null,
    s: packed.texts?.[i] ?? null,
  }));
}

/** A bucket's summary: what every aggregation kind needs (AVG = sum / count over the numeric values). */
export interface Rollup {
  bucket: number;
  count: number;
  numeric: number;
  sum: number | null;
  min: number | null;
  max: number | null;
  first: Point;
  last: Point;
}

/** Summaries of sorted points per bucket of `bucketMs`. */
export function rollupPoints(points: readonly Point[], bucketMs: number): Rollup[] {
  const rollups: Rollup[] = [];
  let current: Rollup | undefined;
  for (const p of points) {
    const bucket = floorTo(p.t, bucketMs);
    if (!current || current.bucket !== bucket) {
      current = { bucket, count: 0, numeric: 0, sum: null, min: null, max: null, first: p, last: p };
      rollups.push(current);
    }
    addPoint(current, p);
  }
  return rollups;
}

function addPoint(r: Rollup, p: Point) {
  r.count += 1;
  if (p.t < r.first.t) r.first = p;
  if (p.t >= r.last.t) r.last = p;
  if (p.v === null || !Number.isFinite(p.v)) return;
  r.numeric += 1;
  r.sum = (r.sum ?? 0) + p.v;
  r.min = r.min === null ? p.v : Math.min(r.min, p.v);
  r.max = r.max === null ? p.v : Math.max(r.max, p.v);
}

// Module level: tsx names every closure it creates (an Object.defineProperty), costly once per bucket.
const add = (m: number, n: number) => m + n;
const pick = (x: number | null, y: number | null, f: (m: number, n: number) => number) => (x === null ? y : y === null ? x : f(x, y));

/** Two summaries of the same bucket (or of buckets inside a larger one) as one. */
export function combineRollups(a: Rollup, b: Rollup, bucket = a.bucket): Rollup {
  return {
    bucket,
    count: a.count + b.count,
    numeric: a.numeric + b.numeric,
    sum: pick(a.sum, b.sum, add),
    min: pick(a.min, b.min, Math.min),
    max: pick(a.max, b.max, Math.max),
    first: b.first.t < a.first.t ? b.first : a.first,
    last: b.last.t >= a.last.t ? b.last : a.last,
  };
}

/** Rollups (ordered) regrouped into larger buckets (hours into days, days into weeks …); the input is left as it was. */
export function regroupRollups(rollups: readonly Rollup[], bucketMs: number): Rollup[] {
  const out: Rollup[] = [];
  let group: Rollup | undefined;
  for (const r of rollups) {
    const bucket = floorTo(r.bucket, bucketMs);
    if (group && group.bucket === bucket) addRollup(group, r);
    else out.push(group = { ...r, bucket });
  }
  return out;
}

/** Adds `b` into `a` in place (a group being built; creating a new object per step costs more than the sums). */
export function addRollup(a: Rollup, b: Rollup) {
  a.count += b.count;
  a.numeric += b.numeric;
  a.sum = pick(a.sum, b.sum, add);
  a.min = pick(a.min, b.min, Math.min);
  a.max = pick(a.max, b.max, Math.max);
  if (b.first.t < a.first.t) a.first = b.first;
  if (b.last.t >= a.last.t) a.last = b.last;
}
