/**
 * The wire shapes of on-board registries (docs/forms.md "Registries"): records of REGISTRY forms with their versions,
 * the requests that write them, and a registry page resolved for one ship. Shared by the server's routes (their
 * OpenAPI shapes) and the runtime's `registry-page` renderer.
 */
import { z } from 'zod';

const Text = z.union([z.string(), z.object({ en: z.string(), ru: z.string().optional() })]);

/** A record struck out as entered by mistake: who did it, when and why. It stays in the registry, unchangeable. */
export const RegistryStrikeOut = z.object({ at: z.string(), by: z.string(), reason: z.string() });
export type RegistryStrikeOut = z.infer<typeof RegistryStrikeOut>;

/** One record kept in a registry (a REGISTRY form) of a ship. */
export const RegistryRecord = z.object({
  id: z.string(),
  unitId: z.string(),
  form: z.string(),
  content: z.record(z.string(), z.unknown()),
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  struckOut: RegistryStrikeOut.nullable(),
});
export type RegistryRecord = z.infer<typeof RegistryRecord>;

/** A version a record had: its content as saved, by whom and when. */
export const RegistryRecordVersion = z.object({
  version: z.number().int(),
  content: z.record(z.string(), z.unknown()),
  author: z.string(),
  ts: z.string(),
  /** set on the version that struck the record out */
  struckOutReason: z.string().nullable(),
});
export type RegistryRecordVersion = z.infer<typeof RegistryRecordVersion>;

export const RegistryRecordDetail = RegistryRecord.extend({ versions: z.array(RegistryRecordVersion) });
export type RegistryRecordDetail = z.infer<typeof RegistryRecordDetail>;

/** A registry form as a page lists it: its code, title and the schema its records are kept in. */
export const RegistryForm = z.object({
  code: z.string(),
  title: Text,
  schema: z.record(z.string(), z.unknown()),
  uiSchema: z.record(z.string(), z.unknown()),
});
export type RegistryForm = z.infer<typeof RegistryForm>;

export const RegistryRecordList = z.object({ form: RegistryForm, records: z.array(RegistryRecord), total: z.number().int() });
export type RegistryRecordList = z.infer<typeof RegistryRecordList>;

/** The latest value of one series an element shows. */
export const RegistryTagValue = z.object({
  groupingKey: z.string(),
  tag: z.string(),
  /** the tag's description from its master data, in Russian too where the tag has it */
  description: z.object({ en: z.string(), ru: z.string().optional() }).nullable(),
  /** as the tag names it (`h`, `kW`); screens show it in their language (descriptors/lib/measure-units.ts) */
  measureUnit: z.string().nullable(),
  precision: z.number().int().nullable(),
  ts: z.string().nullable(),
  value: z.union([z.number(), z.string(), z.null()]),
});
export type RegistryTagValue = z.infer<typeof RegistryTagValue>;

/** One element of a page for one ship: disabled elements come with why (their condition) and nothing else. */
export const RegistryElementData = z.object({
  uid: z.string(),
  title: Text,
  enabled: z.boolean(),
  /** set when the enableCondition failed to evaluate */
  problem: z.string().optional(),
  liveExtractionPeriod: z.number().int(),
  tags: z.array(RegistryTagValue),
  forms: z.array(RegistryRecordList),
});
export type RegistryElementData = z.infer<typeof RegistryElementData>;

export const RegistryPageData = z.object({
  page: z.object({ code: z.string(), title: Text, description: Text.optional(), live: z.boolean(), splitView: z.boolean() }),
  ship: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  elements: z.array(RegistryElementData),
});
export type RegistryPageData = z.infer<typeof RegistryPageData>;

/** A new record or a change of one (with the version it started from). */
export const RegistryRecordWrite = z.object({
  requestValue: z.object({
    unitId: z.uuid(),
    content: z.record(z.string(), z.unknown()),
    version: z.number().int().nonnegative().optional(),
  }),
});
export type RegistryRecordWrite = z.infer<typeof RegistryRecordWrite>;

/** How long a strike-out reason may be (the reason dialog's limit too). */
export const strikeOutReasonLength = 2000;

/** Strikes a record out from the version it was read at; the reason is required. */
export const RegistryRecordStrikeOut = z.object({
  requestValue: z.object({
    version: z.number().int().nonnegative(),
    reason: z.string().max(strikeOutReasonLength),
  }),
});
export type RegistryRecordStrikeOut = z.infer<typeof RegistryRecordStrikeOut>;

/** How many records a page element lists, newest first, and a records card's page size when it pages through all. */
export const recordsPerElement = 20;
