/** Ships as a resource: the `units` table, particulars in jsonb. */
import { and, eq } from 'drizzle-orm';
import { unitGroupUnits, unitGroups, units, userUnits, users } from '../tables.js';
import { listInMemory } from '../../resources/stores/in-memory-list.js';
import type { StoreAdapter, StoredRecord } from '../../resources/stores/store-adapter.js';
import { asText, assertCurrentVersion, existsByCodeOrId, type CodeColumn, isUuid, notFound, typedWrite } from '../../resources/stores/typed-helpers.js';

type UnitRow = typeof units.$inferSelect;

const shipCode: CodeColumn = { table: units, column: units.code, field: 'code' };

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
  async list(db, resource, query) {
    const all = await this.listAll(db, resource);
    return listInMemory(resource, query.unitIds ? all.filter((ship) => query.unitIds!.includes(ship.id)) : all, query);
  },
  async get(db, resource, id) {
    const [row] = isUuid(id) ? await db.select().from(units).where(eq(units.id, id)) : [];
    return row ? shipRecord(row) : notFound(resource);
  },
  exists: (db, _resource, key, value) => existsByCodeOrId(db, shipCode, key, value),
  async create(ctx, resource, data) {
    const columns = shipColumns(data);
    return typedWrite(ctx, resource, {
      unique: { ...shipCode, value: columns.code },
      write: async () => {
        const [row] = await ctx.db.insert(units).values({ ...columns, createdBy: ctx.actor.username, updatedBy: ctx.actor.username }).returning();
        return shipRecord(row);
      },
    });
  },
  async update(ctx, resource, id, update) {
    const before = await this.get(ctx.db, resource, id);
    const columns = update.data ? shipColumns(update.data) : undefined;
    return typedWrite(ctx, resource, {
      before, version: update.version, unique: columns && { ...shipCode, value: columns.code },
      write: async () => {
        const [row] = await ctx.db.update(units).set({
          ...(columns ?? {}), disabled: update.disabled ?? before.disabled, version: before.version + 1, updatedAt: new Date(), updatedBy: ctx.actor.username,
        }).where(and(eq(units.id, id), eq(units.version, update.version))).returning();
        // No row: someone saved the ship between the version check and this write.
        if (!row) assertCurrentVersion({ version: before.version + 1 }, update.version);
        return shipRecord(row);
      },
    });
  },
  async remove(ctx, resource, id) {
    const before = await this.get(ctx.db, resource, id);
    await typedWrite(ctx, resource, { before, write: async () => { await ctx.db.delete(units).where(eq(units.id, id)); } });
  },
  async typedReferrers(db, _resource, id) {
    const holders = await db.select({ id: users.id, label: users.username }).from(userUnits).innerJoin(users, eq(users.id, userUnits.userId)).where(eq(userUnits.unitId, id));
    const groups = await db.select({ id: unitGroups.id, label: unitGroups.code }).from(unitGroupUnits).innerJoin(unitGroups, eq(unitGroups.id, unitGroupUnits.groupId)).where(eq(unitGroupUnits.unitId, id));
    return [...holders, ...groups];
  },
};
