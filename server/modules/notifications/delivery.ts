/**
 * Where stored notifications are pushed: the app plugs its socket hub in per database (server/app.ts), so a module
 * that notifies needs no hub of its own and tests with several apps never cross. Without a plug nothing is pushed;
 * the rows are still stored and read by the bell's next call.
 */
import type { NotificationChange } from '../../../descriptors/lib/notifications/notification.js';
import type { Db } from '../../db/engine.js';

export type NotificationDelivery = (userId: string, change: NotificationChange) => void;

const deliveries = new WeakMap<Db, NotificationDelivery>();

/** Pushes this database's notification changes through `deliver` (the socket hub's notify). */
export function plugNotificationDelivery(db: Db, deliver: NotificationDelivery): void {
  deliveries.set(db, deliver);
}

/** Hands one change to the user's open sockets; a failing push never fails what caused it. */
export function deliverNotificationChange(db: Db, userId: string, change: NotificationChange): void {
  try {
    deliveries.get(db)?.(userId, change);
  } catch (error) {
    console.error('notification push failed', error);
  }
}
