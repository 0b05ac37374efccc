/** The one mapping from failures to answers (DESIGN §5); a 5xx is logged with its request id. */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { KeelEnv } from './context.js';
import { errorStatus, KeelError, type FieldError } from './errors.js';
import { translate } from './i18n.js';

export interface ErrorBody {
  responseStatus: 'ERROR';
  code: string;
  message: string;
  errors: FieldError[];
}

export function handleError(err: Error, c: Context<KeelEnv>): Response {
  const language = c.get('language') ?? 'en';
  if (err instanceof KeelError) {
    const body: ErrorBody = {
      responseStatus: 'ERROR',
      code: err.code,
      message: translate(language, err.messageKey, err.params),
      errors: err.fields,
    };
    return c.json(body, errorStatus[err.code]);
  }
  if (err instanceof HTTPException && err.status < 500) {
    const code = err.status === 400 ? 'INVALID_INPUT' : err.status === 401 ? 'UNAUTHENTICATED' : 'INVALID_INPUT';
    const key = err.status === 400 ? 'validation.malformedBody' : 'auth.unauthenticated';
    return c.json({ responseStatus: 'ERROR', code, message: translate(language, key), errors: [] } satisfies ErrorBody, err.status);
  }
  const requestId = randomUUID();
  console.error(`[${requestId}] ${c.req.method} ${c.req.path}`, err);
  return c.json({ responseStatus: 'ERROR', code: 'INTERNAL', message: translate(language, 'error.internal', { requestId }), errors: [] }, 500);
}
