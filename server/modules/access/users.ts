/** Users as other modules read them: ids by user name and how many there are (the user row itself: principals.ts). */
import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { users } from './tables.js';

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
