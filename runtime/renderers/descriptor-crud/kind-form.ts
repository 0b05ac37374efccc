/**
 * A descriptor kind's meta-schema made into a record form for the crud building blocks: `{en, ru}` texts (a
 * `oneOf` string | object in the meta-schemas) become the two-language field, objects the schema leaves open
 * JSON, lists of objects compact rows and lists of codes tags. Labels and help come from the locales (the
 * meta-schema's own descriptions are implementers' notes in English and are left out); the built-in marker
 * `system` is hidden; the code is locked once the descriptor exists (or added as a form-only field for kinds
 * whose body has none).
 */
import type { JsonSchemaField, ResourceDefinition } from '../../../descriptors/lib/resource.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import { isLocalTextSchema } from '../../widgets/LocalTextField.js';
import type { RJSFSchema } from '@rjsf/utils';
import { CodeListField } from './CodeListField.js';
import { CompactRowTemplate } from './CompactRowTemplate.js';
import { isJsonObject } from '../../../descriptors/lib/json-object.js';

type SchemaNode = Record<string, unknown>;
type Body = Record<string, unknown>;

/** The form of one kind and how bodies and form data convert into each other. */
export interface KindForm {
  definition: ResourceDefinition;
  /** The form field holding the descriptor code. */
  codeField: string;
  /** Whether the code field is part of the body (elog kinds) or only of the form (forms). */
  isCodeInBody: boolean;
}

export interface KindFormOptions {
  kind: string;
  title: LocalText;
  codeField?: string;
  /** Whether an i18n key exists (labels and help are looked up by key). */
  hasKey: (key: string) => boolean;
}

/** The label key of a field: one per property name, shared by every kind. */
export const fieldLabelKey = (name: string) => `descriptorCrud.field.${name}`;
const helpKey = (kind: string, path: readonly string[]) => `descriptorCrud.help.${kind}.${path.join('.')}`;

/** The `{en, ru}` alternative of a text union (`oneOf: [string, {en, ru}]`, directly or through a local $ref). */
function textVariant(node: SchemaNode, definitions: SchemaNode): SchemaNode | undefined {
  const ref = typeof node.$ref === 'string' ? /^#\/(?:definitions|\$defs)\/(.+)$/.exec(node.$ref)?.[1] : undefined;
  const target = ref && isJsonObject(definitions[ref]) ? (definitions[ref] as SchemaNode) : node;
  const alternatives = target.oneOf ?? target.anyOf;
  if (!Array.isArray(alternatives) || alternatives.length !== 2) return undefined;
  const text = alternatives.find((a) => isJsonObject(a) && isLocalTextSchema(a as RJSFSchema)) as SchemaNode | undefined;
  return text && alternatives.some((a) => isJsonObject(a) && a.type === 'string') ? text : undefined;
}

interface Prepared {
  schema: SchemaNode;
  ui: SchemaNode;
}

/**
 * How a node sits in the form: a field of an object, a field of a list's row (compact, no help), an alternative of
 * a `oneOf` (its fields are fields; no label of its own), or neither.
 */
type Place = 'field' | 'rowField' | 'variant' | 'none';

/** The label key of a `oneOf` alternative: by its `type` constant, else by its one required field. */
function variantTitle(node: SchemaNode, options: KindFormOptions): string | undefined {
  const properties = isJsonObject(node.properties) ? node.properties : {};
  const type = isJsonObject(properties.type) ? properties.type.const : undefined;
  if (typeof type === 'string') {
    const key = `descriptorCrud.variant.${type}`;
    if (options.hasKey(key)) return key;
  }
  const required = Array.isArray(node.required) ? node.required : [];
  if (required.length === 1 && options.hasKey(fieldLabelKey(String(required[0])))) return fieldLabelKey(String(required[0]));
  return typeof node.title === 'string' ? node.title : undefined;
}

/** `anyOf` of bare `required` lists (at least one of these fields): the server checks it; a form would draw a chooser. */
const isRequiredChoice = (value: unknown) => Array.isArray(value)
  && value.every((item) => isJsonObject(item) && Object.keys(item).every((key) => key === 'required'));

/** Alternatives of objects (a condition of one of several types): each drawn as its own form, chosen by its title. */
const objectVariants = (node: SchemaNode) => (node.type === undefined && Array.isArray(node.oneOf)
  && node.oneOf.length > 1 && node.oneOf.every((item) => isJsonObject(item) && item.type === 'object') ? (node.oneOf as SchemaNode[]) : undefined);

