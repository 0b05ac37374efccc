import { registryPageSchema as schema } from './registry-page.schema.js';
import type { KindDefinition } from '../kind.js';

/** Registry pages are read by the crews who keep registries (ELB at VIEW) and kept by designers. */
export const registryPageKind: KindDefinition<'registry-page'> = {
  id: 'registry-page', schemaVersion: 1, schema, migrations: [], read: { requiredFunctions: { ELB: 'VIEW' } },
};
