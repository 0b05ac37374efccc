import { describe, expect, it } from 'vitest';
import {
  applyFilters, cancelPending, canGoBack, createFilterState, filterApplyDebounceMs, filterHistoryLimit, goBack, hasPendingChanges,
  isFilterChanged, isPanelValid, resetFilter, setFilterValue, type FilterPanelState,
} from '../../../../../descriptors/lib/filters/filter-state.js';
import { allFilters, groupFilter, periodFilter, unitsFilter } from '../../../../support/filter-definitions.js';

const fresh = () => createFilterState({ pageId: 'MAIN_KPI_HULL', definitions: allFilters });
const applied = (state: FilterPanelState) => {
  const result = applyFilters(state);
  expect(result.outcome).toBe('APPLIED');
  return result.state;
};
const week = { preset: 'LAST_7_DAYS' } as const;

describe('SPEC §9 constants', () => {
  it('keeps 10 applied sets and debounces applying by 500 ms', () => {
    expect(filterHistoryLimit).toBe(10);
    expect(filterApplyDebounceMs).toBe(500);
  });
});

describe('a new filter panel', () => {
  it("starts with every filter at its type's initial value, applied, valid and with that one set in history", () => {
    const state = fresh();
    expect(state.pageId).toBe('MAIN_KPI_HULL');
    expect(state.pending).toEqual({ UNITS: [], UNIT_GROUP: null, PERIOD: { preset: 'LAST_30_DAYS' }, GROUPING_KEY: [], LOADING_CONDITION: 'ALL' });
    expect(state.applied).toBe(state.pending);
    expect(state.history).toEqual([state.applied]);
    expect(isPanelValid(state)).toBe(true);
    expect(canGoBack(state)).toBe(false);
  });

  it('takes initial values from the page, but not invalid ones', () => {
    const state = createFilterState({ pageId: 'P', definitions: allFilters, initial: { UNITS: ['NORDIC_ORE'], PERIOD: { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } } });
    expect(state.initial.UNITS).toEqual(['NORDIC_ORE']);
    expect(state.initial.PERIOD).toEqual({ preset: 'LAST_30_DAYS' });
    expect(isPanelValid(state)).toBe(true);
  });
});

