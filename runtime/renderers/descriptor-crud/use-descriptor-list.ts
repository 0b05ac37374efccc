/**
 * The descriptors a screen lists, loaded once per (re)load and searched, filtered, sorted and paged in the
 * browser: a kind holds tens of descriptors, not thousands.
 */
import { useMemo, useState } from 'react';
import { fieldValue } from '../../../descriptors/lib/resource.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { displayText, type DisplayContext } from '../crud/display-value.js';
import type { DescriptorRecord, DescriptorRecordApi } from './descriptor-record-api.js';

export const pageSizes = [25, 50, 100];

export interface SortOrder {
  field: string;
  direction: 'asc' | 'desc';
}

/** The value of a column: the descriptor code for `code`, else the body at the dotted path. */
export function columnValue(record: DescriptorRecord, field: string): unknown {
  return field === 'code' ? record.code : fieldValue(record.data, field);
}

const isObjectList = (value: unknown): value is object[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => item !== null && typeof item === 'object' && !('en' in item));

/** A column's text: lists of rows (groups, permission rows) by their number, everything else as the crud table shows it. */
export function columnText(record: DescriptorRecord, field: string, display: DisplayContext): string {
  const value = columnValue(record, field);
  return isObjectList(value) ? String(value.length) : displayText(value, display);
}

function compare(a: unknown, b: unknown, textA: string, textB: string, language: string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (Array.isArray(a) && Array.isArray(b)) return a.length - b.length;
  return textA.localeCompare(textB, language, { numeric: true, sensitivity: 'base' });
}

export function useDescriptorList(api: DescriptorRecordApi, fields: readonly string[], filterField: string | undefined, display: DisplayContext) {
  const status = useLoadingStatus(() => api.listAll());
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<string | null>(null);
  const [sort, setSort] = useState<SortOrder>({ field: 'code', direction: 'asc' });
  const [size, setSizeValue] = useState(pageSizes[0]);
  const records = useMemo(() => status.value ?? [], [status.value]);

  const filterOptions = useMemo(() => {
    if (!filterField) return [];
    const values = records.map((r) => fieldValue(r.data, filterField)).filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
    return [...new Set(values.map(String))].sort((a, b) => a.localeCompare(b));
  }, [records, filterField]);

  const matching = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    const found = records.filter((record) => (!filterField || filter === null || String(fieldValue(record.data, filterField) ?? '') === filter)
      && (!needle || [record.code, ...fields.map((field) => columnText(record, field, display))].some((text) => text.toLocaleLowerCase().includes(needle))));
    const sign = sort.direction === 'asc' ? 1 : -1;
    return found.sort((a, b) => sign * compare(
      columnValue(a, sort.field), columnValue(b, sort.field), columnText(a, sort.field, display), columnText(b, sort.field, display), display.language,
    ));
  }, [records, search, filter, filterField, fields, sort, display]);

  // A new search, filter or order starts again from the first page.
  const queryKey = JSON.stringify([search, filter, sort, size]);
  const [pageOf, setPageOf] = useState({ page: 1, query: queryKey });
  const page = pageOf.query === queryKey ? pageOf.page : 1;
  return {
    status, records, matching, page, size, sort, search, filter, filterOptions,
    pageRecords: matching.slice((page - 1) * size, page * size),
    hasFilters: Boolean(search.trim()) || filter !== null,
    setPage: (next: number) => setPageOf({ page: next, query: queryKey }),
    setSize: setSizeValue,
    setSort,
    setSearch,
    setFilter,
  };
}

export type DescriptorList = ReturnType<typeof useDescriptorList>;
