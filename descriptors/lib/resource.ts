/** The shape of a `resource` descriptor body, shared by the server's record store and the crud renderer. */
import type { ResourceBody } from '../kinds/resource/resource.schema.js';
import type { AccessRequirement } from './access.js';
import type { LocalText } from './text.js';

export type ResourceStore = NonNullable<ResourceBody['store']>;

export interface ResourceReference {
  resource: string;
  /** Field of the referenced record whose value is stored; the record id when absent. */
  key?: string;
  multiple?: boolean;
}

export interface ResourceColumn {
  field: string;
  title?: LocalText;
  sortable?: boolean;
  /** text: contains; select: exact; boolean: yes/no; period: a date-time within `from..to` (see parsePeriodFilter) */
  filter?: 'text' | 'select' | 'boolean' | 'period';
  width?: number;
  /** value → badge colour */
  badges?: Record<string, string>;
}

export type ResourceDefinition = ResourceBody;

/** A button on a record calling one of its server routes; the server's messages report the result. */
export interface ResourceAction {
  id: string;
  label: LocalText;
  method: 'POST' | 'PUT';
  /** Path below /api with {id} for the record id, e.g. /users/{id}/reset-password. */
  path: string;
  confirm?: LocalText;
  requires?: AccessRequirement;
  visibleWhen?: { field: string; equals: unknown };
}

export interface JsonSchemaField {
  type?: string | string[];
  title?: string;
  [keyword: string]: unknown;
}

/** Whether a record is read-only under the resource's `lockedWhen`. */
export function isRecordLocked(definition: Pick<ResourceDefinition, 'lockedWhen'>, data: Record<string, unknown>): boolean {
  const rule = definition.lockedWhen;
  return Boolean(rule && rule.in.includes(fieldValue(data, rule.field)));
}

/** A `period` filter's bounds: `from..to` with ISO dates (days inclusive) or instants; either side may be empty. */
export interface PeriodBounds {
  from?: Date;
  /** exclusive */
  to?: Date;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** Parses `2026-01-01..2026-03-31` (to the end of 31 March, UTC) or instants; undefined when a bound is not a time. */
export function parsePeriodFilter(value: string): PeriodBounds | undefined {
  const [fromText = '', toText = ''] = value.split('..');
  const parse = (text: string, isEnd: boolean): Date | null | undefined => {
    const trimmed = text.trim();
    if (!trimmed) return undefined;
    const date = new Date(isoDay.test(trimmed) ? `${trimmed}T00:00:00Z` : trimmed);
    if (Number.isNaN(date.getTime())) return null;
    return isEnd && isoDay.test(trimmed) ? new Date(date.getTime() + 86_400_000) : date;
  };
  const from = parse(fromText, false), to = parse(toText, true);
  if (from === null || to === null) return undefined;
  return { from, to };
}

/** Whether an instant (ISO text or Date) lies within the bounds. */
export function isWithinPeriod(value: unknown, bounds: PeriodBounds): boolean {
  if (value === undefined || value === null || value === '') return false;
  const time = new Date(value as string).getTime();
  if (Number.isNaN(time)) return false;
  return (!bounds.from || time >= bounds.from.getTime()) && (!bounds.to || time < bounds.to.getTime());
}

/**
 * The value of a dotted path in a record's data ("name.en"). Through an array it collects the value of every
 * element, flattened ("distributionListDetails.person" → the persons of all details).
 */
export function fieldValue(data: Record<string, unknown>, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split('.')) {
    if (Array.isArray(node)) {
      node = node.flatMap((item) => {
        const value = item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[part] : undefined;
        return value === undefined || value === null ? [] : value;
      });
    } else if (node === null || typeof node !== 'object') return undefined;
    else node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Every value at a dotted path with its JSON pointer, through arrays ("/details/1/person"). */
export function fieldEntries(data: unknown, path: string, pointer = ''): { pointer: string; value: unknown }[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => fieldEntries(item, path, `${pointer}/${index}`));
  if (path === '') return data === undefined || data === null ? [] : [{ pointer, value: data }];
  if (data === null || typeof data !== 'object') return [];
  const [head, ...rest] = path.split('.');
  return fieldEntries((data as Record<string, unknown>)[head], rest.join('.'), `${pointer}/${head}`);
}

/** The label of a record: its labelFields joined, else its labelField (or code), with {en, ru} maps resolved; else its id. */
export function recordLabel(definition: ResourceDefinition, record: { id: string; data: Record<string, unknown> }, language = 'en'): string {
  const fields = definition.labelFields ?? [definition.labelField ?? definition.codeField ?? 'name'];
  const parts = fields.map((field) => textOf(fieldValue(record.data, field), language)).filter((part) => part !== '');
  return parts.length ? parts.join(' ') : record.id;
}

function textOf(value: unknown, language: string): string {
  if (value && typeof value === 'object' && 'en' in value) {
    const text = value as { en: string; ru?: string };
    return (language === 'ru' ? text.ru : undefined) ?? text.en;
  }
  return value === undefined || value === null ? '' : String(value);
}
