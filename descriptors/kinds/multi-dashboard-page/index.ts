import { multiDashboardPageSchema as schema } from './multi-dashboard-page.schema.js';
import { analyticsAdministration } from '../analytics-page/index.js';
import type { KindDefinition } from '../kind.js';

/** Read through /api/multi-dashboard-pages; written by administrators of dashboards in the designer. */
export const multiDashboardPageKind: KindDefinition<'multi-dashboard-page'> = { id: 'multi-dashboard-page', schemaVersion: 1, schema, migrations: [],
  manage: analyticsAdministration, read: analyticsAdministration };
