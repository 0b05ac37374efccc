import { clusterSchema as schema } from './cluster.schema.js';
import type { KindDefinition } from '../kind.js';

/** The cluster list must never be empty (SPEC §5): the last enabled cluster cannot be disabled or deleted. */
export const clusterKind: KindDefinition<'cluster'> = { id: 'cluster', schemaVersion: 1, schema, migrations: [], minimumEnabled: 1 };
