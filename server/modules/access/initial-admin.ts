/** A production start on an empty database creates `admin` with a temporary password, printed once. */
import { count } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { users } from './tables.js';
import { setPassword } from '../auth/passwords.js';
import { generateTemporaryPassword } from './routes.js';

export async function ensureInitialAdmin(db: Db): Promise<{ username: string; temporaryPassword: string } | undefined> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return undefined;
  const [admin] = await db.insert(users).values({
    username: 'admin', userType: 'ADMIN', passwordState: 'TEMPORARY', displayName: 'Administrator', createdBy: 'system', updatedBy: 'system',
  }).returning();
  const temporaryPassword = generateTemporaryPassword();
  await setPassword(db, admin.id, temporaryPassword, 'TEMPORARY', 'system');
  return { username: admin.username, temporaryPassword };
}
