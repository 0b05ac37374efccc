/**
 * How a record's field reads in the table and in the export: {en, ru} texts in the current language,
 * references as their labels, enum values by their names, booleans as yes/no, numbers by locale.
 */
import type { JsonSchemaField, ResourceDefinition } from '../../../descriptors/lib/resource.js';
import { fieldValue } from '../../../descriptors/lib/resource.js';
import type { ReferenceOption } from '../../widgets/reference-options.js';
import type { TranslateText } from './form-schema.js';

export interface DisplayContext {
  language: string;
  translate: TranslateText;
  yes: string;
  no: string;
  /** Options of reference fields by field (dotted path), for labels. */
  referenceOptions: Record<string, readonly ReferenceOption[]>;
}

/** The schema of a dotted field path ("name.en"), walking nested object properties. */
export function fieldSchema(definition: Pick<ResourceDefinition, 'schema'>, path: string): JsonSchemaField | undefined {
  let node: JsonSchemaField | undefined = { type: 'object', properties: definition.schema.properties };
  for (const part of path.split('.')) {
    const properties = node?.properties as Record<string, JsonSchemaField> | undefined;
    node = properties?.[part];
    if (!node) return undefined;
  }
  return node;
}

/** Enum values with their display names: `oneOf`/`anyOf` const+title, else `ui:enumNames`, else the values. */
export function enumOptions(schema: JsonSchemaField | undefined, uiEnumNames: unknown, translate: TranslateText): ReferenceOption[] | undefined {
  if (!schema) return undefined;
  const itemSchema = schema.type === 'array' && schema.items && typeof schema.items === 'object' ? (schema.items as JsonSchemaField) : schema;
  const alternatives = (itemSchema.oneOf ?? itemSchema.anyOf) as JsonSchemaField[] | undefined;
  if (Array.isArray(alternatives) && alternatives.every((a) => a && 'const' in a)) {
    return alternatives.map((a) => ({ value: String(a.const), label: a.title ? translate(a.title) : String(a.const) }));
  }
  if (Array.isArray(itemSchema.enum)) {
    const names = Array.isArray(uiEnumNames) ? uiEnumNames : [];
    return (itemSchema.enum as unknown[]).map((value, index) => ({
      value: String(value), label: names[index] !== undefined ? translate(names[index] as string) : String(value),
    }));
  }
  return undefined;
}

const isLocalTextValue = (value: unknown): value is { en: string; ru?: string } =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value) && typeof (value as { en?: unknown }).en === 'string';

/** Numbers in the user's locale without grouping, so spreadsheets read them as numbers. */
function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'ru' ? 'ru-RU' : 'en-GB', { useGrouping: false, maximumFractionDigits: 6 }).format(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as SPEC §9's default date format, YYYY/MM/DD HH:mm, in UTC (column titles say so); the text as it is when it is no time. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** One value as text. */
export function displayText(value: unknown, context: DisplayContext, options?: readonly ReferenceOption[]): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) return value.map((v) => displayText(v, context, options)).filter(Boolean).join(', ');
  if (options) {
    const match = options.find((o) => o.value === String(value));
    if (match) return match.label;
  }
  if (typeof value === 'boolean') return value ? context.yes : context.no;
  if (typeof value === 'number') return formatNumber(value, context.language);
  if (isLocalTextValue(value)) return (context.language === 'ru' ? value.ru : undefined) || value.en;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The text of a record's field, using the field's reference or enum options for labels. */
export function fieldText(
  definition: ResourceDefinition, data: Record<string, unknown>, field: string, context: DisplayContext,
): string {
  const schema = fieldSchema(definition, field);
  const value = fieldValue(data, field);
  if (schema?.format === 'date-time' && typeof value === 'string' && value) return formatDateTime(value);
  const options = context.referenceOptions[field] ?? enumOptions(schema, uiEnumNamesOf(definition, field), context.translate);
  return displayText(value, context, options);
}

/** `ui:enumNames` of a dotted field in the resource's uiSchema. */
export function uiEnumNamesOf(definition: Pick<ResourceDefinition, 'uiSchema'>, field: string): unknown {
  let node: unknown = definition.uiSchema;
  for (const part of field.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node && typeof node === 'object' ? (node as Record<string, unknown>)['ui:enumNames'] : undefined;
}
