/** The JSON diagnostics options that make Monaco validate each kind's descriptors against its meta-schema. */
import type { DescriptorKindInfo } from '../../runtime/api/descriptor-api.js';
import { kindFileMatch } from './model-paths.js';

export interface SchemaAssociation {
  uri: string;
  fileMatch: string[];
  schema: Record<string, unknown>;
}

/**
 * One association per kind. The meta-schemas' own `$id` ("keel:screen") is dropped: Monaco resolves
 * local `$ref`s against the uri given here, and no schema is ever fetched.
 */
export function descriptorSchemaAssociations(kinds: readonly DescriptorKindInfo[]): SchemaAssociation[] {
  return kinds.map(({ id, schema }) => {
    const { $id: _ignored, ...rest } = schema;
    return { uri: `keel://schemas/${id}.json`, fileMatch: [kindFileMatch(id)], schema: rest };
  });
}

export function jsonDiagnosticsOptions(kinds: readonly DescriptorKindInfo[]) {
  return {
    validate: true,
    allowComments: false,
    trailingCommas: 'error' as const,
    schemaValidation: 'error' as const,
    schemaRequest: 'ignore' as const,
    enableSchemaRequest: false,
    schemas: descriptorSchemaAssociations(kinds),
  };
}
