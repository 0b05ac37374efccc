import { elogPermissionSchema as schema } from './elog-permission.schema.js';
import { logbookConfigurationRequirement, type KindDefinition } from '../kind.js';

export const elogPermissionKind: KindDefinition<'elog-permission'> = { id: 'elog-permission', schemaVersion: 1, schema, migrations: [],
  manage: logbookConfigurationRequirement, read: logbookConfigurationRequirement };
