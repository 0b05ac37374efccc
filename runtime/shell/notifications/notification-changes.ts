/** Applies pushed notification changes (SPEC §3 client operations) to the bell's list, newest first. */
import type { Notification, NotificationChange } from '../../../descriptors/lib/notifications/notification.js';

export function applyNotificationChanges(list: readonly Notification[], changes: readonly NotificationChange[]): Notification[] {
  let next = [...list];
  for (const change of changes) {
    if (change.clientOperation === 'CREATE') {
      next = [change.notification, ...next.filter((n) => n.id !== change.notification.id)];
    } else {
      const ids = new Set(change.ids);
      next = change.clientOperation === 'READ'
        ? next.map((n) => (ids.has(n.id) ? { ...n, isRead: true } : n))
        : next.filter((n) => !ids.has(n.id));
    }
  }
  return next.sort((a, b) => b.creationTs.localeCompare(a.creationTs));
}

/** Notifications a batch of changes created that ask for a popup. */
export const popUpsOf = (changes: readonly NotificationChange[]): Notification[] =>
  changes.flatMap((c) => (c.clientOperation === 'CREATE' && c.notification.pushPopUp ? [c.notification] : []));
