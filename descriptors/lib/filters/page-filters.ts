/** Which filters a page's panel shows: the ids the page lists (in its order), else every filter naming the page. */
import type { FilterDefinition } from './filter-types.js';

export interface PageFilters {
  definitions: FilterDefinition[];
  /** Ids the page lists that no definition has (SPEC §8: logged, and shown in the panel). */
  missing: string[];
}

export function choosePageFilters(all: readonly FilterDefinition[], pageId: string, filterIds?: readonly string[]): PageFilters {
  if (!filterIds) return { definitions: all.filter((d) => d.pages.includes(pageId)), missing: [] };
  const definitions: FilterDefinition[] = [];
  const missing: string[] = [];
  for (const id of filterIds) {
    const definition = all.find((d) => d.id === id);
    if (definition) definitions.push(definition);
    else missing.push(id);
  }
  return { definitions, missing };
}
