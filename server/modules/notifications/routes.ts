/**
 * SPEC §7 Notifications: `GET /notifications`, `GET /notifications/markAsRead/{id}`, `GET /notifications/markAllAs/{x}`
 * (x = read | archived) and `GET /notifications/archive/{id}`. Any signed-in user, on their own notifications only;
 * each answers `{responseStatus, responseValue}` with the user's notifications after the change.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { markAllTargets, NotificationsAnswer } from '../../../descriptors/lib/notifications/notification.js';
import type { Db } from '../../db/engine.js';
import { principalOf } from '../../http/auth.js';
import type { KeelEnv } from '../../http/context.js';
import { jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import './scheduled-jobs.js';
import { archiveNotification, listUserNotifications, markAllNotifications, markNotificationRead } from './user-notifications.js';

const tags = ['Notifications'];
const IdParam = z.object({ id: z.uuid() });
const answer = { 200: jsonResponse(NotificationsAnswer, "The user's notifications after the call") };

export function notificationRoutes(db: Db, now: () => number = Date.now) {
  const router = createRouter();
  const current = async (c: Context<KeelEnv>) => c.json({
    responseStatus: 'SUCCESS' as const, responseValue: await listUserNotifications(db, principalOf(c).userId, new Date(now())),
  }, 200);

  router.openapi(createRoute({
    method: 'get', path: '/notifications', tags, summary: "The signed-in user's notifications: unexpired, not archived, newest first",
    responses: answer,
  }), (c) => current(c));

  router.openapi(createRoute({
    method: 'get', path: '/notifications/markAsRead/{id}', tags, summary: 'Mark one of your notifications read',
    request: { params: IdParam }, responses: answer,
  }), async (c) => {
    await markNotificationRead(db, principalOf(c).userId, c.req.valid('param').id, new Date(now()));
    return current(c);
  });

  router.openapi(createRoute({
    method: 'get', path: '/notifications/markAllAs/{x}', tags, summary: 'Mark all your notifications read, or archive all the archivable ones (x = read | archived)',
    request: { params: z.object({ x: z.enum(markAllTargets) }) }, responses: answer,
  }), async (c) => {
    await markAllNotifications(db, principalOf(c).userId, c.req.valid('param').x, new Date(now()));
    return current(c);
  });

  router.openapi(createRoute({
    method: 'get', path: '/notifications/archive/{id}', tags, summary: 'Archive one of your notifications (it leaves the list)',
    request: { params: IdParam }, responses: answer,
  }), async (c) => {
    await archiveNotification(db, principalOf(c).userId, c.req.valid('param').id, new Date(now()));
    return current(c);
  });

  return router;
}
