/** Where an incoming socket message goes: a reply to a request, data of a subscription, or notifications. */
import { AlarmChange } from '../../descriptors/lib/alarms/alarm.js';
import { isNotificationChange, type NotificationChange } from '../../descriptors/lib/notifications/notification.js';
import { parseSocketMessage, socketTargets, type SocketMessage } from '../../descriptors/lib/socket-protocol.js';
import { isServerMessage, type ServerMessage } from './server-messages.js';

export type RoutedMessage =
  | { kind: 'reply'; replyId: string; message: SocketMessage }
  | { kind: 'data'; subscriptionId: string; data: unknown }
  /** notices to show, and changes of the user's stored notifications (the bell) */
  | { kind: 'notification'; messages: ServerMessage[]; changes: NotificationChange[] }
  /** a new or changed alarm episode of a ship the user sees (docs/alarms.md) */
  | { kind: 'alarm'; change: AlarmChange }
  | { kind: 'ignored' };

/** Classifies a frame; anything unknown or malformed is ignored rather than breaking the socket. */
export function routeSocketMessage(frame: string): RoutedMessage {
  const message = parseSocketMessage(frame);
  if (!message) return { kind: 'ignored' };
  if (message.replyId) return { kind: 'reply', replyId: message.replyId, message };
  if (message.target === socketTargets.subscription) {
    const { subscriptionId, data } = (message.content ?? {}) as { subscriptionId?: unknown; data?: unknown };
    return typeof subscriptionId === 'string' ? { kind: 'data', subscriptionId, data } : { kind: 'ignored' };
  }
  if (message.target === socketTargets.notification) {
    const list = Array.isArray(message.content) ? message.content : [message.content];
    const messages = list.filter(isServerMessage);
    const changes = list.filter(isNotificationChange);
    return messages.length || changes.length ? { kind: 'notification', messages, changes } : { kind: 'ignored' };
  }
  if (message.target === socketTargets.alarm) {
    const parsed = AlarmChange.safeParse(message.content);
    return parsed.success ? { kind: 'alarm', change: parsed.data } : { kind: 'ignored' };
  }
  return { kind: 'ignored' };
}

/** The socket's address on the page's own origin: ws: for http pages, wss: for https. */
export function socketUrlOf(location: Pick<Location, 'protocol' | 'host'>, path: string): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}
