/** What goes over the cluster bus: the pushes every instance's sockets must see, whichever instance caused them. */
import { AlarmChange } from '../../descriptors/lib/alarms/alarm.js';
import { isNotificationChange, type NotificationChange } from '../../descriptors/lib/notifications/notification.js';
import type { CacheChange } from '../db/database-caches.js';
import type { LiveValue } from '../modules/timeseries/live-feed.js';
import type { BusTopic } from './bus.js';

type WireLiveValue = [number, string, string, string | null, string, number | string | null];

/** Latest values just stored by an ingestion, as compact tuples (a batch of a ship is thousands of them). */
export const liveValuesTopic: BusTopic<LiveValue> = {
  name: 'live',
  encode: (v): WireLiveValue => [v.seriesId, v.groupingKey, v.tag, v.unitId, v.ts, v.value],
  decode(raw) {
    if (!Array.isArray(raw) || raw.length !== 6) return undefined;
    const [seriesId, groupingKey, tag, unitId, ts, value] = raw as unknown[];
    if (typeof seriesId !== 'number' || typeof groupingKey !== 'string' || typeof tag !== 'string' || typeof ts !== 'string') return undefined;
    if (unitId !== null && typeof unitId !== 'string') return undefined;
    if (value !== null && typeof value !== 'number' && typeof value !== 'string') return undefined;
    return { seriesId, groupingKey, tag, unitId, ts, value };
  },
};

export interface UserNotificationChange {
  userId: string;
  change: NotificationChange;
}

/** Ids per item of a READ / ARCHIVE / DELETE change: "mark all as read" may name thousands. */
const idsPerItem = 100;

/** A change of a user's notifications, for that user's sockets. */
export const notificationChangesTopic: BusTopic<UserNotificationChange> = {
  name: 'notification',
  encode: (item) => ({ u: item.userId, c: item.change }),
  decode(raw) {
    const { u, c } = (raw ?? {}) as { u?: unknown; c?: unknown };
    return typeof u === 'string' && isNotificationChange(c) ? { userId: u, change: c } : undefined;
  },
  split(item) {
    const { change } = item;
    if (change.clientOperation === 'CREATE' || change.ids.length <= idsPerItem) return [item];
    const parts: UserNotificationChange[] = [];
    for (let i = 0; i < change.ids.length; i += idsPerItem) {
      parts.push({ userId: item.userId, change: { clientOperation: change.clientOperation, ids: change.ids.slice(i, i + idsPerItem) } });
    }
    return parts;
  },
};

/** A new or changed alarm episode, for the sockets of those who may see its ship. */
export const alarmChangesTopic: BusTopic<AlarmChange> = {
  name: 'alarm',
  decode(raw) {
    const parsed = AlarmChange.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  },
};

/** Keys of in-memory caches of database reads a writer changed (server/db/database-caches.ts): sessions, principals, parameters. */
export const cacheChangesTopic: BusTopic<CacheChange> = {
  name: 'cache',
  decode(raw) {
    const { cache, keys } = (raw ?? {}) as { cache?: unknown; keys?: unknown };
    if (typeof cache !== 'string') return undefined;
    if (keys === undefined) return { cache };
    return Array.isArray(keys) && keys.every((k) => typeof k === 'string') ? { cache, keys } : undefined;
  },
  split(item) {
    if (!item.keys || item.keys.length <= idsPerItem) return [item];
    const parts: CacheChange[] = [];
    for (let i = 0; i < item.keys.length; i += idsPerItem) parts.push({ cache: item.cache, keys: item.keys.slice(i, i + idsPerItem) });
    return parts;
  },
};
