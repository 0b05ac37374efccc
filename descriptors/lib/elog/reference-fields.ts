/**
 * The reference fields of a form (`"ui:widget": "reference"` with `ui:options.reference`): which records they name,
 * and which values an entry's content holds in them, at any depth, with their JSON pointers and titles. The server
 * checks the values against the referenced records; the option route allows only the references a form declares.
 */
import type { ResourceReference } from '../resource.js';
import type { LocalText } from '../text.js';
import { isJsonObject } from '../json-object.js';

/** One value of a reference field in an entry's content. */
export interface ReferenceValue {
  /** JSON pointer into the content, e.g. `/consumption/1/fuel`. */
  pointer: string;
  resource: string;
  key?: string;
  value: string;
  /** Titles from the outermost field in: an object's or list's `ui:title`, then the row number of a list item. */
  path: (LocalText | number)[];
}

const referenceOf = (ui: unknown): ResourceReference | undefined => {
  const options = isJsonObject(ui) && isJsonObject(ui['ui:options']) ? ui['ui:options'] : undefined;
  const reference = options?.reference;
  return isJsonObject(reference) && typeof reference.resource === 'string'
    ? { resource: reference.resource, ...(typeof reference.key === 'string' ? { key: reference.key } : {}) }
    : undefined;
};

const titleOf = (schema: unknown, ui: unknown, name: string): LocalText => {
  const title = (isJsonObject(ui) ? ui['ui:title'] : undefined) ?? (isJsonObject(schema) ? schema.title : undefined);
  return typeof title === 'string' || isJsonObject(title) ? title as LocalText : name;
};

/** Every value the content holds in a reference field of the form. */
export function referenceValuesIn(schema: unknown, uiSchema: unknown, content: unknown): ReferenceValue[] {
  const out: ReferenceValue[] = [];
  const walk = (node: unknown, ui: unknown, value: unknown, pointer: string, path: (LocalText | number)[]) => {
    const reference = referenceOf(ui);
    if (reference) {
      const values = Array.isArray(value) ? value.map((v, i) => [v, `${pointer}/${i}`] as const) : [[value, pointer] as const];
      for (const [v, at] of values) if (typeof v === 'string' && v !== '') out.push({ pointer: at, ...reference, value: v, path });
      return;
    }
    if (!isJsonObject(node)) return;
    if (isJsonObject(node.properties) && isJsonObject(value)) {
      for (const [name, child] of Object.entries(node.properties)) {
        const childUi = isJsonObject(ui) ? ui[name] : undefined;
        walk(child, childUi, value[name], `${pointer}/${name}`, [...path, titleOf(child, childUi, name)]);
      }
    }
    if (node.items !== undefined && Array.isArray(value)) {
      const itemsUi = isJsonObject(ui) ? ui.items : undefined;
      value.forEach((item, index) => walk(node.items, itemsUi, item, `${pointer}/${index}`, [...path, index + 1]));
    }
  };
  walk(schema, uiSchema, content, '', []);
  return out;
}

/** The references a form's fields declare (resource and key), once each. */
export function declaredReferences(uiSchema: unknown): ResourceReference[] {
  const found = new Map<string, ResourceReference>();
  const walk = (ui: unknown) => {
    if (!isJsonObject(ui)) return;
    const reference = referenceOf(ui);
    if (reference) found.set(`${reference.resource}\u0000${reference.key ?? ''}`, reference);
    for (const [name, child] of Object.entries(ui)) if (!name.startsWith('ui:')) walk(child);
  };
  walk(uiSchema);
  return [...found.values()];
}
