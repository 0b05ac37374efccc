// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, fileNameOf, type ApiEvents, type DownloadedFile } from '../../../runtime/api/api-client.js';
import { ApiError } from '../../../runtime/api/api-error.js';
import { createEmitter } from '../../../runtime/api/emitter.js';
import { parseServerMessages } from '../../../runtime/api/server-messages.js';
import { createTokenStore } from '../../../runtime/api/token-store.js';

function setup(responses: (() => Response)[], { token = 'old-token', language = 'ru' } = {}) {
  const data = new Map<string, string>();
  const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => { data.set(k, v); }, removeItem: (k: string) => { data.delete(k); } };
  const tokens = createTokenStore({ storage, key: 'keel_token' });
  if (token) tokens.set(token);
  const events = createEmitter<ApiEvents>();
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next();
  }) as unknown as typeof globalThis.fetch;
  const client = createApiClient({ tokens, events, language: () => language, fetch });
  return { client, tokens, events, requests };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('api client', () => {
  it('sends the bearer token and the chosen language', async () => {
    const { client, requests } = setup([json(['core'])]);
    expect(await client.get('/modules')).toEqual(['core']);
    expect(requests[0].url).toBe('/api/modules');
    expect(header(requests[0].init, 'authorization')).toBe('Bearer old-token');
    expect(header(requests[0].init, 'accept-language')).toBe('ru');
  });

  it('sends a text body as it is with its content type, and other bodies as JSON', async () => {
    const { client, requests } = setup([json({}), json({})]);
    await client.post('/measures/import?mode=preview', 'time;SHIP-UNIT-A SOG\r\n', { contentType: 'text/csv' });
    await client.post('/measures/search', { text: 'speed' });
    expect([requests[0].init.body, header(requests[0].init, 'content-type')]).toEqual(['time;SHIP-UNIT-A SOG\r\n', 'text/csv']);
    expect([requests[1].init.body, header(requests[1].init, 'content-type')]).toEqual(['{"text":"speed"}', 'application/json']);
  });

  it('reads a file answer with its name and headers', async () => {
    const { client } = setup([() => new Response('%PDF-1.7', {
      headers: { 'content-type': 'application/pdf', 'content-disposition': "attachment; filename*=UTF-8''%D0%9E%D1%82%D1%87%D1%91%D1%82.pdf", 'x-keel-printout-run': 'run-1' },
    })]);
    const file = await client.post<DownloadedFile>('/printout-reporting/printouts/CII/generate', {}, { asFile: true });
    expect([await file.blob.text(), file.fileName, file.headers.get('x-keel-printout-run')]).toEqual(['%PDF-1.7', 'Отчёт.pdf', 'run-1']);
    expect(fileNameOf('attachment; filename="mrv-2026.csv"')).toBe('mrv-2026.csv');
    expect(fileNameOf('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });

  it('sends no authorization header without a session', async () => {
    const { client, requests } = setup([json({})], { token: '' });
    await client.get('/logos');
    expect(header(requests[0].init, 'authorization')).toBeUndefined();
  });

  it('replaces the stored token with a reply-token', async () => {
    const { client, tokens } = setup([json({}, 200, { 'reply-token': 'fresh-token' })]);
    await client.get('/menu');
    expect(tokens.get()).toBe('fresh-token');
  });

  it('resets to login on an empty reply-token', async () => {
    const { client, tokens, events } = setup([json({}, 200, { 'reply-token': '' })]);
    const reset = vi.fn();
    events.on('sessionReset', reset);
    await client.get('/menu');
    expect(tokens.get()).toBeUndefined();
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('does not store a reply-token answered to a call made with its own token', async () => {
    const { client, tokens } = setup([json({ status: 'OK' }, 200, { 'reply-token': 'other' })]);
    await client.put('/authentication', { password: 'x' }, { token: 'change-token', isAuthCall: true });
    expect(tokens.get()).toBe('old-token');
  });

  it('raises the server messages of a response', async () => {
    const messages = [{ level: 'SUCCESS', content: 'Saved', parameters: [] }, { level: 'WARN', content: 'Careful' }];
    const { client, events } = setup([json({}, 200, { 'x-server-messages': encodeURIComponent(JSON.stringify(messages)) })]);
    const seen = vi.fn();
    events.on('messages', seen);
    await client.get('/menu');
    expect(seen).toHaveBeenCalledWith(messages);
  });

  it('sets the missing-licence flag on 451 with the server message', async () => {
    const body = { responseStatus: 'ERROR', code: 'LICENCE_MISSING', message: 'The fleet module is not licensed on this installation.', errors: [] };
    const { client, events } = setup([json(body, 451)]);
    const licence = vi.fn();
    events.on('licenceMissing', licence);
    const failure = await client.get('/fleet').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(451);
    expect(licence).toHaveBeenCalledWith({ message: body.message });
  });

  it('throws the error body of a failed call', async () => {
    const body = { responseStatus: 'ERROR', code: 'INVALID_INPUT', message: 'Some fields are not valid.', errors: [{ path: '/code', code: 'required', message: 'code is required.' }] };
    const { client } = setup([json(body, 400)]);
    const failure = (await client.post('/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(failure.code).toBe('INVALID_INPUT');
    expect(failure.errors).toHaveLength(1);
    expect(failure.message).toBe('Some fields are not valid.');
  });

  it('asks for the login popup on 401 and repeats the call once the session continues', async () => {
    const unauthenticated = { responseStatus: 'ERROR', code: 'UNAUTHENTICATED', message: 'Your session has ended.', errors: [] };
    const { client, events, requests, tokens } = setup([json(unauthenticated, 401), json(['core'])]);
    events.on('loginRequired', () => {
      tokens.set('new-token');
      client.resumeSession();
    });
    expect(await client.get('/modules')).toEqual(['core']);
    expect(requests).toHaveLength(2);
    expect(header(requests[1].init, 'authorization')).toBe('Bearer new-token');
  });

  it('raises no login popup for sign-in calls', async () => {
    const { client, events } = setup([json({ responseStatus: 'ERROR', code: 'UNAUTHENTICATED', message: 'x', errors: [] }, 401)]);
    const popup = vi.fn();
    events.on('loginRequired', popup);
    await expect(client.get('/authentication/ping', { isAuthCall: true, asText: true })).rejects.toMatchObject({ status: 401 });
    expect(popup).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as status 0', async () => {
    const { client } = setup([() => { throw new TypeError('Failed to fetch'); }]);
    await expect(client.get('/menu')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});

describe('server messages header', () => {
  it('decodes a URI-encoded JSON list', () => {
    const header = encodeURIComponent(JSON.stringify([{ level: 'ERROR', content: 'Ошибка сохранения', parameters: ['a'] }]));
    expect(parseServerMessages(header)).toEqual([{ level: 'ERROR', content: 'Ошибка сохранения', parameters: ['a'] }]);
  });

  it('drops malformed headers and invalid entries', () => {
    expect(parseServerMessages(null)).toEqual([]);
    expect(parseServerMessages('%E0%A4%A')).toEqual([]);
    expect(parseServerMessages(encodeURIComponent('{"level":"INFO"}'))).toEqual([]);
    const mixed = [{ level: 'DEBUG', content: 'x' }, { level: 'INFO', content: 'ok' }, { level: 'INFO', content: 'y', parameters: [1] }];
    expect(parseServerMessages(encodeURIComponent(JSON.stringify(mixed)))).toEqual([{ level: 'INFO', content: 'ok' }]);
  });
});

describe('token store', () => {
  it('tells about tokens changed or removed by another tab', () => {
    const data = new Map<string, string>([['keel_token', 'a']]);
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => { data.set(k, v); }, removeItem: (k: string) => { data.delete(k); } };
    const events = new EventTarget();
    const tokens = createTokenStore({ storage, key: 'keel_token', events: events as unknown as Window });
    const listener = vi.fn();
    tokens.subscribe(listener);
    data.delete('keel_token');
    events.dispatchEvent(new StorageEvent('storage', { key: 'keel_token', newValue: null }));
    expect(listener).toHaveBeenLastCalledWith(undefined);
    data.set('keel_token', 'b');
    events.dispatchEvent(new StorageEvent('storage', { key: 'keel_token', newValue: 'b' }));
    expect(listener).toHaveBeenLastCalledWith('b');
    events.dispatchEvent(new StorageEvent('storage', { key: 'keel_theme', newValue: 'light' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
