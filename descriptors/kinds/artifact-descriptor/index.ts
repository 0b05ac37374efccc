import { artifactDescriptorSchema as schema } from './artifact-descriptor.schema.js';
import { algorithmsManagement, algorithmsView, type KindDefinition } from '../kind.js';

export const artifactDescriptorKind: KindDefinition<'artifact-descriptor'> = {
  id: 'artifact-descriptor', schemaVersion: 1, schema, migrations: [], manage: algorithmsManagement, read: algorithmsView,
};
