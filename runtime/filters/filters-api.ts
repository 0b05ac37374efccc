/** The filter calls of SPEC §7 ("filters: GET config; POST read/grouping-keys") over the one API client. */
import type { FilterDefinition } from '../../descriptors/lib/filters/filter-types.js';
import type { ApiClient } from '../api/api-client.js';

export interface GroupingKeyQuery {
  cluster: string;
  group?: string;
  /** ship codes; empty: every ship the user may see */
  units?: string[];
}

/** An answer asked for ahead is taken only this soon after: later, the definitions are read afresh. */
const aheadForMs = 10_000;
const readAhead = new WeakMap<ApiClient, { answer: Promise<FilterDefinition[]>; askedAt: number }>();

/**
 * Asks for the filter definitions now, beside the page that will need them (its descriptor names its filters), so
 * that the page's data need not wait for two answers one after the other; the next `readConfig` takes this answer.
 */
export function readFilterConfigAhead(client: ApiClient): void {
  const answer = client.get<FilterDefinition[]>('/filters/config');
  // Nobody may take it (a page without filters): its failure is then nobody's to report.
  answer.catch(() => undefined);
  readAhead.set(client, { answer, askedAt: Date.now() });
}

export function filtersApi(client: ApiClient) {
  return {
    /** The filter definitions with the ships and unit groups the user may see. */
    readConfig: () => {
      const ahead = readAhead.get(client);
      readAhead.delete(client);
      return ahead && Date.now() - ahead.askedAt < aheadForMs ? ahead.answer : client.get<FilterDefinition[]>('/filters/config');
    },
    /** The grouping keys of a cluster that have series for the user's ships. */
    readGroupingKeys: (query: GroupingKeyQuery) => client.post<string[]>('/filters/read/grouping-keys', { requestValue: query }),
  };
}
