import { reportModelSchema as schema } from './report-model.schema.js';
import type { KindDefinition } from '../kind.js';
import { printoutConfiguration, printoutReading } from '../kind.js';

/** Report models are configured with MANAGE_PRINTOUT_REPORTING at MANAGEMENT (SPEC §2 Printout reporting). */
export const reportModelKind: KindDefinition<'report-model'> = {
  id: 'report-model', schemaVersion: 1, schema, migrations: [], manage: printoutConfiguration, read: printoutReading,
};
