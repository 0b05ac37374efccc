import { describe, expect, it } from 'vitest';
import { periodPresets, periodProblem, resolvePeriod } from '../../../../../descriptors/lib/filters/period.js';
import { toRequestFilters } from '../../../../../descriptors/lib/filters/request-filters.js';
import { applyFilters, createFilterState, setFilterValue } from '../../../../../descriptors/lib/filters/filter-state.js';
import { allFilters } from '../../../../support/filter-definitions.js';

const now = Date.parse('2026-03-15T12:30:00.000Z');

describe('period presets', () => {
  it('offers the six presets of the panel', () => {
    expect(periodPresets).toEqual(['LAST_24_HOURS', 'LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS', 'YEAR_TO_DATE', 'LAST_12_MONTHS']);
  });

  it('resolves each preset to a range ending now', () => {
    const from = (preset: (typeof periodPresets)[number]) => resolvePeriod({ preset }, now).from;
    expect(from('LAST_24_HOURS')).toBe('2026-03-14T12:30:00.000Z');
    expect(from('LAST_7_DAYS')).toBe('2026-03-08T12:30:00.000Z');
    expect(from('LAST_30_DAYS')).toBe('2026-02-13T12:30:00.000Z');
    expect(from('LAST_90_DAYS')).toBe('2025-12-15T12:30:00.000Z');
    expect(from('YEAR_TO_DATE')).toBe('2026-01-01T00:00:00.000Z');
    expect(from('LAST_12_MONTHS')).toBe('2025-03-15T12:30:00.000Z');
    expect(resolvePeriod({ preset: 'LAST_7_DAYS' }, now).to).toBe('2026-03-15T12:30:00.000Z');
  });

  it('keeps an explicit range, in UTC', () => {
    expect(resolvePeriod({ from: '2026-03-01T02:00:00+02:00', to: '2026-03-02T00:00:00Z' }, now)).toEqual({ from: '2026-03-01T00:00:00.000Z', to: '2026-03-02T00:00:00.000Z' });
  });
});

describe('a valid period', () => {
  it('needs from before to', () => {
    expect(periodProblem({ from: '2026-03-01T00:00:00Z', to: '2026-03-01T00:00:01Z' })).toBeUndefined();
    expect(periodProblem({ from: '2026-03-01T00:00:00Z', to: '2026-03-01T00:00:00Z' })).toBe('filters.problem.periodOrder');
    expect(periodProblem({ from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' })).toBe('filters.problem.periodOrder');
  });

  it('needs instants with a zone, or a known preset', () => {
    expect(periodProblem({ from: '2026-03-01', to: '2026-03-02T00:00:00Z' })).toBe('filters.problem.badPeriod');
    expect(periodProblem({ from: '2026-03-01T00:00', to: '2026-03-02T00:00:00Z' })).toBe('filters.problem.badPeriod');
    expect(periodProblem({ from: 'yesterday', to: 'today' })).toBe('filters.problem.badPeriod');
    expect(periodProblem({ preset: 'LAST_WEEK' })).toBe('filters.problem.badPeriod');
    expect(periodProblem(null)).toBe('filters.problem.badPeriod');
    expect(periodProblem({ preset: 'YEAR_TO_DATE' })).toBeUndefined();
  });
});

describe('an applied set as extraction filters', () => {
  const known = createFilterState({ pageId: 'P', definitions: allFilters });

  it('sends the chosen ships, the resolved period, grouping keys and a narrowing loading condition', () => {
    let state = setFilterValue(known, 'UNITS', ['NORDIC_ORE']);
    state = setFilterValue(state, 'PERIOD', { preset: 'LAST_7_DAYS' });
    state = setFilterValue(state, 'GROUPING_KEY', ['SHIP-UNIT-NORDIC_ORE']);
    state = setFilterValue(state, 'LOADING_CONDITION', 'LADEN');
    const { applied } = applyFilters(state).state;
    expect(toRequestFilters(state.definitions, applied, now)).toEqual({
      units: ['NORDIC_ORE'], from: '2026-03-08T12:30:00.000Z', to: '2026-03-15T12:30:00.000Z',
      groupingKeys: ['SHIP-UNIT-NORDIC_ORE'], loadingCondition: 'LADEN',
    });
  });

  it("sends a chosen group's ships when no ship is chosen, and nothing for empty choices", () => {
    expect(toRequestFilters(known.definitions, setFilterValue(known, 'UNIT_GROUP', 'TANKERS').pending, now)).toMatchObject({ units: ['BALTIC_AMBER'] });
    expect(toRequestFilters(known.definitions, known.applied, now)).toEqual({ from: '2026-02-13T12:30:00.000Z', to: '2026-03-15T12:30:00.000Z' });
  });
});
