import { analyticsPageSchema as schema } from './analytics-page.schema.js';
import type { AccessRequirement } from '../../lib/access.js';
import type { KindDefinition } from '../kind.js';

/** Administration of dashboards (SPEC §6: ANALYTICS_PAGEDS, custom analytics administration needs MANAGEMENT). */
export const analyticsAdministration: AccessRequirement = { requiredFunctions: { ANALYTICS_PAGEDS: 'MANAGEMENT' } };

/** Users read and write their own pages through /api/custom-analytics; the designer's descriptor API is for administrators. */
export const analyticsPageKind: KindDefinition<'analytics-page'> = { id: 'analytics-page', schemaVersion: 1, schema, migrations: [],
  manage: analyticsAdministration, read: analyticsAdministration };
