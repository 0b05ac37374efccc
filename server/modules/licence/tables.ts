/** The licence module's table: the installed licences. */
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/** An installed licence per module (see docs/operations.md, "Licences"). */
export const licences = pgTable('licences', {
  module: text('module').primaryKey(),
  licensee: text('licensee').notNull(),
  validUntil: ts('valid_until').notNull(),
  installedAt: ts('installed_at').notNull().defaultNow(),
  document: jsonb('document').$type<Record<string, unknown>>().notNull(),
});
