import schema from './screen.schema.json' with { type: 'json' };
import type { KindDefinition } from '../kind.js';

export const screenKind: KindDefinition = { id: 'screen', schemaVersion: 1, schema, migrations: [] };
