/**
 * The property panel's edits of one field (pure): a schema keyword, a uiSchema key or `ui:options` entry, whether it
 * is required, the choices of a select, and the form rules naming it. Undefined removes what it sets.
 */
import type { FormRule, RuleEffect } from '../../descriptors/lib/form-rules.js';
import type { LocalText } from '../../descriptors/lib/text.js';
import { isJsonObject } from '../lib/parse-json.js';
import {
  containerSchema, fieldSchema, fieldUi, fieldUiKeys, updateContainerSchema, updateUiAt, type FieldPath, type FormDraft, type Json,
} from './form-body.js';

const without = (target: Json, key: string): Json => {
  const { [key]: _gone, ...rest } = target;
  return rest;
};
const setOrDrop = (target: Json, key: string, value: unknown): Json => (value === undefined ? without(target, key) : { ...target, [key]: value });

function updateFieldSchema(body: FormDraft, path: FieldPath, change: (schema: Json) => Json): FormDraft {
  const code = path[path.length - 1];
  if (!fieldSchema(body.schema, path)) return body;
  return {
    ...body,
    schema: updateContainerSchema(body.schema, path.slice(0, -1), (c) => ({ ...c, properties: { ...(c.properties as Json), [code]: change((c.properties as Json)[code] as Json) } })),
  };
}

/** A JSON Schema keyword of the field (minimum, maxLength, pattern, default …). */
export const setSchemaKeyword = (body: FormDraft, path: FieldPath, key: string, value: unknown) =>
  updateFieldSchema(body, path, (schema) => setOrDrop(schema, key, value));

function updateFieldUi(body: FormDraft, path: FieldPath, change: (ui: Json) => Json): FormDraft {
  if (!fieldSchema(body.schema, path)) return body;
  return { ...body, uiSchema: updateUiAt(body.uiSchema ?? {}, fieldUiKeys(body.schema, path), change) };
}

/** A uiSchema key of the field (ui:title, ui:help, ui:readonly, ui:widget). */
export const setUiKey = (body: FormDraft, path: FieldPath, key: string, value: unknown) =>
  updateFieldUi(body, path, (ui) => setOrDrop(ui, key, value));

/** An entry of the field's `ui:options` (wide, computed, reference, measure); empty options are dropped. */
export const setUiOption = (body: FormDraft, path: FieldPath, option: string, value: unknown) =>
  updateFieldUi(body, path, (ui) => {
    const options = setOrDrop(isJsonObject(ui['ui:options']) ? ui['ui:options'] : {}, option, value);
    return setOrDrop(ui, 'ui:options', Object.keys(options).length ? options : undefined);
  });

export function isRequired(body: FormDraft, path: FieldPath): boolean {
  const container = containerSchema(body.schema, path.slice(0, -1));
  return Array.isArray(container?.required) && container.required.includes(path[path.length - 1]);
}

export function setRequired(body: FormDraft, path: FieldPath, required: boolean): FormDraft {
  const code = path[path.length - 1];
  if (!fieldSchema(body.schema, path) || isRequired(body, path) === required) return body;
  return {
    ...body,
    schema: updateContainerSchema(body.schema, path.slice(0, -1), (c) => {
      const list = (Array.isArray(c.required) ? (c.required as string[]) : []).filter((key) => key !== code);
      const next = required ? [...list, code] : list;
      return setOrDrop(c, 'required', next.length ? next : undefined);
    }),
  };
}

/** One choice of a select: the stored value and its label in both languages. */
export interface Choice { value: string; label: { en: string; ru: string } }

/** The schema holding a select's `enum`: the field's own, or its items' for a multi-select. */
const enumHolder = (schema: Json): Json => (schema.type === 'array' && isJsonObject(schema.items) ? schema.items : schema);

export function choicesOf(body: FormDraft, path: FieldPath): Choice[] {
  const schema = fieldSchema(body.schema, path);
  const values = schema && enumHolder(schema).enum;
  if (!Array.isArray(values)) return [];
  const names = fieldUi(body, path)['ui:enumNames'];
  return values.map((value, i) => {
    const name = Array.isArray(names) ? (names[i] as LocalText | undefined) : undefined;
    const label = typeof name === 'string' ? { en: name, ru: name } : { en: name?.en ?? '', ru: name?.ru ?? '' };
    return { value: String(value), label };
  });
}

export function setChoices(body: FormDraft, path: FieldPath, choices: readonly Choice[]): FormDraft {
  const withValues = updateFieldSchema(body, path, (schema) => {
    const values = choices.map((c) => c.value);
    return schema.type === 'array' && isJsonObject(schema.items) ? { ...schema, items: { ...schema.items, enum: values } } : { ...schema, enum: values };
  });
  return setUiKey(withValues, path, 'ui:enumNames', choices.map((c) => (c.label.ru ? c.label : { en: c.label.en })));
}

/** The condition of the field's first rule of an effect, if it has one. */
export function ruleOf(body: FormDraft, path: FieldPath, effect: RuleEffect): string | undefined {
  return body.rules?.find((rule) => rule.field === path.join('.') && rule.effect === effect)?.when;
}

/** The field's rule of an effect set to `when` (its first one, or a new one); undefined removes its rules of that effect. */
export function setRule(body: FormDraft, path: FieldPath, effect: RuleEffect, when: string | undefined): FormDraft {
  const field = path.join('.');
  const rules = body.rules ?? [];
  const index = rules.findIndex((rule) => rule.field === field && rule.effect === effect);
  let next: FormRule[];
  if (when === undefined) next = rules.filter((rule) => !(rule.field === field && rule.effect === effect));
  else if (index < 0) next = [...rules, { field, effect, when }];
  else next = rules.map((rule, i) => (i === index ? { ...rule, when } : rule));
  const { rules: _old, ...rest } = body;
  return next.length ? { ...rest, rules: next } : (rest as FormDraft);
}
