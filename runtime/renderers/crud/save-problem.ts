/** Why a write was refused, sorted into what the editor shows: field errors, a conflict, a rule, no connection. */
import type { ErrorSchema } from '@rjsf/utils';
import { ApiError, type FieldProblem } from '../../api/api-error.js';
import { problemsToErrorSchema } from './server-errors.js';

export type SaveProblemKind = 'invalid' | 'duplicate' | 'stale' | 'refused' | 'forbidden' | 'network' | 'other';

export interface SaveProblem {
  kind: SaveProblemKind;
  message: string;
  /** Field errors to show at the fields (400, or a 409 for a duplicate value). */
  errorSchema?: ErrorSchema;
  /** Field problems that name no field of the form, listed with the message. */
  unplaced: FieldProblem[];
}

/** Sorts a failed call: 400 → invalid, 409 with fields → duplicate, 409 without → stale version, 422, 403, 0. */
export function toSaveProblem(error: unknown): SaveProblem {
  if (!(error instanceof ApiError)) return { kind: 'other', message: (error as Error)?.message ?? String(error), unplaced: [] };
  const mapped = problemsToErrorSchema(error.errors);
  const base = { message: error.message, errorSchema: mapped.errorSchema, unplaced: mapped.unplaced };
  switch (error.status) {
    case 400: return { kind: 'invalid', ...base };
    case 409: return { kind: error.errors.length ? 'duplicate' : 'stale', ...base };
    case 422: return { kind: 'refused', ...base };
    case 403: return { kind: 'forbidden', ...base };
    case 0: return { kind: 'network', ...base };
    default: return { kind: 'other', ...base };
  }
}
