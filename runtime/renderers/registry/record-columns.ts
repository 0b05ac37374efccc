/** Which fields of a registry form a records table shows, their titles, and a field's value as text. */
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { RegistryForm } from './registry-api.js';

export interface RecordColumn {
  field: string;
  title: LocalText;
}

/** The form's first `count` fields that hold plain values (text, numbers, dates, choices), in the form's order. */
export function recordColumns(form: Pick<RegistryForm, 'schema' | 'uiSchema'>, count = 4): RecordColumn[] {
  const properties = (form.schema.properties ?? {}) as Record<string, { type?: string }>;
  const order = Array.isArray(form.uiSchema['ui:order']) ? (form.uiSchema['ui:order'] as string[]).filter((f) => f in properties) : [];
  const fields = [...order, ...Object.keys(properties).filter((f) => !order.includes(f))];
  return fields.filter((f) => ['string', 'number', 'integer'].includes(properties[f]?.type ?? '')).slice(0, count)
    .map((field) => ({ field, title: fieldTitle(form, field) }));
}

export function fieldTitle(form: Pick<RegistryForm, 'uiSchema'>, field: string): LocalText {
  const ui = form.uiSchema[field] as Record<string, unknown> | undefined;
  const title = ui?.['ui:title'];
  return typeof title === 'string' || (title && typeof title === 'object') ? title as LocalText : field;
}

/** A stored value as a cell shows it: numbers in the language, lists by their length, yes/no for booleans. */
export function cellText(value: unknown, language: string, yesNo: [string, string]): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'number') return value.toLocaleString(language);
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  if (Array.isArray(value)) return `${value.length} ×`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
