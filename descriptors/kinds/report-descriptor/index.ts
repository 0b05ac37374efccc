import { reportDescriptorSchema as schema } from './report-descriptor.schema.js';
import type { KindDefinition } from '../kind.js';
import { printoutConfiguration, printoutReading } from '../kind.js';

/** Report descriptors are configured with MANAGE_PRINTOUT_REPORTING at MANAGEMENT. */
export const reportDescriptorKind: KindDefinition<'report-descriptor'> = {
  id: 'report-descriptor', schemaVersion: 1, schema, migrations: [], manage: printoutConfiguration, read: printoutReading,
};
