/** Typed calls of the descriptor API (server/modules/descriptors/routes.ts) over the runtime's one HTTP client. */
import type { ApiClient } from './api-client.js';
import type { LocalText } from '../../descriptors/lib/text.js';

/** A descriptor kind with its meta-schema, for validation as you type. */
export interface DescriptorKindInfo {
  id: string;
  schemaVersion: number;
  schema: Record<string, unknown>;
}

export interface DescriptorSummary {
  kind: string;
  code: string;
  schemaVersion: number;
  version: number;
  system: boolean;
  builtin: boolean;
  overridden: boolean;
  disabled: boolean;
  updatedAt: string;
  updatedBy: string | null;
  title?: unknown;
}

/** A descriptor as stored; `B` is its kind's body type where the caller knows the kind (the server validated it). */
export interface DescriptorView<B = Record<string, unknown>> extends Omit<DescriptorSummary, 'title'> {
  body: B;
}

export interface RevisionSummary {
  version: number;
  schemaVersion: number;
  author: string | null;
  note: string | null;
  createdAt: string;
}

export interface Revision extends Omit<RevisionSummary, 'schemaVersion'> {
  body: Record<string, unknown>;
}

/** Text a summary can show as its title: descriptor text, else nothing. */
export function summaryTitle(summary: Pick<DescriptorSummary, 'title'>): LocalText | undefined {
  const { title } = summary;
  if (typeof title === 'string' && title !== '') return title;
  if (title && typeof title === 'object' && typeof (title as { en?: unknown }).en === 'string') return title as LocalText;
  return undefined;
}

export function descriptorApi(client: ApiClient) {
  const base = (kind: string) => `/descriptors/${encodeURIComponent(kind)}`;
  const one = (kind: string, code: string) => `${base(kind)}/${encodeURIComponent(code)}`;
  return {
    kinds: () => client.get<DescriptorKindInfo[]>('/descriptor-kinds'),
    list: (kind: string) => client.get<DescriptorSummary[]>(base(kind)),
    get: <B = Record<string, unknown>>(kind: string, code: string) => client.get<DescriptorView<B>>(one(kind, code)),
    checkCode: (kind: string, code: string, signal?: AbortSignal) =>
      client.get<{ available: boolean; valid: boolean }>(`${base(kind)}/checkCode/${encodeURIComponent(code)}`, { signal }),
    create: (kind: string, code: string, body: unknown, note?: string) =>
      client.post<DescriptorView>(base(kind), { requestValue: { code, body, note: note || undefined } }),
    update: (kind: string, code: string, version: number, body: unknown, note?: string) =>
      client.put<DescriptorView>(one(kind, code), { requestValue: { version, body, note: note || undefined } }),
    remove: (kind: string, code: string) => client.delete<{ deleted: boolean }>(one(kind, code)),
    reset: (kind: string, code: string, version: number) => client.post<DescriptorView>(`${one(kind, code)}/reset`, { requestValue: { version } }),
    revisions: (kind: string, code: string) => client.get<RevisionSummary[]>(`${one(kind, code)}/revisions`),
    revision: (kind: string, code: string, version: number) => client.get<Revision>(`${one(kind, code)}/revisions/${version}`),
    restore: (kind: string, code: string, revision: number, version: number) =>
      client.post<DescriptorView>(`${one(kind, code)}/restore`, { requestValue: { revision, version } }),
  };
}

export type DesignerApi = ReturnType<typeof descriptorApi>;