describe('SPEC §4: changes are applied only when all filter controls are valid', () => {
  it('refuses to apply while one control is invalid, and applies once it is valid again', () => {
    let state = setFilterValue(fresh(), 'UNITS', ['NORDIC_ORE']);
    state = setFilterValue(state, 'PERIOD', { from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' });
    expect(state.problems).toEqual({ PERIOD: { key: 'filters.problem.periodOrder' } });
    const refused = applyFilters(state);
    expect(refused.outcome).toBe('INVALID');
    expect(refused.state.applied.UNITS).toEqual([]);
    expect(refused.state.history).toHaveLength(1);

    const fixed = applied(setFilterValue(state, 'PERIOD', { from: '2026-03-01T00:00:00Z', to: '2026-03-02T00:00:00Z' }));
    expect(fixed.applied).toMatchObject({ UNITS: ['NORDIC_ORE'], PERIOD: { from: '2026-03-01T00:00:00Z' } });
  });

  it('reports validity per control', () => {
    let state = setFilterValue(fresh(), 'UNITS', ['GHOST_SHIP']);
    state = setFilterValue(state, 'GROUPING_KEY', ['SHIP']);
    state = setFilterValue(state, 'LOADING_CONDITION', 'HALF');
    expect(state.problems).toEqual({
      UNITS: { key: 'filters.problem.unknownShip', params: { value: 'GHOST_SHIP' } },
      GROUPING_KEY: { key: 'filters.problem.badGroupingKey', params: { value: 'SHIP' } },
      LOADING_CONDITION: { key: 'filters.problem.badLoadingCondition', params: { value: 'HALF' } },
    });
    expect(applyFilters(state).outcome).toBe('INVALID');
  });
});

describe('SPEC §4: changes are applied only when the values differ from the last applied set', () => {
  it('does not apply (nor add to history) a set deeply equal to the applied one', () => {
    const once = applied(setFilterValue(fresh(), 'PERIOD', week));
    const again = applyFilters(setFilterValue(once, 'PERIOD', { preset: 'LAST_7_DAYS' }));
    expect(again.outcome).toBe('UNCHANGED');
    expect(again.state.history).toHaveLength(2);
  });

  it('treats the same ships chosen in another order as unchanged', () => {
    const once = applied(setFilterValue(fresh(), 'UNITS', ['NORDIC_ORE', 'BALTIC_AMBER']));
    expect(once.applied.UNITS).toEqual(['BALTIC_AMBER', 'NORDIC_ORE']);
    expect(applyFilters(setFilterValue(once, 'UNITS', ['BALTIC_AMBER', 'NORDIC_ORE', 'NORDIC_ORE'])).outcome).toBe('UNCHANGED');
  });

  it('changing a value and changing it back before applying is no change', () => {
    const state = setFilterValue(setFilterValue(fresh(), 'LOADING_CONDITION', 'LADEN'), 'LOADING_CONDITION', 'ALL');
    expect(hasPendingChanges(state)).toBe(false);
    expect(applyFilters(state).outcome).toBe('UNCHANGED');
  });
});

describe('SPEC §4: history keeps at most 10 applied sets and goes back one step', () => {
  const conditions = ['LADEN', 'BALLAST'] as const;
  const applyMany = (count: number) => {
    let state = fresh();
    for (let i = 0; i < count; i++) state = applied(setFilterValue(state, 'GROUPING_KEY', [`SHIP-UNIT-S${i}`]));
    return state;
  };

  it('keeps only the newest 10 applied sets', () => {
    const state = applyMany(12);
    expect(state.history).toHaveLength(10);
    expect(state.history.map((s) => (s.GROUPING_KEY as string[])[0])).toEqual(Array.from({ length: 10 }, (_, i) => `SHIP-UNIT-S${i + 2}`));
    expect(state.history.at(-1)).toBe(state.applied);
  });

  it('back restores the previous applied set, as pending and applied', () => {
    let state = applied(setFilterValue(fresh(), 'LOADING_CONDITION', conditions[0]));
    state = applied(setFilterValue(state, 'LOADING_CONDITION', conditions[1]));
    const back = goBack(setFilterValue(state, 'UNITS', ['NORDIC_ORE']));
    expect(back.outcome).toBe('BACK');
    expect(back.state.applied.LOADING_CONDITION).toBe('LADEN');
    expect(back.state.pending).toBe(back.state.applied);
    expect(back.state.history).toHaveLength(2);
  });

  it('goes back one step at a time and no further than the oldest kept set', () => {
    let state = applyMany(12);
    for (let i = 0; i < 9; i++) state = goBack(state).state;
    expect(state.applied.GROUPING_KEY).toEqual(['SHIP-UNIT-S2']);
    expect(canGoBack(state)).toBe(false);
    const stuck = goBack(state);
    expect(stuck.outcome).toBe('NO_HISTORY');
    expect(stuck.state).toBe(state);
  });
});

describe('SPEC §4: a single filter can be reset to its initial value', () => {
  it('resets only that filter, as a pending change', () => {
    let state = createFilterState({ pageId: 'P', definitions: allFilters, initial: { PERIOD: week } });
    state = applied(setFilterValue(setFilterValue(state, 'PERIOD', { preset: 'LAST_90_DAYS' }), 'LOADING_CONDITION', 'LADEN'));
    expect(isFilterChanged(state, 'PERIOD')).toBe(true);
    const reset = resetFilter(state, 'PERIOD');
    expect(reset.pending).toMatchObject({ PERIOD: week, LOADING_CONDITION: 'LADEN' });
    expect(reset.applied.PERIOD).toEqual({ preset: 'LAST_90_DAYS' });
    expect(isFilterChanged(reset, 'PERIOD')).toBe(false);
    expect(applied(reset).applied).toMatchObject({ PERIOD: week, LOADING_CONDITION: 'LADEN' });
  });
});

describe('SPEC §4: pending changes can be cancelled back to the last applied values', () => {
  it('drops every pending change and the problems they brought', () => {
    let state = applied(setFilterValue(fresh(), 'UNITS', ['NORDIC_ORE']));
    state = setFilterValue(setFilterValue(state, 'UNITS', ['GHOST_SHIP']), 'LOADING_CONDITION', 'BALLAST');
    expect(isPanelValid(state)).toBe(false);
    const cancelled = cancelPending(state);
    expect(cancelled.pending).toEqual(state.applied);
    expect(cancelled.pending.UNITS).toEqual(['NORDIC_ORE']);
    expect(isPanelValid(cancelled)).toBe(true);
    expect(hasPendingChanges(cancelled)).toBe(false);
    expect(cancelled.history).toBe(state.history);
  });
});

describe('SPEC §5: an unknown filter type is an error', () => {
  it('leaves the filter out with an error naming its type; the other filters work', () => {
    const state = createFilterState({ pageId: 'P', definitions: [unitsFilter, { ...periodFilter, id: 'DRAFT', type: 'DRAFT_MARK' }, periodFilter] });
    expect(state.errors).toEqual([{ code: 'UNKNOWN_FILTER_TYPE', filterId: 'DRAFT', type: 'DRAFT_MARK' }]);
    expect(state.definitions.map((d) => d.id)).toEqual(['UNITS', 'PERIOD']);
    expect('DRAFT' in state.pending).toBe(false);
    expect(setFilterValue(state, 'DRAFT', 'x')).toBe(state);
    expect(applied(setFilterValue(state, 'PERIOD', week)).applied.PERIOD).toEqual(week);
  });
});

describe('ships and a unit group', () => {
  it('does not apply ships outside the chosen group', () => {
    let state = setFilterValue(fresh(), 'UNIT_GROUP', 'TANKERS');
    state = setFilterValue(state, 'UNITS', ['NORDIC_ORE']);
    expect(state.problems.UNITS).toEqual({ key: 'filters.problem.shipOutsideGroup', params: { value: 'NORDIC_ORE', group: 'TANKERS' } });
    expect(isPanelValid(setFilterValue(state, 'UNITS', ['BALTIC_AMBER']))).toBe(true);
    expect(setFilterValue(fresh(), 'UNIT_GROUP', 'NO_GROUP').problems.UNIT_GROUP).toMatchObject({ key: 'filters.problem.unknownGroup' });
    expect(groupFilter.groups[0].units).toEqual(['BALTIC_AMBER']);
  });
});
