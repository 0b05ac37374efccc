import schema from './multi-dashboard-page.schema.json' with { type: 'json' };
import { analyticsAdministration } from '../analytics-page/index.js';
import type { KindDefinition } from '../kind.js';

/** Read through /api/multi-dashboard-pages; written by administrators of dashboards in the designer. */
export const multiDashboardPageKind: KindDefinition = { id: 'multi-dashboard-page', schemaVersion: 1, schema, migrations: [],
  manage: analyticsAdministration, read: analyticsAdministration };
