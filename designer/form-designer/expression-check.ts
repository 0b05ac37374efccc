/**
 * Checks a JSONata condition or computed expression as it is typed: compiled with the runtime's own limits and
 * evaluated against sample data of the form (each field a typical value), so a typo shows at once.
 */
import { compileExpression, ExpressionError } from '../../descriptors/lib/expression.js';
import { isJsonObject } from '../lib/parse-json.js';
import { isTableSchema, propertiesOf, type Json } from './form-body.js';

export type ExpressionCheck = { isValid: true; value: unknown } | { isValid: false; message: string; position?: number };

/** A value for every field of the schema: its default, else its first choice, else a typical value of its type. */
export function sampleDataOf(schema: Json): Json {
  const valueOf = (field: Json): unknown => {
    if (field.default !== undefined) return field.default;
    if (Array.isArray(field.enum) && field.enum.length) return field.enum[0];
    if (isTableSchema(field)) return [sampleDataOf(field.items as Json)];
    switch (field.type) {
      case 'object': return sampleDataOf(field);
      case 'array': return [];
      case 'boolean': return false;
      case 'number': case 'integer': return typeof field.minimum === 'number' ? field.minimum : 0;
      case 'string': return field.format === 'date-time' ? '2026-01-01T00:00:00.000Z' : '';
      default: return null;
    }
  };
  return Object.fromEntries(Object.entries(propertiesOf(schema)).filter(([, field]) => isJsonObject(field)).map(([key, field]) => [key, valueOf(field as Json)]));
}

export async function checkExpression(source: string, data: Json): Promise<ExpressionCheck> {
  try {
    const value = await compileExpression(source).evaluate(data);
    return { isValid: true, value };
  } catch (error) {
    if (error instanceof ExpressionError) return { isValid: false, message: error.message, position: error.position };
    return { isValid: false, message: error instanceof Error ? error.message : String(error) };
  }
}
