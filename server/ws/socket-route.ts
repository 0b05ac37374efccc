/** GET /ws/socket: the upgrade into the hub. Outside /api and its bearer guard: the socket authenticates by message. */
import { upgradeWebSocket } from '@hono/node-server';
import type { Hono } from 'hono';
import { socketPath } from '../../descriptors/lib/socket-protocol.js';
import type { KeelEnv } from '../http/context.js';
import type { SocketHub } from './hub.js';

export function socketRoute(app: Hono<KeelEnv>, hub: SocketHub): void {
  // A plain GET (no upgrade header) falls through to 426 Upgrade Required.
  app.get(socketPath, upgradeWebSocket(() => hub.connect()), (c) => c.body(null, 426));
}
