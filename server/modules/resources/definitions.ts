/** Resource definitions come from `resource` descriptors: a new master-data entity is a descriptor, not code. */
import type { ResourceDefinition } from '../../../descriptors/lib/resource.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { getDescriptor, listDescriptors } from '../descriptors/store.js';

export interface LoadedResource {
  code: string;
  /** Descriptor version, so compiled validators can be cached per version. */
  version: number;
  definition: ResourceDefinition;
}

export async function findResource(db: Db, code: string): Promise<LoadedResource | undefined> {
  const row = await getDescriptor(db, 'resource', code);
  if (!row || row.disabled) return undefined;
  return { code, version: row.version, definition: row.body };
}

export async function requireResource(db: Db, code: string): Promise<LoadedResource> {
  const resource = await findResource(db, code);
  if (!resource) throw new KeelError('NOT_FOUND', 'records.unknownResource', { resource: code });
  return resource;
}

export async function listResources(db: Db): Promise<LoadedResource[]> {
  return (await listDescriptors(db, 'resource')).map((row) => ({ code: row.code, version: row.version, definition: row.body }));
}
