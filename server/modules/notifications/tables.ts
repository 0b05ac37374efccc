/**
 * The notifications module's table: one row per user and notification (SPEC §3 Notification). Subject and full text
 * are message keys with parameters, never rendered text: the reader's runtime translates them in its own language.
 */
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { NotificationParam, NotificationPriority } from '../../../descriptors/lib/notifications/notification.js';
import { ts } from '../../db/columns.js';
import { users } from '../access/tables.js';

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  creationTs: ts('creation_ts').notNull().defaultNow(),
  /** the instant it expires: past it the calls no longer answer it and the sweep deletes it */
  timeToLive: ts('time_to_live').notNull(),
  topic: text('topic').notNull(),
  priority: text('priority').$type<NotificationPriority>().notNull(),
  subjectText: text('subject_text').notNull(),
  fullText: text('full_text'),
  messageParameters: jsonb('message_parameters').$type<Record<string, NotificationParam>>().notNull().default({}),
  archivable: boolean('archivable').notNull().default(true),
  pushPopUp: boolean('push_pop_up').notNull().default(false),
  isRead: boolean('is_read').notNull().default(false),
  isArchived: boolean('is_archived').notNull().default(false),
}, (t) => [index('notifications_user').on(t.userId, t.creationTs), index('notifications_expiry').on(t.timeToLive)]);
