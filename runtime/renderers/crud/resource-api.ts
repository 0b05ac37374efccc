/** Typed calls of the generic resource convention (DESIGN §5) for one resource, through the one API client. */
import type { ApiClient } from '../../api/api-client.js';
import type { ResourceDefinition } from '../../../descriptors/lib/resource.js';

export type RecordData = Record<string, unknown>;

/** A record as the list and the record calls answer it. */
export interface ResourceRecord {
  id: string;
  version: number;
  code: string | null;
  label: string;
  data: RecordData;
  disabled: boolean;
  updatedAt: string;
  updatedBy: string | null;
}

export interface RecordPage {
  items: ResourceRecord[];
  total: number;
  page: number;
  size: number;
}

export interface DefinitionAnswer {
  code: string;
  version: number;
  definition: ResourceDefinition;
  canManage: boolean;
}

export interface Referrer {
  resource: string;
  resourceTitle: string;
  id: string;
  label: string;
  disabled?: boolean;
}

/** The answer of checkDisable: what stops the record being disabled, and what else relies on it. */
export interface DisableCheck {
  allowed: boolean;
  blockers: Referrer[];
  affected: Referrer[];
}

/** A record a new one may duplicate (the descriptor's duplicateFields all equal). */
export interface LikelyDuplicate {
  id: string;
  label: string;
  disabled: boolean;
}

export interface SortOrder {
  field: string;
  direction: 'asc' | 'desc';
}

/** What the table asks for: a page, the order, the search text, column filters and whether disabled records show. */
export interface ListParams {
  page: number;
  size: number;
  sort?: SortOrder;
  search?: string;
  filters?: Record<string, string>;
  includeDisabled?: boolean;
}

/** The query string of a list call; empty search and filters are left out. */
export function listQueryString(params: ListParams): string {
  const query = new URLSearchParams({ page: String(params.page), size: String(params.size) });
  if (params.sort) query.set('sort', `${params.sort.field},${params.sort.direction}`);
  const search = params.search?.trim();
  if (search) query.set('search', search);
  for (const [field, value] of Object.entries(params.filters ?? {})) {
    if (value !== '') query.set(`f.${field}`, value);
  }
  if (params.includeDisabled) query.set('includeDisabled', 'true');
  return query.toString();
}

const segment = encodeURIComponent;

export function resourceApi(client: ApiClient, resource: string) {
  const base = `/${segment(resource)}`;
  return {
    definition: () => client.get<DefinitionAnswer>(`/resource-definitions/${segment(resource)}`),
    list: (params: ListParams) => client.get<RecordPage>(`${base}?${listQueryString(params)}`),
    get: (id: string) => client.get<ResourceRecord>(`${base}/${segment(id)}`),
    create: (data: RecordData) => client.post<ResourceRecord>(base, { requestValue: { data } }),
    update: (id: string, change: { version: number; data?: RecordData; disabled?: boolean }) =>
      client.put<ResourceRecord>(`${base}/${segment(id)}`, { requestValue: change }),
    remove: (id: string) => client.delete<{ deleted: boolean }>(`${base}/${segment(id)}`),
    referrers: (id: string) => client.get<Referrer[]>(`${base}/${segment(id)}/referrers`),
    checkDisable: (id: string) => client.get<DisableCheck>(`${base}/checkDisable/${segment(id)}`),
    checkDuplicates: (data: RecordData, exceptId?: string) =>
      client.post<{ duplicates: LikelyDuplicate[] }>(`${base}/checkDuplicates`, { requestValue: { data, exceptId } }),
    /** Calls a record action's route (path below /api with {id}); its server messages report the result. */
    runAction: (method: 'POST' | 'PUT', path: string, id: string) => client.request<unknown>(method, path.replace('{id}', segment(id))),
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;

/** Every record the current query matches, page after page (for the export). */
export async function listAll(api: ResourceApi, params: Omit<ListParams, 'page' | 'size'>, pageSize = 500): Promise<ResourceRecord[]> {
  const items: ResourceRecord[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.list({ ...params, page, size: pageSize });
    items.push(...answer.items);
    if (answer.items.length < pageSize || items.length >= answer.total) return items;
  }
}
