/** The filter definitions (GET /api/filters/config), read once; a failed read leaves the lists empty (SPEC §7). */
import { useEffect, useState } from 'react';
import type { FilterDefinition } from '../../descriptors/lib/filters/filter-types.js';
import type { DashboardApi } from './dashboard-api.js';

export function useFilterDefinitions(api: DashboardApi): FilterDefinition[] {
  const [definitions, setDefinitions] = useState<FilterDefinition[]>([]);
  useEffect(() => {
    let isCurrent = true;
    api.filterConfig().then((found) => { if (isCurrent) setDefinitions(found); }).catch(() => undefined);
    return () => { isCurrent = false; };
  }, [api]);
  return definitions;
}
