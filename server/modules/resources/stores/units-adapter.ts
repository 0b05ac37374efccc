/** Ships (the `units` table, particulars in jsonb) and unit groups, as resources. */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { unitGroupUnits, unitGroups, units, userUnitGroups, userUnits, users } from '../../../db/schema.js';
import { listInMemory } from './in-memory-list.js';
import type { StoreAdapter, StoredRecord } from './store-adapter.js';
import { asStrings, asText, assertCurrentVersion, assertFree, auditWrite, isUuid, notFound } from './typed-helpers.js';

type UnitRow = typeof units.$inferSelect;

const shipRecord = (row: UnitRow): StoredRecord => ({
  id: row.id, version: row.version, code: row.code, disabled: row.disabled, updatedAt: row.updatedAt, updatedBy: row.updatedBy,
  data: { ...row.particulars, code: row.code, name: row.name, imoNumber: row.imoNumber ?? undefined },
});

function shipColumns(data: Record<string, unknown>) {
  const { code, name, imoNumber, ...particulars } = data;
  return { code: String(code), name: String(name), imoNumber: asText(imoNumber), particulars };
}

export const shipsAdapter: StoreAdapter = {
  async listAll(db) { return (await db.select().from(units)).map(shipRecord); },
  async list(db, resource, query) { return listInMemory(resource, await this.listAll(db, resource), query); },
  async get(db, resource, id) {
    const [row] = isUuid(id) ? await db.select().from(units).where(eq(units.id, id)) : [];
    return row ? shipRecord(row) : notFound(resource);
  },
  async exists(db, _resource, key, value) {
    if (key && key !== 'code') return false;
    const [row] = key === 'code' ? await db.select({ id: units.id }).from(units).where(eq(units.code, value))
      : isUuid(value) ? await db.select({ id: units.id }).from(units).where(eq(units.id, value)) : [];
    return Boolean(row);
  },
  async create(ctx, resource, data) {
    const columns = shipColumns(data);
    assertFree(Boolean((await ctx.db.select({ id: units.id }).from(units).where(eq(units.code, columns.code)))[0]), 'code', columns.code, ctx.language);
    const [row] = await ctx.db.insert(units).values({ ...columns, createdBy: ctx.actor.username, updatedBy: ctx.actor.username }).returning();
    const record = shipRecord(row);
    await auditWrite(ctx, resource, 'CREATE', undefined, record);
    return record;
  },
  async update(ctx, resource, id, update) {
    const before = await this.get(ctx.db, resource, id);
    assertCurrentVersion(before, update.version);
    const columns = update.data ? shipColumns(update.data) : undefined;
    if (columns) {
      const [other] = await ctx.db.select({ id: units.id }).from(units).where(and(eq(units.code, columns.code), ne(units.id, id)));
      assertFree(Boolean(other), 'code', columns.code, ctx.language);
    }
    const [row] = await ctx.db.update(units).set({
      ...(columns ?? {}), disabled: update.disabled ?? before.disabled, version: before.version + 1, updatedAt: new Date(), updatedBy: ctx.actor.username,
    }).where(and(eq(units.id, id), eq(units.version, update.version))).returning();
    if (!row) assertCurrentVersion({ version: before.version + 1 }, update.version);
    const record = shipRecord(row);
    await auditWrite(ctx, resource, 'UPDATE', before, record);
    return record;
  },
  async remove(ctx, resource, id) {
    const before = await this.get(ctx.db, resource, id);
    await ctx.db.delete(units).where(eq(units.id, id));
    await auditWrite(ctx, resource, 'DELETE', before, undefined);
  },
  async typedReferrers(db, _resource, id) {
    const holders = await db.select({ id: users.id, label: users.username }).from(userUnits).innerJoin(users, eq(users.id, userUnits.userId)).where(eq(userUnits.unitId, id));
    const groups = await db.select({ id: unitGroups.id, label: unitGroups.code }).from(unitGroupUnits).innerJoin(unitGroups, eq(unitGroups.id, unitGroupUnits.groupId)).where(eq(unitGroupUnits.unitId, id));
    return [...holders, ...groups];
  },
};

