import { elogConfigSchema as schema } from './elog-config.schema.js';
import { logbookConfigurationRequirement, type KindDefinition } from '../kind.js';

export const elogConfigKind: KindDefinition<'elog-config'> = { id: 'elog-config', schemaVersion: 1, schema, migrations: [],
  manage: logbookConfigurationRequirement, read: logbookConfigurationRequirement };
