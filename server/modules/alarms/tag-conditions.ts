/**
 * The tag conditions as pure functions (docs/alarms.md "Engine"): given a point (and what the engine remembers of the
 * subject) they say whether the condition holds. No I/O: the engine reads what they need (the previous point, the
 * ship's particulars, the latest values) and hands it in. `undefined` means the point says nothing (not a number,
 * no previous point, a reference of zero): the subject's state is left as it was.
 */
import type { AlarmCondition } from '../../../descriptors/kinds/alarm-definition/alarm-definition.schema.js';
import { compileExpression, type CompiledExpression } from '../../../descriptors/lib/expression.js';

type ConditionOf<T extends AlarmCondition['type']> = Extract<AlarmCondition, { type: T }>;
export type ThresholdCondition = ConditionOf<'threshold'>;
export type RateCondition = ConditionOf<'rate'>;
export type DeviationCondition = ConditionOf<'deviation'>;
export type ExpressionCondition = ConditionOf<'expression'>;
/** The conditions evaluated as points arrive (the others are the sweep's). */
export type TagCondition = ThresholdCondition | RateCondition | DeviationCondition | ExpressionCondition;

export const tagConditionTypes = ['threshold', 'rate', 'deviation', 'expression'] as const;
export const isTagCondition = (condition: AlarmCondition): condition is TagCondition =>
  (tagConditionTypes as readonly string[]).includes(condition.type);

export interface TimedValue { t: number; v: number | string | null }

/** A number read from a stored value (numbers and numeric text); undefined otherwise. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/**
 * Above `high` or below `low`. While the alarm is in (`wasHolding`), the value must come back inside the limit by
 * `hysteresis` to clear: a value wobbling around the limit makes one episode, not many (ISA-18.2 deadband).
 */
export function thresholdHolds(condition: ThresholdCondition, value: unknown, wasHolding: boolean): boolean | undefined {
  const v = numberOf(value);
  if (v === undefined) return undefined;
  const band = wasHolding ? condition.hysteresis ?? 0 : 0;
  const high = condition.high !== undefined && v > condition.high - band;
  const low = condition.low !== undefined && v < condition.low + band;
  return high || low;
}

/** Changing faster than `maxPerMinute` (either direction) since the previous point of the series. */
export function rateHolds(condition: RateCondition, previous: TimedValue | undefined, point: TimedValue): boolean | undefined {
  const before = numberOf(previous?.v);
  const now = numberOf(point.v);
  if (!previous || before === undefined || now === undefined || point.t <= previous.t) return undefined;
  return Math.abs(now - before) / ((point.t - previous.t) / 60_000) > condition.maxPerMinute;
}

/** How far the value is from the reference, in percent of the reference (signed); undefined when it cannot be said. */
export function deviationPercent(value: unknown, reference: unknown): number | undefined {
  const v = numberOf(value);
  const r = numberOf(reference);
  if (v === undefined || r === undefined || r === 0) return undefined;
  return ((v - r) / Math.abs(r)) * 100;
}

/** More than `maxDeviationPercent` below, above or either side (`direction`, default both) of the reference. */
export function deviationHolds(condition: DeviationCondition, value: unknown, reference: unknown): boolean | undefined {
  const percent = deviationPercent(value, reference);
  if (percent === undefined) return undefined;
  const max = condition.maxDeviationPercent;
  switch (condition.direction ?? 'both') {
    case 'below': return percent < -max;
    case 'above': return percent > max;
    default: return Math.abs(percent) > max;
  }
}

/** The reference of a deviation condition: its constant, or the named field of the ship's particulars. */
export const referenceOf = (condition: DeviationCondition, particulars: Record<string, unknown>): unknown =>
  'value' in condition.reference ? condition.reference.value : particulars[condition.reference.shipField];

const compiled = new Map<string, CompiledExpression | Error>();

/** Compiled once per expression text (a syntax error is kept too, so a bad definition costs nothing per point). */
function compiledExpression(source: string): CompiledExpression | Error {
  let entry = compiled.get(source);
  if (!entry) {
    try { entry = compileExpression(source); } catch (error) { entry = error instanceof Error ? error : new Error(String(error)); }
    if (compiled.size > 1000) compiled.clear();
    compiled.set(source, entry);
  }
  return entry;
}

/**
 * The JSONata expression over the ship's latest values by tag (`{ ME_LOAD: 55, ME_EXH_TEMP: 430 }`), within the
 * project's time and depth budget: holds when it answers true. A tag without a value is absent from the input. Throws
 * the ExpressionError of a bad expression (the engine logs it).
 */
export async function expressionHolds(condition: ExpressionCondition, latest: Record<string, number | string | null>): Promise<boolean> {
  const expression = compiledExpression(condition.expression);
  if (expression instanceof Error) throw expression;
  return (await expression.evaluate(latest)) === true;
}

/** The grouping key prefix of a condition for a ship: `{unit}` replaced by the ship's code, as grouping keys name ships. */
export const groupingKeyPrefix = (condition: { groupingKey?: string }, shipCode: string): string | undefined =>
  condition.groupingKey?.replaceAll('{unit}', shipCode);

/** Whether a series' grouping key is one the condition watches on that ship (every series of the tag when it names none). */
export const watchesGroupingKey = (condition: { groupingKey?: string }, groupingKey: string, shipCode: string): boolean => {
  const prefix = groupingKeyPrefix(condition, shipCode);
  return prefix === undefined || groupingKey.startsWith(prefix);
};

/** A tag condition's subject: the series it is about. */
export const seriesSubject = (groupingKey: string, tag: string) => `${groupingKey}|${tag}`;
