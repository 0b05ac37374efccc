/** The error body every failing API call answers with (DESIGN §5), and the error the client throws. */
export interface FieldProblem {
  path: string;
  code: string;
  message: string;
}

export interface ErrorBody {
  responseStatus: 'ERROR';
  code: string;
  message: string;
  errors: FieldProblem[];
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return Boolean(value) && typeof value === 'object'
    && (value as ErrorBody).responseStatus === 'ERROR' && typeof (value as ErrorBody).message === 'string';
}

/** A failed call: the HTTP status (0 when the server could not be reached) and the server's explanation. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldProblem[];

  constructor(status: number, message: string, code = 'HTTP_ERROR', errors: FieldProblem[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

/** Whether the same request may succeed later: an unreachable, busy or failing server; never a refusal or bad input. */
export function isWorthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}
