/**
 * A user's own notifications (SPEC §7 Notifications): the unexpired, unarchived ones, read one, mark all read or
 * archived, archive one. Another user's notification is not found; each change is pushed to the user's other tabs.
 */
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { MarkAllTarget, Notification } from '../../../descriptors/lib/notifications/notification.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { deliverNotificationChange } from './delivery.js';
import { notificationOf } from './notify.js';
import { notifications } from './tables.js';

/** The most a user's list answers (the newest). */
export const notificationListLimit = 200;

const liveOf = (userId: string, now: Date) => and(eq(notifications.userId, userId), gt(notifications.timeToLive, now), eq(notifications.isArchived, false));

export async function listUserNotifications(db: Db, userId: string, now: Date): Promise<Notification[]> {
  const rows = await db.select().from(notifications).where(liveOf(userId, now))
    .orderBy(desc(notifications.creationTs), desc(notifications.id)).limit(notificationListLimit);
  return rows.map(notificationOf);
}

/** The user's live notification with this id; 404 for another user's, an expired or an archived one. */
async function ownNotification(db: Db, userId: string, id: string, now: Date) {
  const [row] = await db.select().from(notifications).where(and(eq(notifications.id, id), liveOf(userId, now)));
  if (!row) throw new KeelError('NOT_FOUND', 'notifications.notFound');
  return row;
}

export async function markNotificationRead(db: Db, userId: string, id: string, now: Date): Promise<void> {
  const row = await ownNotification(db, userId, id, now);
  if (row.isRead) return;
  await db.update(notifications).set({ isRead: true }).where(eq(notifications.id, id));
  deliverNotificationChange(db, userId, { clientOperation: 'READ', ids: [id] });
}

/** Archives one; a notification its producer made not archivable is a 422. */
export async function archiveNotification(db: Db, userId: string, id: string, now: Date): Promise<void> {
  const row = await ownNotification(db, userId, id, now);
  if (!row.archivable) throw new KeelError('BUSINESS_RULE', 'notifications.notArchivable');
  await db.update(notifications).set({ isArchived: true, isRead: true }).where(eq(notifications.id, id));
  deliverNotificationChange(db, userId, { clientOperation: 'ARCHIVE', ids: [id] });
}

/** `read`: every unread one read; `archived`: every archivable one archived (the others stay). Answers the ids changed. */
export async function markAllNotifications(db: Db, userId: string, target: MarkAllTarget, now: Date): Promise<string[]> {
  const candidates = await db.select({ id: notifications.id, isRead: notifications.isRead, archivable: notifications.archivable })
    .from(notifications).where(liveOf(userId, now));
  const ids = candidates.filter((n) => (target === 'read' ? !n.isRead : n.archivable)).map((n) => n.id);
  if (!ids.length) return [];
  const change = target === 'read' ? { isRead: true } : { isArchived: true, isRead: true };
  await db.update(notifications).set(change).where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
  deliverNotificationChange(db, userId, { clientOperation: target === 'read' ? 'READ' : 'ARCHIVE', ids });
  return ids;
}
