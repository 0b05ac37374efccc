import { resourceSchema as schema } from './resource.schema.js';
import type { KindDefinition } from '../kind.js';

export const resourceKind: KindDefinition<'resource'> = { id: 'resource', schemaVersion: 1, schema, migrations: [] };
