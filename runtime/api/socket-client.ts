/**
 * The runtime's one WebSocket (SPEC §4 "Web socket", §7, §9; docs/websocket.md): connect, authenticate with the
 * session token, then subscribe. It re-authenticates when the token is replaced, re-issues every subscription after
 * a reconnect, reconnects 30 s after a 1001 close and otherwise after 1, 2, 4 … 64 s (reset by a successful
 * authentication). A refused authentication closes the socket and the client waits for another token.
 */
import {
  isSocketFailure, socketCloseCodes, socketLimits, socketTargets, type SocketFailure, type SocketMessage,
} from '../../descriptors/lib/socket-protocol.js';
import type { AlarmChange } from '../../descriptors/lib/alarms/alarm.js';
import type { NotificationChange } from '../../descriptors/lib/notifications/notification.js';
import { createMessageBuffer } from './message-buffer.js';
import { reconnectDelayMs } from './reconnect-delay.js';
import type { ServerMessage } from './server-messages.js';
import { routeSocketMessage } from './socket-routing.js';
import { browserTimers, type Timers } from './timers.js';
import type { TokenStore } from './token-store.js';

/** An event handler property checked like a method (bivariantly), so both DOM and `ws` handler types fit. */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'] | null;

/** The part of the browser's WebSocket the client uses (Node tests pass the `ws` package's class). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: Handler<unknown>;
  onmessage: Handler<{ data: unknown }>;
  onclose: Handler<{ code: number }>;
  onerror: Handler<unknown>;
}
export type SocketConstructor = new (url: string) => SocketLike;

/** idle: not started · connecting · authenticating · ready · waiting: a reconnect is scheduled · refused: the token was refused, waiting for another · no-token */
export type SocketPhase = 'idle' | 'connecting' | 'authenticating' | 'ready' | 'waiting' | 'refused' | 'no-token';

export interface SocketClientOptions {
  url: string;
  tokens: Pick<TokenStore, 'get' | 'watch'>;
  WebSocket: SocketConstructor;
  /** Pushed notices, buffered 500 ms (SPEC §9). */
  onNotifications?: (messages: ServerMessage[]) => void;
  /** Pushed changes of the user's notifications, buffered 500 ms with the notices and handed over in one call. */
  onNotificationChanges?: (changes: NotificationChange[]) => void;
  /** Pushed new or changed alarm episodes, handed over as they come (the alarm screens apply them to their rows). */
  onAlarmChange?: (change: AlarmChange) => void;
  timers?: Timers;
}

export interface SocketClient {
  start(): void;
  /** Closes the socket and stops reconnecting; subscriptions are kept and re-issued by the next start(). */
  stop(): void;
  /**
   * Follows `identifier` with `parameters` until the returned function is called; survives reconnects. `onActive` is
   * told each time the server confirms the subscription (first and after every reconnect): pushes are missed while
   * it is not active, so a page re-reads the current state then.
   */
  subscribe<D = unknown>(
    identifier: string, parameters: unknown, onData: (data: D) => void, onFailed?: (failure: SocketFailure) => void, onActive?: () => void,
  ): () => void;
  phase(): SocketPhase;
  onPhase(listener: (phase: SocketPhase) => void): () => void;
}

interface Subscription {
  identifier: string;
  parameters: unknown;
  onData(data: unknown): void;
  onFailed?(failure: SocketFailure): void;
  onActive?(): void;
  serverId?: string;
}

