import { elogSequenceSchema as schema } from './elog-sequence.schema.js';
import { logbookConfigurationRequirement, type KindDefinition } from '../kind.js';

export const elogSequenceKind: KindDefinition<'elog-sequence'> = { id: 'elog-sequence', schemaVersion: 1, schema, migrations: [],
  manage: logbookConfigurationRequirement, read: logbookConfigurationRequirement };
