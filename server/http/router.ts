/** The router every module builds its routes on: zod request schemas, OpenAPI, translated 400s. */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import type { KeelEnv } from './context.js';
import { KeelError, type FieldError } from './errors.js';
import { translate, type Language } from './i18n.js';

export function createRouter(): OpenAPIHono<KeelEnv> {
  return new OpenAPIHono<KeelEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const target = 'target' in result && result.target !== 'json' ? `/${String(result.target)}` : '';
        throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, fieldErrorsOf(result.error, (c as Context<KeelEnv>).get('language'), target));
      }
    },
  });
}

/** Every failing field of a zod error as a JSON pointer with a translated message. */
export function fieldErrorsOf(error: ZodError, language: Language, prefix = ''): FieldError[] {
  return error.issues.map((issue) => {
    const path = prefix + issue.path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
    const field = String(issue.path.at(-1) ?? '');
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    const code = missing ? 'required' : issue.code;
    const key = `validation.${code}`;
    const params: Record<string, string | number> = { field };
    if ('minimum' in issue) params.min = Number(issue.minimum);
    if ('maximum' in issue) params.max = Number(issue.maximum);
    const message = translate(language, key, params);
    return { path, code, message: message === key ? translate(language, 'validation.invalid', params) : message };
  });
}
