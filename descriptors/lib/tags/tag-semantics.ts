/**
 * What a tag is, read in one place: its value type, aggregation and precision as the `measure` resource stores them
 * (descriptors/kinds/resource/builtin/measure.json), with the defaults applied when a record leaves one out.
 */
import { aggregationKinds, isNumericAggregation, type AggregationKind } from '../analytics/aggregation.js';

export const tagValueTypes = ['NUMERIC', 'STRING', 'BOOLEAN', 'LIST'] as const;
export type TagValueType = (typeof tagValueTypes)[number];

export const defaultValueType: TagValueType = 'NUMERIC';
export const defaultAggregation: AggregationKind = 'AVG';

export interface TagSemantics {
  valueType: TagValueType;
  /** As declared on the tag. */
  aggregation: AggregationKind;
  /** Decimals to show; null when the tag leaves it to the screen. */
  precision: number | null;
  measureUnit: string | null;
}

/** NUMERIC and BOOLEAN tags hold numbers (a boolean is stored as 0/1); STRING and LIST tags hold text. */
export const holdsNumbers = (valueType: TagValueType): boolean => valueType === 'NUMERIC' || valueType === 'BOOLEAN';

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** The semantics of a tag from its record's data. */
export function tagSemanticsOf(data: Readonly<Record<string, unknown>>): TagSemantics {
  const precision = typeof data.precision === 'number' ? data.precision : typeof data.precision === 'string' && data.precision !== '' ? Number(data.precision) : null;
  return {
    valueType: oneOf(tagValueTypes, data.valueType, defaultValueType),
    aggregation: oneOf(aggregationKinds, data.aggregationType, defaultAggregation),
    precision: precision !== null && Number.isFinite(precision) ? precision : null,
    measureUnit: typeof data.measureUnit === 'string' ? data.measureUnit : null,
  };
}

/** How a bucket of this tag is aggregated: AVG, MAX, MIN and SUM compute on numbers, so a text tag shows its last value. */
export const effectiveAggregation = ({ valueType, aggregation }: Pick<TagSemantics, 'valueType' | 'aggregation'>): AggregationKind =>
  holdsNumbers(valueType) || !isNumericAggregation(aggregation) ? aggregation : 'LAST';
