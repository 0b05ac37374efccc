/** Filter definitions as GET /api/filters/config answers them, for the filter tests. */
import type { FilterDefinition } from '../../descriptors/lib/filters/filter-types.js';

export const unitsFilter: FilterDefinition = {
  id: 'UNITS', type: 'UNITS', label: 'Ships', groups: [], pages: ['MAIN_KPI_HULL'],
  options: [{ label: 'Baltic Amber', value: 'BALTIC_AMBER' }, { label: 'Keel Horizon', value: 'KEEL_HORIZON' }, { label: 'Nordic Ore', value: 'NORDIC_ORE' }],
};
export const groupFilter: FilterDefinition = {
  id: 'UNIT_GROUP', type: 'UNIT_GROUP', label: 'Ship group', pages: [],
  options: [{ label: 'Tankers', value: 'TANKERS' }],
  groups: [{ value: 'TANKERS', label: 'Tankers', units: ['BALTIC_AMBER'] }],
};
export const periodFilter: FilterDefinition = {
  id: 'PERIOD', type: 'PERIOD', label: 'Period', groups: [], pages: ['MAIN_KPI_HULL'],
  options: [{ label: 'Last 7 days', value: 'LAST_7_DAYS' }, { label: 'Last 30 days', value: 'LAST_30_DAYS' }],
};
export const groupingKeyFilter: FilterDefinition = {
  id: 'GROUPING_KEY', type: 'GROUPING_KEY', label: 'Grouping keys', options: [], pages: [],
  groups: [{ value: 'SHIP-UNIT', label: 'The ship', cluster: 'SHIP', group: 'UNIT' }],
};
export const loadingFilter: FilterDefinition = {
  id: 'LOADING_CONDITION', type: 'LOADING_CONDITION', label: 'Loading condition', groups: [], pages: [],
  options: [{ label: 'Laden', value: 'LADEN' }, { label: 'Ballast', value: 'BALLAST' }, { label: 'All', value: 'ALL' }],
};

export const allFilters = [unitsFilter, groupFilter, periodFilter, groupingKeyFilter, loadingFilter];
