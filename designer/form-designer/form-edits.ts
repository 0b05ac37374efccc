/**
 * The form designer's structural edits (pure): add a field from the palette, move it (reorder, into and out of
 * sections and tables), rename and remove it. Each returns a new body; the schema node, its uiSchema, its place in
 * the parent's `required` and `ui:order` and the rules naming it travel together.
 */
import type { LocalText } from '../../descriptors/lib/text.js';
import {
  containerSchema, containerUiKeys, fieldSchema, fieldUiKeys, isContainerSchema, isWithin, orderOf, propertiesOf, uiAt,
  updateContainerSchema, updateUiAt, type FieldPath, type FormDraft, type Json,
} from './form-body.js';
import { renamePathInComputed, renamePathInExpression } from './expression-paths.js';
import { fieldTypes, type FieldTypeId } from './field-types.js';

/** A field code: a letter or _ first, then letters, digits and _. */
export const isValidCode = (code: string) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(code);

/** `base` numbered past the codes the container already has ("number1", "number2" …). */
export function freshCode(body: FormDraft, parent: FieldPath, base: string): string {
  const taken = Object.keys(propertiesOf(containerSchema(body.schema, parent) ?? {}));
  let n = 1;
  while (taken.includes(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

interface Detached { schema: Json; ui: Json | undefined; isRequired: boolean }

const requiredOf = (container: Json): string[] => (Array.isArray(container.required) ? (container.required as string[]) : []);
const withList = (target: Json, key: string, list: string[]) => {
  const { [key]: _old, ...rest } = target;
  return list.length ? { ...rest, [key]: list } : rest;
};

/** The body with the container's fields in `order` (properties re-keyed; `ui:order` rewritten when it exists). */
function reorder(body: FormDraft, parent: FieldPath, order: string[]): FormDraft {
  const schema = updateContainerSchema(body.schema, parent, (container) => {
    const properties = propertiesOf(container);
    return { ...container, properties: Object.fromEntries(order.map((key) => [key, properties[key]])) };
  });
  const keys = containerUiKeys(body.schema, parent);
  const hasUiOrder = Array.isArray(uiAt(body.uiSchema, keys)['ui:order']);
  return hasUiOrder ? { ...body, schema, uiSchema: updateUiAt(body.uiSchema ?? {}, keys, (ui) => ({ ...ui, 'ui:order': order })) } : { ...body, schema };
}

function detach(body: FormDraft, path: FieldPath): { body: FormDraft; field: Detached } {
  const parent = path.slice(0, -1);
  const code = path[path.length - 1];
  const container = containerSchema(body.schema, parent)!;
  const field: Detached = {
    schema: fieldSchema(body.schema, path)!, isRequired: requiredOf(container).includes(code),
    ui: Object.hasOwn(uiAt(body.uiSchema, containerUiKeys(body.schema, parent)), code) ? uiAt(body.uiSchema, fieldUiKeys(body.schema, path)) : undefined,
  };
  const containerUi = uiAt(body.uiSchema, containerUiKeys(body.schema, parent));
  const order = orderOf(container, containerUi).filter((key) => key !== code);
  const schema = updateContainerSchema(body.schema, parent, (c) => {
    const { [code]: _gone, ...properties } = propertiesOf(c);
    return withList({ ...c, properties }, 'required', requiredOf(c).filter((key) => key !== code));
  });
  const uiSchema = body.uiSchema && updateUiAt(body.uiSchema, containerUiKeys(body.schema, parent), (ui) => {
    const { [code]: _gone, ...rest } = ui;
    return Array.isArray(rest['ui:order']) ? { ...rest, 'ui:order': order } : rest;
  });
  return { body: { ...body, schema, ...(uiSchema ? { uiSchema } : {}) }, field };
}

function attach(body: FormDraft, parent: FieldPath, code: string, field: Detached, index: number): FormDraft {
  const container = containerSchema(body.schema, parent)!;
  const keys = containerUiKeys(body.schema, parent);
  const order = orderOf(container, uiAt(body.uiSchema, keys));
  const at = Math.max(0, Math.min(index, order.length));
  let next: FormDraft = {
    ...body,
    schema: updateContainerSchema(body.schema, parent, (c) => {
      const withField = { ...c, properties: { ...propertiesOf(c), [code]: field.schema } };
      return field.isRequired ? { ...withField, required: [...requiredOf(c), code] } : withField;
    }),
  };
  if (field.ui) next = { ...next, uiSchema: updateUiAt(next.uiSchema ?? {}, keys, (ui) => ({ ...ui, [code]: field.ui })) };
  return reorder(next, parent, [...order.slice(0, at), code, ...order.slice(at)]);
}

/** Rules naming `from` (or a field inside it) name `to` instead; with no `to`, they are dropped. */
function moveRules(body: FormDraft, from: FieldPath, to: FieldPath | undefined): FormDraft {
  // Expressions that read the field (rules' conditions, computed values) follow it to its new path.
  const followed = to ? { ...body, uiSchema: renamePathInComputed(body.uiSchema, from, to) as Json } : body;
  if (!followed.rules) return followed;
  const prefix = from.join('.');
  const rules = followed.rules.flatMap((rule) => {
    const when = to ? renamePathInExpression(rule.when, from, to) : rule.when;
    if (rule.field !== prefix && !rule.field.startsWith(`${prefix}.`)) return [{ ...rule, when }];
    return to ? [{ ...rule, when, field: to.join('.') + rule.field.slice(prefix.length) }] : [];
  });
  return { ...followed, rules };
}

export interface FieldEdit { body: FormDraft; path: string[] }

/** A new field of a palette type in the container at `parent` (at `index`, else last), with a fresh code and a label. */
export function addField(body: FormDraft, parent: FieldPath, type: FieldTypeId, label: LocalText, index = Number.MAX_SAFE_INTEGER): FieldEdit | undefined {
  if (!containerSchema(body.schema, parent)) return undefined;
  const code = freshCode(body, parent, type);
  const { schema, ui } = structuredClone(fieldTypes[type]);
  return { body: attach(body, parent, code, { schema, ui: { 'ui:title': label, ...ui }, isRequired: false }, index), path: [...parent, code] };
}

/**
 * The field moved into the container at `parent`, before the field now at `index` there. A code the target already
 * has is numbered anew; a section or table cannot move into itself.
 */
export function moveField(body: FormDraft, path: FieldPath, parent: FieldPath, index: number): FieldEdit | undefined {
  if (!fieldSchema(body.schema, path) || isWithin(parent, path) || !containerSchema(body.schema, parent)) return undefined;
  const oldParent = path.slice(0, -1);
  const code = path[path.length - 1];
  const isSameParent = oldParent.join('.') === parent.join('.');
  const oldIndex = orderOf(containerSchema(body.schema, oldParent)!, uiAt(body.uiSchema, containerUiKeys(body.schema, oldParent))).indexOf(code);
  const target = isSameParent && index > oldIndex ? index - 1 : index;
  if (isSameParent && target === oldIndex) return undefined;
  const { body: without, field } = detach(body, path);
  const taken = Object.keys(propertiesOf(containerSchema(without.schema, parent)!));
  const newCode = taken.includes(code) ? freshCode(without, parent, code) : code;
  const newPath = [...parent, newCode];
  return { body: moveRules(attach(without, parent, newCode, field, target), path, newPath), path: newPath };
}

export type Nudge = 'up' | 'down' | 'in' | 'out';

/** A keyboard move: up or down among its siblings, into the section or table above it (last), out after its parent. */
export function nudgeField(body: FormDraft, path: FieldPath, nudge: Nudge): FieldEdit | undefined {
  const parent = path.slice(0, -1);
  const container = containerSchema(body.schema, parent);
  if (!container) return undefined;
  const order = orderOf(container, uiAt(body.uiSchema, containerUiKeys(body.schema, parent)));
  const index = order.indexOf(path[path.length - 1]);
  if (nudge === 'up') return index > 0 ? moveField(body, path, parent, index - 1) : undefined;
  if (nudge === 'down') return index < order.length - 1 ? moveField(body, path, parent, index + 2) : undefined;
  if (nudge === 'out') {
    if (!parent.length) return undefined;
    const grand = parent.slice(0, -1);
    const grandOrder = orderOf(containerSchema(body.schema, grand)!, uiAt(body.uiSchema, containerUiKeys(body.schema, grand)));
    return moveField(body, path, grand, grandOrder.indexOf(parent[parent.length - 1]) + 1);
  }
  const above = index > 0 ? [...parent, order[index - 1]] : undefined;
  const aboveSchema = above && fieldSchema(body.schema, above);
  return above && aboveSchema && isContainerSchema(aboveSchema) ? moveField(body, path, above, Number.MAX_SAFE_INTEGER) : undefined;
}

export type RenameResult = FieldEdit | { error: 'invalid' | 'taken' };

/** The field under a new code, keeping its place, its requiredness, its uiSchema and the rules naming it. */
export function renameField(body: FormDraft, path: FieldPath, code: string): RenameResult {
  const parent = path.slice(0, -1);
  const old = path[path.length - 1];
  if (code === old) return { body, path: [...path] };
  if (!isValidCode(code)) return { error: 'invalid' };
  if (Object.hasOwn(propertiesOf(containerSchema(body.schema, parent) ?? {}), code)) return { error: 'taken' };
  const order = orderOf(containerSchema(body.schema, parent)!, uiAt(body.uiSchema, containerUiKeys(body.schema, parent)));
  const { body: without, field } = detach(body, path);
  const newPath = [...parent, code];
  return { body: moveRules(attach(without, parent, code, field, order.indexOf(old)), path, newPath), path: newPath };
}

/** The body without the field (and the rules naming it or a field inside it). */
export function removeField(body: FormDraft, path: FieldPath): FormDraft {
  if (!fieldSchema(body.schema, path)) return body;
  return moveRules(detach(body, path).body, path, undefined);
}
