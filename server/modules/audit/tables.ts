/** The audit module's table: the audit log every module writes to through audit.ts. */
import { bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ts: ts('ts').notNull().defaultNow(),
  userId: uuid('user_id'),
  username: text('username'),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  fromVersion: integer('from_version'),
  toVersion: integer('to_version'),
  details: jsonb('details').$type<Record<string, unknown>>(),
}, (t) => [index('audit_log_entity').on(t.entity, t.entityId)]);
