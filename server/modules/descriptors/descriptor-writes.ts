/**
 * Writing descriptors (DESIGN §3): validated against the kind's meta-schema, versioned with an
 * immutable revision per save, optimistic locking, built-ins overridden and reset, every write audited.
 */
import { withFieldOrder } from '../../../descriptors/lib/field-order.js';
import { and, eq, ne } from 'drizzle-orm';
import { kindDefinitions, type DescriptorBody, type DescriptorKind } from '../../../descriptors/kinds/index.js';
import { inTransaction, type Db } from '../../db/engine.js';
import { descriptorRevisions, descriptors } from './tables.js';
import { KeelError, verbatim } from '../../errors/keel-error.js';
import { writeAudit } from '../audit/audit.js';
import { findBuiltin } from './builtins.js';
import { DescriptorMigrationError, migrateDescriptor } from './migrate-descriptor.js';
import { getDescriptor, type DescriptorRow } from './store.js';
import { kindCheckProblems } from './kind-checks.js';
import { descriptorDeleteGuards } from './delete-guards.js';
import { announceDescriptorChange } from './descriptor-changes.js';
import { writeCheckProblems } from './write-checks.js';
import { validateDescriptorBody } from './validate.js';

export interface Actor {
  userId?: string;
  username: string;
}

export interface DescriptorInput {
  body: Record<string, unknown>;
  /** Schema version the body was written for; older bodies are upgraded before validation. */
  schemaVersion?: number;
  note?: string;
  disabled?: boolean;
  /** Where the body sits in the request, for the pointers of its problems (default `/requestValue/body`). */
  pointerPrefix?: string;
}

export const descriptorCodePattern = /^[@A-Za-z0-9][\w.@-]{0,99}$/;

/** A body upgraded and validated against its kind's schema: typed as the kind's body where the kind is known. */
export interface PreparedBody<K extends DescriptorKind> {
  body: DescriptorKind extends K ? Record<string, unknown> : DescriptorBody<K>;
  schemaVersion: number;
}

/** Upgrades and validates a body about to be stored; every problem is reported at its field. */
export function prepareBody<K extends DescriptorKind>(kind: K, code: string, input: DescriptorInput, pointerPrefix = input.pointerPrefix ?? '/requestValue/body'): PreparedBody<K> {
  const definition = kindDefinitions[kind];
  let prepared;
  try {
    prepared = migrateDescriptor(definition, code, input.body, input.schemaVersion ?? definition.schemaVersion);
  } catch (error) {
    if (error instanceof DescriptorMigrationError) {
      throw new KeelError('INVALID_INPUT', 'descriptors.migrationFailed', { reason: error.message }, [{ path: '/requestValue/schemaVersion', code: 'migration', ...verbatim(error.message) }]);
    }
    throw error;
  }
  prepared = { ...prepared, body: withFieldOrder(prepared.body) };
  const problems = [
    ...validateDescriptorBody(kind, prepared.body).map((p) => ({ path: `${pointerPrefix}${p.path}`, code: p.code, ...verbatim(p.message) })),
    ...kindCheckProblems(kind, prepared.body, pointerPrefix),
  ];
  if (problems.length) throw new KeelError('INVALID_INPUT', 'descriptors.invalid', { kind, code }, problems);
  // The one place a stored body becomes its kind's type: it has just passed the kind's schema.
  return prepared as PreparedBody<K>;
}

/** prepareBody, then what the kind's module checks against stored data (descriptors/write-checks.ts). */
async function prepareCheckedBody(db: Db, kind: DescriptorKind, code: string, input: DescriptorInput) {
  const prepared = prepareBody(kind, code, input);
  const problems = await writeCheckProblems(db, kind, prepared.body, input.pointerPrefix ?? '/requestValue/body', code);
  if (problems.length) throw new KeelError('INVALID_INPUT', 'descriptors.invalid', { kind, code }, problems);
  return prepared;
}

export async function createDescriptor(db: Db, actor: Actor, kind: DescriptorKind, code: string, input: DescriptorInput): Promise<DescriptorRow> {
  if (!descriptorCodePattern.test(code)) {
    throw new KeelError('INVALID_INPUT', 'descriptors.badCode', { code }, [{ path: '/requestValue/code', code: 'pattern', ...verbatim('code') }]);
  }
  const prepared = await prepareCheckedBody(db, kind, code, input);
  const created = await inTransaction(db, async (tx) => {
    const [existing] = await tx.select({ id: descriptors.id }).from(descriptors).where(and(eq(descriptors.kind, kind), eq(descriptors.code, code)));
    if (existing) throw new KeelError('CONFLICT', 'descriptors.duplicateCode', { kind, code }, [{ path: '/requestValue/code', code: 'duplicate', ...verbatim(code) }]);
    const [row] = await tx.insert(descriptors).values({
      kind, code, ...prepared, system: false, disabled: input.disabled ?? false, createdBy: actor.username, updatedBy: actor.username,
    }).returning();
    await tx.insert(descriptorRevisions).values({ descriptorId: row.id, version: 1, ...prepared, author: actor.username, note: input.note ?? null });
    await writeAudit(tx, { actor, action: 'CREATE', entity: `descriptor:${kind}`, entityId: code, toVersion: 1 });
    return row;
  });
  announceDescriptorChange(db, kind, code);
  return created;
}

