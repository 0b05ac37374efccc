/**
 * The WebSocket protocol at /ws/socket (SPEC §4 "Web socket", §7, §9; docs/websocket.md), shared by the server hub
 * and the runtime client: every frame is one JSON message `{messageId, replyId?, target, content}`.
 */

export const socketPath = '/ws/socket';

/** Message targets: requests the client sends (`wsm:*`, answered with the same target) and server pushes. */
export const socketTargets = {
  authenticate: 'wsm:authenticate',
  subscribe: 'wsm:subscribe',
  unsubscribe: 'wsm:unsubscribe',
  /** A push of new data for one subscription. */
  subscription: 'subscription',
  /** A push of notifications for the signed-in user (SPEC §7). */
  notification: 'notification',
  /** A push of a new or changed alarm episode to the users who may see its ship (docs/alarms.md). */
  alarm: 'alarm',
} as const;

export const socketCloseCodes = {
  /** The server is shutting down (RFC 6455); the client comes back after 30 s (SPEC §9). */
  goingAway: 1001,
  /** A frame that is not a protocol message (not JSON, no messageId or target). */
  badMessage: 4400,
  /** Authentication failed, was never attempted in time, or the session ended (logout, blocked user). */
  unauthenticated: 4401,
  /** Sent by the client: no answer to wsm:authenticate in time; it then reconnects with back-off. */
  noReply: 4408,
} as const;

/** Why a request failed; the `failed` reply carries one of these plus an English message for developers. */
export const socketFailureReasons = [
  'NOT_AUTHENTICATED', 'AUTHENTICATION_FAILED', 'UNKNOWN_TARGET', 'UNKNOWN_IDENTIFIER', 'INVALID_PARAMETERS',
  'FORBIDDEN', 'UNKNOWN_SUBSCRIPTION', 'TOO_MANY_SUBSCRIPTIONS', 'INTERNAL_ERROR',
] as const;
export type SocketFailureReason = (typeof socketFailureReasons)[number];

export const socketLimits = {
  /** Largest frame the server accepts. */
  maxMessageBytes: 64 * 1024,
  /** Subscriptions one connection may hold at once. */
  maxSubscriptions: 100,
  /** SPEC §9 message timeout: the server closes a connection not authenticated by then; the client gives up waiting for a reply. */
  replyTimeoutMs: 10_000,
} as const;

export interface SocketMessage<C = unknown> {
  messageId: string;
  /** The messageId of the request this message answers. */
  replyId?: string;
  target: string;
  content: C;
}

export interface SocketFailure {
  failed: true;
  reason: SocketFailureReason;
  message?: string;
}

export interface AuthenticateRequest { token: string }
export type AuthenticateReply = { status: 'OK' } | (SocketFailure & { status: 'FAILED' });
export interface SubscribeRequest { identifier: string; parameters?: unknown }
export type SubscribeReply = { subscriptionId: string } | SocketFailure;
export interface UnsubscribeRequest { subscriptionId: string }
export type UnsubscribeReply = { status: 'OK' } | SocketFailure;
export interface SubscriptionPush<D = unknown> { subscriptionId: string; data: D }

/** The message in a frame, or undefined when the frame is not one (bad JSON, missing messageId or target). */
export function parseSocketMessage(text: string): SocketMessage | undefined {
  let value: unknown;
  try { value = JSON.parse(text); } catch { return undefined; }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { messageId, replyId, target, content } = value as Record<string, unknown>;
  if (typeof messageId !== 'string' || !messageId || typeof target !== 'string' || !target) return undefined;
  if (replyId !== undefined && typeof replyId !== 'string') return undefined;
  return { messageId, replyId, target, content };
}

export function isSocketFailure(content: unknown): content is SocketFailure {
  return !!content && typeof content === 'object' && (content as { failed?: unknown }).failed === true;
}
