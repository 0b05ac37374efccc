import { emailTemplateSchema as schema } from './email-template.schema.js';
import type { KindDefinition } from '../kind.js';
import { setupManagement, setupReading } from '../kind.js';

/** E-mail templates are Setup: kept by administrators with SETUP at MANAGEMENT, read with SETUP at VIEW. */
export const emailTemplateKind: KindDefinition<'email-template'> = {
  id: 'email-template', schemaVersion: 1, schema, migrations: [], manage: setupManagement, read: setupReading,
};
