/**
 * A filter panel's state in React (SPEC §4 "Filters"): every change (or reset) waits `filterApplyDebounceMs` of
 * quiet (a change asked `atOnce` does not), then applies if the panel is valid and the values changed; back and
 * cancel act at once. The state is made once from the definitions given at mount: give the component a new `key` to
 * start over with other filters.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  applyFilters, cancelPending, createFilterState, filterApplyDebounceMs, goBack, resetFilter, setFilterValue,
  type FilterPanelState, type FilterStateInput,
} from '../../descriptors/lib/filters/filter-state.js';
import type { FilterValues } from '../../descriptors/lib/filters/filter-types.js';

/** Why the applied set was reported: the starting set, a debounced change, or back. */
export type ApplyReason = 'initial' | 'change' | 'back';

export interface FilterPanelOptions extends FilterStateInput {
  /** Called with every newly applied set, and once with the starting set. */
  onApply?: (values: FilterValues, reason: ApplyReason) => void;
}

export interface FilterPanelController {
  state: FilterPanelState;
  /** `atOnce`: apply without waiting for quiet (a single pick, e.g. the pinned ship, that a reload must not lose). */
  setValue(filterId: string, value: unknown, atOnce?: boolean): void;
  reset(filterId: string): void;
  cancel(): void;
  back(): void;
}

export function useFilterPanel({ onApply, ...input }: FilterPanelOptions): FilterPanelController {
  const [state, setState] = useState(() => createFilterState(input));
  const current = useRef(state);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const report = useRef(onApply);
  report.current = onApply;

  const commit = useCallback((next: FilterPanelState) => {
    current.current = next;
    setState(next);
  }, []);
  const stopTimer = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const applyPending = useCallback(() => {
    timer.current = undefined;
    const { state: next, outcome } = applyFilters(current.current);
    if (outcome !== 'APPLIED') return;
    commit(next);
    report.current?.(next.applied, 'change');
  }, [commit]);
  const change = useCallback((next: FilterPanelState, atOnce = false) => {
    commit(next);
    stopTimer();
    if (atOnce) applyPending();
    else timer.current = setTimeout(applyPending, filterApplyDebounceMs);
  }, [applyPending, commit, stopTimer]);

  const isReported = useRef(false);
  useEffect(() => {
    if (!isReported.current) report.current?.(current.current.applied, 'initial');
    isReported.current = true;
    return stopTimer;
  }, [stopTimer]);

  return useMemo(() => ({
    state,
    setValue: (filterId, value, atOnce) => change(setFilterValue(current.current, filterId, value), atOnce),
    reset: (filterId) => change(resetFilter(current.current, filterId)),
    cancel: () => {
      stopTimer();
      commit(cancelPending(current.current));
    },
    back: () => {
      stopTimer();
      const { state: next, outcome } = goBack(current.current);
      if (outcome !== 'BACK') return;
      commit(next);
      report.current?.(next.applied, 'back');
    },
  }), [state, change, commit, stopTimer]);
}
