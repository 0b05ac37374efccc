/** The rows of a raw SQL statement, whichever driver ran it (postgres-js answers an array, PGlite `{ rows }`). */
import type { SQL } from 'drizzle-orm';
import type { Db } from './engine.js';

export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
