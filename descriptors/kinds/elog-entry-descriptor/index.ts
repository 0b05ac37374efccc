import schema from './elog-entry-descriptor.schema.json' with { type: 'json' };
import type { KindDefinition } from '../kind.js';

export const elogEntryDescriptorKind: KindDefinition = { id: 'elog-entry-descriptor', schemaVersion: 1, schema, migrations: [] };
