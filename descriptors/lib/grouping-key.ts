/**
 * Grouping keys (SPEC §3): a data cluster's code, one of its groups and one value per key of the group. As a
 * string the parts are joined with a dash, an empty value is written `*` and a list of values is joined with
 * commas: `SHIP-UNIT-NORDIC_ORE`, `SHIP-CONSUMER-NORDIC_ORE-ME-HFO`, `SHIP-CONSUMER-*-ME-HFO,MGO`.
 */
import { z } from 'zod';

/** A key value: one value, several (a list), or none. */
export type GroupingKeyValue = string | readonly string[] | null;

export interface GroupingKey {
  clusterCode: string;
  clusterGroup: string;
  values: GroupingKeyValue[];
}

const empty = '*';

/** The longest grouping key string a request may name (a cluster, a group and its values). */
export const groupingKeyMaxLength = 300;
/** How many grouping keys one request may name. */
export const groupingKeysMax = 500;

/** Grouping key strings a request names (filters, extraction, subscriptions). */
export const GroupingKeyList = z.array(z.string().min(3).max(groupingKeyMaxLength)).max(groupingKeysMax);

const formatValue = (value: GroupingKeyValue): string => {
  if (value === null || value === '') return empty;
  if (typeof value === 'string') return value;
  return value.length ? value.join(',') : empty;
};

export function formatGroupingKey(key: GroupingKey): string {
  return [key.clusterCode, key.clusterGroup, ...key.values.map(formatValue)].join('-');
}

const parseValue = (part: string): GroupingKeyValue => {
  if (part === empty || part === '') return null;
  return part.includes(',') ? part.split(',') : part;
};

/** The parts of a grouping key string; undefined when it has fewer than two parts (cluster and group). */
export function parseGroupingKey(text: string): GroupingKey | undefined {
  const parts = text.split('-');
  if (parts.length < 2 || !parts[0] || !parts[1]) return undefined;
  const [clusterCode, clusterGroup, ...values] = parts;
  return { clusterCode, clusterGroup, values: values.map(parseValue) };
}

/** Whether a concrete key (no lists, no empties) falls under a pattern key (`*` matches anything, a list any of its values). */
export function matchesGroupingKey(pattern: GroupingKey, key: GroupingKey): boolean {
  if (pattern.clusterCode !== key.clusterCode || pattern.clusterGroup !== key.clusterGroup) return false;
  return pattern.values.every((wanted, i) => {
    const actual = key.values[i];
    if (wanted === null) return true;
    if (typeof actual !== 'string') return false;
    return typeof wanted === 'string' ? wanted === actual : wanted.includes(actual);
  });
}
