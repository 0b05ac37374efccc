/** What the side forms of the dashboard designer share: the API, the tag catalogue and the filter definitions. */
import { createContext, useContext } from 'react';
import type { FilterDefinition } from '../../descriptors/lib/filters/filter-types.js';
import type { DashboardApi } from './dashboard-api.js';
import type { TagCatalogue } from './use-tag-catalogue.js';

export interface DashboardTools {
  api: DashboardApi;
  catalogue: TagCatalogue;
  /** GET /api/filters/config: filter ids for the page, ships for its units. */
  filters: readonly FilterDefinition[];
}

export const DashboardToolsContext = createContext<DashboardTools | null>(null);

export function useDashboardTools(): DashboardTools {
  const tools = useContext(DashboardToolsContext);
  if (!tools) throw new Error('useDashboardTools outside the dashboard designer');
  return tools;
}
