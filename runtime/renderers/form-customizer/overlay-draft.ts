/** Pure edits of an overlay being written on the customiser screen: new changes of each kind, and one change replaced. */
import type { FormOverlayBody } from '../../../descriptors/kinds/form-overlay/form-overlay.schema.js';
import type { FormChange } from '../../../descriptors/lib/forms/form-overlay.js';

export type ChangeOp = FormChange['op'];
export const changeOps: readonly ChangeOp[] = ['hide', 'add', 'change', 'move'];

/** A field type the customiser can add, as the JSON Schema type the runtime renders. */
export const addableTypes = ['number', 'integer', 'string', 'boolean'] as const;

/** A new change of the kind on the first field offered (an added field gets a name of its own to edit). */
export function newChange(op: ChangeOp, firstField: string): FormChange {
  if (op === 'add') return { op, field: 'newField', schema: { type: 'number' }, ui: { 'ui:title': { en: 'New field', ru: 'Новое поле' } } };
  if (op === 'move') return { op, field: firstField, place: { first: true } };
  return { op, field: firstField };
}

export function starterOverlay(form: string): FormOverlayBody {
  return { form, level: 'SHIPOWNER', targets: [], changes: [] };
}

export function replaceChange(body: FormOverlayBody, index: number, change: FormChange): FormOverlayBody {
  return { ...body, changes: body.changes.map((c, i) => (i === index ? change : c)) };
}

export function removeChange(body: FormOverlayBody, index: number): FormOverlayBody {
  return { ...body, changes: body.changes.filter((_, i) => i !== index) };
}
