/** The auth module's tables: signing keys, sessions, sign-in throttling and password history. */
import { bigserial, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';
import { users } from '../access/tables.js';

/** Server-side secrets generated at first start (token signing key). */
export const systemKeys = pgTable('system_keys', {
  id: text('id').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Hashes of earlier passwords, so the last N cannot be reused. */
export const passwordHistory = pgTable('password_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('password_history_user').on(t.userId, t.createdAt)]);

/** A sign-in; tokens name it, so revoking it revokes every token issued for it. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  ssoIdToken: text('sso_id_token'),
}, (t) => [index('sessions_user').on(t.userId)]);

/**
 * Failed sign-ins counted per account and per client address in a time window (OWASP ASVS 2.2), kept in the
 * database so that every instance of the server sees the same counts.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  /** ACCOUNT (key: the username as typed, lower-cased) or ADDRESS (key: the client address) */
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  windowStart: ts('window_start').notNull(),
  failures: integer('failures').notNull().default(0),
  /** attempts are refused with 429 until then */
  throttledUntil: ts('throttled_until'),
}, (t) => [primaryKey({ columns: [t.scope, t.key] })]);
