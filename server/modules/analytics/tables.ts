/** The analytics module's table: wallboard links. */
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';
import { users } from '../access/tables.js';

/** Links showing one analytics page without sign-in (a wall screen): only the sha256 of the random token is kept. */
export const wallboardLinks = pgTable('wallboard_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  pageCode: text('page_code').notNull(),
  tokenHash: text('token_hash').notNull(),
  /** the user whose ships (and rights) the link reads with, checked at each call */
  createdBy: uuid('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
}, (t) => [uniqueIndex('wallboard_links_token').on(t.tokenHash), index('wallboard_links_page').on(t.pageCode)]);
