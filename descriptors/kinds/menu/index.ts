import { menuSchema as schema } from './menu.schema.js';
import type { KindDefinition } from '../kind.js';
import { menuV2 } from './migrations/v2.js';

export const menuKind: KindDefinition<'menu'> = { id: 'menu', schemaVersion: 2, schema, migrations: [menuV2] };
