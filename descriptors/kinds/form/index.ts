import { formSchema as schema } from './form.schema.js';
import { logbookConfigurationRequirement, type KindDefinition } from '../kind.js';

/** Forms are read by the logbook configuration screens too (/dynamic-ui-descriptor); changing them stays with designers. */
export const formKind: KindDefinition<'form'> = { id: 'form', schemaVersion: 1, schema, migrations: [], read: logbookConfigurationRequirement };
