/**
 * Creating notifications (docs/notifications.md): one row per recipient, pushed to that user's open sockets with
 * clientOperation CREATE; and the sweep that deletes the expired ones (the scheduler calls it).
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Notification, NotificationParam, NotificationPriority } from '../../../descriptors/lib/notifications/notification.js';
import type { Db } from '../../db/engine.js';
import { deliverNotificationChange } from './delivery.js';
import { notifications } from './tables.js';

/** How long a notification lives unless its producer says otherwise. */
export const defaultTtlMinutes = 14 * 24 * 60;

export interface NotifyInput {
  /** user ids; repeated ids get one notification */
  recipients: readonly string[];
  topic: string;
  priority: NotificationPriority;
  /** message key of the subject (locales/*.json), translated where it is read */
  subjectKey: string;
  fullKey?: string;
  params?: Record<string, NotificationParam>;
  ttlMinutes?: number;
  archivable?: boolean;
  pushPopUp?: boolean;
  /** the creation instant; now when absent */
  now?: Date;
}

export type NotificationRow = typeof notifications.$inferSelect;

/** The wire shape of a stored row. */
export function notificationOf(row: NotificationRow): Notification {
  return {
    id: row.id, userId: row.userId, creationTs: row.creationTs.toISOString(), timeToLive: row.timeToLive.toISOString(),
    topic: row.topic, priority: row.priority, subjectText: row.subjectText, fullText: row.fullText, messageParameters: row.messageParameters,
    archivable: row.archivable, pushPopUp: row.pushPopUp, isRead: row.isRead, isArchived: row.isArchived,
  };
}

/** Stores one notification per recipient and pushes each to its user's sockets; answers the stored ones. */
export async function notify(db: Db, input: NotifyInput): Promise<Notification[]> {
  const recipients = [...new Set(input.recipients)];
  if (!recipients.length) return [];
  const creationTs = input.now ?? new Date();
  const timeToLive = new Date(creationTs.getTime() + (input.ttlMinutes ?? defaultTtlMinutes) * 60_000);
  const rows = await db.insert(notifications).values(recipients.map((userId) => ({
    userId, creationTs, timeToLive, topic: input.topic, priority: input.priority, subjectText: input.subjectKey, fullText: input.fullKey ?? null,
    messageParameters: input.params ?? {}, archivable: input.archivable ?? true, pushPopUp: input.pushPopUp ?? false,
  }))).returning();
  const created = rows.map(notificationOf);
  for (const notification of created) deliverNotificationChange(db, notification.userId, { clientOperation: 'CREATE', notification });
  return created;
}

/** Deletes every notification whose time to live has passed; answers how many. The scheduler calls it. */
export async function sweepExpiredNotifications(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(notifications).where(lte(notifications.timeToLive, now)).returning({ id: notifications.id, userId: notifications.userId });
  tellDeleted(db, gone);
  return gone.length;
}

/**
 * Withdraws the notifications of `topic` whose parameter `key` is `value` (a reminder whose reason is gone, e.g. a day
 * awaiting approval once it is approved): deleted and taken off the users' open tabs; answers how many.
 */
export async function withdrawNotifications(db: Db, topic: string, key: string, value: string): Promise<number> {
  const gone = await db.delete(notifications)
    .where(and(eq(notifications.topic, topic), sql`${notifications.messageParameters} ->> ${key} = ${value}`))
    .returning({ id: notifications.id, userId: notifications.userId });
  tellDeleted(db, gone);
  return gone.length;
}

/** Takes deleted notifications off their users' open tabs, one push per user. */
function tellDeleted(db: Db, gone: readonly { id: string; userId: string }[]): void {
  const byUser = new Map<string, string[]>();
  for (const { id, userId } of gone) byUser.set(userId, [...(byUser.get(userId) ?? []), id]);
  for (const [userId, ids] of byUser) deliverNotificationChange(db, userId, { clientOperation: 'DELETE', ids });
}
