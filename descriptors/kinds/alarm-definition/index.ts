import { alarmDefinitionSchema as schema } from './alarm-definition.schema.js';
import type { KindDefinition } from '../kind.js';

/** Alarm definitions are kept by users with ALARMS at MANAGEMENT and read by those with ALARMS at VIEW. */
export const alarmDefinitionKind: KindDefinition<'alarm-definition'> = {
  id: 'alarm-definition', schemaVersion: 1, schema, migrations: [],
  manage: { requiredFunctions: { ALARMS: 'MANAGEMENT' } }, read: { requiredFunctions: { ALARMS: 'VIEW' } },
};
