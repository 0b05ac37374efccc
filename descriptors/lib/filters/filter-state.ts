/**
 * The state of a page's filter panel (SPEC §4 "Filters"), as pure functions over an immutable value: the values
 * being edited (pending), the last applied set, validity per control, a history of applied sets with "back" one
 * step, reset of one filter and cancel of pending changes. No timers here: the caller debounces (use-filter-panel).
 *
 * - Changes are applied only when every control is valid and the values differ from the last applied set.
 * - History keeps at most `filterHistoryLimit` applied sets (the current one is the last) and goes back one step.
 * - A filter of an unknown type is left out and reported in `errors` (SPEC §5); the other filters work.
 */
import { isJsonEqual } from '../json-diff.js';
import {
  checkFilterType, filterTypeRules, type FilterDefinition, type FilterProblem, type FilterValue, type FilterValues,
  type KnownFilterDefinition, type UnknownFilterType,
} from './filter-types.js';

/** SPEC §9: at most this many applied sets are kept. */
export const filterHistoryLimit = 10;
/** SPEC §9: changes are applied after this many milliseconds without another change. */
export const filterApplyDebounceMs = 500;

export interface FilterPanelState {
  pageId: string;
  /** The filters of known types, in the order given. */
  definitions: readonly KnownFilterDefinition[];
  /** Filters left out because their type is unknown. */
  errors: readonly UnknownFilterType[];
  /** What each filter starts with and returns to on reset. */
  initial: FilterValues;
  /** The values being edited. */
  pending: FilterValues;
  /** The last applied set. */
  applied: FilterValues;
  /** Validity per control: the problem of each invalid one (valid controls have no entry). */
  problems: Readonly<Record<string, FilterProblem>>;
  /** Applied sets, oldest first; the last is `applied`. */
  history: readonly FilterValues[];
}

export interface FilterStateInput {
  pageId: string;
  definitions: readonly FilterDefinition[];
  /** Initial values by filter id (e.g. from the page); an invalid one is replaced by the type's own initial value. */
  initial?: Partial<FilterValues>;
}

export type ApplyOutcome = 'APPLIED' | 'INVALID' | 'UNCHANGED';
export type BackOutcome = 'BACK' | 'NO_HISTORY';

const problemsOf = (definitions: readonly KnownFilterDefinition[], values: FilterValues) => {
  const problems: Record<string, FilterProblem> = {};
  for (const definition of definitions) {
    const problem = filterTypeRules[definition.type].problem(values[definition.id], definition, { definitions, values });
    if (problem) problems[definition.id] = problem;
  }
  return problems;
};

const withPending = (state: FilterPanelState, pending: FilterValues): FilterPanelState =>
  ({ ...state, pending, problems: problemsOf(state.definitions, pending) });

export function createFilterState(input: FilterStateInput): FilterPanelState {
  const definitions: KnownFilterDefinition[] = [];
  const errors: UnknownFilterType[] = [];
  for (const definition of input.definitions) {
    if (definitions.some((d) => d.id === definition.id)) continue;
    const checked = checkFilterType(definition);
    if (checked.ok) definitions.push(checked.definition);
    else errors.push(checked.error);
  }
  const defaults: FilterValues = Object.fromEntries(definitions.map((d) => [d.id, filterTypeRules[d.type].initial(d)]));
  const given: FilterValues = { ...defaults };
  for (const definition of definitions) {
    const value = input.initial?.[definition.id];
    if (value !== undefined) given[definition.id] = filterTypeRules[definition.type].normalise(value) as FilterValue;
  }
  const problems = problemsOf(definitions, given);
  const initial = Object.fromEntries(definitions.map((d) => [d.id, problems[d.id] ? defaults[d.id] : given[d.id]]));
  return { pageId: input.pageId, definitions, errors, initial, pending: initial, applied: initial, problems: problemsOf(definitions, initial), history: [initial] };
}

/** Sets the pending value of one filter (normalised); an id the panel does not have changes nothing. */
export function setFilterValue(state: FilterPanelState, filterId: string, value: unknown): FilterPanelState {
  const definition = state.definitions.find((d) => d.id === filterId);
  if (!definition) return state;
  return withPending(state, { ...state.pending, [filterId]: filterTypeRules[definition.type].normalise(value) as FilterValue });
}

export function isPanelValid(state: FilterPanelState): boolean {
  return Object.keys(state.problems).length === 0;
}

export function hasPendingChanges(state: FilterPanelState): boolean {
  return !isJsonEqual(state.pending, state.applied);
}

/** Applies the pending values when every control is valid and they differ from the last applied set. */
export function applyFilters(state: FilterPanelState): { state: FilterPanelState; outcome: ApplyOutcome } {
  if (!isPanelValid(state)) return { state, outcome: 'INVALID' };
  if (!hasPendingChanges(state)) return { state, outcome: 'UNCHANGED' };
  const history = [...state.history, state.pending].slice(-filterHistoryLimit);
  return { state: { ...state, applied: state.pending, history }, outcome: 'APPLIED' };
}

export function canGoBack(state: FilterPanelState): boolean {
  return state.history.length > 1;
}

/** Returns to the applied set before the current one; pending changes are dropped. */
export function goBack(state: FilterPanelState): { state: FilterPanelState; outcome: BackOutcome } {
  if (!canGoBack(state)) return { state, outcome: 'NO_HISTORY' };
  const history = state.history.slice(0, -1);
  const previous = history[history.length - 1];
  return { state: { ...withPending(state, previous), applied: previous, history }, outcome: 'BACK' };
}

/** Sets one filter's pending value back to its initial value. */
export function resetFilter(state: FilterPanelState, filterId: string): FilterPanelState {
  return filterId in state.initial ? setFilterValue(state, filterId, state.initial[filterId]) : state;
}

/** Whether one filter's pending value differs from its initial value (what "reset" would change). */
export function isFilterChanged(state: FilterPanelState, filterId: string): boolean {
  return !isJsonEqual(state.pending[filterId], state.initial[filterId]);
}

/** Drops the pending changes: back to the last applied values. */
export function cancelPending(state: FilterPanelState): FilterPanelState {
  return withPending(state, state.applied);
}
