/**
 * Search and sort in the browser for the short lists of these screens (tens of pages or links, not thousands):
 * the search matches any column's text, any case; numbers and dates sort by value, text in the user's language.
 */
import { useMemo, useState } from 'react';

export interface RowColumn<T> {
  accessor: string;
  /** What the cell says (searched, and sorted when there is no `value`). */
  text(row: T): string;
  /** A value to sort by (a number or an ISO date), when the text does not sort right. */
  value?(row: T): number | string;
  /** Text the search also finds, beyond the cell's (e.g. the title in the other language). */
  searchText?(row: T): string[];
}

export interface SortOrder {
  columnAccessor: string;
  direction: 'asc' | 'desc';
}

export function useTableRows<T>(rows: readonly T[] | undefined, columns: readonly RowColumn<T>[], language: string, initialSort: SortOrder) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOrder>(initialSort);
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase(language);
    const found = (rows ?? []).filter((row) => !needle || columns.some((column) =>
      [column.text(row), ...(column.searchText?.(row) ?? [])].some((text) => text.toLocaleLowerCase(language).includes(needle))));
    const column = columns.find((c) => c.accessor === sort.columnAccessor);
    if (!column) return found;
    const sign = sort.direction === 'asc' ? 1 : -1;
    const keyOf = column.value ?? column.text;
    return [...found].sort((a, b) => {
      const [x, y] = [keyOf(a), keyOf(b)];
      return sign * (typeof x === 'number' && typeof y === 'number'
        ? x - y : String(x).localeCompare(String(y), language, { numeric: true, sensitivity: 'base' }));
    });
  }, [rows, columns, language, search, sort]);
  return { search, setSearch, sort, setSort, shown, isFiltered: search.trim() !== '' };
}