/** Booleans, objects and lists show help below them; RJSF would print a description above in body text. */
const hasHelpBelow = (node: SchemaNode) => node.type === 'boolean' || node.type === 'object' || node.type === 'array';
/** A top-level string with no limits (a form's description) is free text. */
const isFreeText = (node: SchemaNode) => node.type === 'string' && ['maxLength', 'pattern', 'enum', 'format', 'const'].every((key) => !(key in node));
const scriptLength = 10_000;
/** A top-level string long enough to hold a script (an artifact descriptor's example) gets a tall text area. */
const isScriptText = (node: SchemaNode) => node.type === 'string' && typeof node.maxLength === 'number' && node.maxLength >= scriptLength
  && ['pattern', 'enum', 'format', 'const'].every((key) => !(key in node));

/** The node with its label and help keys (when the locales have them) and what its form needs. */
function prepare(schemaNode: SchemaNode, path: string[], options: KindFormOptions, definitions: SchemaNode, place: Place): Prepared {
  // The meta-schema's descriptions are notes for implementers, in English: users read the help from the locales.
  const { description: _notes, ...node } = schemaNode;
  const texts: SchemaNode = {};
  const ownUi: SchemaNode = {};
  const text = textVariant(node, definitions);
  if (place !== 'none' && place !== 'variant') {
    const label = fieldLabelKey(path.at(-1)!);
    texts.title = options.hasKey(label) ? label : path.at(-1);
    const help = helpKey(options.kind, path);
    if (place === 'field' && options.hasKey(help)) {
      if (!text && hasHelpBelow(node)) ownUi['ui:help'] = help;
      else texts.description = help;
    }
    if (place === 'field' && path.length === 1 && isFreeText(node)) Object.assign(ownUi, { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } });
    else if (place === 'field' && path.length === 1 && isScriptText(node)) Object.assign(ownUi, { 'ui:widget': 'textarea', 'ui:options': { rows: 14 } });
  }
  if (text) return { schema: { ...text, ...texts }, ui: { 'ui:field': 'localText' } };
  const variants = objectVariants(node);
  if (variants) {
    const prepared = variants.map((variant) => prepare(variant, path, options, definitions, 'variant'));
    // RJSF gives the chosen alternative the ui of the whole node: the alternatives' field ui, merged.
    const ui = Object.assign({ ...ownUi }, ...prepared.map((p) => p.ui)) as SchemaNode;
    // A form of its own: across the grid's full width, like a nested object.
    ui['ui:options'] = { ...(isJsonObject(ui['ui:options']) ? ui['ui:options'] : {}), wide: true };
    return { schema: { ...node, ...texts, oneOf: prepared.map((p, index) => ({ ...p.schema, title: variantTitle(variants[index], options) })) }, ui };
  }
  if (node.type === 'object') {
    // An object the meta-schema leaves open (a form's JSON Schema, free parameters) has no form of its own.
    const isOpen = !isJsonObject(node.properties) || node.additionalProperties !== false;
    if (isOpen && path.length > 0) return { schema: { ...node, ...texts }, ui: { ...ownUi, 'ui:field': 'json' } };
    const properties: SchemaNode = {};
    const ui: SchemaNode = { ...ownUi };
    for (const [name, child] of Object.entries(isJsonObject(node.properties) ? node.properties : {})) {
      if (!isJsonObject(child)) continue;
      const prepared = prepare(child, [...path, name], options, definitions, place === 'none' && path.length > 0 ? 'rowField' : 'field');
      properties[name] = prepared.schema;
      // An alternative's type constant says which alternative it is: the chooser shows it, the field need not.
      if (place === 'variant' && 'const' in child) prepared.ui['ui:widget'] = 'hidden';
      if (Object.keys(prepared.ui).length) ui[name] = prepared.ui;
    }
    const { anyOf, ...rest } = node;
    const own = isRequiredChoice(anyOf) ? rest : node;
    return { schema: { ...own, ...texts, properties }, ui };
  }
  if (node.type === 'array' && isJsonObject(node.items)) {
    if (node.items.type === 'string' && !('enum' in node.items)) {
      const { description: _itemNotes, ...item } = node.items;
      const label = fieldLabelKey('code');
      const items = { ...item, title: options.hasKey(label) ? label : 'code' };
      return { schema: { ...node, ...texts, items }, ui: { ...ownUi, 'ui:field': CodeListField } };
    }
    const items = prepare(node.items, path, options, definitions, 'none');
    const isRow = items.schema.type === 'object' && isJsonObject(items.schema.properties) && items.ui['ui:field'] === undefined;
    // A row draws its own cells; a single value (an offset) needs no "Offsets-3" label.
    const itemsUi = isRow ? { ...items.ui, 'ui:ObjectFieldTemplate': CompactRowTemplate } : { ...items.ui, 'ui:label': false };
    return { schema: { ...node, ...texts, items: items.schema }, ui: Object.keys(itemsUi).length ? { ...ownUi, items: itemsUi } : ownUi };
  }
  return { schema: { ...node, ...texts }, ui: ownUi };
}

