/**
 * The wire shape of GET /elog-aggregation/{elog}/print: a logbook day with every entry (deleted ones too) and its
 * versions, the signatures, the ship, the logbook's configuration and the forms used, which the print view lays out
 * (print-layout.ts). Shared by the server's route and the runtime's print screen.
 */
import { z } from 'zod';
import { ElogAggregation, ElogHistoryRow } from './day-answer.js';
import { elogEntryStatuses } from './day-entries.js';
import { SignerPerson } from './day-signing.js';
import { ElogEntry, EntryHeading } from './entry-answer.js';
import { ElogConfig, ElogEntryDescriptor, Form, LocalTextAnswer } from './logbook-answer.js';
import { ElogSignature } from './signature-answer.js';

/** A person by name and rank; only the user name when it is no longer a user. */
export const PrintedPerson = SignerPerson.partial({ name: true, surname: true, rank: true, rankCode: true }).meta({ id: 'ElogPrintedPerson' });
export type PrintedPerson = z.infer<typeof PrintedPerson>;

/** One kept version of an entry, as it was saved. */
export const PrintedVersion = z.object({
  version: z.number().int(),
  status: z.enum(elogEntryStatuses),
  author: PrintedPerson,
  /** when the version was saved */
  ts: z.string(),
  reason: z.string().nullable(),
  content: z.record(z.string(), z.unknown()),
  /** null for versions kept before their times were recorded */
  heading: EntryHeading.nullable(),
}).meta({ id: 'ElogPrintedVersion' });
export type PrintedVersion = z.infer<typeof PrintedVersion>;

/** An entry with its author and every version, oldest first (no files: a printout lists none). */
export const PrintedEntry = ElogEntry.omit({ attachments: true, author: true }).extend({
  author: PrintedPerson,
  versions: z.array(PrintedVersion),
}).meta({ id: 'ElogPrintedEntry' });
export type PrintedEntry = z.infer<typeof PrintedEntry>;

/** What the page header says of the ship. */
export const PrintShip = z.object({
  id: z.string(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  imoNumber: z.string().nullable(),
  callSign: z.string().nullable(),
  flag: z.object({ code: z.string(), name: LocalTextAnswer.nullable() }).nullable(),
}).meta({ id: 'ElogPrintShip' });
export type PrintShip = z.infer<typeof PrintShip>;

/** The day to print. */
export const ElogPrintout = z.object({
  aggregation: ElogAggregation,
  eLogEntries: z.array(PrintedEntry),
  signatures: z.array(ElogSignature.omit({ idPerson: true, idRole: true })),
  /** the statuses the day took, oldest first */
  history: z.array(ElogHistoryRow),
  ship: PrintShip,
  config: ElogConfig,
  /** the entry types the day uses */
  entryDescriptors: z.array(ElogEntryDescriptor),
  /** the forms of the day's entries: as each was saved with, by snapshot id, and the current ones by code */
  forms: z.record(z.string(), Form),
  /** labels of the reference values the entries hold: resource → value → label */
  references: z.record(z.string(), z.record(z.string(), LocalTextAnswer)),
  /** names of the entries' files by attachment id (attachments fields print them by name) */
  fileNames: z.record(z.string(), z.string()),
  printedAt: z.string(),
  printedBy: PrintedPerson,
}).meta({ id: 'ElogPrintout' });
export type ElogPrintout = z.infer<typeof ElogPrintout>;

/** One row of a laid-out day (print-layout.ts PrintRow): a record of an entry, an officer's signature line or a correction/deletion note. */
export const LogbookDayRow = z.object({
  kind: z.enum(['record', 'signature', 'mark']),
  /** one text per column; may hold line breaks */
  cells: z.array(z.string()),
  /** from this cell on the row is one cell to the last column */
  spanFrom: z.number().int().optional(),
  /** the first row of its entry */
  entryStart: z.boolean(),
  /** deleted, or a content later corrected */
  struck: z.boolean(),
  notApplicable: z.boolean(),
});
export type LogbookDayRow = z.infer<typeof LogbookDayRow>;

/** A day's own signature: its approval, a removal of it, a whole-day officer's signature. */
export const LogbookDaySignature = z.object({ label: z.string(), person: z.string(), time: z.string(), note: z.string().optional(), void: z.boolean() });

/** A status the day took: when on the page's clock, which (in words), who, why. */
export const LogbookDayStatus = z.object({ time: z.string(), status: z.string(), person: z.string(), remark: z.string().optional() });

/**
 * A logbook day laid out in its book's official layout, as the printouts place it on the page (the report descriptor
 * block `logbook`): the day and the ship's time it is kept at, the column titles, the rows, the day's signatures.
 */
export const LogbookDay = z.object({
  /** YYYY-MM-DD */
  day: z.string(),
  /** the day as the language writes it: "01 Nov 2026" */
  dayText: z.string(),
  /** "UTC+03:00" */
  offsetText: z.string(),
  status: z.string(),
  columns: z.array(z.object({ title: z.string(), width: z.number() })),
  rows: z.array(LogbookDayRow),
  signatures: z.array(LogbookDaySignature),
  history: z.array(LogbookDayStatus),
  /** the day carries a valid main (master's or chief engineer's) signature */
  approved: z.boolean(),
}).meta({ id: 'LogbookDay' });
export type LogbookDay = z.infer<typeof LogbookDay>;