/** Saves a new version. The caller's version must be the current one (else 409); a built-in becomes an override. */
export async function updateDescriptor(
  db: Db, actor: Actor, kind: DescriptorKind, code: string, expectedVersion: number, input: DescriptorInput, action = 'UPDATE',
): Promise<DescriptorRow> {
  const prepared = await prepareCheckedBody(db, kind, code, input);
  return writeVersion(db, actor, kind, code, expectedVersion, { ...prepared, system: false, disabled: input.disabled }, input.note, action);
}

/** Returns an overridden built-in to the shipped body. */
export async function resetDescriptor(db: Db, actor: Actor, kind: DescriptorKind, code: string, expectedVersion: number): Promise<DescriptorRow> {
  const builtin = findBuiltin(kind, code);
  if (!builtin) throw new KeelError('BUSINESS_RULE', 'descriptors.notBuiltin', { kind, code });
  const body = { body: builtin.body, schemaVersion: kindDefinitions[kind].schemaVersion };
  return writeVersion(db, actor, kind, code, expectedVersion, { ...body, system: true, disabled: false }, 'reset to built-in', 'RESET');
}

async function writeVersion(
  db: Db, actor: Actor, kind: DescriptorKind, code: string, expectedVersion: number,
  next: { body: Record<string, unknown>; schemaVersion: number; system: boolean; disabled?: boolean }, note: string | undefined, action: string,
): Promise<DescriptorRow> {
  const written = await inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(descriptors).where(and(eq(descriptors.kind, kind), eq(descriptors.code, code)));
    if (!current) throw new KeelError('NOT_FOUND', 'descriptors.notFound', { kind, code });
    if (current.version !== expectedVersion) {
      throw new KeelError('CONFLICT', 'descriptors.staleVersion', { kind, code, version: expectedVersion, current: current.version });
    }
    if (next.disabled === true && !current.disabled) await assertEnoughEnabled(tx, kind, code);
    const version = current.version + 1;
    const [row] = await tx.update(descriptors).set({
      body: next.body, schemaVersion: next.schemaVersion, system: next.system, disabled: next.disabled ?? current.disabled,
      version, updatedAt: new Date(), updatedBy: actor.username,
    }).where(and(eq(descriptors.id, current.id), eq(descriptors.version, expectedVersion))).returning();
    if (!row) throw new KeelError('CONFLICT', 'descriptors.staleVersion', { kind, code, version: expectedVersion, current: current.version + 1 });
    await tx.insert(descriptorRevisions).values({ descriptorId: row.id, version, schemaVersion: next.schemaVersion, body: next.body, author: actor.username, note: note ?? null });
    await writeAudit(tx, { actor, action, entity: `descriptor:${kind}`, entityId: code, fromVersion: expectedVersion, toVersion: version });
    return row;
  });
  announceDescriptorChange(db, kind, code);
  return written;
}

/** Refuses to take `code` out of use when that would leave fewer enabled descriptors of its kind than the kind needs. */
async function assertEnoughEnabled(db: Db, kind: DescriptorKind, code: string) {
  const minimum = kindDefinitions[kind].minimumEnabled;
  if (!minimum) return;
  const others = await db.select({ code: descriptors.code }).from(descriptors)
    .where(and(eq(descriptors.kind, kind), eq(descriptors.disabled, false), ne(descriptors.code, code)));
  if (others.length < minimum) throw new KeelError('BUSINESS_RULE', 'descriptors.lastEnabled', { kind, code, minimum: String(minimum) });
}

/** Deletes a descriptor of the implementer's; a built-in cannot be deleted (reset or disable it instead). */
export async function deleteDescriptor(db: Db, actor: Actor, kind: DescriptorKind, code: string): Promise<void> {
  const row = await getDescriptor(db, kind, code);
  if (!row) throw new KeelError('NOT_FOUND', 'descriptors.notFound', { kind, code });
  if (row.system || findBuiltin(kind, code)) throw new KeelError('BUSINESS_RULE', 'descriptors.builtinNotDeletable', { kind, code });
  const refusal = await descriptorDeleteGuards.find(kind)?.check(db, code);
  if (refusal) throw new KeelError('BUSINESS_RULE', refusal.messageKey, refusal.params);
  await inTransaction(db, async (tx) => {
    if (!row.disabled) await assertEnoughEnabled(tx, kind, code);
    await tx.delete(descriptors).where(eq(descriptors.id, row.id));
    await writeAudit(tx, { actor, action: 'DELETE', entity: `descriptor:${kind}`, entityId: code, fromVersion: row.version, details: { body: row.body } });
  });
  announceDescriptorChange(db, kind, code);
}
