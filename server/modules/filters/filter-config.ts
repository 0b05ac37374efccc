/**
 * The built-in filter definitions of GET /api/filters/config (SPEC §3 "Filter": id, type, label, options, groups,
 * pages), built for one user and language: ships and unit groups only as far as the user may see them.
 */
import { hasFunction, type Principal } from '../../../descriptors/lib/access.js';
import { filterTypes, loadingConditions, type FilterDefinition, type FilterGroup, type FilterOption, type FilterType } from '../../../descriptors/lib/filters/filter-types.js';
import { periodPresets } from '../../../descriptors/lib/filters/period.js';
import { type Language, resolveText } from '../../../descriptors/lib/text.js';
import type { Db } from '../../db/engine.js';
import { listUnitGroups } from '../access/unit-groups.js';
import { listVisibleShips, type VisibleShip } from '../access/visible-ships.js';
import { translate } from '../../http/i18n.js';
import { listDescriptors } from '../descriptors/store.js';
import { loadClusters } from '../timeseries/clusters.js';

interface ConfigContext {
  db: Db;
  principal: Principal;
  language: Language;
  /** The enabled ships the principal may see, read once per request. */
  ships: Promise<VisibleShip[]>;
}

type Choices = Pick<FilterDefinition, 'options' | 'groups'>;

/** Unit groups with the ships of each the principal may see (administrators: every group; others: the groups given to them). */
async function visibleGroups({ db, principal, ships: visible }: ConfigContext): Promise<FilterGroup[]> {
  const groups = await listUnitGroups(db, principal.userType === 'ADMIN' ? undefined : { userId: principal.userId });
  if (!groups.length) return [];
  const ships = new Map((await visible).map((s) => [s.id, s.code]));
  return groups
    .map((g) => ({ value: g.code, label: g.description, units: g.unitIds.filter((id) => ships.has(id)).map((id) => ships.get(id)!).sort() }))
    // A group without a ship the user may see would stand for "every ship" in a request: it is not offered.
    .filter((g) => g.units.length > 0)
    .sort((a, b) => a.label.localeCompare(b.label));
}

const translated = (language: Language, prefix: string, values: readonly string[]): FilterOption[] =>
  values.map((value) => ({ value, label: translate(language, `${prefix}.${value}`) }));

/** What each filter type offers; a closed set, so a new type without choices does not compile. */
const choicesOf: Record<FilterType, (ctx: ConfigContext) => Promise<Choices>> = {
  UNITS: async ({ ships }) => ({ options: (await ships).map((s) => ({ value: s.code, label: s.name })), groups: [] }),
  UNIT: async ({ ships }) => ({ options: (await ships).map((s) => ({ value: s.code, label: s.name })), groups: [] }),
  UNIT_GROUP: async (ctx) => {
    const groups = await visibleGroups(ctx);
    return { options: groups.map((g) => ({ value: g.value, label: g.label })), groups };
  },
  PERIOD: async ({ language }) => ({ options: translated(language, 'filters.period', periodPresets), groups: [] }),
  // The keys themselves depend on the cluster and the chosen ships: POST /api/filters/read/grouping-keys.
  GROUPING_KEY: async ({ db, language }) => ({
    options: [],
    groups: (await loadClusters(db)).filter((c) => !c.hidden).flatMap((c) => c.groups.map((g) => ({
      value: `${c.code}-${g.code}`, cluster: c.code, group: g.code,
      label: `${resolveText(c.description, language, (k) => translate(language, k))} — ${resolveText(g.description ?? g.code, language, (k) => translate(language, k))}`,
    }))),
  }),
  LOADING_CONDITION: async ({ language }) => ({ options: translated(language, 'filters.loadingCondition', loadingConditions), groups: [] }),
};

/** Codes of the analytics pages the principal may see that show each filter (published ones need ANALYTICS). */
async function pagesByFilter({ db, principal }: ConfigContext): Promise<Map<string, string[]>> {
  const pages = new Map<string, string[]>();
  const isAdministrator = hasFunction(principal, 'ANALYTICS_PAGEDS', 'MANAGEMENT');
  for (const row of await listDescriptors(db, 'analytics-page')) {
    const body = row.body as { filters?: unknown; published?: unknown; owner?: unknown };
    const isVisible = isAdministrator || body.owner === principal.username || (body.published === true && hasFunction(principal, 'ANALYTICS'));
    if (!isVisible || !Array.isArray(body.filters)) continue;
    for (const id of body.filters) if (typeof id === 'string') pages.set(id, [...(pages.get(id) ?? []), row.code]);
  }
  return pages;
}

export async function buildFilterConfig(db: Db, principal: Principal, language: Language): Promise<FilterDefinition[]> {
  const ctx: ConfigContext = { db, principal, language, ships: listVisibleShips(db, principal) };
  // Started together, so the ships' promise is awaited (by UNITS) at once.
  const [choices, pages] = await Promise.all([Promise.all(filterTypes.map((type) => choicesOf[type](ctx))), pagesByFilter(ctx)]);
  return filterTypes.map((type, i) => ({
    id: type, type, label: translate(language, `filters.label.${type}`), ...choices[i], pages: (pages.get(type) ?? []).sort(),
  }));
}
