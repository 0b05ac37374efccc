/**
 * Form fields of Keel's own (`ui:field` in a form's uiSchema) that more than the runtime must know: the server checks a
 * time with offset against its date picker settings and gives the files of an attachments field their ids, printouts
 * write a time as ship's time, files by name and skip static texts, the designer's palette makes them all. The
 * runtime's widget registry renders them under these names.
 */
import { attachmentLimits } from '../elog/attachment-files.js';
import { isValidOffset, normalizeMinuteResolution, validateTimeWithOffset, type DatePickerSettings, type TimeProblem } from '../elog/time-with-offset.js';
import type { LocalText } from '../text.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A SPEC "timestamp with offset" value: `{ timestamp, offset }` entered on the ship's clock. */
export const timeWithOffsetField = 'timeWithOffset';
/** A heading or a paragraph of text between fields (its `ui:title`); it holds no value. */
export const staticTextField = 'staticText';
/** Files of a logbook entry shown in one field ("Photos of the damage"): the ids of the entry's attachments. */
export const attachmentsField = 'attachments';

/** The schema a time-with-offset field stores (the offset within the clocks on Earth). */
export const timeWithOffsetSchema = (): Json => ({
  type: 'object',
  properties: { timestamp: { type: 'integer' }, offset: { type: 'integer', minimum: -720, maximum: 840 } },
  required: ['timestamp', 'offset'],
});

/** The schema of a static text: it never holds a value. */
export const staticTextSchema = (): Json => ({ type: 'null' });

const uuid = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const attachmentKey = '[A-Za-z0-9_-]{1,40}';
const placeholderPrefix = 'new:';

/**
 * The schema of an attachments field: attachment ids, or until the save stores it `new:<key>` for a file sent in the
 * save's multipart part `upload.<key>` (the key a token the client chooses).
 */
export const attachmentsSchema = (): Json => ({
  type: 'array', items: { type: 'string', pattern: `^(?:${uuid}|${placeholderPrefix}${attachmentKey})$` }, maxItems: attachmentLimits.maxFiles,
});

/** Whether a key may name a file of a field (the `<key>` of `new:<key>` and of the part `upload.<key>`). */
export const isAttachmentKey = (key: string) => new RegExp(`^${attachmentKey}$`).test(key);
/** The placeholder a field holds for a file sent as `upload.<key>` until the save gives it its id. */
export const attachmentPlaceholder = (key: string) => `${placeholderPrefix}${key}`;
/** The key of a placeholder `new:<key>`; undefined for an id. */
export const placeholderKey = (value: string): string | undefined =>
  (value.startsWith(placeholderPrefix) && isAttachmentKey(value.slice(placeholderPrefix.length)) ? value.slice(placeholderPrefix.length) : undefined);

export const uiFieldOf = (ui: unknown): string | undefined => (isObject(ui) && typeof ui['ui:field'] === 'string' ? ui['ui:field'] : undefined);
const optionsOf = (ui: unknown): Json => (isObject(ui) && isObject(ui['ui:options']) ? ui['ui:options'] : {});

export const isStaticText = (ui: unknown) => uiFieldOf(ui) === staticTextField;
export const isTimeWithOffset = (ui: unknown) => uiFieldOf(ui) === timeWithOffsetField;
export const isAttachmentsField = (ui: unknown) => uiFieldOf(ui) === attachmentsField;

/** A static text shows as a heading unless its options say `variant: "text"`. */
export const staticTextVariant = (ui: unknown): 'heading' | 'text' => (optionsOf(ui).variant === 'text' ? 'text' : 'heading');

/** The field's SPEC date picker settings from its `ui:options`: time and offset on, one-minute resolution, every hourly offset. */
export function timeFieldSettings(ui: unknown): DatePickerSettings {
  const options = optionsOf(ui);
  const offsets = Array.isArray(options.selectableOffsets) ? options.selectableOffsets.filter(isValidOffset) : [];
  return {
    useTime: options.useTime !== false,
    useOffset: options.useOffset !== false,
    useLocalOffsetInput: options.useLocalOffsetInput !== false,
    minuteResolution: normalizeMinuteResolution(typeof options.minuteResolution === 'number' ? options.minuteResolution : 1),
    ...(offsets.length ? { selectableOffsets: offsets } : {}),
  };
}

