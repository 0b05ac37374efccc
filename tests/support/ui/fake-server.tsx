/** Test support for screen tests: a scripted server behind the real API client, the shell's providers, and a port resource to edit. */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createApiClient, type ApiEvents } from '../../../runtime/api/api-client.js';
import { createEmitter } from '../../../runtime/api/emitter.js';
import type { TokenStore } from '../../../runtime/api/token-store.js';
import { EditorDialogProvider, useEditorDialog, type OpenEditor } from '../../../runtime/shell/editor-dialog/index.js';
import { createI18n } from '../../../runtime/shell/i18n.js';
import type { Language } from '../../../runtime/shell/language.js';
import type { ResourceDefinition } from '../../../descriptors/lib/resource.js';
import type { ResourceRecord } from '../../../runtime/renderers/crud/resource-api.js';

export interface Call {
  method: string;
  path: string;
  body?: unknown;
}

/** An answer: JSON unless `headers` give another content type, in which case a string body is sent as it is (a PDF's text). */
export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
export type Route = (call: Call) => Reply | undefined;

const tokens: TokenStore = {
  get: () => 'test-token', set: () => undefined, replace: () => undefined, clear: () => undefined,
  isSso: () => false, subscribe: () => () => undefined, watch: () => () => undefined,
};

/** A JSON body parsed; a multipart one as its parts (files by name, type and size); any other (e.g. text/csv) as its text. */
function parseBody(init: RequestInit): unknown {
  if (init.body instanceof FormData) {
    return [...init.body.entries()].map(([name, value]) => (typeof value === 'string'
      ? { name, value }
      : { name, file: { name: value.name, type: value.type, size: value.size } }));
  }
  const type = new Headers(init.headers).get('content-type') ?? 'application/json';
  return type.includes('json') ? JSON.parse(String(init.body)) : String(init.body);
}

/** The real API client over a scripted server: each call goes to the routes in order; unmatched calls answer 404. */
export function fakeServer(...routes: Route[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const call: Call = { method: init?.method ?? 'GET', path, body: init?.body ? parseBody(init) : undefined };
    calls.push(call);
    const reply = routes.map((route) => route(call)).find(Boolean)
      ?? { status: 404, body: { responseStatus: 'ERROR', code: 'NOT_FOUND', message: `no route for ${call.method} ${path}`, errors: [] } };
    const headers = { 'content-type': 'application/json', ...reply.headers };
    const isJson = headers['content-type'].includes('json');
    const body = reply.body === undefined ? '' : isJson || typeof reply.body !== 'string' ? JSON.stringify(reply.body) : reply.body;
    return new Response(body, { status: reply.status ?? 200, headers });
  }) as unknown as typeof globalThis.fetch;
  const client = createApiClient({ tokens, events: createEmitter<ApiEvents>(), language: () => 'en', fetch });
  return { client, calls };
}

/** A route answering one method and path (a string is matched exactly, without the query). */
export function on(method: string, path: string | RegExp, reply: Reply | ((call: Call) => Reply)): Route {
  return (call) => {
    const bare = call.path.split('?')[0];
    const isMatch = call.method === method && (typeof path === 'string' ? bare === path : path.test(call.path));
    if (!isMatch) return undefined;
    return typeof reply === 'function' ? reply(call) : reply;
  };
}

export function errorBody(code: string, message: string, errors: { path: string; code?: string; message: string }[] = []) {
  return { responseStatus: 'ERROR', code, message, errors: errors.map((e) => ({ code: 'invalid', ...e })) };
}

/** Renders with i18n, Mantine (with its modals) and the editor dialog provider, as the App does. */
export function renderWithShell(ui: ReactNode, language: Language = 'en') {
  const i18n = createI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider><ModalsProvider><EditorDialogProvider>{ui}</EditorDialogProvider></ModalsProvider></MantineProvider>
    </I18nextProvider>,
  );
}

/** Renders the providers and hands back the editor dialog's opener, as a screen would use it. */
export function renderOpener(language: Language = 'en'): { openEditor: OpenEditor } {
  let openEditor: OpenEditor | undefined;
  function Opener() {
    openEditor = useEditorDialog().openEditor;
    return null;
  }
  renderWithShell(<Opener />, language);
  return { openEditor: (definition, options) => act(() => openEditor!(definition, options)) };
}

/** A test resource: ports with a country reference to nations (keyed by code) and an EU flag. */
export const portDefinition: ResourceDefinition = {
  title: { en: 'Test ports', ru: 'Тестовые порты' },
  codeField: 'unlocode',
  labelField: 'name',
  schema: {
    type: 'object',
    required: ['unlocode', 'name'],
    properties: {
      unlocode: { type: 'string', title: 'UN/LOCODE', pattern: '^[A-Z]{2}[A-Z2-9]{3}$' },
      name: { type: 'string', title: 'Name', minLength: 1 },
      country: { type: 'string', title: 'Country' },
      euEea: { type: 'boolean', title: 'EU/EEA port' },
    },
  },
  references: { country: { resource: 'test-nation', key: 'code' } },
  list: {
    columns: [
      { field: 'unlocode', sortable: true, filter: 'text' },
      { field: 'name', sortable: true },
      { field: 'country', filter: 'select' },
      { field: 'euEea', filter: 'boolean' },
    ],
    searchFields: ['unlocode', 'name'],
  },
  access: { view: {}, manage: {} },
};

export const nationOptions = [{ label: 'Netherlands', value: 'NL' }, { label: 'Germany', value: 'DE' }];

export function portRecord(overrides: Partial<ResourceRecord> & { data?: Record<string, unknown> } = {}): ResourceRecord {
  return {
    id: '11111111-1111-4111-8111-111111111111', version: 3, code: 'NLRTM', label: 'Rotterdam', disabled: false,
    updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: 'admin',
    ...overrides,
    data: { unlocode: 'NLRTM', name: 'Rotterdam', country: 'NL', euEea: true, ...overrides.data },
  };
}
