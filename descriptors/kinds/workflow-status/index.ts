import schema from './workflow-status.schema.json' with { type: 'json' };
import type { KindDefinition } from '../kind.js';

export const workflowStatusKind: KindDefinition = { id: 'workflow-status', schemaVersion: 1, schema, migrations: [] };
