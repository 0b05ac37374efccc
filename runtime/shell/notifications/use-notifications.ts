/**
 * The signed-in user's notifications for the bell: read, then kept current by the pushed changes (the socket client
 * hands them over buffered 500 ms, applied here in one state update), and read again each time the socket is ready
 * after being away — what was pushed while it was away (a ship's link dropping, a slow first connection) never
 * arrives otherwise. The actions call the server and take its answer as the new list.
 */
import { useCallback, useEffect, useState } from 'react';
import type { MarkAllTarget, Notification, NotificationChange } from '../../../descriptors/lib/notifications/notification.js';
import { applyNotificationChanges, popUpsOf } from './notification-changes.js';
import type { NotificationsApi } from './notifications-api.js';

/** Where pushed changes come from: registers a listener, answers its removal. */
export type NotificationChangeSource = (listener: (changes: NotificationChange[]) => void) => () => void;

/** Tells when the socket is ready again (pushes may have been missed meanwhile): registers a listener, answers its removal. */
export type ReconnectSource = (listener: () => void) => () => void;

export interface NotificationsState {
  items: Notification[];
  unread: number;
  failed: boolean;
  markAsRead(id: string): void;
  markAllAs(target: MarkAllTarget): void;
  archive(id: string): void;
}

export function useNotifications(
  api: NotificationsApi, changes: NotificationChangeSource, onPopUp?: (notification: Notification) => void, onReconnect?: ReconnectSource,
): NotificationsState {
  const [items, setItems] = useState<Notification[]>([]);
  const [failed, setFailed] = useState(false);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    // What is pushed while the list is on its way wins over the older answer.
    let pushedMeanwhile: NotificationChange[] | undefined = [];
    const stop = changes((batch) => {
      pushedMeanwhile?.push(...batch);
      setItems((list) => applyNotificationChanges(list, batch));
      for (const notification of popUpsOf(batch)) onPopUp?.(notification);
    });
    api.list().then((list) => {
      if (!isCurrent) return;
      setItems(applyNotificationChanges(list, pushedMeanwhile ?? []));
      setFailed(false);
      pushedMeanwhile = undefined;
    }, () => { if (isCurrent) setFailed(true); });
    return () => { isCurrent = false; stop(); };
  }, [api, changes, onPopUp, reads]);

  useEffect(() => onReconnect?.(() => setReads((n) => n + 1)), [onReconnect]);

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
