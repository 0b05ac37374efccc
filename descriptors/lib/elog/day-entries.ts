/**
 * The entries of one logbook day in the order the workflow reads them: by start, ties by id, DELETED left out.
 */

/** An entry's status: a draft may be partial, NA states the entry does not apply, DELETED keeps it in the trail. */
export const elogEntryStatuses = ['DRAFT', 'COMPLETED', 'DELETED', 'NA'] as const;
export type ElogEntryStatus = (typeof elogEntryStatuses)[number];

export interface DayEntry {
  id: string;
  /** Code of the entry's descriptor. */
  descriptor: string;
  status: ElogEntryStatus;
  /** Epoch milliseconds. */
  start: number;
}

/** Actual place of an entry in its day. */
export type EntryPosition = 'START' | 'MIDDLE' | 'END' | 'START_END';

// Plain comparison, not localeCompare: the order must not depend on the machine's language.
const byStartThenId = (a: DayEntry, b: DayEntry) => a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The day's non-deleted entries in order, without the one being moved or edited. */
export function orderDay<T extends DayEntry>(entries: readonly T[], exceptId?: string): T[] {
  return entries.filter((entry) => entry.status !== 'DELETED' && entry.id !== exceptId).sort(byStartThenId);
}

/** In an ordered day: the last entry starting at or before the time, and the first starting after it. */
export function neighboursAt<T extends DayEntry>(day: readonly T[], at: number): { previous?: T; next?: T } {
  return { previous: day.findLast((entry) => entry.start <= at), next: day.find((entry) => entry.start > at) };
}

/** Whether the entry is the only, the first, the last or another entry of its day; undefined when absent or deleted. */
export function entryPosition(entries: readonly DayEntry[], id: string): EntryPosition | undefined {
  const day = orderDay(entries);
  const index = day.findIndex((entry) => entry.id === id);
  if (index < 0) return undefined;
  const isFirst = index === 0;
  const isLast = index === day.length - 1;
  if (isFirst && isLast) return 'START_END';
  if (isFirst) return 'START';
  return isLast ? 'END' : 'MIDDLE';
}
