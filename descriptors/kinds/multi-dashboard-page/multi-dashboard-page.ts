/** The shape of a multi-dashboard page body (multi-dashboard-page.schema.json is the source), shared by the server and the runtime. */
import type { LocalText } from '../../lib/text.js';

export interface MultiDashboardPage {
  code: string;
  title: LocalText;
  description?: LocalText;
  tabs?: { id: string; title?: LocalText; dashboards: string[] }[];
  dashboards?: string[];
  groupingKeys?: string[];
  splitView?: boolean;
  system?: boolean;
}

/** Every analytics page code of a multi-page, tabs first, each once. */
export function dashboardsOf(page: MultiDashboardPage): string[] {
  return [...new Set([...(page.tabs ?? []).flatMap((t) => t.dashboards), ...(page.dashboards ?? [])])];
}
