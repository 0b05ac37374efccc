/** A resource descriptor loaded for a request, after the one access check for viewing or managing it. */
import type { Context, MiddlewareHandler } from 'hono';
import { fieldValue } from '../../../descriptors/lib/resource.js';
import type { Db } from '../../db/engine.js';
import type { Principal } from '../../../descriptors/lib/access.js';
import { assertAccess, principalOf } from '../../http/auth.js';
import { KeelError } from '../../errors/keel-error.js';
import type { KeelEnv } from '../../http/context.js';
import { requireResource, type LoadedResource } from './definitions.js';
import { storeFor } from './stores/index.js';

export async function loadResourceFor(db: Db, c: Context<KeelEnv>, code: string, level: 'view' | 'manage'): Promise<LoadedResource> {
  const resource = await requireResource(db, code);
  assertAccess(principalOf(c), resource.definition.access[level]);
  return resource;
}

const loadedByRequest = new WeakMap<Request, LoadedResource>();

/**
 * Route middleware for writes: loads the path's resource and checks the caller may use it at the level before the
 * body is validated, so a caller without the right gets 403 and never learns the body's shape from a 400.
 */
export function resourceAccess(db: Db, level: 'view' | 'manage'): MiddlewareHandler<KeelEnv> {
  return async (c, next) => {
    loadedByRequest.set(c.req.raw, await loadResourceFor(db, c, c.req.param('resource') ?? '', level));
    return next();
  };
}

/** The resource `resourceAccess` loaded for this request. */
export function loadedResource(c: Context<KeelEnv>): LoadedResource {
  const resource = loadedByRequest.get(c.req.raw);
  if (!resource) throw new Error(`${c.req.method} ${c.req.path}: the route has no resourceAccess middleware`);
  return resource;
}

/** True for the ships themselves (the `units` store): each record is the unit it belongs to. */
const isShipStore = (resource: LoadedResource) => resource.definition.store === 'units';

/**
 * The ships a list is limited to (the ships the user sees, as listVisibleShips reads them): undefined when the
 * resource is neither per ship nor the ships themselves, or the user is an administrator.
 */
export function unitScope(principal: Principal, resource: LoadedResource): readonly string[] | undefined {
  return (resource.definition.unitField || isShipStore(resource)) && principal.userType !== 'ADMIN' ? principal.unitIds : undefined;
}

/** True unless the record belongs to a ship the user may not see (or is such a ship). */
export function isRecordVisible(principal: Principal, resource: LoadedResource, record: { id: string; data: Record<string, unknown> }): boolean {
  const scope = unitScope(principal, resource);
  if (!scope) return true;
  const unit = isShipStore(resource) ? record.id : fieldValue(record.data, resource.definition.unitField!);
  return typeof unit === 'string' && scope.includes(unit);
}

/** Refuses (404, as for a record that does not exist) a stored record of a ship the user may not see. */
export function assertRecordVisible(principal: Principal, resource: LoadedResource, record: { id: string; data: Record<string, unknown> }): void {
  if (!isRecordVisible(principal, resource, record)) {
    throw isShipStore(resource) ? new KeelError('NOT_FOUND', 'records.notFound', { resource: resource.code })
      : new KeelError('FORBIDDEN', 'records.unitNotVisible', { resource: resource.code });
  }
}

/** Refuses (403) data naming a ship the user may not see, in a per-ship resource (the new data of a write). */
export function assertRecordInScope(principal: Principal, resource: LoadedResource, ...datas: (Record<string, unknown> | undefined)[]): void {
  const scope = unitScope(principal, resource);
  if (!scope || !resource.definition.unitField) return;
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
