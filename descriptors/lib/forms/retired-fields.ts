/**
 * Values an entry holds for fields its form no longer has (issue 18): a field removed from a form, or hidden from the
 * ship by an overlay, stays in the entries filled before; the editor and the day show those values read-only, labelled
 * as the form the entry was filled with labelled them.
 */
import type { LocalText } from '../text.js';
import { isAttachmentsField } from './keel-fields.js';

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface RetiredField {
  /** dotted path in the entry's data */
  path: string;
  /** the field's title in the form the entry was filled with, when that form is known and titles it */
  label?: LocalText;
  value: unknown;
  /** the field held files of the entry (attachment ids) in the form the entry was filled with */
  isFiles?: boolean;
}

interface FormShape {
  schema: unknown;
  uiSchema?: unknown;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

/** The values in `data` the form has no field for, deepest object first, labelled from `former` when given. */
export function retiredFields(form: FormShape, data: Record<string, unknown>, former?: FormShape): RetiredField[] {
  const found: RetiredField[] = [];
  const walk = (schema: unknown, ui: unknown, formerSchema: unknown, formerUi: unknown, values: Node, prefix: string[]) => {
    const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
    const hiddenHere = (key: string) => isObject(ui) && isObject(ui[key]) && ui[key]['ui:widget'] === 'hidden';
    for (const [key, value] of Object.entries(values)) {
      if (isEmpty(value)) continue;
      const path = [...prefix, key];
      const field = properties[key];
      const formerField = isObject(formerSchema) && isObject(formerSchema.properties) ? formerSchema.properties[key] : undefined;
      const fieldUi = isObject(ui) ? ui[key] : undefined;
      const formerFieldUi = isObject(formerUi) ? formerUi[key] : undefined;
      if (field !== undefined && !hiddenHere(key)) {
        if (isObject(value) && isObject(field) && field.type === 'object') walk(field, fieldUi, formerField, formerFieldUi, value, path);
        continue;
      }
      if (isObject(value) && (!isObject(formerField) || formerField.type === 'object') && !hiddenHere(key)) {
        walk(undefined, undefined, formerField, formerFieldUi, value, path);
        continue;
      }
      found.push({ path: path.join('.'), value, ...labelOf(formerField, formerFieldUi), ...(isAttachmentsField(formerFieldUi) ? { isFiles: true } : {}) });
    }
  };
  walk(form.schema, form.uiSchema, former?.schema, former?.uiSchema, data, []);
  return found;
}

function labelOf(schema: unknown, ui: unknown): { label?: LocalText } {
  const title = isObject(ui) ? ui['ui:title'] : undefined;
  if (typeof title === 'string' || (isObject(title) && typeof title.en === 'string')) return { label: title as LocalText };
  if (isObject(schema) && typeof schema.title === 'string') return { label: schema.title };
  return {};
}
