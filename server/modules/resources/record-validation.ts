/** Checks a record before it is written: its resource's JSON Schema, unique fields and references. */
import { fieldValue } from '../../../descriptors/lib/resource.js';
import { KeelError, type FieldError } from '../../errors/keel-error.js';
import { jsonSchemaErrors } from '../../errors/json-schema-errors.js';
import type { LoadedResource } from './definitions.js';

/** Every schema problem of the data, with a JSON pointer under `/requestValue/data`. */
export function schemaErrors(resource: LoadedResource, data: Record<string, unknown>): FieldError[] {
  const { schema } = resource.definition;
  return jsonSchemaErrors(`resource:${resource.code}@${resource.version}`, schema, data, '/requestValue/data',
    (path) => ({ messageKey: (schema.properties[path.at(-1) ?? '']?.title as string | undefined) ?? path.at(-1) ?? '' }));
}

export function assertValidData(resource: LoadedResource, data: Record<string, unknown>): void {
  const errors = schemaErrors(resource, data);
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
