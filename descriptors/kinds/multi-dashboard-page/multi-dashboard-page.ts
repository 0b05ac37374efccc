/** The shape of a multi-dashboard page body (derived from multi-dashboard-page.schema.ts), shared by the server and the runtime. */
import type { MultiDashboardPageBody } from './multi-dashboard-page.schema.js';

export type MultiDashboardPage = MultiDashboardPageBody;

/** Every analytics page code of a multi-page, tabs first, each once. */
export function dashboardsOf(page: MultiDashboardPage): string[] {
  return [...new Set([...(page.tabs ?? []).flatMap((t) => t.dashboards), ...(page.dashboards ?? [])])];
}
