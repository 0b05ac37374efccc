/**
 * The list a crud screen shows: page, page size, order, search (debounced 300 ms), column filters and
 * "show disabled", loaded from the server whenever one of them (or the language) changes.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import type { ResourceDefinition } from '../../../descriptors/lib/resource.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import type { ListParams, ResourceApi, SortOrder } from './resource-api.js';

export const searchDebounceMs = 300;
const standardPageSizes = [25, 50, 100];

/** 25/50/100, plus the descriptor's own page size when it is another one. */
export function pageSizesOf(definition: ResourceDefinition): number[] {
  const own = definition.list?.pageSize;
  return own && !standardPageSizes.includes(own) ? [...standardPageSizes, own].sort((a, b) => a - b) : standardPageSizes;
}

export function useRecordList(api: ResourceApi, definition: ResourceDefinition, language: string, initialFilters: Record<string, string> = {}) {
  const defaultSort = definition.list?.defaultSort;
  const [pageOf, setPageOf] = useState({ page: 1, query: '' });
  const [size, setSize] = useState(definition.list?.pageSize ?? 25);
  const [sort, setSort] = useState<SortOrder | undefined>(
    defaultSort ? { field: defaultSort.field, direction: defaultSort.direction ?? 'asc' } : undefined,
  );
  const [search, setSearchText] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, searchDebounceMs);
  const [filters, setFilterValues] = useState<Record<string, string>>(initialFilters);
  const [includeDisabled, setIncludeDisabledFlag] = useState(false);

  const query = useMemo(
    () => ({ sort, search: debouncedSearch.trim() || undefined, filters, includeDisabled }),
    [sort, debouncedSearch, filters, includeDisabled],
  );
  // A new search, filter or order starts again from the first page (derived, so no second load).
  const queryKey = JSON.stringify(query);
  const page = pageOf.query === queryKey ? pageOf.page : 1;
  const setPage = (next: number) => setPageOf({ page: next, query: queryKey });
  const params: ListParams = useMemo(() => ({ ...query, page, size }), [query, page, size]);
  const status = useLoadingStatus(() => api.list(params), { immediate: false });
  const key = JSON.stringify(params);
  useEffect(() => { void status.load(); }, [key, language]); // eslint-disable-line react-hooks/exhaustive-deps

  const hasFilters = Boolean(debouncedSearch.trim()) || Object.values(filters).some((v) => v !== '');
  return {
    status, page, size, sort, search, filters, includeDisabled, query, hasFilters,
    setPage,
    setSize: (next: number) => { setSize(next); setPage(1); },
    setSort,
    setSearch: setSearchText,
    setFilter: (field: string, value: string) => setFilterValues((f) => ({ ...f, [field]: value })),
    clearFilters: () => { setFilterValues({}); setSearchText(''); },
    setIncludeDisabled: setIncludeDisabledFlag,
  };
}

export type RecordList = ReturnType<typeof useRecordList>;
