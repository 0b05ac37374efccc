/**
 * A descriptor's JSON Schema and uiSchema prepared for RJSF: titles and descriptions translated (they are
 * i18n keys, plain text or {en, ru} maps), reference fields given the reference widget, {en, ru} objects
 * the two-language field, and RJSF's own submit button removed (the editor dialog has Save).
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormRule } from '../../../descriptors/lib/form-rules.js';
import type { ResourceReference } from '../../../descriptors/lib/resource.js';
import { resolveText, type LocalText } from '../../../descriptors/lib/text.js';
import { isLocalTextSchema } from '../../widgets/LocalTextField.js';
import { isJsonObject } from '../../../descriptors/lib/json-object.js';

/** The parts of a resource definition (or of a form descriptor) a record form is built from. */
export interface RecordFormDefinition {
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  references?: Record<string, ResourceReference>;
  /** A form descriptor's rules (show, hide, require, readonly). */
  rules?: FormRule[];
}

export type TranslateText = (text: LocalText) => string;

/** A translator for descriptor texts: a known i18n key is translated, anything else is shown as written. */
export function descriptorTextTranslator(language: string, translateKey: (key: string) => string, hasKey: (key: string) => boolean): TranslateText {
  return (text) => resolveText(text, language, (key) => (hasKey(key) ? translateKey(key) : key));
}

const isLocalText = (value: unknown): value is LocalText =>
  typeof value === 'string' || (isJsonObject(value) && typeof value.en === 'string');

const schemaTextKeys = ['title', 'description'];
const schemaMapKeys = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'];
const schemaListKeys = ['oneOf', 'anyOf', 'allOf', 'prefixItems'];
const schemaOneKeys = ['items', 'additionalProperties', 'if', 'then', 'else', 'not', 'contains'];

/** The schema with every title and description translated; everything else is left as it is. */
export function localizeSchema(schema: Record<string, unknown>, translate: TranslateText): RJSFSchema {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isJsonObject(node)) return node;
    const out: Record<string, unknown> = { ...node };
    for (const key of schemaTextKeys) if (isLocalText(node[key])) out[key] = translate(node[key] as LocalText);
    for (const key of schemaMapKeys) {
      if (isJsonObject(node[key])) out[key] = Object.fromEntries(Object.entries(node[key] as object).map(([name, sub]) => [name, visit(sub)]));
    }
    for (const key of schemaListKeys) if (Array.isArray(node[key])) out[key] = (node[key] as unknown[]).map(visit);
    for (const key of schemaOneKeys) if (isJsonObject(node[key]) || Array.isArray(node[key])) out[key] = visit(node[key]);
    return out;
  };
  return visit(schema) as RJSFSchema;
}

const uiTextKeys = ['ui:title', 'ui:description', 'ui:help', 'ui:placeholder'];
const uiOptionTextKeys = ['title', 'description', 'help', 'placeholder'];

/** The uiSchema with its texts translated (ui:title, ui:description, ui:help, ui:placeholder, ui:enumNames). */
function localizeUiSchema(ui: Record<string, unknown>, translate: TranslateText): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ui)) {
    if (uiTextKeys.includes(key) && isLocalText(value)) out[key] = translate(value);
    else if (key === 'ui:enumNames' && Array.isArray(value)) out[key] = value.map((v) => (isLocalText(v) ? translate(v) : v));
    else if (key === 'ui:options' && isJsonObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, uiOptionTextKeys.includes(k) && isLocalText(v) ? translate(v) : v]));
    } else if (!key.startsWith('ui:') && isJsonObject(value)) out[key] = localizeUiSchema(value, translate);
    else out[key] = value;
  }
  return out;
}

/** Merges b over a, key by key for nested plain objects. */
export function mergeUiSchema(a: Record<string, unknown>, b: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!b) return a;
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    out[key] = isJsonObject(value) && isJsonObject(a[key]) ? mergeUiSchema(a[key] as Record<string, unknown>, value) : value;
  }
  return out;
}

