/**
 * A child process for the HTTP throughput bench: `bare` serves a bare Hono "hello"; `keel <engine index>` serves Keel
 * (the demo accounts, no ship data) on a fresh bench database. Prints `PORT <n>` once listening; stops on SIGTERM.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../server/app.js';
import { startServer } from '../../../server/ws/serve.js';
import { testConfig } from '../../support/test-app.js';
import { benchEngines } from '../bench-database.js';

const [mode, engineIndex] = process.argv.slice(2);
const announce = (port: number) => console.log(`PORT ${port}`);

if (mode === 'bare') {
  const app = new Hono();
  app.get('/hello', (c) => c.text('hello'));
  const server = serve({ fetch: app.fetch, port: 0 }, (info: AddressInfo) => announce(info.port));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  const database = await benchEngines()[Number(engineIndex)].open();
  const { app, sockets } = await buildApp({ db: database.db, config: testConfig(), engine: database.engine });
  const running = await startServer(app, sockets, { port: 0 });
  announce(running.port);
  process.on('SIGTERM', () => void running.close().then(() => database.dispose()).then(() => process.exit(0)));
}
