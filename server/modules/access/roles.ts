/** Roles and role groups as other modules read them: a role by id, the enabled roles, who belongs to which role group. */
import { and, eq, inArray } from 'drizzle-orm';
import { databaseCache } from '../../db/database-caches.js';
import type { Db } from '../../db/engine.js';
import { roleGroupRoles, roleGroups, roles } from './tables.js';
import { isUuid } from '../resources/stores/typed-helpers.js';

export type RoleRow = typeof roles.$inferSelect;


/** The role with this id (disabled or not), or undefined. */
export async function findRole(db: Db, id: string): Promise<RoleRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [role] = await db.select().from(roles).where(eq(roles.id, id));
  return role;
}

/** The roles that are not disabled. */
export async function listEnabledRoles(db: Db): Promise<RoleRow[]> {
  return db.select().from(roles).where(eq(roles.disabled, false));
}

/**
 * Role group codes by role code, kept between requests (server/db/database-caches.ts): every logbook request and the
 * menu ask for them. The role and role-group stores forget them on every write (`forgetRoleGroupCodes`).
 */
const roleGroupCodes = databaseCache<readonly string[]>('role-groups', { maxEntries: 1_000, maxAgeMs: 60_000 });

/** The codes of the role groups the role with this code belongs to. */
export async function roleGroupCodesOfRole(db: Db, roleCode: string): Promise<readonly string[]> {
  return roleGroupCodes.read(db, roleCode, async () => {
    const rows = await db.select({ code: roleGroups.code }).from(roleGroupRoles)
      .innerJoin(roleGroups, eq(roleGroups.id, roleGroupRoles.groupId)).innerJoin(roles, eq(roles.id, roleGroupRoles.roleId))
      .where(eq(roles.code, roleCode));
    return rows.map((r) => r.code);
  });
}

/** Forgets every role's group codes after `db`'s commit, on every instance. */
export function forgetRoleGroupCodes(db: Db): void {
  roleGroupCodes.forget(db);
}

/** The enabled roles of these role groups (by code), each once, with the role's description as its name. */
export async function enabledRolesOfRoleGroups(db: Db, groupCodes: readonly string[]): Promise<{ code: string; name: string }[]> {
  if (!groupCodes.length) return [];
  return db.selectDistinct({ code: roles.code, name: roles.description }).from(roleGroupRoles)
    .innerJoin(roleGroups, eq(roleGroups.id, roleGroupRoles.groupId)).innerJoin(roles, eq(roles.id, roleGroupRoles.roleId))
    .where(and(inArray(roleGroups.code, [...groupCodes]), eq(roles.disabled, false)));
}

/** The ids of the enabled roles of these role groups (by code). */
export async function enabledRoleIdsOfRoleGroups(db: Db, groupCodes: readonly string[]): Promise<string[]> {
  if (!groupCodes.length) return [];
  const rows = await db.selectDistinct({ id: roles.id }).from(roleGroupRoles)
    .innerJoin(roleGroups, eq(roleGroups.id, roleGroupRoles.groupId)).innerJoin(roles, eq(roles.id, roleGroupRoles.roleId))
    .where(and(inArray(roleGroups.code, [...groupCodes]), eq(roles.disabled, false)));
  return rows.map((r) => r.id);
}
