/**
 * The fields of a form as a flat list by dotted path, in the order the form shows them (its `ui:order`), with their
 * titles: what a screen offers when a change must name a field (the customiser) or a place among siblings.
 */
import { orderedKeys } from '../field-order.js';
import type { LocalText } from '../text.js';
import { isJsonObject } from '../json-object.js';

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
    if (!isJsonObject(schema) || !isJsonObject(schema.properties)) return;
    for (const key of orderedKeys(schema, ui)) {
      const field = schema.properties[key];
      const fieldUi = isJsonObject(ui) ? ui[key] : undefined;
      const path = parent ? `${parent}.${key}` : key;
      const type = isJsonObject(field) && typeof field.type === 'string' ? field.type : 'string';
      const uiTitle = isJsonObject(fieldUi) ? fieldUi['ui:title'] : undefined;
      const title = (typeof uiTitle === 'string' || isJsonObject(uiTitle)) ? uiTitle as LocalText : isJsonObject(field) && typeof field.title === 'string' ? field.title : undefined;
      fields.push({ path, parent, key, type, isSection: type === 'object', ...(title ? { title } : {}) });
      if (type === 'object') walk(field, fieldUi, path);
    }
  };
  walk(form.schema, form.uiSchema, '');
  return fields;
}
