import schema from './menu.schema.json' with { type: 'json' };
import type { KindDefinition } from '../kind.js';
import { menuV2 } from './migrations/v2.js';

export const menuKind: KindDefinition = { id: 'menu', schemaVersion: 2, schema, migrations: [menuV2] };
