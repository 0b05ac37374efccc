/** The router every module builds its routes on: zod request schemas, OpenAPI, 400s naming every failing field. */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { KeelError, type FieldError } from '../errors/keel-error.js';
import type { KeelEnv } from './context.js';
import { hasMessage } from './i18n.js';

export function createRouter(): OpenAPIHono<KeelEnv> {
  return new OpenAPIHono<KeelEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const target = 'target' in result && result.target !== 'json' ? `/${String(result.target)}` : '';
        throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, fieldErrorsOf(result.error, target));
      }
    },
  });
}

/** Every failing field of a zod error as a JSON pointer with the key of its message (`validation.invalid` when zod's code has none). */
export function fieldErrorsOf(error: ZodError, prefix = ''): FieldError[] {
  return error.issues.map((issue) => {
    const path = prefix + issue.path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
    const field = String(issue.path.at(-1) ?? '');
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    const code = missing ? 'required' : issue.code;
    const key = `validation.${code}`;
    const params: Record<string, string | number> = { field };
    if ('minimum' in issue) params.min = Number(issue.minimum);
    if ('maximum' in issue) params.max = Number(issue.maximum);
    return { path, code, messageKey: hasMessage(key) ? key : 'validation.invalid', params };
  });
}
