import schema from './form.schema.json' with { type: 'json' };
import type { KindDefinition } from '../kind.js';

export const formKind: KindDefinition = { id: 'form', schemaVersion: 1, schema, migrations: [] };
