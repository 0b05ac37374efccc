/**
 * The wire shapes of what a logbook is (docs/elog.md): its configuration with its entry types, one entry type with its
 * form, the logbooks a user may view, and the user's eLog permissions. The descriptor bodies inside are checked by
 * their kinds' schemas when stored; here they pass as they are. Shared by the server's routes and the runtime.
 */
import { z } from 'zod';
import type { ElogConfigBody } from '../../kinds/elog-config/elog-config.schema.js';
import type { ElogEntryDescriptorBody } from '../../kinds/elog-entry-descriptor/elog-entry-descriptor.schema.js';
import type { FormBody } from '../../kinds/form/form.schema.js';
import type { LocalText } from '../text.js';
import { elogPermissions } from './elog-permission.js';

/** A descriptor body of a kind: its shape is the kind's schema (GET /api/descriptor-kinds). */
const descriptorBody = <T>(id: string, kind: string) => z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value))
  // `type` tells the OpenAPI document what a custom schema is.
  .meta({ id, type: 'object', description: `${kind} descriptor body, as the ${kind} kind's schema describes it` });

export const ElogConfig = descriptorBody<ElogConfigBody>('ElogConfigBody', 'elog-config');
export const ElogEntryDescriptor = descriptorBody<ElogEntryDescriptorBody>('ElogEntryDescriptorBody', 'elog-entry-descriptor');
export const Form = descriptorBody<FormBody>('FormBody', 'form');

/** GET /elog-entry-descriptor/all/{elog}: the logbook's configuration and its enabled entry types, in workflow order. */
export const ElogDefinitions = z.object({
  config: ElogConfig,
  entryDescriptors: z.array(ElogEntryDescriptor),
}).meta({ id: 'ElogDefinitions' });
export type ElogDefinitions = z.infer<typeof ElogDefinitions>;

/** GET /elog-entry/{elog}/descriptor-details: an entry type and the form its entries are filled with. */
export const DescriptorDetails = z.object({
  entryDescriptor: ElogEntryDescriptor,
  form: Form,
}).meta({ id: 'ElogDescriptorDetails' });
export type DescriptorDetails = z.infer<typeof DescriptorDetails>;

/** GET /elog-entry/{elog}/form-snapshot/{id}: a form exactly as entries were filled with it. */
export const FormSnapshot = z.object({
  id: z.string(),
  formDescriptor: z.string(),
  /** the base form's version */
  formVersion: z.number().int(),
  /** the overlays applied to it for the ship, in order, with their versions */
  overlays: z.array(z.object({ code: z.string(), version: z.number().int() })),
  form: Form,
}).meta({ id: 'ElogFormSnapshot' });
export type FormSnapshot = z.infer<typeof FormSnapshot>;

/** GET /elog-permission/elog/{elog}: the user's eLog permissions on the ship (in the day's status) and signature capacity. */
export const ElogPermissionAnswer = z.object({
  permissions: z.array(z.enum(elogPermissions)),
  /** may give the first signature: an officer in charge signing his entries */
  firstSign: z.boolean(),
  /** gives the main signature: the day's approval */
  main: z.boolean(),
}).meta({ id: 'ElogPermissions' });
export type ElogPermissionAnswer = z.infer<typeof ElogPermissionAnswer>;

/** A text in both languages, or one text for every language. */
export const LocalTextAnswer = z.union([z.string(), z.object({ en: z.string(), ru: z.string().optional() })]) satisfies z.ZodType<LocalText>;

/** One logbook as GET /elog/configurable answers it: the logbooks the user may view, with the user's permissions. */
export const ConfigurableLogbook = z.object({
  eLogCode: z.string(),
  name: LocalTextAnswer,
  workflowType: z.enum(['SEQUENCE', 'UNCHECKED']),
  permissions: z.array(z.enum(elogPermissions)),
}).meta({ id: 'ElogConfigurable' });
export type ConfigurableLogbook = z.infer<typeof ConfigurableLogbook>;
