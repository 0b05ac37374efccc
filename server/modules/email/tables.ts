/**
 * The email module's tables: the outbox (docs/email.md). Every mail Keel sends is a row here first, so it survives a
 * restart and is retried with back-off; its attachments are a child table of bounded size.
 */
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, ts } from '../../db/columns.js';

export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** the addresses the mail goes to */
  recipients: jsonb('recipients').$type<string[]>().notNull(),
  /** the recipients' language the mail was rendered in (en | ru) */
  language: text('language').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  /** QUEUED → SENT, or FAILED once its attempts are used up */
  status: text('status').$type<'QUEUED' | 'SENT' | 'FAILED'>().notNull().default('QUEUED'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  /** the last failure as `messageKey {params}` (translated when shown) */
  lastError: text('last_error'),
  /** the server's answer to the accepted mail */
  lastResponse: text('last_response'),
  /** what queued it: `email-tester`, `notification:<id>`, `printout-schedule:<code>` … */
  origin: text('origin').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
}, (t) => [index('email_outbox_due').on(t.status, t.nextAttemptAt)]);

export const emailAttachments = pgTable('email_attachments', {
  id: uuid('id').primaryKey().defaultRandom(),
  emailId: uuid('email_id').notNull().references(() => emailOutbox.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
}, (t) => [index('email_attachments_email').on(t.emailId)]);
