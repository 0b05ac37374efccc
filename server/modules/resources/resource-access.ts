/** A resource descriptor loaded for a request, after the one access check for viewing or managing it. */
import type { Context } from 'hono';
import { fieldValue } from '../../../descriptors/lib/resource.js';
import type { Db } from '../../db/engine.js';
import { assertAccess, principalOf } from '../../http/auth.js';
import type { KeelEnv } from '../../http/context.js';
import { requireResource, type LoadedResource } from './definitions.js';
import { storeFor } from './stores/index.js';

export async function loadResourceFor(db: Db, c: Context<KeelEnv>, code: string, level: 'view' | 'manage'): Promise<LoadedResource> {
  const resource = await requireResource(db, code);
  assertAccess(principalOf(c), resource.definition.access[level]);
  return resource;
}

/** Records other than `exceptId` whose code field holds `value` (compared as the store keeps codes). */
export async function codeHolders(db: Db, resource: LoadedResource, value: string, exceptId?: string) {
  const field = resource.definition.codeField ?? 'code';
  const wanted = resource.definition.store === 'users' ? value.toLowerCase() : value;
  return (await storeFor(resource).listAll(db, resource)).filter((r) => String(fieldValue(r.data, field) ?? '') === wanted && r.id !== exceptId);
}
