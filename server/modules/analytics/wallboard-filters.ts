/**
 * The filter definitions of a wallboard page (GET /api/wallboard/{value}/filters): the filters the page lists, built
 * for the link's reader (the author narrowed to the page's ships), with the grouping keys of the page's cluster
 * filled in, since a detached panel fetches nothing.
 */
import type { FilterDefinition } from '../../../descriptors/lib/filters/filter-types.js';
import { choosePageFilters } from '../../../descriptors/lib/filters/page-filters.js';
import type { Db } from '../../db/engine.js';
import type { Language } from '../../../descriptors/lib/text.js';
import { buildFilterConfig } from '../filters/filter-config.js';
import { readGroupingKeys } from '../filters/grouping-keys.js';
import type { OpenLink } from './wallboard-links.js';

/** The cluster a page reads when it names none (docs/analytics.md: a tag without groupingKey reads SHIP-UNIT). */
const defaultCluster = 'SHIP';

export async function wallboardFilters(db: Db, { page, reader }: OpenLink, language: Language): Promise<FilterDefinition[]> {
  const ids = page.page.filters ?? [];
  if (!ids.length) return [];
  const { definitions } = choosePageFilters(await buildFilterConfig(db, reader, language), page.page.code, ids);
  return Promise.all(definitions.map(async (definition) => {
    const own = { ...definition, pages: [page.page.code] };
    if (definition.type !== 'GROUPING_KEY') return own;
    // An unknown cluster is the page's problem, shown by its panels: the filter then offers no keys.
    const keys = await readGroupingKeys(db, reader, { cluster: page.page.cluster ?? defaultCluster }).catch(() => []);
    return { ...own, options: keys.map((key) => ({ value: key, label: key })) };
  }));
}
