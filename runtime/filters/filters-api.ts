/** The filter calls of SPEC §7 ("filters: GET config; POST read/grouping-keys") over the one API client. */
import type { FilterDefinition } from '../../descriptors/lib/filters/filter-types.js';
import type { ApiClient } from '../api/api-client.js';

export interface GroupingKeyQuery {
  cluster: string;
  group?: string;
  /** ship codes; empty: every ship the user may see */
  units?: string[];
}

export function filtersApi(client: ApiClient) {
  return {
    /** The filter definitions with the ships and unit groups the user may see. */
    readConfig: () => client.get<FilterDefinition[]>('/filters/config'),
    /** The grouping keys of a cluster that have series for the user's ships. */
    readGroupingKeys: (query: GroupingKeyQuery) => client.post<string[]>('/filters/read/grouping-keys', { requestValue: query }),
  };
}
