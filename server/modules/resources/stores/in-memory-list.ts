/** Paging, sorting, filtering and search over an in-memory list: the small typed tables use it. */
import { fieldValue, isWithinPeriod, parsePeriodFilter } from '../../../../descriptors/lib/resource.js';
import type { LoadedResource } from '../definitions.js';
import type { ListQuery, StoredRecord } from './store-adapter.js';

const text = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object' && 'en' in (value as object)) return String((value as { en: string }).en);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

export function listInMemory(resource: LoadedResource, all: StoredRecord[], query: ListQuery): { items: StoredRecord[]; total: number } {
  const { definition } = resource;
  const columns = new Map((definition.list?.columns ?? []).map((c) => [c.field, c]));
  const searchFields = definition.list?.searchFields ?? [definition.codeField, definition.labelField].filter((f): f is string => Boolean(f));
  const search = query.search?.trim().toLowerCase();
  let rows = all.filter((r) => query.includeDisabled || !r.disabled);
  for (const [field, value] of Object.entries(query.filters ?? {})) {
    const column = columns.get(field);
    if (!column || value === '') continue;
    if (column.filter === 'period') {
      const bounds = parsePeriodFilter(value);
      if (bounds) rows = rows.filter((r) => isWithinPeriod(fieldValue(r.data, field), bounds));
      continue;
    }
    rows = rows.filter((r) => (column.filter === 'text'
      ? text(fieldValue(r.data, field)).toLowerCase().includes(value.toLowerCase())
      : text(fieldValue(r.data, field)) === value));
  }
  if (search) rows = rows.filter((r) => searchFields.some((f) => text(fieldValue(r.data, f)).toLowerCase().includes(search)));
  const sort = query.sort ?? definition.list?.defaultSort;
  if (sort) {
    const sign = sort.direction === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => sign * compare(fieldValue(a.data, sort.field), fieldValue(b.data, sort.field)));
  }
  const start = (query.page - 1) * query.size;
  return { items: rows.slice(start, start + query.size), total: rows.length };
}

function compare(a: unknown, b: unknown): number {
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return text(a).localeCompare(text(b), undefined, { sensitivity: 'base', numeric: true });
}
