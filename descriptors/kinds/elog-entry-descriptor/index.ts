import schema from './elog-entry-descriptor.schema.json' with { type: 'json' };
import { logbookConfigurationRequirement, type KindDefinition } from '../kind.js';

export const elogEntryDescriptorKind: KindDefinition = { id: 'elog-entry-descriptor', schemaVersion: 1, schema, migrations: [],
  manage: logbookConfigurationRequirement, read: logbookConfigurationRequirement };
