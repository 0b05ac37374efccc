/** What every filter control receives (runtime/filters/filter-controls.ts registers one per filter type). */
import type { FilterType, FilterValueByType, FilterValues, KnownFilterDefinition } from '../../descriptors/lib/filters/filter-types.js';
import type { ApiClient } from '../api/api-client.js';

export interface FilterControlContext {
  /** Absent or unused when detached: a detached panel fetches nothing. */
  client?: ApiClient;
  detached: boolean;
  /** The page's data cluster (grouping keys are read for it). */
  cluster?: string;
  definitions: readonly KnownFilterDefinition[];
  /** Every filter's pending value (a control may depend on another, e.g. grouping keys on the chosen ships). */
  values: FilterValues;
}

export interface FilterControlProps<T extends FilterType = FilterType> {
  definition: KnownFilterDefinition;
  value: FilterValueByType[T];
  /** The translated problem of the value, when it is not valid. */
  error?: string;
  onChange(value: FilterValueByType[T]): void;
  context: FilterControlContext;
}
