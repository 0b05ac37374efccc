/** Which fields of a registry form a records table shows and their titles (values are written by print-layout's recordTexts). */
import { orderedKeys } from '../../../descriptors/lib/field-order.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { RegistryForm } from './registry-api.js';

export interface RecordColumn {
  field: string;
  title: LocalText;
}

/** The form's first `count` fields that hold plain values (text, numbers, dates, choices), in the form's order. */
export function recordColumns(form: Pick<RegistryForm, 'schema' | 'uiSchema'>, count = 4): RecordColumn[] {
  const properties = (form.schema.properties ?? {}) as Record<string, { type?: string }>;
  return orderedKeys(form.schema, form.uiSchema).filter((f) => ['string', 'number', 'integer'].includes(properties[f]?.type ?? '')).slice(0, count)
    .map((field) => ({ field, title: fieldTitle(form, field) }));
}

function fieldTitle(form: Pick<RegistryForm, 'uiSchema'>, field: string): LocalText {
  const ui = form.uiSchema[field] as Record<string, unknown> | undefined;
  const title = ui?.['ui:title'];
  return typeof title === 'string' || (title && typeof title === 'object') ? title as LocalText : field;
}
