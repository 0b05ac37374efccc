/**
 * The wire shapes of logbook entries (docs/elog.md): an entry as load, current, complete, sign, save and update answer
 * it, a new entry as prepare answers it, and the entry types nextAllowed offers. Shared by the server's routes (their
 * OpenAPI answers and the services' return types) and the day view.
 */
import { z } from 'zod';
import { elogEntryStatuses } from './day-entries.js';
import { SignerPerson } from './day-signing.js';
import { TimestampWithOffset } from './time-with-offset.js';
import { workflowStates } from './workflow.js';

/** When an entry happened (an event has no end) and the officer's notes. */
export const EntryHeading = z.object({
  start: TimestampWithOffset,
  end: TimestampWithOffset.nullable(),
  notes: z.string().nullable(),
}).meta({ id: 'ElogEntryHeading' });
export type EntryHeading = z.infer<typeof EntryHeading>;

/** A file attached to an entry; `current` false for one a later version no longer keeps. */
export const EntryAttachment = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  current: z.boolean(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
}).meta({ id: 'ElogEntryAttachment' });
export type EntryAttachment = z.infer<typeof EntryAttachment>;

/** One entry of a logbook day at its current version. */
export const ElogEntry = z.object({
  id: z.string(),
  version: z.number().int(),
  unitId: z.string(),
  /** the day (elog aggregation) the entry belongs to */
  aggregationId: z.string(),
  entryDescriptor: z.string(),
  formDescriptor: z.string(),
  /** the form exactly as the entry was last saved with it (base version and overlays); null on entries older than that */
  formSnapshot: z.string().nullable(),
  heading: EntryHeading,
  eleStatus: z.enum(elogEntryStatuses),
  /** in a day's answer: its officer in charge signed it as it is now; in an answer to a save: the stored flag */
  signed: z.boolean(),
  duplicatedEntryId: z.string().nullable(),
  /** the form data */
  areasContent: z.record(z.string(), z.unknown()),
  /** fields pre-filled from measurements that the user changed */
  manualFields: z.array(z.string()),
  hints: z.record(z.string(), z.unknown()).nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
  /** who changed the entry last, by name and rank; absent in an answer to a save, null when the name is no longer a user */
  author: SignerPerson.nullable().optional(),
  /** the entry's files, those a later version no longer keeps too */
  attachments: z.array(EntryAttachment),
}).meta({ id: 'ElogEntry' });
export type ElogEntry = z.infer<typeof ElogEntry>;

/** GET /elog-entry/{elog}/prepare: a new entry's times, its body pre-filled from the ship's measurements, and whether it may be added. */
export const PreparedEntry = z.object({
  heading: EntryHeading,
  areasContent: z.record(z.string(), z.unknown()),
  /** JSON pointers (into areasContent) of the fields filled from measurements */
  prefilled: z.array(z.string()),
  /** the fields filled from the ship's track since the last noon (among `prefilled`), and since when */
  run: z.object({ since: TimestampWithOffset, fields: z.array(z.string()) }).optional(),
  allowed: z.boolean(),
  /** why the workflow refuses it, in the request's language */
  reason: z.string().optional(),
}).meta({ id: 'ElogPreparedEntry' });
export type PreparedEntry = z.infer<typeof PreparedEntry>;

/** One entry type as POST /elog-entry-descriptor/nextAllowed answers it. */
export const NextAllowedOption = z.object({
  code: z.string(),
  state: z.enum(workflowStates),
  allowed: z.boolean(),
  /** why not, in the request's language */
  reason: z.string().optional(),
}).meta({ id: 'ElogNextAllowedOption' });
export type NextAllowedOption = z.infer<typeof NextAllowedOption>;
