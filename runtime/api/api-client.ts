/**
 * The one HTTP client (SPEC §7, DESIGN §5): bearer token, Accept-Language, reply-token,
 * x-server-messages, 451 and 401. Everything it notices is raised as an event; the shell reacts.
 */
import { ApiError, isErrorBody } from './api-error.js';
import type { Emitter } from './emitter.js';
import { parseServerMessages, serverMessagesHeader, type ServerMessage } from './server-messages.js';
import type { TokenStore } from './token-store.js';

export const replyTokenHeader = 'reply-token';

export interface ApiEvents {
  /** Server messages to show as notices. */
  messages: ServerMessage[];
  /** A response had status 451: a module's licence is missing (message from the server). */
  licenceMissing: { message: string };
  /** A call was refused with 401: the session ended; ask the user to sign in again. */
  loginRequired: undefined;
  /** An empty reply-token: the session is over, back to the sign-in page. */
  sessionReset: undefined;
}

export interface ApiClientOptions {
  tokens: TokenStore;
  language: () => string;
  events: Emitter<ApiEvents>;
  baseUrl?: string;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  body?: unknown;
  /** Bearer token for this call only (the password-change token); reply-tokens then are not stored. */
  token?: string;
  /** A sign-in style call: a 401 is the caller's business and raises no login popup. */
  isAuthCall?: boolean;
  /** Read the answer as text instead of JSON. */
  asText?: boolean;
  /** Read the answer as bytes (a file download). */
  asBlob?: boolean;
  /** Read the answer as a `DownloadedFile`: the bytes with the file's name and the answer's headers. */
  asFile?: boolean;
  /** Send `body` (a string) as it is with this content type, e.g. a CSV file as `text/csv`; JSON otherwise. */
  contentType?: string;
  signal?: AbortSignal;
}

/** A file the server answered: its bytes, the name its content-disposition gives (if any) and the other headers. */
export interface DownloadedFile {
  blob: Blob;
  fileName?: string;
  headers: Headers;
}

/** The file name of a content-disposition header: `filename*=UTF-8''…` (RFC 6266) before a plain `filename="…"`. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*utf-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try { return decodeURIComponent(encoded.trim()); } catch { /* a malformed one: try the plain name */ }
  }
  return /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(disposition)?.slice(1).find((name) => name !== undefined);
}

async function readFile(response: Response): Promise<DownloadedFile> {
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')), headers: response.headers };
}

export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** The user signed in again in the login popup: calls that met a 401 are repeated. */
  resumeSession(): void;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens, events } = options;
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  let waiting: (() => void)[] = [];

  const waitForSession = () => new Promise<void>((resolve) => { waiting.push(resolve); });

  async function send(method: string, path: string, opts: RequestOptions): Promise<Response> {
    const token = opts.token ?? tokens.get();
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': options.language() };
    if (token) headers.authorization = `Bearer ${token}`;
    const isRaw = opts.contentType !== undefined && typeof opts.body === 'string';
    // Multipart bodies (files) go as they are: fetch writes the content type with its boundary.
    const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
    if (opts.body !== undefined && !isForm) headers['content-type'] = isRaw ? opts.contentType! : 'application/json';
    const body = opts.body === undefined ? undefined : isRaw || isForm ? opts.body as string | FormData : JSON.stringify(opts.body);
    try {
      return await doFetch(`${baseUrl}${path}`, { method, headers, signal: opts.signal, body });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, (error as Error).message || 'Network error', 'NETWORK');
    }
  }

  function readHeaders(response: Response, usedStoredToken: boolean): void {
    const replyToken = response.headers.get(replyTokenHeader);
    if (replyToken !== null && usedStoredToken) {
      if (replyToken.trim() === '') {
        tokens.clear();
        events.emit('sessionReset', undefined);
      } else {
        tokens.replace(replyToken.trim());
      }
    }
    const messages = parseServerMessages(response.headers.get(serverMessagesHeader));
    if (messages.length > 0) events.emit('messages', messages);
  }

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const response = await send(method, path, opts);
      readHeaders(response, opts.token === undefined);
      if (response.ok) {
        return (opts.asFile ? await readFile(response) : opts.asBlob ? await response.blob() : opts.asText ? await response.text() : await readJson(response)) as T;
      }
      const error = await toApiError(response);
      if (response.status === 451) events.emit('licenceMissing', { message: error.message });
      if (response.status === 401 && !opts.isAuthCall && opts.token === undefined && attempt === 0) {
        const resumed = waitForSession();
        events.emit('loginRequired', undefined);
        await resumed;
        continue;
      }
      throw error;
    }
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
    resumeSession: () => {
      const resolvers = waiting;
      waiting = [];
      for (const resolve of resolvers) resolve();
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try { body = await readJson(response); } catch { body = undefined; }
  if (isErrorBody(body)) return new ApiError(response.status, body.message, body.code, body.errors ?? []);
  return new ApiError(response.status, response.statusText || `HTTP ${response.status}`);
}
