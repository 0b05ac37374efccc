import { describe, expect, it } from 'vitest';
import { choosePageFilters } from '../../../../descriptors/lib/filters/page-filters.js';
import { allFilters, periodFilter, unitsFilter } from './fixtures.js';

describe("a page's filters", () => {
  it('are the ids the page lists, in its order, with the missing ones named', () => {
    expect(choosePageFilters(allFilters, 'ANY', ['PERIOD', 'NO_SUCH', 'UNITS'])).toEqual({ definitions: [periodFilter, unitsFilter], missing: ['NO_SUCH'] });
  });

  it('without a list, are the filters whose pages name the page', () => {
    expect(choosePageFilters(allFilters, 'MAIN_KPI_HULL')).toEqual({ definitions: [unitsFilter, periodFilter], missing: [] });
    expect(choosePageFilters(allFilters, 'OTHER').definitions).toEqual([]);
  });
});
