/** Shared steps of the typed-table adapters: version checks, unique values, the write with its audit row. */
import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { KeelError } from '../../../errors/keel-error.js';
import type { Db } from '../../../db/engine.js';
import { writeAudit } from '../../audit/audit.js';
import type { LoadedResource } from '../definitions.js';
import type { StoredRecord, WriteContext } from './store-adapter.js';

export function assertCurrentVersion(current: { version: number }, expected: number): void {
  if (current.version !== expected) throw new KeelError('CONFLICT', 'records.staleVersion', { version: expected, current: current.version });
}

/** 409 with the field's pointer when another row already holds the value. */
export function assertFree(taken: boolean, field: string, value: unknown): void {
  if (!taken) return;
  throw new KeelError('CONFLICT', 'records.duplicateValue', { field }, [
    { path: `/requestValue/data/${field}`, code: 'unique', messageKey: 'records.duplicate', params: { field, value: String(value) } },
  ]);
}

export function notFound(resource: LoadedResource): never {
  throw new KeelError('NOT_FOUND', 'records.notFound', { resource: resource.code });
}

type TableWithId = PgTable & { id: PgColumn };

/** Whether a row of `table` (other than `exceptId`) holds `value` in `column`. */
async function isTaken(db: Db, table: TableWithId, column: PgColumn, value: string, exceptId?: string): Promise<boolean> {
  const match = exceptId === undefined ? eq(column, value) : and(eq(column, value), ne(table.id, exceptId));
  const [row] = await db.select({ id: table.id }).from(table).where(match);
  return Boolean(row);
}

/** A typed table's column that no two rows share (its code), and the record field that shows it. */
export interface CodeColumn {
  table: TableWithId;
  column: PgColumn;
  field: string;
}

/** The store contract's `exists` over a typed table: by its code when `key` names the code field, by id when there is no key. */
export async function existsByCodeOrId(db: Db, code: CodeColumn, key: string | undefined, value: string): Promise<boolean> {
  if (key === code.field) return isTaken(db, code.table, code.column, value);
  return !key && isUuid(value) && isTaken(db, code.table, code.table.id, value);
}

/** One write of a typed adapter: `before` is absent on create, `after` (what `write` returns) once deleted. */
export interface TypedWriteStep<After extends StoredRecord | void> {
  before?: StoredRecord;
  /** The version the caller started from; a stale one is refused before anything is written. */
  version?: number;
  /** Checked after the version: 409 when a row other than `before` already holds the value. */
  unique?: CodeColumn & { value: string };
  /** The audit action when it is more than CREATE, UPDATE or DELETE (a user's DISABLE, ENABLE). */
  action?: string;
  write(): Promise<After>;
}

/** The steps every typed write shares: check the version and the unique value (409), write, then audit before → after. */
export async function typedWrite<After extends StoredRecord | void>(
  ctx: WriteContext, resource: LoadedResource, step: TypedWriteStep<After>,
): Promise<After> {
  const { before, version, unique } = step;
  if (before && version !== undefined) assertCurrentVersion(before, version);
  if (unique) {
    const { table, column, field, value } = unique;
    assertFree(await isTaken(ctx.db, table, column, value, before?.id), field, value);
  }
  const after = await step.write();
  const record: StoredRecord | undefined = after || undefined;
  await writeAudit(ctx.db, {
    actor: ctx.actor, action: step.action ?? (!before ? 'CREATE' : record ? 'UPDATE' : 'DELETE'), entity: resource.code,
    entityId: (record ?? before)?.id, fromVersion: before?.version, toVersion: record?.version,
    details: { before: before?.data, after: record?.data },
  });
  return after;
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
export const asText = (value: unknown): string | null => (value === undefined || value === null || value === '' ? null : String(value));
