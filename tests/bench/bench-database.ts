/**
 * Fresh, seeded databases for benchmarks on each engine: PGlite in a temporary folder, and PostgreSQL when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server — a new database there, dropped afterwards.
 * Besides drizzle, a bench gets a plain client for the baseline (COPY, plain SQL): PGlite's own, or on PostgreSQL a
 * postgres.js connection of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { Options, Sql } from 'postgres';
import { openDatabase, type Database, type Db } from '../../server/db/engine.js';
import { loadBuiltins } from '../../server/modules/descriptors/builtins.js';
import { seedDemo } from '../../seeds/demo.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';

/** Plain SQL on the engine's own client. */
export interface RawSql {
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** COPY … FROM in text format, the parts concatenated (PGlite reads them as /dev/blob, postgres.js streams them). */
  copyIn(table: string, parts: readonly string[]): Promise<void>;
}

export interface BenchDatabase {
  db: Db;
  engine: Database['engine'];
  raw: RawSql;
  /** Closes the database and removes it (folder or PostgreSQL database). */
  dispose(): Promise<void>;
}

export interface BenchEngine {
  label: string;
  open(): Promise<BenchDatabase>;
}

const clientOf = <T>(db: Db) => (db as unknown as { $client: T }).$client;

function pgliteRaw(client: PGlite): RawSql {
  return {
    async query<T>(text: string) { return (await client.query<T>(text)).rows; },
    async copyIn(table, parts) { await client.query(`COPY ${table} FROM '/dev/blob'`, [], { blob: new Blob([...parts]) }); },
  };
}

function postgresRaw(client: Sql): RawSql {
  return {
    async query<T>(text: string) { return [...await client.unsafe(text)] as T[]; },
    async copyIn(table, parts) { await pipeline(Readable.from(parts), await client.unsafe(`COPY ${table} FROM STDIN`).writable()); },
  };
}

async function seeded(database: Database, raw: RawSql, dispose: () => Promise<void>): Promise<BenchDatabase> {
  await loadBuiltins(database.db);
  await seedReferenceData(database.db);
  await seedDemo(database.db);
  return { db: database.db, engine: database.engine, raw, dispose };
}

const pglite: BenchEngine = {
  label: 'PGlite (temporary data folder)',
  async open() {
    const folder = mkdtempSync(join(tmpdir(), 'keel-bench-'));
    const database = await openDatabase({ dataDir: folder });
    return seeded(database, pgliteRaw(clientOf<PGlite>(database.db)), async () => {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    });
  },
};

/**
 * The baseline's own connection, with Nagle's algorithm off: postgres.js sends COPY's closing message as a separate
 * small packet, which otherwise waits for the server's delayed acknowledgement (about 40 ms per COPY).
 */
function connectWithoutDelay({ host, port }: { host: string[]; port: number[] }): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: host[0], port: port[0], noDelay: true });
    socket.once('connect', () => resolve(socket)).once('error', reject);
  });
}

function postgresAt(serverUrl: string): BenchEngine {
  return {
    label: `PostgreSQL (${new URL(serverUrl).host})`,
    async open() {
      const { default: postgres } = await import('postgres');
      const name = `keel_bench_${process.pid}`;
      const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.unsafe(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      const baseline = postgres(url.toString(), { max: 1, onnotice: () => {}, socket: connectWithoutDelay } as Options<Record<string, never>>);
      return seeded(database, postgresRaw(baseline), async () => {
        await baseline.end();
        await database.close();
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      });
    },
  };
}

/** PGlite, and PostgreSQL too when a server URL is in the environment; BENCH_ENGINE=pglite or postgres keeps one. */
export function benchEngines(): BenchEngine[] {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const engines = url ? [pglite, postgresAt(url)] : [pglite];
  const only = process.env.BENCH_ENGINE;
  return only ? engines.filter((e) => e.label.toLowerCase().startsWith(only.toLowerCase())) : engines;
}