type GroupRow = typeof unitGroups.$inferSelect;

async function groupRecords(db: Parameters<StoreAdapter['listAll']>[0], rows: GroupRow[]): Promise<StoredRecord[]> {
  const members = rows.length ? await db.select().from(unitGroupUnits).where(inArray(unitGroupUnits.groupId, rows.map((r) => r.id))) : [];
  return rows.map((row) => ({
    id: row.id, version: row.version, code: row.code, disabled: false, updatedAt: row.updatedAt, updatedBy: row.updatedBy,
    data: { code: row.code, description: row.description, units: members.filter((m) => m.groupId === row.id).map((m) => m.unitId) },
  }));
}

export const unitGroupsAdapter: StoreAdapter = {
  async listAll(db) { return groupRecords(db, await db.select().from(unitGroups)); },
  async list(db, resource, query) { return listInMemory(resource, await this.listAll(db, resource), query); },
  async get(db, resource, id) {
    const rows = isUuid(id) ? await db.select().from(unitGroups).where(eq(unitGroups.id, id)) : [];
    return (await groupRecords(db, rows))[0] ?? notFound(resource);
  },
  async exists(db, _resource, key, value) {
    const [row] = key === 'code' ? await db.select({ id: unitGroups.id }).from(unitGroups).where(eq(unitGroups.code, value))
      : !key && isUuid(value) ? await db.select({ id: unitGroups.id }).from(unitGroups).where(eq(unitGroups.id, value)) : [];
    return Boolean(row);
  },
  async create(ctx, resource, data) {
    const code = String(data.code);
    assertFree(Boolean((await ctx.db.select({ id: unitGroups.id }).from(unitGroups).where(eq(unitGroups.code, code)))[0]), 'code', code, ctx.language);
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx.insert(unitGroups).values({ code, description: String(data.description ?? code), createdBy: ctx.actor.username, updatedBy: ctx.actor.username }).returning();
      const memberIds = asStrings(data.units);
      if (memberIds.length) await tx.insert(unitGroupUnits).values(memberIds.map((unitId) => ({ groupId: created.id, unitId })));
      return created;
    });
    const record = await this.get(ctx.db, resource, row.id);
    await auditWrite(ctx, resource, 'CREATE', undefined, record);
    return record;
  },
  async update(ctx, resource, id, update) {
    const before = await this.get(ctx.db, resource, id);
    assertCurrentVersion(before, update.version);
    await ctx.db.transaction(async (tx) => {
      const data = update.data ?? before.data;
      await tx.update(unitGroups).set({ code: String(data.code), description: String(data.description ?? data.code), version: before.version + 1, updatedAt: new Date(), updatedBy: ctx.actor.username }).where(eq(unitGroups.id, id));
      await tx.delete(unitGroupUnits).where(eq(unitGroupUnits.groupId, id));
      const memberIds = asStrings(data.units);
      if (memberIds.length) await tx.insert(unitGroupUnits).values(memberIds.map((unitId) => ({ groupId: id, unitId })));
    });
    const record = await this.get(ctx.db, resource, id);
    await auditWrite(ctx, resource, 'UPDATE', before, record);
    return record;
  },
  async remove(ctx, resource, id) {
    const before = await this.get(ctx.db, resource, id);
    await ctx.db.delete(unitGroups).where(eq(unitGroups.id, id));
    await auditWrite(ctx, resource, 'DELETE', before, undefined);
  },
  async typedReferrers(db, _resource, id) {
    const holders = await db.select({ id: users.id, label: users.username }).from(userUnitGroups).innerJoin(users, eq(users.id, userUnitGroups.userId)).where(eq(userUnitGroups.groupId, id));
    return holders;
  },
};
