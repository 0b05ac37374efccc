/**
 * An applied filter set as the `filters` of an extraction request (docs/analytics.md: units, from, to,
 * groupingKeys; loadingCondition when it narrows). The one ship of a UNIT filter wins; else a chosen unit group stands
 * for its ships unless ships are chosen (they are then within the group: the panel does not apply ships outside it).
 */
import type { FilterValues, KnownFilterDefinition, LoadingCondition } from './filter-types.js';
import { resolvePeriod, type PeriodValue } from './period.js';

export interface RequestFilters {
  units?: string[];
  from?: string;
  to?: string;
  groupingKeys?: string[];
  loadingCondition?: Exclude<LoadingCondition, 'ALL'>;
}

/** The request filters of a valid applied set at `now` (epoch ms, for period presets). */
export function toRequestFilters(definitions: readonly KnownFilterDefinition[], values: FilterValues, now: number): RequestFilters {
  const filters: RequestFilters = {};
  const valueOf = (type: KnownFilterDefinition['type']) => {
    const definition = definitions.find((d) => d.type === type);
    return definition ? { definition, value: values[definition.id] } : undefined;
  };
  const ship = valueOf('UNIT')?.value;
  const ships = valueOf('UNITS')?.value as string[] | undefined;
  const group = valueOf('UNIT_GROUP');
  if (typeof ship === 'string') filters.units = [ship];
  else if (ships?.length) filters.units = [...ships];
  else if (group && typeof group.value === 'string') filters.units = [...(group.definition.groups.find((g) => g.value === group.value)?.units ?? [])];
  const period = valueOf('PERIOD')?.value as PeriodValue | undefined;
  if (period) Object.assign(filters, resolvePeriod(period, now));
  const keys = valueOf('GROUPING_KEY')?.value as string[] | undefined;
  if (keys?.length) filters.groupingKeys = [...keys];
  const condition = valueOf('LOADING_CONDITION')?.value as LoadingCondition | undefined;
  if (condition && condition !== 'ALL') filters.loadingCondition = condition;
  return filters;
}
