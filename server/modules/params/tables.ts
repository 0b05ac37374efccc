/** The params module's table: application parameters an administrator may change. */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdUpdated } from '../../db/columns.js';

/** SPEC §3 Parameter: application parameters an administrator may change. */
export const appParameters = pgTable('app_parameters', {
  paramCode: text('param_code').primaryKey(),
  paramGroup: text('param_group').notNull(),
  paramValue: text('param_value').notNull(),
  configurationScope: text('configuration_scope').notNull().default('BOTH'),
  version: integer('version').notNull().default(1),
  ...createdUpdated,
});
