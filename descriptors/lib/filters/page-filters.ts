/** Which filters a page's panel shows: the ids the page lists (in its order), else every filter naming the page. */
import type { AnalyticsPage, Dataset } from '../../kinds/analytics-page/analytics-page.js';
import type { FilterDefinition, FilterValues } from './filter-types.js';
import { presetCovering } from './period.js';

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

/**
 * The panel's starting values a page asks for by design: its PERIOD opens at the preset covering the longest
 * `period.last` of its datasets (a hull page looking six months back does not open at the filter's 30 days).
 */
export function initialPageFilters(pages: readonly Pick<AnalyticsPage, 'datasets' | 'charts'>[]): Partial<FilterValues> {
  const datasets: Dataset[] = pages.flatMap((page) => [...(page.datasets ?? []), ...(page.charts ?? []).flatMap((chart) => chart.datasets ?? [])]);
  const longest = Math.max(0, ...datasets.map((d) => (d.period && 'last' in d.period ? d.period.last : 0)));
  return longest > 0 ? { PERIOD: { preset: presetCovering(longest) } } : {};
}
