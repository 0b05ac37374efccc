/** The error handler is the one place a KeelError's messages are translated: keys in, the unchanged wire shape out. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { KeelError, verbatim } from '../../../../server/errors/keel-error.js';
import type { KeelEnv } from '../../../../server/http/context.js';
import { handleError } from '../../../../server/http/error-handler.js';

function answerTo(error: Error, language: 'en' | 'ru') {
  const app = new Hono<KeelEnv>();
  app.use(async (c, next) => { c.set('language', language); await next(); });
  app.get('/', () => { throw error; });
  app.onError(handleError);
  return app.request('/');
}

const refusal = () => new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, [
  { path: '/requestValue/areasContent/fuel/1/fuel', code: 'reference', messageKey: 'elog.entry.reference.other',
    params: { field: [{ en: 'Consumption', ru: 'Расход' }, { messageKey: 'elog.entry.reference.row', params: { row: 2 } }], value: 'MGO', list: { messageKey: 'nonexistent.title' } } },
  { path: '/requestValue/code', code: 'duplicate', ...verbatim('DECK.LOG') },
]);

describe('the error handler', () => {
  it('answers a refusal with every field message translated in the request language, parameters that are messages included', async () => {
    const res = await answerTo(refusal(), 'en');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      responseStatus: 'ERROR', code: 'INVALID_INPUT', message: expect.any(String),
      errors: [
        { path: '/requestValue/areasContent/fuel/1/fuel', code: 'reference', message: 'Consumption, row 2: “MGO” is not in the list “nonexistent.title”. Choose a value from the list.' },
        { path: '/requestValue/code', code: 'duplicate', message: 'DECK.LOG' },
      ],
    });
  });

  it('words the same refusal in Russian for a Russian reader', async () => {
    const body = await (await answerTo(refusal(), 'ru')).json() as { errors: { message: string }[] };
    expect(body.errors[0].message).toBe('Расход, строка 2: «MGO» нет в списке «nonexistent.title». Выберите значение из списка.');
    expect(body.errors[1].message).toBe('DECK.LOG');
  });
});
