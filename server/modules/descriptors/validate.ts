/** Validates descriptor bodies against their kind's meta-schema; every problem as {path, code, message}. */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { kindDefinitions, type DescriptorKind } from '../../../descriptors/kinds/index.js';

export interface SchemaProblem {
  path: string;
  code: string;
  message: string;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
const validators = new Map<DescriptorKind, ValidateFunction>();

export function validateDescriptorBody(kind: DescriptorKind, body: unknown): SchemaProblem[] {
  let validate = validators.get(kind);
  if (!validate) {
    validate = ajv.compile(kindDefinitions[kind].schema);
    validators.set(kind, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => ({
    path: e.keyword === 'required' ? `${e.instancePath}/${String(e.params.missingProperty)}` : e.instancePath,
    code: e.keyword,
    message: e.message ?? e.keyword,
  }));
}
