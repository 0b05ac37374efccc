/** Sets the request language from Accept-Language (the runtime sends its chosen language there). */
import type { MiddlewareHandler } from 'hono';
import type { KeelEnv } from './context.js';
import { pickLanguage } from './i18n.js';

export const language: MiddlewareHandler<KeelEnv> = async (c, next) => {
  c.set('language', pickLanguage(c.req.header('accept-language')));
  await next();
};
