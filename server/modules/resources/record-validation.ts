/** Checks a record before it is written: its resource's JSON Schema, unique fields and references. */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { fieldValue } from '../../../descriptors/lib/resource.js';
import type { FieldError } from '../../http/errors.js';
import { KeelError } from '../../http/errors.js';
import { translate, type Language } from '../../http/i18n.js';
import type { LoadedResource } from './definitions.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ allErrors: true, strict: false, useDefaults: true }));
const compiled = new Map<string, ValidateFunction>();

const pointer = (base: string, path: string) => `${base}${path}`;

/** Every schema problem of the data, with a JSON pointer under `/requestValue/data`. */
export function schemaErrors(resource: LoadedResource, data: Record<string, unknown>, language: Language): FieldError[] {
  const key = `${resource.code}@${resource.version}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(resource.definition.schema);
    compiled.set(key, validate);
  }
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => {
    const path = e.keyword === 'required' ? `${e.instancePath}/${String(e.params.missingProperty)}` : e.instancePath;
    const field = path.split('/').filter(Boolean).at(-1) ?? '';
    const title = translate(language, (resource.definition.schema.properties[field]?.title as string | undefined) ?? field);
    const params = { field: title, min: Number(e.params.limit ?? e.params.minLength ?? 0), max: Number(e.params.limit ?? e.params.maxLength ?? 0) };
    const keyMap: Record<string, string> = {
      required: 'validation.required', minLength: 'validation.too_small', minimum: 'validation.too_small', maxLength: 'validation.too_big',
      maximum: 'validation.too_big', pattern: 'validation.invalid_format', format: 'validation.invalid_format', enum: 'validation.invalid_value', type: 'validation.invalid_type',
    };
    return { path: pointer('/requestValue/data', path), code: e.keyword, message: translate(language, keyMap[e.keyword] ?? 'validation.invalid', params) };
  });
}

export function assertValidData(resource: LoadedResource, data: Record<string, unknown>, language: Language): void {
  const errors = schemaErrors(resource, data, language);
  if (errors.length) throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, errors);
}

/** Fields whose values must be unique within the resource: the code field and uniqueFields. */
export function uniqueFieldsOf(resource: LoadedResource): string[] {
  const { codeField, uniqueFields = [] } = resource.definition;
  return [...new Set([...(codeField ? [codeField] : []), ...uniqueFields])];
}

export function codeOf(resource: LoadedResource, data: Record<string, unknown>): string | null {
  const field = resource.definition.codeField;
  const value = field ? fieldValue(data, field) : undefined;
  return value === undefined || value === null || value === '' ? null : String(value);
}
