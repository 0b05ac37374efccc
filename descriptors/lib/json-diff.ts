/** A structural diff of two JSON values: every changed leaf or subtree as {path (JSON pointer), before, after}. */
import { isJsonObject } from './json-object.js';

export interface JsonChange {
  path: string;
  op: 'add' | 'remove' | 'replace';
  before?: unknown;
  after?: unknown;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

export function diffJson(before: unknown, after: unknown, path = ''): JsonChange[] {
  if (Object.is(before, after)) return [];
  if (isJsonObject(before) && isJsonObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => {
      const child = `${path}/${escape(key)}`;
      if (!(key in after)) return [{ path: child, op: 'remove' as const, before: before[key] }];
      if (!(key in before)) return [{ path: child, op: 'add' as const, after: after[key] }];
      return diffJson(before[key], after[key], child);
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: JsonChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      const child = `${path}/${i}`;
      if (i >= after.length) changes.push({ path: child, op: 'remove', before: before[i] });
      else if (i >= before.length) changes.push({ path: child, op: 'add', after: after[i] });
      else changes.push(...diffJson(before[i], after[i], child));
    }
    return changes;
  }
  return [{ path: path || '/', op: 'replace', before, after }];
}

/** True when two JSON values are structurally equal (key order does not matter). */
export function isJsonEqual(a: unknown, b: unknown): boolean {
  return diffJson(a, b).length === 0;
}
