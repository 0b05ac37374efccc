/** The resource convention's rules over any store: schema, references, the pre-delete check, then the store writes. */
import { isRecordLocked, recordLabel } from '../../../descriptors/lib/resource.js';
import { KeelError } from '../../errors/keel-error.js';
import type { Language } from '../../../descriptors/lib/text.js';
import type { LoadedResource } from './definitions.js';
import { findDeleteRefusal } from './delete-guards.js';
import { checkDisable } from './record-checks.js';
import { runAfterWrite } from './write-hooks.js';
import { assertValidData } from './record-validation.js';
import { assertReferencesExist, findReferrers } from './references.js';
import { storeFor } from './stores/index.js';
import { withoutDateStatus } from './date-status.js';
import type { RecordUpdate, StoredRecord, WriteContext } from './stores/store-adapter.js';

export async function createResourceRecord(ctx: WriteContext, resource: LoadedResource, sent: Record<string, unknown>) {
  const data = withoutDateStatus(resource, sent);
  assertValidData(resource, data);
  await assertReferencesExist(ctx.db, resource, data);
  const created = await storeFor(resource).create(ctx, resource, data);
  await runAfterWrite(ctx.db, resource.code, undefined, created);
  return created;
}

export async function updateResourceRecord(ctx: WriteContext, resource: LoadedResource, id: string, sent: RecordUpdate) {
  const update = sent.data ? { ...sent, data: withoutDateStatus(resource, sent.data) } : sent;
  const before = await storeFor(resource).get(ctx.db, resource, id);
  assertChangeAllowed(resource, before, update, ctx.language);
  if (update.disabled === true) await assertMayDisable(ctx, resource, id);
  if (update.data) {
    assertValidData(resource, update.data);
    assertLockedFieldsKept(resource, before.data, update.data);
    await assertReferencesExist(ctx.db, resource, update.data);
  }
  const after = await storeFor(resource).update(ctx, resource, id, update);
  await runAfterWrite(ctx.db, resource.code, before, after);
  return after;
}

/** Refuses (422) what the descriptor rules out: disabling where `canDisable` is false, any change to a locked record. */
function assertChangeAllowed(resource: LoadedResource, current: StoredRecord, update: RecordUpdate, language: Language) {
  const label = recordLabel(resource.definition, current, language);
  if (update.disabled !== undefined && update.disabled !== current.disabled && resource.definition.canDisable === false) {
    throw new KeelError('BUSINESS_RULE', 'records.disableNotAllowed', { label });
  }
  if (isRecordLocked(resource.definition, current.data)) throw new KeelError('BUSINESS_RULE', 'records.locked', { label });
}

/** Top-level fields the descriptor marks readonlyOnEdit: codes other records and the server refer to. */
const lockedFields = (resource: LoadedResource) => Object.entries(resource.definition.uiSchema ?? {})
  .filter(([, ui]) => (ui as { 'ui:options'?: { readonlyOnEdit?: unknown } } | null)?.['ui:options']?.readonlyOnEdit === true)
  .map(([field]) => field);

/** Refuses (400 at the field) to change a readonlyOnEdit field of a saved record; the form locks it too. */
function assertLockedFieldsKept(resource: LoadedResource, current: Record<string, unknown>, next: Record<string, unknown>) {
  const errors = lockedFields(resource)
    .filter((field) => field in next && String(next[field] ?? '') !== String(current[field] ?? ''))
    .map((field) => ({ path: `/requestValue/data/${field}`, code: 'readonlyOnEdit', messageKey: 'records.readonlyOnEdit', params: { field } }));
  if (errors.length) throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, errors);
}

/** Refuses (422, naming them) to disable a record enabled records of a `disableBlockedBy` resource still rely on. */
async function assertMayDisable(ctx: WriteContext, resource: LoadedResource, id: string) {
  if (!resource.definition.disableBlockedBy?.length) return;
  const record = await storeFor(resource).get(ctx.db, resource, id);
  if (record.disabled) return;
  const { blockers } = await checkDisable(ctx.db, resource, record, ctx.language);
  if (blockers.length) {
    throw new KeelError('BUSINESS_RULE', 'records.disableBlocked', {
      label: recordLabel(resource.definition, record, ctx.language),
      referrers: blockers.slice(0, 5).map((r) => `${r.resourceTitle} «${r.label}»`).join(', '), count: blockers.length,
    });
  }
}

/** Deletes a record nothing refers to and its resource's delete guard allows; otherwise 422 naming why (disable is offered instead). */
export async function deleteResourceRecord(ctx: WriteContext, resource: LoadedResource, id: string): Promise<void> {
  const store = storeFor(resource);
  const record = await store.get(ctx.db, resource, id);
  if (resource.definition.canDelete === false) {
    throw new KeelError('BUSINESS_RULE', 'records.deleteNotAllowed', { label: recordLabel(resource.definition, record, ctx.language) });
  }
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
  const refusal = await findDeleteRefusal(ctx.db, resource.code, record, ctx.language);
  if (refusal) throw new KeelError('BUSINESS_RULE', refusal.key, refusal.params);
  await store.remove(ctx, resource, id);
  await runAfterWrite(ctx.db, resource.code, record, undefined);
}
