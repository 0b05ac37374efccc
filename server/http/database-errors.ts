/**
 * What a failed statement may say about itself: PostgreSQL's SQLSTATE and message, and the statement text — never its
 * parameters, which can hold passwords and personal data (issue 14).
 */

interface DatabaseFailure {
  /** SQLSTATE, e.g. 22021 */
  code: string;
  message: string;
  /** the statement with its $n placeholders */
  query?: string;
}

/** The database failure behind an error (drizzle wraps the driver's error as `cause`), if it is one. */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  for (let e: unknown = error, hops = 0; e && typeof e === 'object' && hops < 4; e = (e as { cause?: unknown }).cause, hops += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const query = (error as { query?: unknown }).query;
      return { code, message: String((e as { message?: unknown }).message ?? ''), query: typeof query === 'string' ? query : undefined };
    }
  }
  return undefined;
}

/**
 * SQLSTATE class 22 (data exception: text with NUL, a number out of a column's range, a malformed uuid or date) and
 * 54001 (statement too complex): the request carried a value the database cannot take. Input checks at the edge
 * name the field first; this keeps anything they miss a 400 instead of a 500.
 */
export const isRefusedValue = (failure: DatabaseFailure) => failure.code.startsWith('22') || failure.code === '54001';

/** A log line for an unexpected error without any statement parameter. */
export function describeForLog(error: unknown): string {
  const failure = databaseFailureOf(error);
  // PostgreSQL quotes the offending value in its message ('invalid input syntax for type integer: "…"'): left out too.
  if (failure) return `database error ${failure.code}: ${failure.message.replace(/"[^"]*"/g, '"…"')}${failure.query ? `\n  in: ${failure.query}` : ''}`;
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}