/**
 * The uiSchema keys of a dotted data path: a list steps into `items` on the way
 * ("distributionListDetails.person" → distributionListDetails, items, person; "address.country" → address, country).
 */
export function uiPathOf(schema: Record<string, unknown>, path: string): string[] {
  const keys: string[] = [];
  let node: Record<string, unknown> | undefined = schema;
  for (const part of path.split('.')) {
    while (node?.type === 'array' && isJsonObject(node.items)) {
      keys.push('items');
      node = node.items as Record<string, unknown>;
    }
    keys.push(part);
    const properties: unknown = node?.properties;
    node = isJsonObject(properties) && isJsonObject(properties[part]) ? (properties[part] as Record<string, unknown>) : undefined;
  }
  return keys;
}

/** A copy of `ui` with the node at `keys` replaced by `change(node)`; nodes on the way are copied, not mutated. */
function updateUiAt(ui: Record<string, unknown>, keys: string[], change: (node: Record<string, unknown>) => Record<string, unknown>): Record<string, unknown> {
  const [key, ...rest] = keys;
  const own = isJsonObject(ui[key]) ? (ui[key] as Record<string, unknown>) : {};
  return { ...ui, [key]: rest.length ? updateUiAt(own, rest, change) : change(own) };
}

const optionsOf = (node: Record<string, unknown>) => (isJsonObject(node['ui:options']) ? (node['ui:options'] as Record<string, unknown>) : {});

/**
 * Fields whose `ui:options` make them read-only: `computed` always (the form fills them), `readonlyOnEdit` once
 * the record exists (codes other records and the server refer to, e.g. a ship's code or a username).
 */
function lockFields(ui: Record<string, unknown>, isExisting: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ui)) out[key] = !key.startsWith('ui:') && isJsonObject(value) ? lockFields(value, isExisting) : value;
  const options = optionsOf(ui);
  if (typeof options.computed === 'string' || (isExisting && options.readonlyOnEdit === true)) out['ui:readonly'] = true;
  // Keel's own options end here: widgets would pass them on to the DOM as unknown attributes.
  if (keelOptions.some((option) => option in options)) {
    out['ui:options'] = Object.fromEntries(Object.entries(options).filter(([option]) => !keelOptions.includes(option)));
  }
  return out;
}

/** ui:options Keel reads itself (locks, computed values, measurement pre-fill, record-book item numbers). */
const keelOptions = ['computed', 'readonlyOnEdit', 'measure', 'measureAt', 'item'];

/** Whether the form edits a record that already exists (readonlyOnEdit fields lock) or a new one. */
export interface FormEditState {
  isExisting?: boolean;
}

/** The uiSchema RJSF renders with: the descriptor's, plus Keel's widgets where the descriptor chose none. */
export function buildUiSchema(definition: RecordFormDefinition, translate: TranslateText, overrides?: UiSchema, state: FormEditState = {}): UiSchema {
  let ui = localizeUiSchema(definition.uiSchema ?? {}, translate);
  const properties = (definition.schema.properties ?? {}) as Record<string, RJSFSchema>;
  for (const [field, reference] of Object.entries(definition.references ?? {})) {
    ui = updateUiAt(ui, uiPathOf(definition.schema, field), (own) => ({ 'ui:widget': 'reference', ...own, 'ui:options': { ...optionsOf(own), reference } }));
  }
  for (const [field, schema] of Object.entries(properties)) {
    const own = isJsonObject(ui[field]) ? (ui[field] as Record<string, unknown>) : {};
    if (isLocalTextSchema(schema) && !own['ui:field'] && !own['ui:widget']) ui[field] = { ...own, 'ui:field': 'localText' };
  }
  if (overrides) ui = mergeUiSchema(ui, overrides as Record<string, unknown>);
  return { ...lockFields(ui, state.isExisting === true), 'ui:submitButtonOptions': { norender: true } };
}
