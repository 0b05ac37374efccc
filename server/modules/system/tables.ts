/**
 * The system module's table: the installation's own logos (SPEC §2 "Logos"), one image per logo identifier and theme,
 * with its content type and SHA-256 (the `hash` of GET /api/logos). A logo without a row is the bundled image.
 */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea, ts } from '../../db/columns.js';

export const installationLogos = pgTable('installation_logos', {
  /** topbar-logo, auth-logo or error-logo */
  identifier: text('identifier').notNull(),
  /** light or dark */
  theme: text('theme').notNull(),
  /** image/png, image/jpeg or image/svg+xml, as the bytes showed at upload */
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  uploadedAt: ts('uploaded_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.identifier, t.theme] })]);
