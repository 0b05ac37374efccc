/** A resource descriptor loaded for a request, after the one access check for viewing or managing it. */
import type { Context } from 'hono';
import { fieldValue } from '../../../descriptors/lib/resource.js';
import type { Db } from '../../db/engine.js';
import type { Principal } from '../../../descriptors/lib/access.js';
import { assertAccess, principalOf } from '../../http/auth.js';
import { KeelError } from '../../http/errors.js';
import type { KeelEnv } from '../../http/context.js';
import { requireResource, type LoadedResource } from './definitions.js';
import { storeFor } from './stores/index.js';

export async function loadResourceFor(db: Db, c: Context<KeelEnv>, code: string, level: 'view' | 'manage'): Promise<LoadedResource> {
  const resource = await requireResource(db, code);
  assertAccess(principalOf(c), resource.definition.access[level]);
  return resource;
}

/** The ships a list is limited to: undefined when the resource is not per ship or the user is an administrator. */
export function unitScope(principal: Principal, resource: LoadedResource): readonly string[] | undefined {
  return resource.definition.unitField && principal.userType !== 'ADMIN' ? principal.unitIds : undefined;
}

/** Refuses (403) a record of a ship the user may not see; on writes the new data is checked too. */
export function assertRecordInScope(principal: Principal, resource: LoadedResource, ...datas: (Record<string, unknown> | undefined)[]): void {
  const scope = unitScope(principal, resource);
  if (!scope) return;
  for (const data of datas) {
    if (!data) continue;
    const unit = fieldValue(data, resource.definition.unitField!);
    if (typeof unit !== 'string' || !scope.includes(unit)) {
      throw new KeelError('FORBIDDEN', 'records.unitNotVisible', { resource: resource.code });
    }
  }
}

/** Records other than `exceptId` whose code field holds `value` (compared as the store keeps codes). */
export async function codeHolders(db: Db, resource: LoadedResource, value: string, exceptId?: string) {
  const field = resource.definition.codeField ?? 'code';
  const wanted = resource.definition.store === 'users' ? value.toLowerCase() : value;
  return (await storeFor(resource).listAll(db, resource)).filter((r) => String(fieldValue(r.data, field) ?? '') === wanted && r.id !== exceptId);
}
