import { elogEntryDescriptorSchema as schema } from './elog-entry-descriptor.schema.js';
import { logbookConfigurationRequirement, type KindDefinition } from '../kind.js';

export const elogEntryDescriptorKind: KindDefinition<'elog-entry-descriptor'> = { id: 'elog-entry-descriptor', schemaVersion: 1, schema, migrations: [],
  manage: logbookConfigurationRequirement, read: logbookConfigurationRequirement };
