/** Whether values named elsewhere (a logbook entry's port) are records of a resource: for other modules' write checks. */
import type { ResourceReference } from '../../../descriptors/lib/resource.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { Db } from '../../db/engine.js';
import { findResource } from './definitions.js';
import { storeFor } from './stores/index.js';

export interface ReferenceLookup {
  /** The values no record of the resource holds in the key field (all of them when the resource does not exist). */
  missing: Set<string>;
  /** The resource's title, to name the list in a message. */
  title?: LocalText;
}

/** The values of `reference` that point at no record (a disabled record still counts: old entries keep naming it). */
export async function missingReferenceValues(db: Db, reference: ResourceReference, values: readonly string[]): Promise<ReferenceLookup> {
  const target = await findResource(db, reference.resource);
  const distinct = [...new Set(values)];
  if (!target) return { missing: new Set(distinct) };
  const found = await Promise.all(distinct.map((value) => storeFor(target).exists(db, target, reference.key, value)));
  return { missing: new Set(distinct.filter((_, i) => !found[i])), title: target.definition.title };
}
