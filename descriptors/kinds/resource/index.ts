import schema from './resource.schema.json' with { type: 'json' };
import type { KindDefinition } from '../kind.js';

export const resourceKind: KindDefinition = { id: 'resource', schemaVersion: 1, schema, migrations: [] };
