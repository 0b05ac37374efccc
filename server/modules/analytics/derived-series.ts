/**
 * Derived series (docs/analytics.md): a JSONata expression evaluated per time bucket of one ship over
 * { <alias>: value }, with the ship's unitValues bound as $name. A bucket where an input has no value is a gap; an alias
 * that reads no series of the ship is left out of the object.
 */
import { compileExpression, ExpressionError, type ExpressionLimits } from '../../../descriptors/lib/expression.js';
import type { ChartPoint } from '../../../descriptors/lib/analytics/extract-answer.js';

export type Value = ChartPoint[1];

export interface DerivedBudget {
  /** per evaluation (one bucket) */
  evaluation: ExpressionLimits;
  /** all buckets of one series together */
  seriesMs: number;
}

export const derivedBudget: DerivedBudget = { evaluation: { timeoutMs: 250, maxDepth: 500 }, seriesMs: 2000 };

export interface DerivedFailure {
  /** syntax: does not compile; runtime: failed in every bucket it ran in; limit: ran out of time or depth */
  kind: 'syntax' | 'runtime' | 'limit';
  message: string;
}

export type DerivedOutcome = { points: ChartPoint[] } | { failure: DerivedFailure };

/**
 * The buckets any input has, in time order, each with every alias' value: null where the alias has none; the sum
 * when the alias reads several series of the ship (say every main-engine fuel), null only when all of them are.
 */
export function alignInputs(inputs: Readonly<Record<string, readonly (readonly ChartPoint[])[]>>): { t: number; values: Record<string, Value> }[] {
  const times = new Set<number>();
  const lookups = Object.entries(inputs).map(([alias, series]) => {
    const maps = series.map((points) => new Map(points.map(([t, v]) => { times.add(t); return [t, v]; })));
    return { alias, maps };
  });
  return [...times].sort((a, b) => a - b).map((t) => {
    const values: Record<string, Value> = {};
    for (const { alias, maps } of lookups) {
      const present = maps.map((m) => m.get(t) ?? null).filter((v): v is number | string => v !== null);
      values[alias] = present.length > 1 && present.every((v) => typeof v === 'number') ? present.reduce((a, b) => a + b, 0) : (present[0] ?? null);
    }
    return { t, values };
  });
}

/** A result as a chart value: numbers (finite), text, booleans as 1/0; anything else is a gap. */
export function toChartValue(result: unknown): Value {
  if (typeof result === 'number') return Number.isFinite(result) ? result : null;
  if (typeof result === 'boolean') return result ? 1 : 0;
  if (typeof result === 'string') return result;
  return null;
}

/** The aliases an expression names (as field names, not as $variables): only these feed it and can make a gap. */
export function namedAliases(source: string, aliases: readonly string[]): string[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return aliases.filter((alias) => new RegExp(`(^|[^$\\w])${escape(alias)}(?!\\w)`).test(source));
}

/**
 * Evaluates the expression in every bucket of the aliases it names. A bucket whose evaluation fails (say a division by a stopped shaft) is a
 * gap; the series fails when the expression does not compile, fails in every bucket it ran in, or exceeds its budget.
 */
export async function evaluateDerived(
  source: string, inputs: Readonly<Record<string, readonly (readonly ChartPoint[])[]>>, bindings: Record<string, unknown>, budget = derivedBudget,
): Promise<DerivedOutcome> {
  let expression;
  try { expression = compileExpression(source); } catch (error) { return { failure: { kind: 'syntax', message: messageOf(error) } }; }
  // An alias with no series at all for the ship (a fuel it never burns) is absent, not a gap: `hfo ? hfo : 0` then reads 0.
  const named = Object.fromEntries(namedAliases(source, Object.keys(inputs)).filter((alias) => inputs[alias]?.length).map((alias) => [alias, inputs[alias]]));
  const deadline = Date.now() + budget.seriesMs;
  const points: ChartPoint[] = [];
  let succeeded = 0;
  let firstError: string | undefined;
  for (const { t, values } of alignInputs(named)) {
    if (Object.values(values).some((v) => v === null)) { points.push([t, null]); continue; }
    if (Date.now() > deadline) return { failure: { kind: 'limit', message: `more than ${budget.seriesMs} ms for the series` } };
    try {
      points.push([t, toChartValue(await expression.evaluate(values, bindings, budget.evaluation))]);
      succeeded++;
    } catch (error) {
      if (error instanceof ExpressionError && error.code === 'LIMIT') return { failure: { kind: 'limit', message: error.message } };
      firstError ??= messageOf(error);
      points.push([t, null]);
    }
  }
  if (firstError !== undefined && succeeded === 0) return { failure: { kind: 'runtime', message: firstError } };
  return { points };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Points of `fromMs` buckets averaged into buckets of `toMs` (epoch-aligned, as extraction buckets are): the mean of the
 * numbers a bucket holds, a gap when it holds none, and a gap after a bucket the next one does not follow directly.
 */
export function rebucketMean(points: readonly ChartPoint[], fromMs: number, toMs: number): ChartPoint[] {
  if (toMs <= fromMs) return [...points];
  const buckets = new Map<number, { sum: number; count: number }>();
  for (const [t, v] of points) {
    const bucket = Math.floor(t / toMs) * toMs;
    const sums = buckets.get(bucket) ?? { sum: 0, count: 0 };
    if (typeof v === 'number') { sums.sum += v; sums.count += 1; }
    buckets.set(bucket, sums);
  }
  const out: ChartPoint[] = [];
  const starts = [...buckets.keys()].sort((a, b) => a - b);
  starts.forEach((bucket, i) => {
    const { sum, count } = buckets.get(bucket)!;
    out.push([bucket, count ? sum / count : null]);
    const next = starts[i + 1];
    if (next !== undefined && next > bucket + toMs) out.push([bucket + toMs, null]);
  });
  return out;
}
