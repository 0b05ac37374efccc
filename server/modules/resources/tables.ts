/** The resources module's table: the generic jsonb record store of master data. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdUpdated } from '../../db/columns.js';

/** DESIGN §4 generic record store: master data an implementer may reshape, defined by `resource` descriptors. */
export const records = pgTable('records', {
  id: uuid('id').primaryKey().defaultRandom(),
  resource: text('resource').notNull(),
  version: integer('version').notNull().default(1),
  code: text('code'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  disabled: boolean('disabled').notNull().default(false),
  ...createdUpdated,
}, (t) => [
  index('records_resource').on(t.resource),
  uniqueIndex('records_resource_code').on(t.resource, t.code).where(sql`${t.code} is not null`),
  index('records_data').using('gin', t.data),
]);
