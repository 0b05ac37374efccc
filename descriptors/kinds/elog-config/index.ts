import schema from './elog-config.schema.json' with { type: 'json' };
import { logbookConfigurationRequirement, type KindDefinition } from '../kind.js';

export const elogConfigKind: KindDefinition = { id: 'elog-config', schemaVersion: 1, schema, migrations: [],
  manage: logbookConfigurationRequirement, read: logbookConfigurationRequirement };
