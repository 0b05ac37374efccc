/** The engine switch: PostgreSQL through postgres.js when a URL is given, else embedded PGlite. */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** Either engine's drizzle database; both share the pg-core query builder. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'postgres' | 'pglite';
  /**
   * Runs `work` while no other instance on the database runs startup work (a session advisory lock on PostgreSQL; PGlite
   * has one process): instances started together on a new or upgraded database take turns to migrate and load built-ins.
   */
  duringStartup<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock of startup work (migrations, built-ins, the first administrator). */
const startupLock = [72, 1] as const;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite data dir dump to start from (tests load a prepared template this way). */
  loadDataDir?: Blob;
}

/** Opens the database and applies the migrations; the same folder serves both engines. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzle(client, { schema });
  // The lock is held by a connection of its own while the work uses the others.
  const duringStartup = async <T>(work: () => Promise<T>): Promise<T> => {
    const holder = await client.reserve();
    try {
      await holder`select pg_advisory_lock(${startupLock[0]}, ${startupLock[1]})`;
      try {
        return await work();
      } finally {
        await holder`select pg_advisory_unlock(${startupLock[0]}, ${startupLock[1]})`;
      }
    } finally {
      holder.release();
    }
  };
  await duringStartup(() => migrate(db, { migrationsFolder }));
  const pooled = db as unknown as Db;
  pooledDatabases.add(pooled);
  return { db: pooled, engine: 'postgres', duringStartup, close: () => client.end({ timeout: 5 }) };
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, engine: 'pglite', duringStartup: (work) => work(), close: async () => { await client.close(); unlock(); } };
}

/**
 * Whether statements sent together run side by side: PostgreSQL spreads them over the connection pool (a backend, and
 * so a core, each); PGlite is one process answering them in turn. A transaction's handle counts as not.
 */
export function runsSideBySide(db: Db): boolean {
  return pooledDatabases.has(db);
}

/** The PostgreSQL databases `openDatabase` opened (their statements spread over a connection pool). */
const pooledDatabases = new WeakSet<Db>();

/**
 * `work` in one transaction, handed the transaction as a `Db` so the services it calls take either. Drizzle's
 * transaction type is the same query builder but not declared as one: this is the one place that says so.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const outer = openTransactions.get(db);
  const opened = outer ?? { root: db, afterCommit: [] };
  const result = await db.transaction((txn) => {
    const tx = txn as unknown as Db;
    openTransactions.set(tx, opened);
    return work(tx);
  });
  if (!outer) for (const then of opened.afterCommit) then(db);
  return result;
}

interface OpenTransaction {
  root: Db;
  afterCommit: Array<(root: Db) => void>;
}

/** The transactions `inTransaction` opened (savepoints share their outermost's), while they are referenced. */
const openTransactions = new WeakMap<Db, OpenTransaction>();

/**
 * Runs `then` with the database once what `db` wrote is visible to everyone: after the outermost transaction of
 * `inTransaction` commits (never, when it rolls back), or at once when `db` is no such transaction. Caches of database
 * reads are dropped this way, so no reader can load the old row again after the drop.
 */
export function afterCommit(db: Db, then: (root: Db) => void): void {
  const open = openTransactions.get(db);
  if (open) open.afterCommit.push(then);
  else then(db);
}

/** The database a transaction of `inTransaction` belongs to; undefined for such a transaction, else `db` itself. */
export const outsideTransaction = (db: Db): Db | undefined => (openTransactions.has(db) ? undefined : db);