export function createSocketClient(options: SocketClientOptions): SocketClient {
  const { tokens } = options;
  const timers = options.timers ?? browserTimers;
  const notifications = createMessageBuffer<{ message: ServerMessage } | { change: NotificationChange }>((items) => {
    const messages = items.flatMap((item) => ('message' in item ? [item.message] : []));
    const changes = items.flatMap((item) => ('change' in item ? [item.change] : []));
    if (messages.length) options.onNotifications?.(messages);
    if (changes.length) options.onNotificationChanges?.(changes);
  }, timers);
  const subscriptions = new Set<Subscription>();
  const byServerId = new Map<string, Subscription>();
  const replies = new Map<string, (message: SocketMessage) => void>();
  const phaseListeners = new Set<(phase: SocketPhase) => void>();
  let phase: SocketPhase = 'idle';
  let socket: SocketLike | undefined;
  let attempt = 0;
  let retryTimer: unknown;
  let replyTimer: unknown;
  let unwatch: (() => void) | undefined;
  let nextId = 0;
  let running = false;

  const setPhase = (next: SocketPhase) => {
    if (next === phase) return;
    phase = next;
    for (const listener of [...phaseListeners]) listener(next);
  };
  const isOpen = () => socket !== undefined && socket.readyState === 1;
  const send = (target: string, content: unknown, onReply?: (message: SocketMessage) => void) => {
    if (!isOpen()) return;
    const messageId = `c${++nextId}`;
    if (onReply) replies.set(messageId, onReply);
    socket!.send(JSON.stringify({ messageId, target, content }));
  };

  function connect() {
    if (!running || socket) return;
    if (!tokens.get()) return setPhase('no-token');
    setPhase('connecting');
    const current = new options.WebSocket(options.url);
    socket = current;
    current.onopen = () => authenticate(true);
    current.onmessage = (event) => receive(String(event.data));
    current.onerror = () => { /* a close event follows */ };
    current.onclose = (event) => { if (socket === current) closed(event.code); };
  }

  function authenticate(isFirst: boolean) {
    const token = tokens.get();
    if (!token) return disconnect('no-token');
    if (isFirst) setPhase('authenticating');
    timers.clear(replyTimer);
    replyTimer = timers.set(() => socket?.close(socketCloseCodes.noReply, 'no authentication reply'), socketLimits.replyTimeoutMs);
    send(socketTargets.authenticate, { token }, ({ content }) => {
      timers.clear(replyTimer);
      if (isSocketFailure(content)) return refused(token);
      if (phase !== 'authenticating') return;
      attempt = 0;
      setPhase('ready');
      for (const subscription of subscriptions) issue(subscription);
    });
  }

  /** The server refused the token (and closes the socket): wait for another token, unless it was replaced meanwhile. */
  function refused(token: string) {
    const isReplaced = !!tokens.get() && tokens.get() !== token;
    disconnect(isReplaced ? 'waiting' : 'refused');
    if (isReplaced) connect();
  }

  /** Drops the socket without scheduling a reconnect. */
  function disconnect(next: SocketPhase) {
    const current = socket;
    socket = undefined;
    forget();
    setPhase(next);
    current?.close(next === 'refused' ? socketCloseCodes.unauthenticated : 1000);
  }

  function closed(code: number) {
    socket = undefined;
    forget();
    if (!running) return;
    // The server refused the token or ended the session: only another token helps.
    if (code === socketCloseCodes.unauthenticated) return setPhase('refused');
    setPhase('waiting');
    retryTimer = timers.set(() => { retryTimer = undefined; connect(); }, reconnectDelayMs(code, attempt++));
  }

  function forget() {
    timers.clear(replyTimer);
    replies.clear();
    byServerId.clear();
    for (const subscription of subscriptions) subscription.serverId = undefined;
  }

  function issue(subscription: Subscription) {
    send(socketTargets.subscribe, { identifier: subscription.identifier, parameters: subscription.parameters }, ({ content }) => {
      if (isSocketFailure(content)) return subscription.onFailed?.(content);
      const { subscriptionId } = content as { subscriptionId: string };
      if (!subscriptions.has(subscription)) return send(socketTargets.unsubscribe, { subscriptionId });
      subscription.serverId = subscriptionId;
      byServerId.set(subscriptionId, subscription);
      subscription.onActive?.();
    });
  }

  function receive(frame: string) {
    const routed = routeSocketMessage(frame);
    if (routed.kind === 'reply') {
      const onReply = replies.get(routed.replyId);
      replies.delete(routed.replyId);
      onReply?.(routed.message);
    } else if (routed.kind === 'data') {
      byServerId.get(routed.subscriptionId)?.onData(routed.data);
    } else if (routed.kind === 'notification') {
      notifications.add([...routed.messages.map((message) => ({ message })), ...routed.changes.map((change) => ({ change }))]);
    } else if (routed.kind === 'alarm') {
      options.onAlarmChange?.(routed.change);
    }
  }

  function onToken(token: string | undefined) {
    if (!running) return;
    if (!token) {
      timers.clear(retryTimer);
      return disconnect('no-token');
    }
    if (phase === 'ready') return authenticate(false);
    if (phase === 'refused' || phase === 'no-token') {
      attempt = 0;
      connect();
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      unwatch = tokens.watch(onToken);
      connect();
    },
    stop() {
      running = false;
      unwatch?.();
      unwatch = undefined;
      timers.clear(retryTimer);
      notifications.clear();
      disconnect('idle');
    },
    subscribe(identifier, parameters, onData, onFailed, onActive) {
      const subscription: Subscription = { identifier, parameters, onData: onData as (data: unknown) => void, onFailed, onActive };
      subscriptions.add(subscription);
      if (phase === 'ready') issue(subscription);
      return () => {
        if (!subscriptions.delete(subscription)) return;
        if (subscription.serverId) {
          byServerId.delete(subscription.serverId);
          send(socketTargets.unsubscribe, { subscriptionId: subscription.serverId });
        }
      };
    },
    phase: () => phase,
    onPhase(listener) {
      phaseListeners.add(listener);
      return () => { phaseListeners.delete(listener); };
    },
  };
}
