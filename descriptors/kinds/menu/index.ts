import schema from './menu.schema.json' with { type: 'json' };
import type { KindDefinition } from '../kind.js';

export const menuKind: KindDefinition = { id: 'menu', schemaVersion: 1, schema, migrations: [] };
