/**
 * An algorithm's inputs on one time grid: each required tag's buckets aligned on the instants where any tag has a
 * value, then its rule applied (algorithm-vocabulary.ts): MANDATORY leaves out the instant for every tag, LAST_VALUE
 * carries the last known value forward, DEFAULT puts the default, OPTIONAL passes null.
 */
import type { InputRule } from '../../../descriptors/lib/algorithms/algorithm-vocabulary.js';

export interface InputSpec {
  tag: string;
  rule: InputRule;
  defaultValue?: number;
}

export type Bucket = [number, number | string | null];

export interface AlignedInputs {
  times: number[];
  /** per tag, one value per instant of `times` */
  columns: Record<string, (number | null)[]>;
}

const numberOrNull = (value: number | string | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function alignInputs(specs: readonly InputSpec[], buckets: ReadonlyMap<string, readonly Bucket[]>): AlignedInputs {
  const byTag = new Map(specs.map((s) => [s.tag, new Map((buckets.get(s.tag) ?? []).map(([t, v]) => [t, numberOrNull(v)]))]));
  const instants = [...new Set([...byTag.values()].flatMap((values) => [...values].filter(([, v]) => v !== null).map(([t]) => t)))].sort((a, b) => a - b);
  const last = new Map<string, number | null>();
  const times: number[] = [];
  const columns: Record<string, (number | null)[]> = Object.fromEntries(specs.map((s) => [s.tag, []]));
  for (const t of instants) {
    const row: (number | null)[] = [];
    let complete = true;
    for (const spec of specs) {
      const stored = byTag.get(spec.tag)!.get(t) ?? null;
      if (stored !== null) last.set(spec.tag, stored);
      const value = stored ?? (spec.rule === 'LAST_VALUE' ? last.get(spec.tag) ?? null : spec.rule === 'DEFAULT' ? spec.defaultValue ?? null : null);
      if (value === null && spec.rule !== 'OPTIONAL') complete = false;
      row.push(value);
    }
    if (!complete) continue;
    times.push(t);
    specs.forEach((spec, i) => columns[spec.tag]!.push(row[i]!));
  }
  return { times, columns };
}