/** Builds the form of a kind from its meta-schema (as `GET /descriptor-kinds` answers it). */
export function kindForm(metaSchema: Record<string, unknown>, options: KindFormOptions): KindForm {
  const definitions = { ...(isJsonObject(metaSchema.definitions) ? metaSchema.definitions : {}), ...(isJsonObject(metaSchema.$defs) ? metaSchema.$defs : {}) };
  // The root's id, title and description are the kind's own: the dialog has a title, and ajv keeps schemas by id.
  const { $id: _id, title: _title, description: _description, ...root } = metaSchema;
  const { schema, ui } = prepare(root, [], options, definitions, 'none');
  const properties = (schema.properties ?? {}) as SchemaNode;
  const codeField = options.codeField ?? 'code';
  const isCodeInBody = codeField in properties;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  if (!isCodeInBody) {
    const label = fieldLabelKey('code');
    schema.properties = { [codeField]: { type: 'string', minLength: 1, maxLength: 100, title: options.hasKey(label) ? label : 'code' }, ...properties };
    schema.required = [codeField, ...required];
  }
  ui[codeField] = { ...(isJsonObject(ui[codeField]) ? ui[codeField] : {}), 'ui:options': { readonlyOnEdit: true } };
  // `system` marks a body as shipped with Keel; the server keeps it, nobody edits it.
  if (isJsonObject(properties.system) && properties.system.type === 'boolean') ui.system = { 'ui:widget': 'hidden' };
  const definition: ResourceDefinition = {
    title: options.title,
    schema: schema as ResourceDefinition['schema'],
    uiSchema: ui,
    access: { view: {}, manage: {} },
  };
  return { definition, codeField, isCodeInBody };
}

/** Applies `at` to every `{en, ru}` text of a value (walking the prepared schema), with the same place in `original`. */
function mapTexts(schema: JsonSchemaField | SchemaNode, value: unknown, original: unknown, at: (value: unknown, original: unknown) => unknown): unknown {
  if (isLocalTextSchema(schema as RJSFSchema)) return at(value, original);
  if (schema.type === 'object' && isJsonObject(schema.properties) && isJsonObject(value)) {
    const out: Body = { ...value };
    for (const [name, child] of Object.entries(schema.properties)) {
      if (name in value && isJsonObject(child)) out[name] = mapTexts(child, value[name], isJsonObject(original) ? original[name] : undefined, at);
    }
    return out;
  }
  if (schema.type === 'array' && isJsonObject(schema.items) && Array.isArray(value)) {
    return value.map((item, index) => mapTexts(schema.items as SchemaNode, item, Array.isArray(original) ? original[index] : undefined, at));
  }
  return value;
}

/** How a text stored as a string (an i18n key or plain text) reads in both languages. */
export type TextOfString = (text: string) => { en: string; ru?: string };

const sameText = (a: unknown, b: { en: string; ru?: string }) =>
  isJsonObject(a) && a.en === b.en && (a.ru ?? '') === (b.ru ?? '') && Object.keys(a).every((key) => key === 'en' || key === 'ru');

/** The form data of a body: texts kept as strings become `{en, ru}`, and a form-only code field gets the code. */
export function toFormData(form: KindForm, code: string | undefined, body: Body, textOf: TextOfString): Body {
  const data = mapTexts(form.definition.schema, body, undefined, (value) => (typeof value === 'string' ? textOf(value) : value)) as Body;
  return form.isCodeInBody || code === undefined ? data : { ...data, [form.codeField]: code };
}

/**
 * The body to save from form data: a form-only code field is left out, and a text that was a string and is
 * unchanged goes back as that string (so an i18n key stays a key).
 */
export function toBody(form: KindForm, data: Body, original: Body | undefined, textOf: TextOfString): Body {
  const body: Body = { ...data };
  if (!form.isCodeInBody) delete body[form.codeField];
  return mapTexts(form.definition.schema, body, original, (value, before) =>
    (typeof before === 'string' && sameText(value, textOf(before)) ? before : value)) as Body;
}

/** The descriptor code a new descriptor's form data names. */
export function codeOf(form: KindForm, data: Body): string {
  const code = data[form.codeField];
  return typeof code === 'string' ? code.trim() : '';
}
