import { reportContextSchema as schema } from './report-context.schema.js';
import type { KindDefinition } from '../kind.js';
import { printoutConfiguration, printoutReading } from '../kind.js';

/** Report contexts are configured with MANAGE_PRINTOUT_REPORTING at MANAGEMENT. */
export const reportContextKind: KindDefinition<'report-context'> = {
  id: 'report-context', schemaVersion: 1, schema, migrations: [], manage: printoutConfiguration, read: printoutReading,
};
