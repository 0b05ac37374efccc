import { workflowStatusSchema as schema } from './workflow-status.schema.js';
import { logbookConfigurationRequirement, type KindDefinition } from '../kind.js';

export const workflowStatusKind: KindDefinition<'workflow-status'> = { id: 'workflow-status', schemaVersion: 1, schema, migrations: [],
  manage: logbookConfigurationRequirement, read: logbookConfigurationRequirement };
