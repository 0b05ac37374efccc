/**
 * Work that must not run on two instances at once, yet is not a scheduled job: the algorithms' continuous rounds. On
 * PostgreSQL a transaction-scoped advisory lock marks it taken, held by an otherwise idle transaction while the work
 * uses the pool; an instance that finds it taken skips its turn. PGlite has one process: the work just runs.
 */
import { sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../db/engine.js';

/** The advisory lock space of these locks (others: series, voyages, audit chains use their own). */
const oneInstanceLockSpace = 72;

export type OnOneInstance = <T>(name: string, work: () => Promise<T>) => Promise<T | undefined>;

export function onOneInstance(db: Db, engine: 'postgres' | 'pglite'): OnOneInstance {
  if (engine === 'pglite') return (_name, work) => work();
  return (name, work) => inTransaction(db, async (tx) => {
    const rows = await tx.execute(sql`select pg_try_advisory_xact_lock(${oneInstanceLockSpace}, hashtext(${name})) as taken`) as unknown as { taken: boolean }[];
    return rows[0]?.taken ? work() : undefined;
  });
}
