/** What the date picker settings of a form's time-with-offset fields refuse, as field errors under `base`. */
import { timeFieldProblems } from '../../descriptors/lib/forms/keel-fields.js';
import type { FieldError } from './keel-error.js';

export function timeFieldErrors(form: { schema: unknown; uiSchema?: unknown }, content: unknown, base: string): FieldError[] {
  return timeFieldProblems(form, content).map(({ pointer, problem }) => ({
    path: `${base}${pointer}`, code: problem.key, messageKey: problem.key, ...(problem.params ? { params: problem.params } : {}),
  }));
}
