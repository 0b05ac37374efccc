/**
 * The WebSocket hub behind /ws/socket (docs/websocket.md): one Connection per socket, subscriptions served by the
 * identifier registry, notifications pushed to a user's sockets, and the session check: every 60 s each signed-in
 * socket's session is loaded again, so a logout, a blocked user or an expired session closes it (4401) and changed
 * rights (ships, functions) apply to the next push.
 */
import type { WSEvents } from 'hono/ws';
import type { Principal } from '../../descriptors/lib/access.js';
import type { Registry } from '../../descriptors/lib/registry.js';
import type { NotificationChange } from '../../descriptors/lib/notifications/notification.js';
import type { ServerMessage } from '../../descriptors/lib/server-message.js';
import { socketCloseCodes, socketTargets } from '../../descriptors/lib/socket-protocol.js';
import type { Db } from '../db/engine.js';
import type { LiveFeed } from '../modules/timeseries/live-feed.js';
import { createConnection, type Connection, type SocketSession } from './connection.js';
import type { SubscriptionIdentifier } from './identifiers/identifier.js';
import { subscriptionIdentifiers } from './identifiers/index.js';

/** How often the sessions of open sockets are checked again. */
export const sessionCheckIntervalMs = 60_000;

export interface SocketHubDeps {
  db: Db;
  /** The latest values of every instance (through the cluster bus), for `measures/latest` subscriptions; not the local ingestion feed. */
  socketFeed: LiveFeed;
  authenticate(token: string): Promise<SocketSession | undefined>;
  /** The session's current rights; undefined once it is revoked, expired or its user is disabled or blocked. */
  recheck(session: SocketSession): Promise<Principal | undefined>;
  identifiers?: Registry<SubscriptionIdentifier>;
}

export interface SocketHub {
  /** The event handlers of one new socket, for `upgradeWebSocket`. */
  connect(): WSEvents;
  /** Pushes a notice or a notification change to every socket of the user; answers how many sockets got it. */
  notify(userId: string, message: ServerMessage | NotificationChange): number;
  /** Pushes `content` under `target` to every signed-in socket whose principal `audience` accepts; answers how many. */
  broadcast(target: string, content: unknown, audience: (principal: Principal) => boolean): number;
  /** Checks every signed-in socket's session now (the timer does it every minute). */
  checkSessions(): Promise<void>;
  /** Closes every socket (1001 going away: clients come back after 30 s). */
  closeAll(reason?: string): void;
  /** Open sockets. */
  size(): number;
}

export function createSocketHub(deps: SocketHubDeps): SocketHub {
  const identifiers = deps.identifiers ?? subscriptionIdentifiers;
  const connections = new Set<Connection>();
  let timer: ReturnType<typeof setInterval> | undefined;

  async function checkSessions() {
    await Promise.all([...connections].map(async (connection) => {
      const session = connection.session();
      if (session) connection.refresh(await deps.recheck(session).catch(() => session.principal));
    }));
  }
  const track = (connection: Connection) => {
    connections.add(connection);
    timer ??= setInterval(() => { void checkSessions(); }, sessionCheckIntervalMs);
    timer.unref?.();
  };
  const untrack = (connection: Connection) => {
    connections.delete(connection);
    if (connections.size === 0 && timer) { clearInterval(timer); timer = undefined; }
  };

  return {
    connect() {
      let connection: Connection | undefined;
      return {
        onOpen(_event, ws) {
          connection = createConnection({
            db: deps.db, feed: deps.socketFeed, identifiers, authenticate: deps.authenticate,
            send: (text) => { if (ws.readyState === 1) ws.send(text); },
            close: (code, reason) => ws.close(code, reason),
          });
          track(connection);
        },
        onMessage(event) {
          if (typeof event.data === 'string') connection?.receive(event.data);
          else connection?.close(socketCloseCodes.badMessage, 'binary frames are not used');
        },
        onClose() {
          if (!connection) return;
          connection.dispose();
          untrack(connection);
        },
      };
    },
    notify(userId, message) {
      let count = 0;
      for (const connection of connections) {
        if (connection.session()?.userId !== userId) continue;
        connection.push(socketTargets.notification, message);
        count++;
      }
      return count;
    },
    broadcast(target, content, audience) {
      let count = 0;
      for (const connection of connections) {
        const session = connection.session();
        if (!session || !audience(session.principal)) continue;
        connection.push(target, content);
        count++;
      }
      return count;
    },
    checkSessions,
    closeAll(reason = 'server shutting down') {
      for (const connection of [...connections]) connection.close(socketCloseCodes.goingAway, reason);
    },
    size: () => connections.size,
  };
}
