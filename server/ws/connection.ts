/**
 * One socket's side of the protocol (docs/websocket.md): authenticate first, then subscribe and unsubscribe.
 * Messages are handled one at a time in arrival order, so a subscribe sent right after authenticate waits for it.
 */
import { randomUUID } from 'node:crypto';
import type { Principal } from '../../descriptors/lib/access.js';
import type { Registry } from '../../descriptors/lib/registry.js';
import {
  parseSocketMessage, socketCloseCodes, socketLimits, socketTargets,
  type SocketFailure, type SocketFailureReason, type SocketMessage,
} from '../../descriptors/lib/socket-protocol.js';
import type { Db } from '../db/engine.js';
import { describeForLog } from '../http/database-errors.js';
import type { LiveFeed } from '../modules/timeseries/live-feed.js';
import { SubscriptionRefused, type LiveSubscription, type SubscriptionIdentifier } from './identifiers/identifier.js';

/** Who a socket is signed in as: the session behind its token and the user's rights. */
export interface SocketSession {
  sessionId: string;
  userId: string;
  principal: Principal;
}

export interface ConnectionDeps {
  db: Db;
  feed: LiveFeed;
  identifiers: Registry<SubscriptionIdentifier>;
  /** The session of a token; undefined when it is invalid, expired, revoked or not a full session. */
  authenticate(token: string): Promise<SocketSession | undefined>;
  send(text: string): void;
  close(code: number, reason: string): void;
}

export type Connection = ReturnType<typeof createConnection>;

const failure = (reason: SocketFailureReason, message: string): SocketFailure => ({ failed: true, reason, message });
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function createConnection(deps: ConnectionDeps) {
  let session: SocketSession | undefined;
  let isClosed = false;
  let queue = Promise.resolve();
  const subscriptions = new Map<string, LiveSubscription>();

  const send = (message: SocketMessage) => { if (!isClosed) deps.send(JSON.stringify(message)); };
  const reply = (request: SocketMessage, content: unknown) =>
    send({ messageId: randomUUID(), replyId: request.messageId, target: request.target, content });
  const push = (target: string, content: unknown) => send({ messageId: randomUUID(), target, content });
  const close = (code: number, reason: string) => {
    if (isClosed) return;
    dispose();
    deps.close(code, reason);
  };
  function dispose() {
    isClosed = true;
    clearTimeout(authenticationDeadline);
    for (const subscription of subscriptions.values()) subscription.close();
    subscriptions.clear();
  }
  const authenticationDeadline = setTimeout(() => {
    if (!session) close(socketCloseCodes.unauthenticated, 'not authenticated in time');
  }, socketLimits.replyTimeoutMs);

  async function authenticate(request: SocketMessage) {
    const token = text((request.content as { token?: unknown } | null)?.token);
    const found = token ? await deps.authenticate(token) : undefined;
    if (!found) {
      reply(request, { status: 'FAILED', ...failure('AUTHENTICATION_FAILED', 'The token is not valid for a session.') });
      return close(socketCloseCodes.unauthenticated, 'authentication failed');
    }
    // Another user on the same socket keeps nothing of the previous one.
    if (session && session.userId !== found.userId) closeSubscriptions();
    session = found;
    clearTimeout(authenticationDeadline);
    reply(request, { status: 'OK' });
  }

  async function subscribe(request: SocketMessage) {
    const content = (request.content ?? {}) as { identifier?: unknown; parameters?: unknown };
    const identifier = deps.identifiers.find(text(content.identifier) ?? '');
    if (!identifier) return reply(request, failure('UNKNOWN_IDENTIFIER', `Known identifiers: ${deps.identifiers.ids().join(', ')}.`));
    if (subscriptions.size >= socketLimits.maxSubscriptions) {
      return reply(request, failure('TOO_MANY_SUBSCRIPTIONS', `At most ${socketLimits.maxSubscriptions} subscriptions per socket.`));
    }
    const subscriptionId = randomUUID();
    try {
      const subscription = await identifier.open({
        db: deps.db, feed: deps.feed,
        principal: () => session!.principal,
        push: (data) => { if (subscriptions.has(subscriptionId)) push(socketTargets.subscription, { subscriptionId, data }); },
      }, content.parameters);
      if (isClosed) return subscription.close();
      subscriptions.set(subscriptionId, subscription);
      reply(request, { subscriptionId });
    } catch (error) {
      if (error instanceof SubscriptionRefused) return reply(request, failure(error.reason, error.message));
      console.error(`socket subscribe ${identifier.id} failed: ${describeForLog(error)}`);
      reply(request, failure('INTERNAL_ERROR', 'The subscription could not be opened.'));
    }
  }

  function unsubscribe(request: SocketMessage) {
    const subscriptionId = text((request.content as { subscriptionId?: unknown } | null)?.subscriptionId) ?? '';
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) return reply(request, failure('UNKNOWN_SUBSCRIPTION', 'No such subscription on this socket.'));
    subscription.close();
    subscriptions.delete(subscriptionId);
    reply(request, { status: 'OK' });
  }

  function closeSubscriptions() {
    for (const subscription of subscriptions.values()) subscription.close();
    subscriptions.clear();
  }

  async function handle(message: SocketMessage) {
    if (isClosed) return;
    if (message.target === socketTargets.authenticate) return authenticate(message);
    if (!session) {
      reply(message, failure('NOT_AUTHENTICATED', 'Send wsm:authenticate first.'));
      return close(socketCloseCodes.unauthenticated, 'not authenticated');
    }
    if (message.target === socketTargets.subscribe) return subscribe(message);
    if (message.target === socketTargets.unsubscribe) return unsubscribe(message);
    reply(message, failure('UNKNOWN_TARGET', `Unknown target ${message.target}.`));
  }

  return {
    /** A text frame from the client. */
    receive(frame: string) {
      const message = parseSocketMessage(frame);
      if (!message) return close(socketCloseCodes.badMessage, 'not a protocol message');
      queue = queue.then(() => handle(message)).catch((error: unknown) => {
        console.error(`socket message failed: ${describeForLog(error)}`);
        close(1011, 'internal error');
      });
    },
    session: () => session,
    /** The session check's result: the reloaded rights, or undefined when the session has ended. */
    refresh(principal: Principal | undefined) {
      if (!session || isClosed) return;
      if (!principal) return close(socketCloseCodes.unauthenticated, 'session ended');
      if (JSON.stringify(principal) === JSON.stringify(session.principal)) return;
      session = { ...session, principal };
      for (const subscription of subscriptions.values()) subscription.principalChanged();
    },
    push,
    close,
    /** The socket closed: stop every subscription. */
    dispose,
  };
}
