import schema from './elog-permission.schema.json' with { type: 'json' };
import { logbookConfigurationRequirement, type KindDefinition } from '../kind.js';

export const elogPermissionKind: KindDefinition = { id: 'elog-permission', schemaVersion: 1, schema, migrations: [],
  manage: logbookConfigurationRequirement, read: logbookConfigurationRequirement };
