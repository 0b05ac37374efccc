/**
 * Once per test run: one template database. On PGlite it is dumped to a file each test file loads;
 * with TEST_DATABASE_URL it is a PostgreSQL database each test file clones (CREATE DATABASE … TEMPLATE).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'keel-test-'));
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { migrationsFolder } = await import('../../server/db/engine.js');
  const schema = await import('../../server/db/schema.js');
  const client = await PGlite.create();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await prepareTemplate(db as never);
  const dump = await client.dumpDataDir('none');
  const templatePath = join(folder, 'template.tar');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', templatePath);

  let dropPostgres: (() => Promise<void>) | undefined;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { default: postgres } = await import('postgres');
    const { openDatabase } = await import('../../server/db/engine.js');
    const name = `keel_template_${process.pid}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await dropAbandoned(admin);
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const templateUrl = withDatabase(url, name);
    const database = await openDatabase({ databaseUrl: templateUrl });
    await prepareTemplate(database.db);
    await database.close();
    project.provide('postgresTemplate', name);
    dropPostgres = async () => {
      const rows = await admin.unsafe(`SELECT datname FROM pg_database WHERE datname LIKE 'keel_t_${process.pid}_%' OR datname = '${name}'`);
      for (const row of rows) await admin.unsafe(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    project.provide('postgresTemplate', '');
  }

  return async () => {
    await dropPostgres?.();
    rmSync(folder, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Whether a process of this machine still runs (a test run that owns databases). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops the databases of earlier runs that never reached their teardown (killed or interrupted): left behind they pile
 * up by the hundred, and PostgreSQL's start after a crash then syncs every one of them.
 */
async function dropAbandoned(admin: import('postgres').Sql): Promise<void> {
  const rows = await admin.unsafe<{ datname: string }[]>(`SELECT datname FROM pg_database WHERE datname ~ '^keel_(t|template)_[0-9]+'`);
  for (const { datname } of rows) {
    const pid = Number(/^keel_(?:t|template)_(\d+)/.exec(datname)![1]);
    if (!isRunning(pid)) await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}
