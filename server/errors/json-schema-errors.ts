/** JSON Schema validation of user data, every problem as a field error (message key and parameters) under a JSON pointer. */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FieldError, MessageParam } from './keel-error.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ allErrors: true, strict: false, useDefaults: true }));
const compiled = new Map<string, ValidateFunction>();

const messageKeys: Record<string, string> = {
  required: 'validation.required', minLength: 'validation.too_small', minimum: 'validation.too_small', maxLength: 'validation.too_big',
  maximum: 'validation.too_big', pattern: 'validation.invalid_format', format: 'validation.invalid_format', enum: 'validation.invalid_value', type: 'validation.invalid_type',
  additionalProperties: 'validation.unknownField',
};

/** The pointer of a problem: a missing or unknown property is pointed at itself rather than at its object. */
function pointerOf(e: ErrorObject): string {
  if (e.keyword === 'required') return `${e.instancePath}/${String(e.params.missingProperty)}`;
  if (e.keyword === 'additionalProperties') return `${e.instancePath}/${String(e.params.additionalProperty)}`;
  return e.instancePath;
}

/**
 * The problems of `data` under `schema` (compiled once per `cacheKey`, which must change when the schema does),
 * each at `base` + its instance path; `titleOf` names a field in the message (the last path segment by default).
 */
export function jsonSchemaErrors(cacheKey: string, schema: object, data: unknown, base: string,
  titleOf: (path: string[]) => MessageParam = (path) => path.at(-1) ?? ''): FieldError[] {
  let validate = compiled.get(cacheKey);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(cacheKey, validate);
  }
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => {
    const path = pointerOf(e);
    const params = { field: titleOf(path.split('/').filter(Boolean)), min: Number(e.params.limit ?? e.params.minLength ?? 0), max: Number(e.params.limit ?? e.params.maxLength ?? 0) };
    return { path: `${base}${path}`, code: e.keyword, messageKey: messageKeys[e.keyword] ?? 'validation.invalid', params };
  });
}
