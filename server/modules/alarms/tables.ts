/**
 * The alarm tables (docs/alarms.md): the evaluator's memory per watched subject (`alarm_conditions`: what delay-on and
 * delay-off and the rate check need between two points), the episodes people see and acknowledge, and the follow-up
 * log (ALARM_FLW) of who did what about an alarm — or, with no episode, about the alarm system (`/alarm-logs/other`).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

export const alarmConditions = pgTable('alarm_conditions', {
  definition: text('definition').notNull(),
  /** the ship; '' for a definition about no ship */
  unitId: text('unit_id').notNull(),
  /** what within the ship: `<groupingKey>|<tag>`, a document id, `<elog>|<day>` */
  subject: text('subject').notNull(),
  /** since when the condition has held without an open episode (delay-on), or null */
  pendingSince: ts('pending_since'),
  /** since when the condition has been clear while its episode is active (delay-off), or null */
  clearingSince: ts('clearing_since'),
  /** the last point seen: rate of change and stale checks */
  lastTs: ts('last_ts'),
  lastValue: jsonb('last_value').$type<number | string | null>(),
  openEpisodeId: uuid('open_episode_id'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('alarm_conditions_key').on(t.definition, t.unitId, t.subject)]);

export const alarmEpisodes = pgTable('alarm_episodes', {
  id: uuid('id').primaryKey().defaultRandom(),
  definition: text('definition').notNull(),
  /** the definition's title, priority, class, cause and system as they were when raised */
  title: jsonb('title').$type<string | { en: string; ru?: string }>().notNull(),
  priority: text('priority').notNull(),
  alarmClass: text('alarm_class'),
  problemCause: text('problem_cause'),
  genericAsset: text('generic_asset'),
  unitId: text('unit_id').notNull(),
  subject: text('subject').notNull(),
  subjectLabel: text('subject_label').notNull(),
  /** ACTIVE_UNACK, ACTIVE_ACK, RECTIFIED_UNACK, NORMAL (descriptors/lib/alarms/episode-state.ts) */
  state: text('state').notNull(),
  raisedAt: ts('raised_at').notNull(),
  raisedValue: jsonb('raised_value').$type<number | string | null>(),
  lastValue: jsonb('last_value').$type<number | string | null>(),
  rectifiedAt: ts('rectified_at'),
  acknowledgedAt: ts('acknowledged_at'),
  acknowledgedBy: text('acknowledged_by'),
  acknowledgeComment: text('acknowledge_comment'),
  shelvedUntil: ts('shelved_until'),
  shelvedBy: text('shelved_by'),
  shelveReason: text('shelve_reason'),
  closedAt: ts('closed_at'),
  /** raised by every change: an acknowledge or shelve from a stale copy is a 409 */
  version: integer('version').notNull().default(1),
}, (t) => [
  index('alarm_episodes_unit_raised').on(t.unitId, t.raisedAt),
  index('alarm_episodes_open').on(t.state).where(sql`state <> 'NORMAL'`),
  // one open episode per definition, ship and subject, whichever instance evaluates
  uniqueIndex('alarm_episodes_one_open').on(t.definition, t.unitId, t.subject).where(sql`state <> 'NORMAL'`),
]);

export const alarmLog = pgTable('alarm_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  ts: ts('ts').notNull(),
  unitId: text('unit_id'),
  episodeId: uuid('episode_id'),
  definition: text('definition'),
  /** RAISED, ACKNOWLEDGED, RECTIFIED, NORMAL, SHELVED, UNSHELVED, NOTE, NOTIFIED */
  action: text('action').notNull(),
  userId: text('user_id'),
  username: text('username'),
  comment: text('comment'),
  problemCause: text('problem_cause'),
}, (t) => [index('alarm_log_unit_ts').on(t.unitId, t.ts), index('alarm_log_episode').on(t.episodeId)]);
