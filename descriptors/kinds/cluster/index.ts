import schema from './cluster.schema.json' with { type: 'json' };
import type { KindDefinition } from '../kind.js';

export const clusterKind: KindDefinition = { id: 'cluster', schemaVersion: 1, schema, migrations: [] };
