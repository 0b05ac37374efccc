/**
 * A logbook entry's reference fields must name records that exist: a port by its UN/LOCODE, a fuel by its category
 * code, an emission control area by its code. An unknown value is refused at its field, named by its title in the
 * user's language, with a hint of what the field wants ("Rotterdam" is a name, the port is NLRTM).
 */
import { referenceValuesIn, type ReferenceValue } from '../../../descriptors/lib/elog/reference-fields.js';
import type { Db } from '../../db/engine.js';
import { descriptorText, type FieldError, type MessageParam } from '../../errors/keel-error.js';
import { missingReferenceValues } from '../resources/reference-lookup.js';
import type { FormBody } from '../../../descriptors/kinds/form/form.schema.js';

/** Messages that say what a field of a well-known list wants; other lists get the general one with the list's title. */
const messageByResource: Record<string, string> = {
  port: 'elog.entry.reference.port',
  'fuel-category': 'elog.entry.reference.fuel',
  'geo-area': 'elog.entry.reference.area',
};

/** A field's name for a message: the titles from the outermost field in, list rows by number ("Consumption, row 2, Fuel"). */
export function referenceFieldName(path: ReferenceValue['path']): MessageParam {
  return path.map((part) => (typeof part === 'number' ? { messageKey: 'elog.entry.reference.row', params: { row: part } } : descriptorText(part)));
}

/** The problems of the content's reference values, each at its field under `base`. */
export async function referenceErrors(db: Db, form: FormBody, content: Record<string, unknown>, base: string): Promise<FieldError[]> {
  const values = referenceValuesIn(form.schema, form.uiSchema ?? {}, content);
  const byReference = new Map<string, ReferenceValue[]>();
  for (const value of values) {
    const id = `${value.resource}\u0000${value.key ?? ''}`;
    byReference.set(id, [...(byReference.get(id) ?? []), value]);
  }
  const errors: FieldError[] = [];
  for (const group of byReference.values()) {
    const { resource, key } = group[0];
    const { missing, title } = await missingReferenceValues(db, { resource, key }, group.map((v) => v.value));
    const list = descriptorText(title ?? resource);
    for (const value of group.filter((v) => missing.has(v.value))) {
      const params = { field: referenceFieldName(value.path), value: value.value, list };
      errors.push({ path: `${base}${value.pointer}`, code: 'reference', messageKey: messageByResource[resource] ?? 'elog.entry.reference.other', params });
    }
  }
  return errors;
}

/** Schema problems at fields that also name an unknown record say less than the reference problem: only that one stays. */
export function withReferenceErrors(schemaErrors: FieldError[], references: FieldError[]): FieldError[] {
  const referencePaths = new Set(references.map((e) => e.path));
  return [...schemaErrors.filter((e) => !referencePaths.has(e.path)), ...references];
}
