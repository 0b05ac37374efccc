/**
 * Filter definitions (SPEC §3 "Filter": id, type, label, options, groups, pages) and the rules of each filter type:
 * its initial value, how a value is normalised (so equal selections compare equal) and when it is valid.
 * Definitions arrive as JSON (GET /api/filters/config or a wallboard page), so their type is checked, never assumed.
 */
import { parseGroupingKey } from '../grouping-key.js';
import { defaultPeriod, periodProblem, type PeriodValue } from './period.js';

export const filterTypes = ['UNITS', 'UNIT', 'UNIT_GROUP', 'PERIOD', 'GROUPING_KEY', 'LOADING_CONDITION'] as const;
export type FilterType = (typeof filterTypes)[number];

export const loadingConditions = ['LADEN', 'BALLAST', 'ALL'] as const;
export type LoadingCondition = (typeof loadingConditions)[number];

/** A select-list item (SPEC §3). */
export interface FilterOption {
  label: string;
  value: string;
}

/** A group a filter offers: a unit group with its ships (UNIT_GROUP), or a cluster group (GROUPING_KEY). */
export interface FilterGroup {
  value: string;
  label: string;
  /** Ship codes of a unit group the user may see. */
  units?: string[];
  /** Data cluster and group code of a grouping-key group. */
  cluster?: string;
  group?: string;
}

/** A filter as the server describes it; `type` is any string until checked. */
export interface FilterDefinition {
  id: string;
  type: string;
  label: string;
  options: FilterOption[];
  groups: FilterGroup[];
  /** Codes of the analytics pages that show this filter. */
  pages: string[];
}

/** A definition whose type is one this code knows. */
export type KnownFilterDefinition = FilterDefinition & { type: FilterType };

export interface FilterValueByType {
  /** Ship codes; empty means every ship the user may see. */
  UNITS: string[];
  /** One ship's code (a ship dashboard); null only when the user has no ship to choose. */
  UNIT: string | null;
  /** A unit group code, or none. */
  UNIT_GROUP: string | null;
  PERIOD: PeriodValue;
  /** Grouping key strings (SPEC §3), patterns allowed; empty means all. */
  GROUPING_KEY: string[];
  LOADING_CONDITION: LoadingCondition;
}
export type FilterValue = FilterValueByType[FilterType];
/** The value of every filter of a panel, by filter id. */
export type FilterValues = Record<string, FilterValue>;

/** Why a control's value is not valid: a message key (locales `filters.problem.*`) with its parameters. */
export interface FilterProblem {
  key: string;
  params?: Record<string, string>;
}

/** SPEC §5: an unknown filter type is an error, reported as a value, so the rest of a page still renders. */
export interface UnknownFilterType {
  code: 'UNKNOWN_FILTER_TYPE';
  filterId: string;
  type: string;
}

export type FilterTypeCheck = { ok: true; definition: KnownFilterDefinition } | { ok: false; error: UnknownFilterType };

export function isFilterType(value: unknown): value is FilterType {
  return typeof value === 'string' && (filterTypes as readonly string[]).includes(value);
}

/** Checks a definition's type: the definition typed as known, or the error naming the type. */
export function checkFilterType(definition: FilterDefinition): FilterTypeCheck {
  if (isFilterType(definition.type)) return { ok: true, definition: definition as KnownFilterDefinition };
  return { ok: false, error: { code: 'UNKNOWN_FILTER_TYPE', filterId: definition.id, type: String(definition.type) } };
}

/** What a validator sees besides the value: the other filters of the panel (a ship choice depends on the group). */
export interface FilterContext {
  definitions: readonly KnownFilterDefinition[];
  values: FilterValues;
}

interface FilterTypeRules {
  initial(definition: KnownFilterDefinition): FilterValue;
  /** The canonical form of a value (lists sorted without repeats); anything unexpected is returned as it is, to fail validation. */
  normalise(value: unknown): unknown;
  problem(value: unknown, definition: KnownFilterDefinition, context: FilterContext): FilterProblem | undefined;
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
const normaliseList = (value: unknown) => (isStringList(value) ? [...new Set(value)].sort() : value);
const offered = (definition: FilterDefinition, value: string) => definition.options.some((o) => o.value === value);
const notAList: FilterProblem = { key: 'filters.problem.notAList' };

/** The chosen unit group's ships, when the panel has a UNIT_GROUP filter with a group chosen. */
function chosenGroupShips(context: FilterContext): { group: string; units: string[] } | undefined {
  for (const definition of context.definitions) {
    const group = context.values[definition.id];
    if (definition.type !== 'UNIT_GROUP' || typeof group !== 'string') continue;
    return { group, units: definition.groups.find((g) => g.value === group)?.units ?? [] };
  }
  return undefined;
}

/** The rules of every filter type; a closed set, so a new type without rules does not compile. */
export const filterTypeRules: Record<FilterType, FilterTypeRules> = {
  UNITS: {
    initial: () => [],
    normalise: normaliseList,
    problem: (value, definition, context) => {
      if (!isStringList(value)) return notAList;
      const unknown = value.find((code) => !offered(definition, code));
      if (unknown !== undefined) return { key: 'filters.problem.unknownShip', params: { value: unknown } };
      const chosen = chosenGroupShips(context);
      const outside = chosen && value.find((code) => !chosen.units.includes(code));
      return outside ? { key: 'filters.problem.shipOutsideGroup', params: { value: outside, group: chosen.group } } : undefined;
    },
  },
  UNIT: {
    // The page asks for the remembered or the user's own ship (`initial` of the panel); without one, the first offered.
    initial: (definition) => definition.options[0]?.value ?? null,
    normalise: (value) => (value === '' || value === undefined ? null : value),
    problem: (value, definition) => {
      if (value === null) return definition.options.length ? { key: 'filters.problem.chooseShip' } : undefined;
      return typeof value === 'string' && offered(definition, value) ? undefined : { key: 'filters.problem.unknownShip', params: { value: String(value) } };
    },
  },
  UNIT_GROUP: {
    initial: () => null,
    normalise: (value) => (value === '' || value === undefined ? null : value),
    problem: (value, definition) => {
      if (value === null) return undefined;
      return typeof value === 'string' && offered(definition, value) ? undefined : { key: 'filters.problem.unknownGroup', params: { value: String(value) } };
    },
  },
  PERIOD: {
    initial: () => defaultPeriod,
    normalise: (value) => value,
    problem: (value) => {
      const key = periodProblem(value);
      return key ? { key } : undefined;
    },
  },
  GROUPING_KEY: {
    initial: () => [],
    normalise: normaliseList,
    problem: (value) => {
      if (!isStringList(value)) return notAList;
      // SPEC §5: a grouping key string needs at least two dash-separated parts.
      const bad = value.find((key) => parseGroupingKey(key) === undefined);
      return bad === undefined ? undefined : { key: 'filters.problem.badGroupingKey', params: { value: bad } };
    },
  },
  LOADING_CONDITION: {
    initial: () => 'ALL',
    normalise: (value) => value,
    problem: (value) => ((loadingConditions as readonly unknown[]).includes(value) ? undefined : { key: 'filters.problem.badLoadingCondition', params: { value: String(value) } }),
  },
};
