/** The resource convention's rules over any store: schema, references, the pre-delete check, then the store writes. */
import { recordLabel } from '../../../descriptors/lib/resource.js';
import { KeelError } from '../../http/errors.js';
import type { LoadedResource } from './definitions.js';
import { assertValidData } from './record-validation.js';
import { assertReferencesExist, findReferrers } from './references.js';
import { storeFor } from './stores/index.js';
import type { RecordUpdate, WriteContext } from './stores/store-adapter.js';

export async function createResourceRecord(ctx: WriteContext, resource: LoadedResource, data: Record<string, unknown>) {
  assertValidData(resource, data, ctx.language);
  await assertReferencesExist(ctx.db, resource, data, ctx.language);
  return storeFor(resource).create(ctx, resource, data);
}

export async function updateResourceRecord(ctx: WriteContext, resource: LoadedResource, id: string, update: RecordUpdate) {
  if (update.data) {
    assertValidData(resource, update.data, ctx.language);
    await assertReferencesExist(ctx.db, resource, update.data, ctx.language);
  }
  return storeFor(resource).update(ctx, resource, id, update);
}

/** Deletes a record nothing refers to; otherwise 422 naming the referrers (disable is offered instead). */
export async function deleteResourceRecord(ctx: WriteContext, resource: LoadedResource, id: string): Promise<void> {
  const store = storeFor(resource);
  const record = await store.get(ctx.db, resource, id);
  if (resource.definition.disableInsteadOfDelete) {
    throw new KeelError('BUSINESS_RULE', 'records.disableInstead', { label: recordLabel(resource.definition, record, ctx.language) });
  }
  const declared = await findReferrers(ctx.db, resource, record, ctx.language);
  const known = new Set(declared.map((r) => r.id));
  const undeclared = (await store.typedReferrers?.(ctx.db, resource, id) ?? []).filter((r) => !known.has(r.id));
  const referrers = [...declared.map((r) => `${r.resourceTitle} «${r.label}»`), ...undeclared.map((r) => r.label)];
  if (referrers.length) {
    throw new KeelError('BUSINESS_RULE', 'records.referenced', { referrers: referrers.slice(0, 5).join(', '), count: referrers.length });
  }
  await store.remove(ctx, resource, id);
}
