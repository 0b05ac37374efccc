/**
 * The signed-in user's notifications for the bell: read once, then kept current by the pushed changes (the socket
 * client hands them over buffered 500 ms, applied here in one state update); the actions call the server and take its
 * answer as the new list.
 */
import { useCallback, useEffect, useState } from 'react';
import type { MarkAllTarget, Notification, NotificationChange } from '../../../descriptors/lib/notifications/notification.js';
import { applyNotificationChanges, popUpsOf } from './notification-changes.js';
import type { NotificationsApi } from './notifications-api.js';

/** Where pushed changes come from: registers a listener, answers its removal. */
export type NotificationChangeSource = (listener: (changes: NotificationChange[]) => void) => () => void;

export interface NotificationsState {
  items: Notification[];
  unread: number;
  failed: boolean;
  markAsRead(id: string): void;
  markAllAs(target: MarkAllTarget): void;
  archive(id: string): void;
}

export function useNotifications(api: NotificationsApi, changes: NotificationChangeSource, onPopUp?: (notification: Notification) => void): NotificationsState {
  const [items, setItems] = useState<Notification[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    const stop = changes((batch) => {
      setItems((list) => applyNotificationChanges(list, batch));
      for (const notification of popUpsOf(batch)) onPopUp?.(notification);
    });
    api.list().then((list) => { if (isCurrent) setItems((pushed) => applyNotificationChanges(list, pushed.map((notification) => ({ clientOperation: 'CREATE', notification })))); },
      () => { if (isCurrent) setFailed(true); });
    return () => { isCurrent = false; stop(); };
  }, [api, changes, onPopUp]);

  const take = useCallback((answer: Promise<Notification[]>) => {
    answer.then((list) => { setItems(list); setFailed(false); }, () => undefined);
  }, []);
  return {
    items, failed, unread: items.filter((n) => !n.isRead).length,
    markAsRead: (id) => { if (items.some((n) => n.id === id && !n.isRead)) take(api.markAsRead(id)); },
    markAllAs: (target) => take(api.markAllAs(target)),
    archive: (id) => take(api.archive(id)),
  };
}
