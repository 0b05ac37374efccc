/** A resource's enabled records as label/value options: what reference fields render as selects. */
import type { Context } from 'hono';
import { meetsRequirement } from '../../../descriptors/lib/access.js';
import { fieldValue, recordLabel } from '../../../descriptors/lib/resource.js';
import type { Db } from '../../db/engine.js';
import { principalOf } from '../../http/auth.js';
import type { KeelEnv } from '../../http/context.js';
import { KeelError } from '../../http/errors.js';
import { listVisibleShips } from '../access/visible-ships.js';
import { findResource, listResources } from './definitions.js';
import { unitScope } from './resource-access.js';
import { storeFor } from './stores/index.js';

const optionLimit = 5000;

/**
 * Options of a resource, valued by `key` (a field) or by id. Allowed to whoever may view the resource,
 * or may manage a resource that refers to it (an editor of ports needs the list of nations), or — for reference data —
 * may view a resource that refers to it. Ships, and records of a
 * per-ship resource, are those of the ships the user sees.
 */
export async function resourceOptions(db: Db, c: Context<KeelEnv>, code: string, key?: string) {
  const resource = await findResource(db, code);
  if (!resource) throw new KeelError('NOT_FOUND', 'common.unknownList', { name: code });
  const principal = principalOf(c);
  const referrers = (await listResources(db)).filter((r) => Object.values(r.definition.references ?? {}).some((ref) => ref.resource === code));
  const allowed = meetsRequirement(principal, resource.definition.access.view)
    || referrers.some((r) => meetsRequirement(principal, r.definition.access.manage))
    // The names a user needs to read his own records (a voyage leg's ports): reference data, never personal data.
    || (resource.definition.referenceData === true && referrers.some((r) => meetsRequirement(principal, r.definition.access.view)));
  // Ships a user may see are theirs to name everywhere (a per-ship list shows them), even without the ship resource.
  if (!allowed && resource.definition.store === 'units' && (!key || key === 'code')) {
    return (await listVisibleShips(db, principal, { includeDisabled: true })).map((ship) => ({ label: ship.name, value: key ? ship.code : ship.id }));
  }
  if (!allowed) throw new KeelError('FORBIDDEN', 'access.missingFunction', { function: Object.keys(resource.definition.access.view.requiredFunctions ?? {})[0] ?? '-', level: 'VIEW' });
  const { items } = await storeFor(resource).list(db, resource, {
    page: 1, size: optionLimit, sort: resource.definition.labelField ? { field: resource.definition.labelField, direction: 'asc' } : undefined,
    unitIds: unitScope(principal, resource),
  });
  return items.map((row) => ({
    label: recordLabel(resource.definition, row, c.get('language')),
    value: key ? String(fieldValue(row.data, key) ?? '') : row.id,
  }));
}
