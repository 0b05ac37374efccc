/**
 * Form fields of Keel's own (`ui:field` in a form's uiSchema) that more than the runtime must know: the server checks a
 * time with offset against its date picker settings, printouts write it as ship's time and skip static texts, the
 * designer's palette makes both. The runtime's widget registry renders them under these names.
 */
import { isValidOffset, normalizeMinuteResolution, validateTimeWithOffset, type DatePickerSettings, type TimeProblem } from '../elog/time-with-offset.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A SPEC "timestamp with offset" value: `{ timestamp, offset }` entered on the ship's clock. */
export const timeWithOffsetField = 'timeWithOffset';
/** A heading or a paragraph of text between fields (its `ui:title`); it holds no value. */
export const staticTextField = 'staticText';

/** The schema a time-with-offset field stores (the offset within the clocks on Earth). */
export const timeWithOffsetSchema = (): Json => ({
  type: 'object',
  properties: { timestamp: { type: 'integer' }, offset: { type: 'integer', minimum: -720, maximum: 840 } },
  required: ['timestamp', 'offset'],
});

/** The schema of a static text: it never holds a value. */
export const staticTextSchema = (): Json => ({ type: 'null' });

export const uiFieldOf = (ui: unknown): string | undefined => (isObject(ui) && typeof ui['ui:field'] === 'string' ? ui['ui:field'] : undefined);
const optionsOf = (ui: unknown): Json => (isObject(ui) && isObject(ui['ui:options']) ? ui['ui:options'] : {});

export const isStaticText = (ui: unknown) => uiFieldOf(ui) === staticTextField;
export const isTimeWithOffset = (ui: unknown) => uiFieldOf(ui) === timeWithOffsetField;

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

export interface TimeFieldProblem {
  /** JSON pointer of the value in the content. */
  pointer: string;
  problem: TimeProblem;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * What the date picker settings of each time-with-offset field refuse in the content (a time off the minute
 * resolution, an offset not offered), in sections and table rows too. A value of the wrong shape is left to the
 * schema's own check.
 */
export function timeFieldProblems(form: { schema: unknown; uiSchema?: unknown }, content: unknown): TimeFieldProblem[] {
  const out: TimeFieldProblem[] = [];
  const walk = (schema: unknown, ui: unknown, value: unknown, pointer: string) => {
    if (!isObject(schema)) return;
    if (isTimeWithOffset(ui)) {
      if (isObject(value) && typeof value.timestamp === 'number' && typeof value.offset === 'number') {
        for (const problem of validateTimeWithOffset(value, timeFieldSettings(ui))) out.push({ pointer, problem });
      }
      return;
    }
    const uiNode = isObject(ui) ? ui : {};
    if (isObject(schema.properties) && isObject(value)) {
      for (const [key, child] of Object.entries(schema.properties)) walk(child, uiNode[key], value[key], `${pointer}/${escape(key)}`);
    }
    if (isObject(schema.items) && Array.isArray(value)) value.forEach((item, index) => walk(schema.items, uiNode.items, item, `${pointer}/${index}`));
  };
  walk(form.schema, form.uiSchema, content, '');
  return out;
}
