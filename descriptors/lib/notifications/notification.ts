/**
 * A user's notification on the wire (SPEC §3 Notification, §4 Notifications, §7; docs/notifications.md), shared by the
 * server's four calls, the socket push and the runtime's bell. Subject and full text are message keys with their
 * parameters: the reader's runtime translates them, so a notification reads in whatever language its user picks.
 */
import { z } from 'zod';

/** Priorities as bridge alert management orders them (alarm, warning, caution), plus plain information. */
export const notificationPriorities = ['ALARM', 'WARNING', 'CAUTION', 'INFO'] as const;
export type NotificationPriority = (typeof notificationPriorities)[number];

/** SPEC §3 Notification client operations: what a push asks the runtime to do with its copy. */
export const notificationOperations = ['CREATE', 'DELETE', 'ARCHIVE', 'READ'] as const;
export type NotificationOperation = (typeof notificationOperations)[number];

/** `GET /notifications/markAllAs/{x}`: every unread one read, or every archivable one archived. */
export const markAllTargets = ['read', 'archived'] as const;
export type MarkAllTarget = (typeof markAllTargets)[number];

const SingleParam = z.union([
  z.string(), z.number(), z.object({ en: z.string(), ru: z.string().optional() }),
  z.object({ messageKey: z.string(), params: z.record(z.string(), z.unknown()).optional() }),
]);
/** A message parameter: text, a number, inline `{en, ru}` text, another message (with its own parameters), or a list of them (joined by ", "). */
export const NotificationParam = z.union([SingleParam, z.array(SingleParam)]).meta({ id: 'NotificationParam' });
export type NotificationParam = z.infer<typeof NotificationParam>;

export const Notification = z.object({
  id: z.string(),
  userId: z.string(),
  creationTs: z.string().describe('ISO instant'),
  timeToLive: z.string().describe('ISO instant after which the notification is gone'),
  topic: z.string().describe('what it is about, e.g. elog.dayAwaitingApproval'),
  priority: z.enum(notificationPriorities),
  subjectText: z.string().describe('message key of the subject'),
  fullText: z.string().nullable().describe('message key of the full text'),
  messageParameters: z.record(z.string(), NotificationParam),
  archivable: z.boolean(),
  pushPopUp: z.boolean(),
  isRead: z.boolean(),
  isArchived: z.boolean(),
}).meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

/** The answer of the four calls: SPEC §7 "answer has responseStatus and responseValue". */
export const NotificationsAnswer = z.object({
  responseStatus: z.literal('SUCCESS'),
  responseValue: z.array(Notification).describe('the unexpired, unarchived notifications, newest first'),
}).meta({ id: 'NotificationsAnswer' });
export type NotificationsAnswer = z.infer<typeof NotificationsAnswer>;

/**
 * A socket push with target `notification`: CREATE carries the new notification; READ, ARCHIVE and DELETE name the
 * notifications they apply to, so every open tab of the user follows what one tab did.
 */
export type NotificationChange =
  | { clientOperation: 'CREATE'; notification: Notification }
  | { clientOperation: 'READ' | 'ARCHIVE' | 'DELETE'; ids: string[] };

/** True when a pushed content is a notification change (the socket also pushes plain server messages). */
export function isNotificationChange(value: unknown): value is NotificationChange {
  if (!value || typeof value !== 'object') return false;
  const { clientOperation, notification, ids } = value as Record<string, unknown>;
  if (clientOperation === 'CREATE') return Notification.safeParse(notification).success;
  return (clientOperation === 'READ' || clientOperation === 'ARCHIVE' || clientOperation === 'DELETE')
    && Array.isArray(ids) && ids.every((id) => typeof id === 'string');
}
