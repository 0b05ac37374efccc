import { screenSchema as schema } from './screen.schema.js';
import type { KindDefinition } from '../kind.js';

export const screenKind: KindDefinition<'screen'> = { id: 'screen', schemaVersion: 1, schema, migrations: [] };
