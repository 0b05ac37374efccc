/**
 * Server field problems (400/409 with JSON pointers, DESIGN §5) as an RJSF error schema, so each message
 * shows at its field: `/requestValue/data/a/b` becomes `{ a: { b: { __errors: [message] } } }`.
 */
import { deepEquals, type ErrorSchema } from '@rjsf/utils';
import type { FieldProblem } from '../../api/api-error.js';

export const recordDataPointer = '/requestValue/data';

export interface MappedProblems {
  /** Errors to hand to the form as `extraErrors`; undefined when none could be placed. */
  errorSchema?: ErrorSchema;
  /** Problems whose pointer is outside the record's data (the version, the body): shown above the form. */
  unplaced: FieldProblem[];
}

/** The path segments of a JSON pointer below `base`, decoded (~1 is "/", ~0 is "~"); undefined when outside it. */
export function pointerToPath(pointer: string, base = recordDataPointer): string[] | undefined {
  if (pointer === base || pointer === `${base}/`) return [];
  if (!pointer.startsWith(`${base}/`)) return undefined;
  return pointer.slice(base.length + 1).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Places every problem under `base` at its field; the others are returned to be shown as a list. */
export function problemsToErrorSchema(problems: readonly FieldProblem[], base = recordDataPointer): MappedProblems {
  const root: Record<string, unknown> = {};
  const unplaced: FieldProblem[] = [];
  for (const problem of problems) {
    const path = pointerToPath(problem.path, base);
    if (!path) {
      unplaced.push(problem);
      continue;
    }
    let node = root;
    for (const part of path) node = (node[part] ??= {}) as Record<string, unknown>;
    const errors = (node.__errors ??= []) as string[];
    if (!errors.includes(problem.message)) errors.push(problem.message);
  }
  return { errorSchema: Object.keys(root).length ? (root as ErrorSchema) : undefined, unplaced };
}

/**
 * Drops the errors of the top-level fields whose value changed: the user has answered them, and a
 * server message about the old value would only mislead. Returns the same object when nothing changed.
 */
export function clearChangedFieldErrors(
  errors: ErrorSchema | undefined, before: Record<string, unknown>, after: Record<string, unknown>,
): ErrorSchema | undefined {
  if (!errors) return errors;
  const changed = Object.keys(errors).filter((key) => key !== '__errors' && !deepEquals(before[key], after[key]));
  if (!changed.length) return errors;
  const rest = { ...(errors as Record<string, unknown>) };
  for (const key of changed) delete rest[key];
  return Object.keys(rest).length ? (rest as ErrorSchema) : undefined;
}
