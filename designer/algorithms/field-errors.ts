/**
 * The server's field problems of a refused call, by pointer under the request's prefix: a save's
 * `/requestValue/outputTags/0` and a test run's `/requestValue/algorithm/outputTags/0` both become `/outputTags/0`.
 */
import { ApiError } from '../../runtime/api/api-error.js';

export type FieldErrors = Readonly<Record<string, string>>;

export const noFieldErrors: FieldErrors = {};

export function fieldErrorsOf(error: unknown, prefix: string): FieldErrors {
  if (!(error instanceof ApiError)) return noFieldErrors;
  const errors: Record<string, string> = {};
  for (const problem of error.errors) {
    if (!problem.path.startsWith(`${prefix}/`)) continue;
    const pointer = problem.path.slice(prefix.length);
    errors[pointer] = errors[pointer] ? `${errors[pointer]}\n${problem.message}` : problem.message;
  }
  return errors;
}

/** The messages at a pointer and below it (a list's problems shown at the list). */
export function errorsUnder(errors: FieldErrors, pointer: string): string | undefined {
  const messages = Object.entries(errors).filter(([path]) => path === pointer || path.startsWith(`${pointer}/`)).map(([, message]) => message);
  return messages.length ? messages.join('\n') : undefined;
}

