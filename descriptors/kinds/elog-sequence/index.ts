import schema from './elog-sequence.schema.json' with { type: 'json' };
import type { KindDefinition } from '../kind.js';

export const elogSequenceKind: KindDefinition = { id: 'elog-sequence', schemaVersion: 1, schema, migrations: [] };
