/**
 * A form descriptor's body as the visual form designer reads it out of the session's text and writes it back, and
 * where a field lives in it: a field path is its data keys from the root (a table's row fields follow the table's
 * code: `["events", "time"]`), its schema under `properties` (and a table's `items`), its uiSchema under the same keys
 * with `items` for a table's rows, its order in the container's `ui:order` when there is one, else in `properties`.
 */
import type { FormRule } from '../../descriptors/lib/form-rules.js';
import { formatBody, isJsonObject, tryParseJson } from '../lib/parse-json.js';
import type { BodyCodec } from '../lib/use-body-history.js';
import { orderedKeys } from '../../descriptors/lib/field-order.js';

export type Json = Record<string, unknown>;
export type FieldPath = readonly string[];

/** A form body being edited: drawn as far as it goes; the server checks it against the kind's schema on save. */
export interface FormDraft extends Json {
  schema: Json;
  uiSchema?: Json;
  rules?: FormRule[];
}

const objectOr = (value: unknown): Json => (isJsonObject(value) ? value : {});

/** The body in the text, when it is JSON with an object schema the designer can draw. */
export function readForm(text: string): FormDraft | undefined {
  const parsed = tryParseJson(text);
  if (!parsed.isValid || !isJsonObject(parsed.value)) return undefined;
  const body = parsed.value;
  if (!isJsonObject(body.schema) || body.schema.type !== 'object') return undefined;
  if (body.schema.properties !== undefined && !isJsonObject(body.schema.properties)) return undefined;
  if (body.uiSchema !== undefined && !isJsonObject(body.uiSchema)) return undefined;
  if (body.rules !== undefined && !(Array.isArray(body.rules) && body.rules.every(isJsonObject))) return undefined;
  return body as FormDraft;
}

export const formCodec: BodyCodec<FormDraft> = { read: readForm, write: formatBody };

export const propertiesOf = (schema: Json): Json => objectOr(schema.properties);

/** Whether a schema is a table: a list of rows that are objects. */
export const isTableSchema = (schema: Json) => schema.type === 'array' && isJsonObject(schema.items) && schema.items.type === 'object';
/** Whether a schema holds fields of its own: a section (an object) or a table (its rows). */
export const isContainerSchema = (schema: Json) => schema.type === 'object' || isTableSchema(schema);

/** The object schema whose properties are the fields at `path`: the root, a section, or a table's row. */
export function containerSchema(schema: Json, path: FieldPath): Json | undefined {
  let node: Json | undefined = schema;
  for (const key of path) {
    const child: unknown = node && propertiesOf(node)[key];
    if (!isJsonObject(child)) return undefined;
    node = isTableSchema(child) ? (child.items as Json) : child.type === 'object' ? child : undefined;
  }
  return node;
}

export function fieldSchema(schema: Json, path: FieldPath): Json | undefined {
  const parent = containerSchema(schema, path.slice(0, -1));
  const own = parent && propertiesOf(parent)[path[path.length - 1]];
  return isJsonObject(own) ? own : undefined;
}

/** The uiSchema keys of the container at `path` (a table's row fields sit under `items`). */
export function containerUiKeys(schema: Json, path: FieldPath): string[] {
  const keys: string[] = [];
  path.forEach((key, i) => {
    keys.push(key);
    const own = fieldSchema(schema, path.slice(0, i + 1));
    if (own && isTableSchema(own)) keys.push('items');
  });
  return keys;
}

export const fieldUiKeys = (schema: Json, path: FieldPath) => [...containerUiKeys(schema, path.slice(0, -1)), path[path.length - 1]];

export function uiAt(ui: Json | undefined, keys: readonly string[]): Json {
  return keys.reduce<Json>((node, key) => objectOr(node[key]), objectOr(ui));
}

export const fieldUi = (body: FormDraft, path: FieldPath) => uiAt(body.uiSchema, fieldUiKeys(body.schema, path));

/** A copy of `ui` with the node at `keys` replaced by `change(node)`; missing nodes on the way are created. */
export function updateUiAt(ui: Json, keys: readonly string[], change: (node: Json) => Json): Json {
  if (!keys.length) return change(ui);
  const [key, ...rest] = keys;
  return { ...ui, [key]: updateUiAt(objectOr(ui[key]), rest, change) };
}

/** A copy of `schema` with the container at `path` replaced by `change(container)`. */
export function updateContainerSchema(schema: Json, path: FieldPath, change: (container: Json) => Json): Json {
  if (!path.length) return change(schema);
  const [key, ...rest] = path;
  const child = objectOr(propertiesOf(schema)[key]);
  const next = isTableSchema(child)
    ? { ...child, items: updateContainerSchema(child.items as Json, rest, change) }
    : updateContainerSchema(child, rest, change);
  return { ...schema, properties: { ...propertiesOf(schema), [key]: next } };
}

/** The fields of a container in the order the form shows them (RJSF's `ui:order`, `*` standing for the rest). */
export function orderOf(container: Json, containerUi: Json): string[] {
  return orderedKeys(container, containerUi);
}

export const pathKey = (path: FieldPath) => path.join('.');
export const isSamePath = (a: FieldPath | undefined, b: FieldPath | undefined) => a !== undefined && b !== undefined && pathKey(a) === pathKey(b);
/** Whether `inner` is `outer` or lies inside it. */
export const isWithin = (inner: FieldPath, outer: FieldPath) => outer.length <= inner.length && outer.every((key, i) => inner[i] === key);
