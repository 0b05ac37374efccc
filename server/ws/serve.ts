/**
 * Serving the app over HTTP with the WebSocket attached (@hono/node-server 2 has it built in: a `ws` server in
 * noServer mode handles the upgrades the app's GET /ws/socket route accepts). Used by server/main.ts and by tests.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { WebSocketServer } from 'ws';
import { socketLimits } from '../../descriptors/lib/socket-protocol.js';
import type { KeelEnv } from '../http/context.js';
import type { SocketHub } from './hub.js';

export interface RunningServer {
  server: ServerType;
  port: number;
  /** Closes every socket with 1001 (going away), waits briefly for them, then stops the HTTP server. */
  close(): Promise<void>;
}

const socketDrainMs = 2_000;

export function startServer(
  app: Pick<Hono<KeelEnv>, 'fetch'>,
  hub: SocketHub,
  options: { port: number; hostname?: string },
): Promise<RunningServer> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: socketLimits.maxMessageBytes });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname, websocket: { server: wss } }, (info: AddressInfo) => {
      resolve({ server, port: info.port, close: () => stop(server) });
    });
  });

  async function stop(server: ServerType) {
    hub.closeAll();
    const deadline = Date.now() + socketDrainMs;
    while (wss.clients.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
  }
}
