/**
 * Why a save of an entry was refused, placed where the user looks: body problems (/requestValue/areasContent/…) at
 * the form's fields, times, notes and the reason at their inputs, anything else listed with the message.
 */
import type { ErrorSchema } from '@rjsf/utils';
import { ApiError, type FieldProblem } from '../../api/api-error.js';
import { toSaveProblem, type SaveProblemKind } from '../crud/save-problem.js';
import { problemsToErrorSchema } from '../crud/server-errors.js';

export const entryContentPointer = '/requestValue/areasContent';

/** The inputs of the editor outside the form that can carry a server problem. */
export type HeadingField = 'start' | 'end' | 'notes' | 'reason';

export interface EntryProblem {
  kind: SaveProblemKind;
  message: string;
  formErrors?: ErrorSchema;
  fields: Partial<Record<HeadingField, string>>;
  unplaced: FieldProblem[];
}

const headingPattern = /^\/requestValue\/(?:heading\/)?(start|end|notes|reason)(?:\/.*)?$/;

export function toEntryProblem(error: unknown): EntryProblem {
  const { kind, message } = toSaveProblem(error);
  const mapped = problemsToErrorSchema(error instanceof ApiError ? error.errors : [], entryContentPointer);
  const fields: EntryProblem['fields'] = {};
  const unplaced: FieldProblem[] = [];
  for (const problem of mapped.unplaced) {
    const field = headingPattern.exec(problem.path)?.[1] as HeadingField | undefined;
    if (field && !fields[field]) fields[field] = problem.message;
    else if (!field) unplaced.push(problem);
  }
  return { kind, message, formErrors: mapped.errorSchema, fields, unplaced };
}

/** The message of the problem the server named at a request field (`signaturePassword` → /requestValue/signaturePassword). */
export const problemAt = (error: unknown, field: string) =>
  error instanceof ApiError ? error.errors.find((p) => p.path === `/requestValue/${field}`)?.message : undefined;
