import { algorithmSchema as schema } from './algorithm.schema.js';
import { algorithmsManagement, algorithmsView, type KindDefinition } from '../kind.js';

export const algorithmKind: KindDefinition<'algorithm'> = {
  id: 'algorithm', schemaVersion: 1, schema, migrations: [], manage: algorithmsManagement, read: algorithmsView,
};
