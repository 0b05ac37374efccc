/** The calls of on-board registries (server/modules/registries/routes.ts), over the one API client. */
import type {
  RegistryPageData, RegistryRecord, RegistryRecordDetail, RegistryRecordList,
} from '../../../descriptors/lib/registries/registry-answers.js';
import type { ApiClient } from '../../api/api-client.js';

export type {
  RegistryElementData, RegistryForm, RegistryPageData, RegistryRecord, RegistryRecordDetail, RegistryRecordList, RegistryTagValue,
} from '../../../descriptors/lib/registries/registry-answers.js';

const at = (form: string, id?: string) => `/registry-record/${encodeURIComponent(form)}${id ? `/${encodeURIComponent(id)}` : ''}`;

/** The most records one list call answers (the route's limit). */
export const recordsPerCall = 500;

export function registryApi(client: ApiClient) {
  const records = (form: string, unitId: string, page: { limit: number; offset: number }) =>
    client.get<RegistryRecordList>(`${at(form)}?${new URLSearchParams({ unitId, limit: String(page.limit), offset: String(page.offset) }).toString()}`);
  return {
    ships: () => client.get<{ label: string; value: string }[]>('/common/list/units'),
    page: (code: string, unitId: string) => client.get<RegistryPageData>(`/registry-page/${encodeURIComponent(code)}/data?unitId=${encodeURIComponent(unitId)}`),
    /** A page of a ship's records of a form, newest first, with their total. */
    records,
    /** Every record of a ship in a form, newest first (for its printout), read a call's worth at a time. */
    allRecords: async (form: string, unitId: string): Promise<RegistryRecordList> => {
      const first = await records(form, unitId, { limit: recordsPerCall, offset: 0 });
      const all = [...first.records];
      while (all.length < first.total) {
        const next = await records(form, unitId, { limit: recordsPerCall, offset: all.length });
        if (!next.records.length) break;
        all.push(...next.records);
      }
      return { ...first, records: all };
    },
    record: (form: string, id: string) => client.get<RegistryRecordDetail>(at(form, id)),
    create: (form: string, unitId: string, content: Record<string, unknown>) =>
      client.post<RegistryRecord>(at(form), { requestValue: { unitId, content } }),
    update: (form: string, id: string, unitId: string, version: number, content: Record<string, unknown>) =>
      client.put<RegistryRecord>(at(form, id), { requestValue: { unitId, version, content } }),
    strikeOut: (form: string, id: string, version: number, reason: string) =>
      client.post<RegistryRecord>(`${at(form, id)}/strike-out`, { requestValue: { version, reason } }),
  };
}

export type RegistryApi = ReturnType<typeof registryApi>;
