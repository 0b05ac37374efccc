import schema from './elog-sequence.schema.json' with { type: 'json' };
import { logbookConfigurationRequirement, type KindDefinition } from '../kind.js';

export const elogSequenceKind: KindDefinition = { id: 'elog-sequence', schemaVersion: 1, schema, migrations: [],
  manage: logbookConfigurationRequirement, read: logbookConfigurationRequirement };
