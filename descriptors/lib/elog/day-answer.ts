/**
 * The wire shapes of logbook days (docs/elog.md): a day with its entries, signatures and status history as load,
 * current, complete and sign answer it, and the days and statuses the report reads. Shared by the server's routes
 * (their OpenAPI answers and the services' return types) and the runtime.
 */
import { z } from 'zod';
import { elogEntryStatuses } from './day-entries.js';
import { SignerPerson } from './day-signing.js';
import { ElogEntry } from './entry-answer.js';
import { ElogSignature } from './signature-answer.js';

/** A day is kept (IN_PROGRESS) until completed; approval removal reopens it. */
export const dayStatuses = ['IN_PROGRESS', 'COMPLETED'] as const;
export type DayStatus = (typeof dayStatuses)[number];

/** NONE: unsigned; FIRST: entries signed by their officers; MAIN: the day approved by the master, read-only. */
export const signatureStatuses = ['NONE', 'FIRST', 'MAIN'] as const;
export type SignatureStatus = (typeof signatureStatuses)[number];

/** The steps a day's status history records: opened, completed, approved (SIGNED), approval removed. */
export const dayHistoryStatuses = ['IN_PROGRESS', 'COMPLETED', 'SIGNED', 'APPROVAL_REMOVED'] as const;
export type DayHistoryStatus = (typeof dayHistoryStatuses)[number];

/** i18n keys of the status history's states (FIRST_SIGNED kept by older days); an unknown one is shown as stored. */
export const historyStatusKey: Readonly<Record<string, string>> = {
  IN_PROGRESS: 'elogDay.history.inProgress', COMPLETED: 'elogDay.history.completed', FIRST_SIGNED: 'elogDay.history.firstSigned',
  SIGNED: 'elogDay.history.signed', APPROVAL_REMOVED: 'elogDay.history.approvalRemoved',
};

/** A ship's logbook day (SPEC "eLog aggregation"): its ship-clock bounds and where it stands. */
export const ElogAggregation = z.object({
  id: z.string(),
  version: z.number().int(),
  unitId: z.string(),
  eLogCode: z.string(),
  /** the ship's calendar day, YYYY-MM-DD */
  day: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** minutes east of UTC of the day's clock */
  offset: z.number().int(),
  status: z.enum(dayStatuses),
  signatureStatus: z.enum(signatureStatuses),
  /** an approval was removed: later changes need a reason */
  brokenAggregation: z.boolean(),
}).meta({ id: 'ElogAggregation' });
export type ElogAggregation = z.infer<typeof ElogAggregation>;

/** A status the day took, who moved it there and why. */
export const ElogHistoryRow = z.object({
  historyTs: z.string(),
  newStatus: z.enum(dayHistoryStatuses),
  remark: z.string().nullable(),
  userName: z.string(),
  /** who, by name and rank; null when the user name is no longer a user */
  person: SignerPerson.nullable(),
}).meta({ id: 'ElogHistoryRow' });
export type ElogHistoryRow = z.infer<typeof ElogHistoryRow>;

/** A logbook day as load, current, complete and sign answer it; aggregation null when nothing was entered. */
export const ElogDay = z.object({
  aggregation: ElogAggregation.nullable(),
  /** current without a day yet: today's date on the ship's clock */
  day: z.string().optional(),
  /** in time order, deleted ones too */
  eLogEntries: z.array(ElogEntry),
  signatures: z.array(ElogSignature),
  history: z.array(ElogHistoryRow),
}).meta({ id: 'ElogDay' });
export type ElogDay = z.infer<typeof ElogDay>;

/** One day as POST /elog-aggregation/search answers it: the ship, where the day stands and its entries by status. */
export const ReportDay = z.object({
  id: z.string(),
  unitId: z.string(),
  unitCode: z.string(),
  unitName: z.string(),
  eLogCode: z.string(),
  day: z.string(),
  status: z.enum(dayStatuses),
  signatureStatus: z.enum(signatureStatuses),
  brokenAggregation: z.boolean(),
  /** how many entries have each status (statuses without entries left out) */
  entries: z.partialRecord(z.enum(elogEntryStatuses), z.number().int()),
}).meta({ id: 'ElogReportDay' });
export type ReportDay = z.infer<typeof ReportDay>;

/** The newest status of one of a ship's logbooks (GET /elog-status-history/search/last). */
export const LastDayStatus = z.object({
  idUnit: z.string(),
  eLogCode: z.string(),
  historyTs: z.string(),
  newStatus: z.enum(dayHistoryStatuses),
  remark: z.string().nullable(),
  userName: z.string(),
}).meta({ id: 'ElogLastStatus' });
export type LastDayStatus = z.infer<typeof LastDayStatus>;
