/**
 * What a form overlay names must exist (issue 18, decision 54): its form, its targets (ships, unit groups or
 * shipowners, as its level says), and the fields its changes touch in the form as it is now. Registered as the
 * `form-overlay` kind's write check, so the designer and the customiser screen refuse the same bodies; a base form
 * changed later only makes a change skipped and reported where the form is resolved.
 */
import type { FormOverlayBody } from '../../../descriptors/kinds/form-overlay/form-overlay.schema.js';
import { applyOverlays } from '../../../descriptors/lib/forms/form-overlay.js';
import type { Db } from '../../db/engine.js';
import type { FieldError } from '../../errors/keel-error.js';
import { listShips } from '../access/ships.js';
import { listUnitGroups } from '../access/unit-groups.js';
import { getDescriptor } from '../descriptors/store.js';
import { registerWriteCheck } from '../descriptors/write-checks.js';
import { selectRecords } from '../resources/record-queries.js';

/** The targets of the level that exist: ship ids, unit group codes or shipowner codes. */
async function knownTargets(db: Db, body: FormOverlayBody): Promise<Set<string>> {
  if (body.level === 'SHIP') return new Set((await listShips(db, { ids: body.targets })).map((s) => s.id));
  if (body.level === 'FLEET') return new Set((await listUnitGroups(db)).map((g) => g.code));
  return new Set((await selectRecords(db, 'shipowner', { codes: body.targets })).flatMap((r) => (r.code ? [r.code] : [])));
}

export async function formOverlayProblems(db: Db, body: FormOverlayBody, at: string): Promise<FieldError[]> {
  const problems: FieldError[] = [];
  const known = await knownTargets(db, body);
  body.targets.forEach((target, i) => {
    if (!known.has(target)) problems.push({ path: `${at}/targets/${i}`, code: 'reference', messageKey: `formOverlays.unknownTarget.${body.level}`, params: { target } });
  });
  const form = await getDescriptor(db, 'form', body.form);
  if (!form) return [...problems, { path: `${at}/form`, code: 'reference', messageKey: 'formOverlays.unknownForm', params: { form: body.form } }];
  for (const skipped of applyOverlays(form.body, [{ ...body, code: '' }]).problems) {
    problems.push({ path: `${at}/changes/${skipped.change}/field`, code: 'reference', messageKey: `formOverlays.change.${skipped.reason}`, params: { field: skipped.field, form: body.form } });
  }
  return problems;
}

registerWriteCheck('form-overlay', formOverlayProblems);