/** A value of one of Keel's own fields in a form's content. */
export interface KeelFieldValue {
  /** JSON pointer of the value in the content. */
  pointer: string;
  /** The field's name for a message: titles from the outermost field in (`ui:title`, else the name), table rows by number from 1. */
  path: (LocalText | number)[];
  ui: Json;
  value: unknown;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const titleOf = (schema: Json, ui: unknown, name: string): LocalText => {
  const title = (isObject(ui) ? ui['ui:title'] : undefined) ?? schema.title;
  return typeof title === 'string' || isObject(title) ? title as LocalText : name;
};

/**
 * The values the content holds in the fields `isField` picks by their uiSchema, in sections and table rows too; a
 * field's value is answered as it is, of whatever shape, and nothing below it is visited. Missing values are skipped.
 */
export function keelFieldValues(form: { schema: unknown; uiSchema?: unknown }, content: unknown, isField: (ui: unknown) => boolean): KeelFieldValue[] {
  const out: KeelFieldValue[] = [];
  const walk = (schema: unknown, ui: unknown, value: unknown, pointer: string, path: (LocalText | number)[]) => {
    if (!isObject(schema) || value === undefined) return;
    if (isField(ui)) {
      out.push({ pointer, path, ui: ui as Json, value });
      return;
    }
    const uiNode = isObject(ui) ? ui : {};
    if (isObject(schema.properties) && isObject(value)) {
      for (const [key, child] of Object.entries(schema.properties)) {
        if (isObject(child)) walk(child, uiNode[key], value[key], `${pointer}/${escape(key)}`, [...path, titleOf(child, uiNode[key], key)]);
      }
    }
    if (isObject(schema.items) && Array.isArray(value)) {
      value.forEach((item, index) => walk(schema.items, uiNode.items, item, `${pointer}/${index}`, [...path, index + 1]));
    }
  };
  walk(form.schema, form.uiSchema, content, '', []);
  return out;
}

export interface TimeFieldProblem {
  /** JSON pointer of the value in the content. */
  pointer: string;
  problem: TimeProblem;
}

/**
 * What the date picker settings of each time-with-offset field refuse in the content (a time off the minute
 * resolution, an offset not offered), in sections and table rows too. A value of the wrong shape is left to the
 * schema's own check.
 */
export function timeFieldProblems(form: { schema: unknown; uiSchema?: unknown }, content: unknown): TimeFieldProblem[] {
  return keelFieldValues(form, content, isTimeWithOffset).flatMap(({ pointer, ui, value }) => (
    isObject(value) && typeof value.timestamp === 'number' && typeof value.offset === 'number'
      ? validateTimeWithOffset(value, timeFieldSettings(ui)).map((problem) => ({ pointer, problem }))
      : []));
}

/** The ids and placeholders an attachments field holds, at its pointer. */
export interface AttachmentFieldRefs {
  pointer: string;
  path: (LocalText | number)[];
  refs: string[];
}

/** What each attachments field of the content holds (text items only; another shape is the schema's to refuse). */
export function attachmentFieldRefs(form: { schema: unknown; uiSchema?: unknown }, content: unknown): AttachmentFieldRefs[] {
  return keelFieldValues(form, content, isAttachmentsField).flatMap(({ pointer, path, value }) => (Array.isArray(value)
    ? [{ pointer, path, refs: value.filter((item): item is string => typeof item === 'string') }]
    : []));
}

/** The saved attachment ids the attachments fields of the content name (placeholders left out). */
export function attachmentIdsIn(form: { schema: unknown; uiSchema?: unknown }, content: unknown): Set<string> {
  return new Set(attachmentFieldRefs(form, content).flatMap((field) => field.refs.filter((ref) => placeholderKey(ref) === undefined)));
}

/**
 * The content with each placeholder `new:<key>` in an attachments field replaced by the id the save gave the file it
 * sent as `upload.<key>`; a placeholder whose file was not sent stays and is answered in `unsent`. The content given is
 * not changed.
 */
export function withAttachmentIds<T>(form: { schema: unknown; uiSchema?: unknown }, content: T, idsByKey: ReadonlyMap<string, string>):
{ content: T; unsent: { pointer: string; path: (LocalText | number)[]; key: string }[] } {
  const copy = structuredClone(content);
  const unsent: { pointer: string; path: (LocalText | number)[]; key: string }[] = [];
  for (const { pointer, path, value } of keelFieldValues(form, copy, isAttachmentsField)) {
    if (!Array.isArray(value)) continue;
    value.forEach((item, index) => {
      const key = typeof item === 'string' ? placeholderKey(item) : undefined;
      if (key === undefined) return;
      const id = idsByKey.get(key);
      if (id) value[index] = id;
      else unsent.push({ pointer, path, key });
    });
  }
  return { content: copy, unsent };
}

/** The content without the placeholders of files not saved yet (what a deletion keeps, sending no files). */
export function withoutPlaceholders<T>(form: { schema: unknown; uiSchema?: unknown }, content: T): T {
  const copy = structuredClone(content);
  for (const { value } of keelFieldValues(form, copy, isAttachmentsField)) {
    if (!Array.isArray(value)) continue;
    const kept = value.filter((item) => typeof item !== 'string' || placeholderKey(item) === undefined);
    value.splice(0, value.length, ...kept);
  }
  return copy;
}
