/**
 * The wire shapes of vessel reports (/voyage-report, decision 62): a report with its status, the checks made on it and
 * its versions, the forms of the kinds, and the requests that write them. Shared by the server's routes (their OpenAPI
 * shapes) and the runtime's `voyage-report` renderer.
 */
import { z } from 'zod';
import { reviewNoteLength, vesselReportKinds, vesselReportStatuses } from './report-kinds.js';

const Text = z.union([z.string(), z.object({ en: z.string(), ru: z.string().optional() })]);
const Content = z.record(z.string(), z.unknown());

/**
 * What a check found in a report, at the field it concerns (a JSON pointer into the content), in the caller's language.
 * An error stops the report from being submitted or approved; a warning is shown to the officer and to the approver.
 */
export const VesselReportCheck = z.object({
  path: z.string(),
  level: z.enum(['error', 'warning']),
  code: z.string(),
  message: z.string(),
});
export type VesselReportCheck = z.infer<typeof VesselReportCheck>;

export const VesselReportSummary = z.object({
  id: z.string(),
  unitId: z.string(),
  kind: z.enum(vesselReportKinds),
  /** the report time (UTC) and the ship's clock offset then, minutes east of UTC */
  reportTime: z.string(),
  offset: z.number().int(),
  status: z.enum(vesselReportStatuses),
  version: z.number().int(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  warnings: z.number().int(),
  errors: z.number().int(),
});
export type VesselReportSummary = z.infer<typeof VesselReportSummary>;

export const VesselReportVersion = z.object({
  version: z.number().int(),
  status: z.enum(vesselReportStatuses),
  author: z.string(),
  ts: z.string(),
  note: z.string().nullable(),
});
export type VesselReportVersion = z.infer<typeof VesselReportVersion>;

export const VesselReport = VesselReportSummary.extend({
  content: Content,
  checks: z.array(VesselReportCheck),
  submittedAt: z.string().nullable(),
  submittedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  /** why the report was rejected */
  reviewNote: z.string().nullable(),
  versions: z.array(VesselReportVersion),
});
export type VesselReport = z.infer<typeof VesselReport>;

export const VesselReportList = z.object({ reports: z.array(VesselReportSummary), total: z.number().int() });
export type VesselReportList = z.infer<typeof VesselReportList>;

/** The form a kind of report is filed in. */
export const VesselReportForm = z.object({
  kind: z.enum(vesselReportKinds),
  code: z.string(),
  title: Text,
  schema: z.record(z.string(), z.unknown()),
  uiSchema: z.record(z.string(), z.unknown()),
});
export type VesselReportForm = z.infer<typeof VesselReportForm>;

export const VesselReportForms = z.object({ forms: z.array(VesselReportForm) });
export type VesselReportForms = z.infer<typeof VesselReportForms>;

/** A new report (a draft) of a ship. */
export const VesselReportCreate = z.object({
  requestValue: z.object({ unitId: z.uuid(), kind: z.enum(vesselReportKinds), content: Content }),
});

/** A change of a report from the version it was read at. */
export const VesselReportUpdate = z.object({
  requestValue: z.object({ content: Content, version: z.number().int().nonnegative() }),
});

/** Submit, approve or reject from the version read; a rejection says why. */
export const VesselReportTransition = z.object({
  requestValue: z.object({ version: z.number().int().nonnegative(), note: z.string().max(reviewNoteLength).optional() }),
});
