/**
 * What save and update of a logbook entry send (POST /elog-entry/{elog}/save, PUT …/update; SPEC §7): the entry in
 * `requestValue`, as JSON or as the JSON part of a multipart body whose other parts carry files. Shared by the
 * server's validation and OpenAPI request and the runtime's editor.
 */
import { z } from 'zod';
import { elogEntryStatuses } from './day-entries.js';
import { TimestampWithOffset } from './time-with-offset.js';

/** An entry to store; `id` and `version` only for a change of an existing one. */
export const EntryRequest = z.object({
  /** absent for a new entry */
  id: z.uuid().optional(),
  /** the version edited (required with id) */
  version: z.number().int().optional(),
  unitId: z.uuid(),
  entryDescriptor: z.string().min(1).max(100),
  heading: z.object({
    start: TimestampWithOffset,
    end: TimestampWithOffset.nullable().optional(),
    notes: z.string().max(4000).nullable().optional(),
  }),
  eleStatus: z.enum(elogEntryStatuses),
  areasContent: z.record(z.string(), z.unknown()),
  /** fields pre-filled from measurements that the user changed */
  manualFields: z.array(z.string().max(200)).max(500).optional(),
  /** why an entry is changed after its day was signed, or a completed entry deleted */
  reason: z.string().max(2000).nullable().optional(),
}).meta({ id: 'ElogEntryRequest' });
export type EntryRequest = z.infer<typeof EntryRequest>;

/** An update names the entry and the version it changes. */
export const EntryUpdateRequest = EntryRequest.extend({ id: z.uuid(), version: z.number().int() }).meta({ id: 'ElogEntryUpdateRequest' });

/**
 * The files a save changes, as its multipart parts carry them: new files (`upload…` parts; a browser `File`, the
 * server's read bytes) and the ids of current attachments that stay (`keep…` parts; undefined keeps them all).
 */
export interface AttachmentChange<TFile> {
  uploads: TFile[];
  keep?: string[];
}
