/** Roles (with their functions) as a resource over the roles and role_functions tables. */
import { eq, inArray } from 'drizzle-orm';
import { inTransaction, type Db } from '../../../db/engine.js';
import { roleFunctions, roleGroupRoles, roleGroups, roles, users } from '../tables.js';
import { listInMemory } from '../../resources/stores/in-memory-list.js';
import type { StoreAdapter, StoredRecord } from '../../resources/stores/store-adapter.js';
import { asStrings, asText, existsByCodeOrId, type CodeColumn, isUuid, notFound, typedWrite } from '../../resources/stores/typed-helpers.js';

type RoleRow = typeof roles.$inferSelect;
type Grant = { function: string; level: string; applyAs?: string };

const roleCode: CodeColumn = { table: roles, column: roles.code, field: 'code' };

async function roleRecords(db: Db, rows: RoleRow[]): Promise<StoredRecord[]> {
  const grants = rows.length ? await db.select().from(roleFunctions).where(inArray(roleFunctions.roleId, rows.map((r) => r.id))) : [];
  return rows.map((row) => ({
    id: row.id, version: row.version, code: row.code, disabled: row.disabled, updatedAt: row.updatedAt, updatedBy: row.updatedBy,
    data: {
      code: row.code, description: row.description, hq: row.hq, roleType: row.roleType ?? undefined, customMenu: row.customMenu ?? [],
      roleFunctions: grants.filter((g) => g.roleId === row.id).map((g) => ({ function: g.function, level: g.level, applyAs: g.applyAs })),
    },
  }));
}

async function writeGrants(db: Db, roleId: string, grants: unknown): Promise<void> {
  await db.delete(roleFunctions).where(eq(roleFunctions.roleId, roleId));
  const list = (Array.isArray(grants) ? grants as Grant[] : []);
  const unique = [...new Map(list.map((g) => [g.function, g])).values()];
  if (unique.length) await db.insert(roleFunctions).values(unique.map((g) => ({ roleId, function: g.function, level: g.level, applyAs: g.applyAs ?? 'APPLY' })));
}

const roleColumns = (data: Record<string, unknown>) => ({
  code: String(data.code), description: String(data.description ?? data.code), hq: Boolean(data.hq), roleType: asText(data.roleType),
  customMenu: asStrings(data.customMenu),
});

export const rolesAdapter: StoreAdapter = {
  async listAll(db) { return roleRecords(db, await db.select().from(roles)); },
  async list(db, resource, query) { return listInMemory(resource, await this.listAll(db, resource), query); },
  async get(db, resource, id) {
    return (await roleRecords(db, isUuid(id) ? await db.select().from(roles).where(eq(roles.id, id)) : []))[0] ?? notFound(resource);
  },
  exists: (db, _resource, key, value) => existsByCodeOrId(db, roleCode, key, value),
  async create(ctx, resource, data) {
    const columns = roleColumns(data);
    return typedWrite(ctx, resource, {
      unique: { ...roleCode, value: columns.code },
      write: async () => {
        const id = await inTransaction(ctx.db, async (tx) => {
          const [row] = await tx.insert(roles).values({ ...columns, createdBy: ctx.actor.username, updatedBy: ctx.actor.username }).returning();
          await writeGrants(tx, row.id, data.roleFunctions);
          return row.id;
        });
        return this.get(ctx.db, resource, id);
      },
    });
  },
  async update(ctx, resource, id, update) {
    const before = await this.get(ctx.db, resource, id);
    const data = update.data ?? before.data;
    const columns = roleColumns(data);
    return typedWrite(ctx, resource, {
      before, version: update.version, unique: { ...roleCode, value: columns.code },
      write: async () => {
        await inTransaction(ctx.db, async (tx) => {
          await tx.update(roles).set({ ...columns, disabled: update.disabled ?? before.disabled, version: before.version + 1, updatedAt: new Date(), updatedBy: ctx.actor.username })
            .where(eq(roles.id, id));
          await writeGrants(tx, id, data.roleFunctions);
        });
        return this.get(ctx.db, resource, id);
      },
    });
  },
  async remove(ctx, resource, id) {
    const before = await this.get(ctx.db, resource, id);
    await typedWrite(ctx, resource, { before, write: async () => { await ctx.db.delete(roles).where(eq(roles.id, id)); } });
  },
  async typedReferrers(db, _resource, id) {
    const holders = await db.select({ id: users.id, label: users.username }).from(users).where(eq(users.roleId, id));
    const groups = await db.select({ id: roleGroups.id, label: roleGroups.code }).from(roleGroupRoles).innerJoin(roleGroups, eq(roleGroups.id, roleGroupRoles.groupId)).where(eq(roleGroupRoles.roleId, id));
    return [...holders, ...groups];
  },
};
