/** The descriptors module's tables: descriptors and their revisions. */
import { bigserial, boolean, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdUpdated, ts } from '../../db/columns.js';

/** DESIGN §3: every screen, menu, form and page is one of these rows. */
export const descriptors = pgTable('descriptors', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  code: text('code').notNull(),
  schemaVersion: integer('schema_version').notNull(),
  version: integer('version').notNull().default(1),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  system: boolean('system').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  firstUsageTs: ts('first_usage_ts'),
  ...createdUpdated,
}, (t) => [uniqueIndex('descriptors_kind_code').on(t.kind, t.code)]);

export const descriptorRevisions = pgTable('descriptor_revisions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  descriptorId: uuid('descriptor_id').notNull().references(() => descriptors.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  schemaVersion: integer('schema_version').notNull(),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  author: text('author'),
  note: text('note'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('descriptor_revisions_version').on(t.descriptorId, t.version)]);
