/** The fields where the user's input and the saved version differ, for the "changed by someone else" notice. */
import { deepEquals } from '@rjsf/utils';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Top-level fields, in schema order then any others, whose values differ (empty values are equal). */
export function differingFields(propertyOrder: readonly string[], mine: Record<string, unknown>, saved: Record<string, unknown>): string[] {
  const keys = [...new Set([...propertyOrder, ...Object.keys(mine), ...Object.keys(saved)])];
  return keys.filter((key) => !(isEmpty(mine[key]) && isEmpty(saved[key])) && !deepEquals(mine[key], saved[key]));
}
