/**
 * The filter panel of an analytics page, wired to its extraction (docs/analytics.md "Filters"): the page's filter
 * ids (`filters` of the page) pick the definitions, the panel is drawn with them, and every applied set becomes the
 * extraction's `filters` through `toRequestFilters` — except PERIOD, handed over as a value so that a preset
 * ("last 24 hours") is resolved again at each request and a refresh moves it to now. Until the panel reports its
 * starting set nothing should be extracted (`isReady`), so a page is not read twice on opening. A page without
 * `filters` has no panel and is ready at once; definitions that cannot be read leave a notice and no filtering.
 * A UNIT filter (one ship) starts on the ship the user chose last (`useShipMemory`) and remembers each one applied.
 */
import { Alert } from '@mantine/core';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFilterType, type FilterDefinition, type FilterValues, type KnownFilterDefinition } from '../../descriptors/lib/filters/filter-types.js';
import { choosePageFilters } from '../../descriptors/lib/filters/page-filters.js';
import type { PeriodValue } from '../../descriptors/lib/filters/period.js';
import { toRequestFilters, type RequestFilters } from '../../descriptors/lib/filters/request-filters.js';
import type { ApiClient } from '../api/api-client.js';
import { Icon } from '../shell/Icon.js';
import { useLoadingStatus } from '../shell/use-loading-status.js';
import { FilterPanel } from './FilterPanel.js';
import { filtersApi } from './filters-api.js';
import { useShipMemory } from './ship-memory.js';

export interface PageFiltersOptions {
  /** The page (or multi-page) the panel belongs to. */
  pageId: string;
  /** The filter ids the page lists; none: no panel. */
  filterIds?: readonly string[];
  /** The page's data cluster, for grouping keys. */
  cluster?: string;
  /** Signed in: definitions from GET /filters/config, grouping keys fetched as ships are chosen. */
  client?: ApiClient;
  /** Detached (a wallboard link): where the page's definitions come from; the panel then fetches nothing. */
  loadDetached?: () => Promise<FilterDefinition[]>;
  /** Starting values the page asks for (`initialPageFilters`); Reset returns to them. */
  initial?: Partial<FilterValues>;
}

export interface PageFilters {
  /** The applied values as the extraction's filters, without the period. */
  filters: RequestFilters;
  /** The PERIOD filter's applied value, if the page lists it. */
  period?: PeriodValue;
  /** False until the panel has reported its starting set. */
  isReady: boolean;
  panel?: ReactNode;
}

const noFilters: RequestFilters = {};

/** Request filters of an applied set, with the period left out (it travels as a value, see above). */
export function requestFiltersOf(definitions: readonly FilterDefinition[], values: FilterValues): { filters: RequestFilters; period?: PeriodValue } {
  const known = definitions.flatMap((d) => { const checked = checkFilterType(d); return checked.ok ? [checked.definition] : []; });
  const periodDefinition = known.find((d) => d.type === 'PERIOD');
  const others: KnownFilterDefinition[] = known.filter((d) => d !== periodDefinition);
  const period = periodDefinition ? values[periodDefinition.id] as PeriodValue | undefined : undefined;
  return { filters: toRequestFilters(others, values, Date.now()), period };
}

export function usePageFilters({ pageId, filterIds, cluster, client, loadDetached, initial }: PageFiltersOptions): PageFilters {
  const { t } = useTranslation();
  // Without a way to read definitions (a preview outside the shell) the page is drawn unfiltered.
  const hasFilters = Boolean(filterIds?.length) && (loadDetached !== undefined || client !== undefined);
  const load = () => (loadDetached ? loadDetached() : filtersApi(client!).readConfig());
  const definitions = useLoadingStatus(load, { immediate: hasFilters });
  const [applied, setApplied] = useState<FilterValues>();
  const all = definitions.value;
  const chosen = useMemo(() => (all && filterIds ? choosePageFilters(all, pageId, filterIds).definitions : []), [all, pageId, filterIds]);
  const memory = useShipMemory();
  const shipFilterIds = useMemo(() => chosen.filter((d) => d.type === 'UNIT').map((d) => d.id), [chosen]);
  // A remembered ship no longer offered is not valid, so the panel falls back to the filter's own start.
  const starting = useMemo(() => {
    const ship = memory.read();
    return ship && shipFilterIds.length ? { ...initial, ...Object.fromEntries(shipFilterIds.map((id) => [id, ship])) } : initial;
  }, [initial, shipFilterIds, memory]);
  const onApply = useCallback((values: FilterValues) => {
    for (const id of shipFilterIds) if (typeof values[id] === 'string') memory.remember(values[id] as string);
    setApplied(values);
  }, [shipFilterIds, memory]);
  const key = JSON.stringify(applied ?? null);
  const request = useMemo(() => (applied ? requestFiltersOf(chosen, applied) : undefined), [chosen, key]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!hasFilters) return { filters: noFilters, isReady: true };
  if (definitions.error) {
    const notice = <Alert color="red" variant="light" icon={<Icon name="alert" />}>{t('filters.panel.loadFailed', { message: definitions.error.message })}</Alert>;
    return { filters: noFilters, isReady: true, panel: notice };
  }
  if (!all) return { filters: noFilters, isReady: false };
  const panel = loadDetached
    ? <FilterPanel detached definitions={all} pageId={pageId} filterIds={filterIds} cluster={cluster} initial={starting} onApply={onApply} />
    : <FilterPanel client={client!} definitions={all} pageId={pageId} filterIds={filterIds} cluster={cluster} initial={starting} onApply={onApply} />;
  return { filters: request?.filters ?? noFilters, period: request?.period, isReady: request !== undefined, panel };
}
