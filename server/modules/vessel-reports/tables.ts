/**
 * Vessel reports (/voyage-report, decision 62): departure, noon, arrival, at-anchor and bunkering reports a ship files,
 * each in its kind's form, checked, submitted and approved; approved ones are a source of the voyage record. Every
 * version is kept with its status, who and when; a report is never deleted.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdUpdated, ts } from '../../db/columns.js';
import { units } from '../access/tables.js';

/** A check's finding as stored: language-neutral, translated when answered. */
export interface StoredFinding {
  path: string;
  level: 'error' | 'warning';
  code: string;
  messageKey: string;
  params: Record<string, unknown>;
}

export const vesselReports = pgTable('vessel_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  unitId: uuid('unit_id').notNull().references(() => units.id),
  /** DEPARTURE, NOON, ARRIVAL, AT_ANCHOR or BUNKERING (descriptors/lib/vessel-reports/report-kinds.ts) */
  kind: text('kind').notNull(),
  /** the content's report time, for ordering: UTC, and the ship's clock offset then (minutes east) */
  reportTime: ts('report_time').notNull(),
  reportOffset: integer('report_offset').notNull(),
  /** DRAFT, SUBMITTED, APPROVED or REJECTED */
  status: text('status').notNull(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  /** what the checks found at the last save or transition */
  checks: jsonb('checks').$type<StoredFinding[]>().notNull(),
  version: integer('version').notNull().default(1),
  submittedAt: ts('submitted_at'),
  submittedBy: text('submitted_by'),
  reviewedAt: ts('reviewed_at'),
  reviewedBy: text('reviewed_by'),
  reviewNote: text('review_note'),
  ...createdUpdated,
}, (t) => [index('vessel_reports_unit_time').on(t.unitId, t.reportTime)]);

export const vesselReportVersions = pgTable('vessel_report_versions', {
  reportId: uuid('report_id').notNull().references(() => vesselReports.id),
  version: integer('version').notNull(),
  status: text('status').notNull(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  author: text('author').notNull(),
  ts: ts('ts').notNull().defaultNow(),
  /** the rejection's reason, on the version that rejected the report */
  note: text('note'),
}, (t) => [primaryKey({ columns: [t.reportId, t.version] })]);
