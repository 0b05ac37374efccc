/**
 * Where alarm episode changes are pushed: the app plugs its socket hub in per database (server/app.ts), as for
 * notifications, so the engine and the operator calls need no hub of their own. Without a plug nothing is pushed; the
 * screens still read the episodes on their next call.
 */
import type { AlarmChange } from '../../../descriptors/lib/alarms/alarm.js';
import type { Db } from '../../db/engine.js';

export type AlarmDelivery = (change: AlarmChange) => void;

const deliveries = new WeakMap<Db, AlarmDelivery>();

export function plugAlarmDelivery(db: Db, deliver: AlarmDelivery): void {
  deliveries.set(db, deliver);
}

/** Hands a new or changed episode to the sockets of those who may see its ship; a failing push never fails the change. */
export function deliverAlarmChange(db: Db, change: AlarmChange): void {
  try {
    deliveries.get(db)?.(change);
  } catch (error) {
    console.error('alarm push failed', error);
  }
}
