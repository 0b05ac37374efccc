/**
 * The fields of a form as a flat list by dotted path, in the order the form shows them (its `ui:order`), with their
 * titles: what a screen offers when a change must name a field (the customiser) or a place among siblings.
 */
import { orderedKeys } from '../field-order.js';
import type { LocalText } from '../text.js';

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface FormField {
  path: string;
  /** the path of the section holding it ('' at the root) */
  parent: string;
  key: string;
  type: string;
  title?: LocalText;
  isSection: boolean;
}

/** Every field and section of the form, depth first in display order. */
export function formFields(form: { schema: unknown; uiSchema?: unknown }): FormField[] {
  const fields: FormField[] = [];
  const walk = (schema: unknown, ui: unknown, parent: string) => {
    if (!isObject(schema) || !isObject(schema.properties)) return;
    for (const key of orderedKeys(schema, ui)) {
      const field = schema.properties[key];
      const fieldUi = isObject(ui) ? ui[key] : undefined;
      const path = parent ? `${parent}.${key}` : key;
      const type = isObject(field) && typeof field.type === 'string' ? field.type : 'string';
      const uiTitle = isObject(fieldUi) ? fieldUi['ui:title'] : undefined;
      const title = (typeof uiTitle === 'string' || isObject(uiTitle)) ? uiTitle as LocalText : isObject(field) && typeof field.title === 'string' ? field.title : undefined;
      fields.push({ path, parent, key, type, isSection: type === 'object', ...(title ? { title } : {}) });
      if (type === 'object') walk(field, fieldUi, path);
    }
  };
  walk(form.schema, form.uiSchema, '');
  return fields;
}
