/** The generic record store (DESIGN §4): one jsonb row per record, shaped by its resource descriptor. */
import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { fieldValue, parsePeriodFilter } from '../../../descriptors/lib/resource.js';
import { inTransaction, type Db } from '../../db/engine.js';
import { records } from './tables.js';
import { KeelError, type FieldError } from '../../errors/keel-error.js';
import { writeAudit } from '../audit/audit.js';
import type { Actor } from '../descriptors/descriptor-writes.js';
import type { LoadedResource } from './definitions.js';
import { codeOf, uniqueFieldsOf } from './record-validation.js';
import type { ListQuery, RecordUpdate } from './stores/store-adapter.js';
import { dataText, likePattern } from './record-sql.js';
import { dateStatusCondition } from './date-status.js';

export type RecordRow = typeof records.$inferSelect;



export async function listRecords(db: Db, resource: LoadedResource, query: ListQuery): Promise<{ items: RecordRow[]; total: number }> {
  const { definition } = resource;
  const conditions: SQL[] = [eq(records.resource, resource.code)];
  if (!query.includeDisabled) conditions.push(eq(records.disabled, false));
  if (definition.unitField && query.unitIds) {
    conditions.push(query.unitIds.length ? inArray(dataText(definition.unitField), [...query.unitIds]) : sql`false`);
  }
  const columns = new Map((definition.list?.columns ?? []).map((c) => [c.field, c]));
  for (const [field, value] of Object.entries(query.filters ?? {})) {
    if (!columns.has(field) || value === '') continue;
    if (definition.dateStatus?.field === field) {
      if (query.dateStatusWindow) conditions.push(dateStatusCondition(definition.dateStatus, value, query.dateStatusWindow));
      continue;
    }
    if (columns.get(field)!.filter === 'period') {
      const bounds = parsePeriodFilter(value);
      if (bounds?.from) conditions.push(sql`(${dataText(field)})::timestamptz >= ${bounds.from.toISOString()}::timestamptz`);
      if (bounds?.to) conditions.push(sql`(${dataText(field)})::timestamptz < ${bounds.to.toISOString()}::timestamptz`);
      continue;
    }
    conditions.push(columns.get(field)!.filter === 'text' ? sql`${dataText(field)} ilike ${likePattern(value)}` : sql`${dataText(field)} = ${value}`);
  }
  const search = query.search?.trim();
  const searchFields = definition.list?.searchFields ?? [definition.codeField, definition.labelField].filter((f): f is string => Boolean(f));
  if (search && searchFields.length) {
    conditions.push(sql`(${sql.join(searchFields.map((f) => sql`coalesce(${dataText(f)}, '') ilike ${likePattern(search)}`), sql` or `)})`);
  }
  const where = and(...conditions);
  const sort = query.sort ?? definition.list?.defaultSort;
  const order = sort ? orderBy(resource, sort.field, sort.direction ?? 'asc') : sql`${records.createdAt} asc`;
  const [items, [{ total }]] = await Promise.all([
    db.select().from(records).where(where).orderBy(order, records.id).limit(query.size).offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(records).where(where),
  ]);
  return { items, total };
}

function orderBy(resource: LoadedResource, sortField: string, direction: 'asc' | 'desc'): SQL {
  // A date status sorts as its date: the soonest expiry first, none last.
  const field = resource.definition.dateStatus?.field === sortField ? resource.definition.dateStatus.dateField : sortField;
  const type = resource.definition.schema.properties[field.split('.')[0]]?.type;
  const isNumeric = type === 'number' || type === 'integer';
  const expression = isNumeric ? sql`(${dataText(field)})::numeric` : sql`lower(${dataText(field)})`;
  return direction === 'desc' ? sql`${expression} desc nulls last` : sql`${expression} asc nulls last`;
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export async function getRecord(db: Db, resource: LoadedResource, id: string): Promise<RecordRow> {
  if (!isUuid(id)) throw new KeelError('NOT_FOUND', 'records.notFound', { resource: resource.code });
  const [row] = await db.select().from(records).where(and(eq(records.resource, resource.code), eq(records.id, id)));
  if (!row) throw new KeelError('NOT_FOUND', 'records.notFound', { resource: resource.code });
  return row;
}

async function assertUnique(db: Db, resource: LoadedResource, data: Record<string, unknown>, exceptId?: string) {
  const errors: FieldError[] = [];
  for (const field of uniqueFieldsOf(resource)) {
    const value = fieldValue(data, field);
    if (value === undefined || value === null || value === '') continue;
    const conditions = [eq(records.resource, resource.code), sql`${dataText(field)} = ${String(value)}`];
    if (exceptId) conditions.push(ne(records.id, exceptId));
    const [taken] = await db.select({ id: records.id }).from(records).where(and(...conditions)).limit(1);
    if (taken) errors.push({ path: `/requestValue/data/${field.replace(/\./g, '/')}`, code: 'unique', messageKey: 'records.duplicate', params: { field, value: String(value) } });
  }
  if (errors.length) throw new KeelError('CONFLICT', 'records.duplicateValue', { field: errors.map((e) => e.path.split('/').at(-1)).join(', ') }, errors);
}


export async function createRecord(db: Db, actor: Actor, resource: LoadedResource, data: Record<string, unknown>): Promise<RecordRow> {
  await assertUnique(db, resource, data);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(records).values({
      resource: resource.code, code: codeOf(resource, data), data, createdBy: actor.username, updatedBy: actor.username,
    }).returning();
    await writeAudit(tx, { actor, action: 'CREATE', entity: resource.code, entityId: row.id, toVersion: 1, details: { data } });
    return row;
  });
}

/** Writes a new version; the caller's version must be the current one, else 409 and nothing changes. */
export async function updateRecord(db: Db, actor: Actor, resource: LoadedResource, id: string, update: RecordUpdate): Promise<RecordRow> {
  const current = await getRecord(db, resource, id);
  if (current.version !== update.version) {
    throw new KeelError('CONFLICT', 'records.staleVersion', { version: update.version, current: current.version });
  }
  const data = update.data ?? current.data;
  if (update.data) await assertUnique(db, resource, data, id);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.update(records).set({
      data, code: codeOf(resource, data), disabled: update.disabled ?? current.disabled, version: current.version + 1,
      updatedAt: new Date(), updatedBy: actor.username,
    }).where(and(eq(records.id, id), eq(records.version, update.version))).returning();
    if (!row) throw new KeelError('CONFLICT', 'records.staleVersion', { version: update.version, current: current.version + 1 });
    await writeAudit(tx, {
      actor, action: update.disabled !== undefined && update.disabled !== current.disabled ? (update.disabled ? 'DISABLE' : 'ENABLE') : 'UPDATE',
      entity: resource.code, entityId: id, fromVersion: current.version, toVersion: row.version, details: { before: current.data, after: data },
    });
    return row;
  });
}

/** Deletes a record; the resource service has checked that nothing refers to it. */
export async function deleteRecord(db: Db, actor: Actor, resource: LoadedResource, id: string): Promise<void> {
  const current = await getRecord(db, resource, id);
  await inTransaction(db, async (tx) => {
    await tx.delete(records).where(eq(records.id, id));
    await writeAudit(tx, { actor, action: 'DELETE', entity: resource.code, entityId: id, fromVersion: current.version, details: { data: current.data } });
  });
}
