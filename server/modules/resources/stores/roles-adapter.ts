/** Roles (with their functions) and role groups, as resources over their typed tables. */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/engine.js';
import { roleFunctions, roleGroupRoles, roleGroups, roles, users } from '../../../db/schema.js';
import { listInMemory } from './in-memory-list.js';
import type { StoreAdapter, StoredRecord } from './store-adapter.js';
import { asStrings, asText, assertCurrentVersion, assertFree, auditWrite, isUuid, notFound } from './typed-helpers.js';

type RoleRow = typeof roles.$inferSelect;
type Grant = { function: string; level: string; applyAs?: string };

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
  async exists(db, _resource, key, value) {
    const [row] = key === 'code' ? await db.select({ id: roles.id }).from(roles).where(eq(roles.code, value))
      : !key && isUuid(value) ? await db.select({ id: roles.id }).from(roles).where(eq(roles.id, value)) : [];
    return Boolean(row);
  },
  async create(ctx, resource, data) {
    const columns = roleColumns(data);
    assertFree(Boolean((await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.code, columns.code)))[0]), 'code', columns.code, ctx.language);
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(roles).values({ ...columns, createdBy: ctx.actor.username, updatedBy: ctx.actor.username }).returning();
      await writeGrants(tx as unknown as Db, row.id, data.roleFunctions);
      return row.id;
    });
    const record = await this.get(ctx.db, resource, id);
    await auditWrite(ctx, resource, 'CREATE', undefined, record);
    return record;
  },
  async update(ctx, resource, id, update) {
    const before = await this.get(ctx.db, resource, id);
    assertCurrentVersion(before, update.version);
    const data = update.data ?? before.data;
    const columns = roleColumns(data);
    const [other] = await ctx.db.select({ id: roles.id }).from(roles).where(and(eq(roles.code, columns.code), ne(roles.id, id)));
    assertFree(Boolean(other), 'code', columns.code, ctx.language);
    await ctx.db.transaction(async (tx) => {
      await tx.update(roles).set({ ...columns, disabled: update.disabled ?? before.disabled, version: before.version + 1, updatedAt: new Date(), updatedBy: ctx.actor.username })
        .where(eq(roles.id, id));
      await writeGrants(tx as unknown as Db, id, data.roleFunctions);
    });
    const record = await this.get(ctx.db, resource, id);
    await auditWrite(ctx, resource, 'UPDATE', before, record);
    return record;
  },
  async remove(ctx, resource, id) {
    const before = await this.get(ctx.db, resource, id);
    await ctx.db.delete(roles).where(eq(roles.id, id));
    await auditWrite(ctx, resource, 'DELETE', before, undefined);
  },
  async typedReferrers(db, _resource, id) {
    const holders = await db.select({ id: users.id, label: users.username }).from(users).where(eq(users.roleId, id));
    const groups = await db.select({ id: roleGroups.id, label: roleGroups.code }).from(roleGroupRoles).innerJoin(roleGroups, eq(roleGroups.id, roleGroupRoles.groupId)).where(eq(roleGroupRoles.roleId, id));
    return [...holders, ...groups];
  },
};

type GroupRow = typeof roleGroups.$inferSelect;

async function groupRecords(db: Db, rows: GroupRow[]): Promise<StoredRecord[]> {
  const members = rows.length ? await db.select().from(roleGroupRoles).where(inArray(roleGroupRoles.groupId, rows.map((r) => r.id))) : [];
  return rows.map((row) => ({
    id: row.id, version: row.version, code: row.code, disabled: false, updatedAt: row.updatedAt, updatedBy: row.updatedBy,
    data: { code: row.code, description: row.description, roles: members.filter((m) => m.groupId === row.id).map((m) => m.roleId) },
  }));
}

async function writeMembers(db: Db, groupId: string, roleIds: string[]) {
  await db.delete(roleGroupRoles).where(eq(roleGroupRoles.groupId, groupId));
  if (roleIds.length) await db.insert(roleGroupRoles).values([...new Set(roleIds)].map((roleId) => ({ groupId, roleId })));
}

export const roleGroupsAdapter: StoreAdapter = {
  async listAll(db) { return groupRecords(db, await db.select().from(roleGroups)); },
  async list(db, resource, query) { return listInMemory(resource, await this.listAll(db, resource), query); },
  async get(db, resource, id) {
    return (await groupRecords(db, isUuid(id) ? await db.select().from(roleGroups).where(eq(roleGroups.id, id)) : []))[0] ?? notFound(resource);
  },
  async exists(db, _resource, key, value) {
    const [row] = key === 'code' ? await db.select({ id: roleGroups.id }).from(roleGroups).where(eq(roleGroups.code, value))
      : !key && isUuid(value) ? await db.select({ id: roleGroups.id }).from(roleGroups).where(eq(roleGroups.id, value)) : [];
    return Boolean(row);
  },
  async create(ctx, resource, data) {
    const code = String(data.code);
    assertFree(Boolean((await ctx.db.select({ id: roleGroups.id }).from(roleGroups).where(eq(roleGroups.code, code)))[0]), 'code', code, ctx.language);
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(roleGroups).values({ code, description: String(data.description ?? code), createdBy: ctx.actor.username, updatedBy: ctx.actor.username }).returning();
      await writeMembers(tx as unknown as Db, row.id, asStrings(data.roles));
      return row.id;
    });
    const record = await this.get(ctx.db, resource, id);
    await auditWrite(ctx, resource, 'CREATE', undefined, record);
    return record;
  },
  async update(ctx, resource, id, update) {
    const before = await this.get(ctx.db, resource, id);
    assertCurrentVersion(before, update.version);
    const data = update.data ?? before.data;
    const [other] = await ctx.db.select({ id: roleGroups.id }).from(roleGroups).where(and(eq(roleGroups.code, String(data.code)), ne(roleGroups.id, id)));
    assertFree(Boolean(other), 'code', data.code, ctx.language);
    await ctx.db.transaction(async (tx) => {
      await tx.update(roleGroups).set({ code: String(data.code), description: String(data.description ?? data.code), version: before.version + 1, updatedAt: new Date(), updatedBy: ctx.actor.username }).where(eq(roleGroups.id, id));
      await writeMembers(tx as unknown as Db, id, asStrings(data.roles));
    });
    const record = await this.get(ctx.db, resource, id);
    await auditWrite(ctx, resource, 'UPDATE', before, record);
    return record;
  },
  async remove(ctx, resource, id) {
    const before = await this.get(ctx.db, resource, id);
    await ctx.db.delete(roleGroups).where(eq(roleGroups.id, id));
    await auditWrite(ctx, resource, 'DELETE', before, undefined);
  },
};
