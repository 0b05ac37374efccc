import schema from './workflow-status.schema.json' with { type: 'json' };
import { logbookConfigurationRequirement, type KindDefinition } from '../kind.js';

export const workflowStatusKind: KindDefinition = { id: 'workflow-status', schemaVersion: 1, schema, migrations: [],
  manage: logbookConfigurationRequirement, read: logbookConfigurationRequirement };
