/**
 * Fields a form fills itself: `ui:options.computed` holds a JSONata expression over the record's data
 * (simple values: key = group ':' code; a noon report's average speed from distance and steaming time). Evaluated
 * by the runtime whenever the data changes and before saving (the field is read-only in the form, form-schema.ts),
 * and by the server before it validates a logbook entry. An expression that fails leaves the field as it was.
 */
import { compileExpression, type CompiledExpression } from './expression.js';
import { isJsonObject } from './json-object.js';

type RecordData = Record<string, unknown>;

export interface ComputedField {
  /** Data path of the field, object keys only ("key", "address.label"). */
  path: string[];
  expression: CompiledExpression;
}

/** The computed fields a uiSchema declares, outside lists (an expression sees the whole record). */
export function computedFieldsOf(uiSchema: Record<string, unknown> | undefined, path: string[] = []): ComputedField[] {
  const fields: ComputedField[] = [];
  for (const [key, node] of Object.entries(uiSchema ?? {})) {
    if (key.startsWith('ui:') || key === 'items' || !isJsonObject(node)) continue;
    const options = isJsonObject(node['ui:options']) ? node['ui:options'] : {};
    if (typeof options.computed === 'string') {
      try {
        fields.push({ path: [...path, key], expression: compileExpression(options.computed) });
      } catch {
        // A broken expression is the designer's to fix (the meta-schema cannot parse JSONata); the field stays editable data.
      }
    }
    fields.push(...computedFieldsOf(node, [...path, key]));
  }
  return fields;
}

const valueAt = (data: RecordData, path: string[]) =>
  path.reduce<unknown>((node, key) => (isJsonObject(node) ? node[key] : undefined), data);

function withValueAt(data: RecordData, [key, ...rest]: string[], value: unknown): RecordData {
  if (rest.length) return { ...data, [key]: withValueAt(isJsonObject(data[key]) ? data[key] : {}, rest, value) };
  const { [key]: _old, ...others } = data;
  return value === undefined || value === null ? others : { ...data, [key]: value };
}

/** The data with every computed field set from its expression; the same object when nothing changed. */
export async function withComputedValues(fields: readonly ComputedField[], data: RecordData): Promise<RecordData> {
  let result = data;
  for (const field of fields) {
    let value: unknown;
    try {
      value = await field.expression.evaluate(data);
    } catch {
      continue;
    }
    if (Array.isArray(value) || isJsonObject(value)) continue;
    if (valueAt(result, field.path) !== value) result = withValueAt(result, field.path, value);
  }
  return result;
}
