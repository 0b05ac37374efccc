import { describe, expect, it } from 'vitest';
import { choosePageFilters, initialPageFilters } from '../../../../../descriptors/lib/filters/page-filters.js';
import { allFilters, periodFilter, unitsFilter } from '../../../../support/filter-definitions.js';

describe("a page's filters", () => {
  it('are the ids the page lists, in its order, with the missing ones named', () => {
    expect(choosePageFilters(allFilters, 'ANY', ['PERIOD', 'NO_SUCH', 'UNITS'])).toEqual({ definitions: [periodFilter, unitsFilter], missing: ['NO_SUCH'] });
  });

  it('without a list, are the filters whose pages name the page', () => {
    expect(choosePageFilters(allFilters, 'MAIN_KPI_HULL')).toEqual({ definitions: [unitsFilter, periodFilter], missing: [] });
    expect(choosePageFilters(allFilters, 'OTHER').definitions).toEqual([]);
  });

  it('open the period at the preset covering the longest period the page was designed for', () => {
    const dataset = (last: number) => ({ id: `d${last}`, tags: [], period: { last } });
    // Hull KPIs look 180 days back: the 30-day default would hide the fouling trend, 12 months covers it.
    expect(initialPageFilters([{ datasets: [dataset(7 * 86_400)], charts: [{ id: 'c', type: 'kpi', datasets: [dataset(180 * 86_400)] }] }]))
      .toEqual({ PERIOD: { preset: 'LAST_12_MONTHS' } });
    expect(initialPageFilters([{ datasets: [dataset(86_400)] }, { datasets: [dataset(3 * 86_400)] }])).toEqual({ PERIOD: { preset: 'LAST_7_DAYS' } });
    expect(initialPageFilters([{ datasets: [dataset(30 * 86_400)] }])).toEqual({ PERIOD: { preset: 'LAST_30_DAYS' } });
    expect(initialPageFilters([{ datasets: [{ id: 'fixed', tags: [], period: { from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' } }] }])).toEqual({});
  });
});
