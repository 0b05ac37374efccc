/**
 * A form's content as the form stores it: computed fields filled and hidden ones dropped (descriptors/lib/form-processor),
 * checked against the form's schema and its times' date picker settings, every problem a 400 at its field named by the
 * field's title. Registry records and vessel reports are kept through it.
 */
import type { FormBody } from '../../../descriptors/kinds/form/form.schema.js';
import { processFormData } from '../../../descriptors/lib/form-processor.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import { jsonSchemaErrors } from '../../errors/json-schema-errors.js';
import { descriptorText, KeelError, type FieldError, type MessageParam } from '../../errors/keel-error.js';
import { timeFieldErrors } from '../../errors/time-field-errors.js';

/** A form as content is kept in it: its code and version name the compiled schema. */
export interface FormRow {
  code: string;
  version: number;
  body: FormBody;
}

/** The title a field has in the form (its `ui:title`), for a message naming it; the key itself when it has none. */
export function formFieldTitle(form: FormBody, path: readonly string[]): MessageParam {
  let ui: unknown = form.uiSchema;
  for (const segment of path) {
    if (!ui || typeof ui !== 'object') break;
    const node = ui as Record<string, unknown>;
    ui = /^\d+$/.test(segment) ? node.items : node[segment];
  }
  const title = ui && typeof ui === 'object' ? (ui as Record<string, unknown>)['ui:title'] : undefined;
  return typeof title === 'string' || (title && typeof title === 'object') ? descriptorText(title as LocalText) : path.at(-1) ?? '';
}

/** The content as the form stores it, or a 400 with every problem at its field under `pointer`. */
export async function validFormContent(form: FormRow, content: Record<string, unknown>, pointer: string): Promise<Record<string, unknown>> {
  const { data } = await processFormData(form.body, content);
  const errors: FieldError[] = [
    ...jsonSchemaErrors(`form:${form.code}@${form.version}`, form.body.schema, data, pointer, (path) => formFieldTitle(form.body, path)),
    ...timeFieldErrors(form.body, data, pointer),
  ];
  if (errors.length) throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, errors);
  return data;
}
