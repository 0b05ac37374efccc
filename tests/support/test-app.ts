/** An in-process Keel for API tests: a fresh copy of the template database and the Hono app over it. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp, type AppDeps, type KeelApp } from '../../server/app.js';
import { readConfig, type Config } from '../../server/config.js';
import { openDatabase, type Database, type Db } from '../../server/db/engine.js';
import type { LiveFeed } from '../../server/modules/timeseries/live-feed.js';
import type { SocketHub } from '../../server/ws/hub.js';
import type { ClusterBus } from '../../server/cluster/bus.js';

export interface TestApp {
  app: KeelApp;
  db: Db;
  /** The database's URL on PostgreSQL (TEST_DATABASE_URL); undefined on PGlite. */
  databaseUrl?: string;
  config: Config;
  engine: Database['engine'];
  /** The app's WebSocket hub (served only by startTestServer) and live feed. */
  sockets: SocketHub;
  feed: LiveFeed;
  /** Calls the app in-process; `token` becomes the bearer header, `body` is sent as JSON. */
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  /** Signs in and returns the token (fails the test when the status is not OK). */
  signIn(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  language?: string;
  headers?: Record<string, string>;
  /** The peer address of the (absent) socket, as @hono/node-server would report it; none by default. */
  clientAddress?: string;
}

/** The bindings @hono/node-server gives a request, reduced to what getConnInfo reads. */
export const socketBindings = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

export const demoPasswords: Record<string, string> = {
  admin: 'Admin#2026', captain: 'Captain#2026', chief: 'Chief#2026', officer: 'Officer#2026', analyst: 'Analyst#2026',
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...readConfig({}, []),
    staticDir: undefined,
    // A fresh audit key folder per app: tests never write into the repository's ./data.
    auditKeyDir: overrides.auditKeyDir ?? mkdtempSync(join(tmpdir(), 'keel-audit-keys-')),
    // What the server keeps in DATA_DIR besides the database (pyodide's snapshot), shared by the run's apps.
    dataDir: join(tmpdir(), 'keel-test-data'),
    trustDevelopmentLicenceKey: true,
    ...overrides,
  };
}

/** Opens a private database copied from the run's template: PGlite by default, PostgreSQL with TEST_DATABASE_URL. */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const postgresTemplate = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (url && postgresTemplate) {
    const { default: postgres } = await import('postgres');
    const name = `keel_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate}`);
    await admin.end();
    const parsed = new URL(url);
    parsed.pathname = `/${name}`;
    return { ...await openDatabase({ databaseUrl: parsed.toString() }), url: parsed.toString() };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ loadDataDir: new Blob([dump]) });
}

export interface TestAppOptions {
  /** The app's clock (epoch ms): a test that fixes "today" hands the app the same instant. */
  now?: () => number;
  /** The app's cluster bus, given the database's URL on PostgreSQL; an in-process one when absent. */
  bus?: (databaseUrl: string | undefined) => ClusterBus;
  /** What /api/system/status reports of a demo start's background generation; none when absent. */
  demoData?: AppDeps['demoData'];
}

export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const bus = options.bus?.(database.url);
  await bus?.ready;
  const { app, sockets, feed, closeSandbox } = await buildApp({ db: database.db, config, engine: database.engine, now: options.now, bus, demoData: options.demoData });
  const call = (method: string, path: string, options: CallOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.language) headers['accept-language'] = options.language;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    return Promise.resolve(app.request(path, {
      method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }, options.clientAddress ? socketBindings(options.clientAddress) : undefined));
  };
  return {
    app, db: database.db, databaseUrl: database.url, config, engine: database.engine, sockets, feed, call,
    async signIn(username, password) {
      const res = await call('POST', '/api/authentication', { body: { username, password } });
      const body = await res.json() as { status: string; token?: string };
      if (body.status !== 'OK' || !body.token) throw new Error(`sign-in of ${username} answered ${body.status}`);
      return body.token;
    },
    async close() {
      closeSandbox();
      await bus?.close();
      await database.close();
      if (!overrides.auditKeyDir) rmSync(config.auditKeyDir, { recursive: true, force: true });
    },
  };
}
