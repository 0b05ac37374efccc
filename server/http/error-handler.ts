/** The one mapping from failures to answers (DESIGN §5); a 5xx is logged with its request id. */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { KeelEnv } from './context.js';
import { databaseFailureOf, describeForLog, isRefusedValue } from './database-errors.js';
import { errorStatus, KeelError, type FieldError } from '../errors/keel-error.js';
import type { Language } from '../../descriptors/lib/text.js';
import { translate } from './i18n.js';

/** A failing field on the wire: its message translated in the request's language. */
export interface FieldErrorBody {
  path: string;
  code: string;
  message: string;
}

export interface ErrorBody {
  responseStatus: 'ERROR';
  code: string;
  message: string;
  errors: FieldErrorBody[];
}

/** The one place a KeelError's field messages are translated. */
const fieldErrorBody = (language: Language, field: FieldError): FieldErrorBody =>
  ({ path: field.path, code: field.code, message: translate(language, field.messageKey, field.params) });

export function handleError(err: Error, c: Context<KeelEnv>): Response {
  const language = c.get('language') ?? 'en';
  if (err instanceof KeelError) {
    const body: ErrorBody = {
      responseStatus: 'ERROR',
      code: err.code,
      message: translate(language, err.messageKey, err.params),
      errors: err.fields.map((field) => fieldErrorBody(language, field)),
    };
    if (err.code === 'TOO_MANY_REQUESTS') c.header('Retry-After', String(err.params.seconds));
    return c.json(body, errorStatus[err.code]);
  }
  if (err instanceof HTTPException && err.status < 500) {
    const code = err.status === 400 ? 'INVALID_INPUT' : err.status === 401 ? 'UNAUTHENTICATED' : 'INVALID_INPUT';
    const key = err.status === 400 ? 'validation.malformedBody' : 'auth.unauthenticated';
    return c.json({ responseStatus: 'ERROR', code, message: translate(language, key), errors: [] } satisfies ErrorBody, err.status);
  }
  const failure = databaseFailureOf(err);
  if (failure && isRefusedValue(failure)) {
    const body: ErrorBody = { responseStatus: 'ERROR', code: 'INVALID_INPUT', message: translate(language, 'validation.unstorable'), errors: [] };
    return c.json(body, 400);
  }
  const requestId = randomUUID();
  console.error(`[${requestId}] ${c.req.method} ${c.req.path} ${describeForLog(err)}`);
  return c.json({ responseStatus: 'ERROR', code: 'INTERNAL', message: translate(language, 'error.internal', { requestId }), errors: [] }, 500);
}
