/** Builds the session view of a user: functions from role and user grants, roles, visible units. */
import { eq, inArray } from 'drizzle-orm';
import { resolveFunctions, type Principal, type UserType } from '../../../descriptors/lib/access.js';
import { databaseCache } from '../../db/database-caches.js';
import type { Db } from '../../db/engine.js';
import { roleFunctions, roles, unitGroupUnits, userUnitGroups, userUnits, users } from './tables.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, normaliseUsername(username)));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Usernames are stored and compared in lower case. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * The principal of an active user; undefined when the user is gone or disabled. A lockout after failed sign-ins
 * stops new sign-ins only: sessions opened before it go on (an attacker must not be able to end the admin's session).
 */
export async function loadPrincipal(db: Db, userId: string): Promise<Principal | undefined> {
  const user = await findUserById(db, userId);
  if (!user || user.disabled) return undefined;
  const role = user.roleId ? (await db.select().from(roles).where(eq(roles.id, user.roleId)))[0] : undefined;
  const activeRole = role && !role.disabled ? role : undefined;
  const grants = activeRole ? await db.select().from(roleFunctions).where(eq(roleFunctions.roleId, activeRole.id)) : [];
  return {
    userId: user.id,
    username: user.username,
    userType: user.userType as UserType,
    functions: resolveFunctions([...grants, ...user.userFunctions]),
    roles: activeRole ? [activeRole.code] : [],
    unitIds: await visibleUnitIds(db, user.id),
  };
}

/**
 * Principals by user id, kept between requests (server/db/database-caches.ts). Whatever changes one — a user's role,
 * grants, ships, type or disabling; a role's grants or disabling; a ship group's ships; a ship removed — forgets it
 * through `forgetPrincipals`, on every instance.
 */
const principals = databaseCache<Principal>('principals', { maxEntries: 20_000, maxAgeMs: 60_000 });

/** `loadPrincipal`, answered from memory while nothing changed it. */
export function cachedPrincipal(db: Db, userId: string): Promise<Principal | undefined> {
  return principals.read(db, userId, () => loadPrincipal(db, userId));
}

/** Forgets the principals of these users (of everyone when none are named) after `db`'s commit, on every instance. */
export function forgetPrincipals(db: Db, userIds?: readonly string[]): void {
  principals.forget(db, userIds);
}

/** Units given to the user directly and through unit groups. */
async function visibleUnitIds(db: Db, userId: string): Promise<string[]> {
  const direct = await db.select({ unitId: userUnits.unitId }).from(userUnits).where(eq(userUnits.userId, userId));
  const groups = await db.select({ groupId: userUnitGroups.groupId }).from(userUnitGroups).where(eq(userUnitGroups.userId, userId));
  const viaGroups = groups.length === 0 ? [] : await db.select({ unitId: unitGroupUnits.unitId }).from(unitGroupUnits)
    .where(inArray(unitGroupUnits.groupId, groups.map((g) => g.groupId)));
  return [...new Set([...direct, ...viaGroups].map((r) => r.unitId))];
}

/** Display name for the session: the user's display name, else the username. */
export function displayNameOf(user: UserRow): string {
  return user.displayName?.trim() || user.username;
}
