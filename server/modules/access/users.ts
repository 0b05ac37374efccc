/** Users as other modules read them: ids by user name and how many there are (the user row itself: principals.ts). */
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { isUuid } from '../resources/stores/typed-helpers.js';
import { roles, users } from './tables.js';

/** The id of each of these user names that is a user (names compared as stored). */
export async function userIdsByUsername(db: Db, usernames: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(usernames.filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, wanted));
  return new Map(rows.map((r) => [r.username, r.id]));
}

export async function countUsers(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  return n;
}

/** A user as a recipient of notifications and mail. */
export interface RecipientUser {
  userId: string;
  username: string;
  /** the user's language, else en */
  language: 'en' | 'ru';
  email: string | null;
  personId: string | null;
}

/** The enabled users holding one of these roles (enabled ones) or being one of these persons. */
export async function listRecipientUsers(db: Db, by: { roleIds?: readonly string[]; personIds?: readonly string[] }): Promise<RecipientUser[]> {
  const roleIds = (by.roleIds ?? []).filter(isUuid);
  const personIds = [...(by.personIds ?? [])];
  if (!roleIds.length && !personIds.length) return [];
  const matches = or(
    roleIds.length ? and(inArray(users.roleId, roleIds), eq(roles.disabled, false)) : undefined,
    personIds.length ? inArray(users.personId, personIds) : undefined,
  );
  const rows = await db.select({ id: users.id, username: users.username, languageCode: users.languageCode, email: users.email, personId: users.personId })
    .from(users).leftJoin(roles, eq(roles.id, users.roleId)).where(and(eq(users.disabled, false), matches)).orderBy(asc(users.username));
  return rows.map((r) => ({ userId: r.id, username: r.username, language: r.languageCode === 'ru' ? 'ru' : 'en', email: r.email, personId: r.personId }));
}
