/** The calls of on-board registries (server/modules/registries/routes.ts), over the one API client. */
import type {
  RegistryPageData, RegistryRecord, RegistryRecordDetail, RegistryRecordList,
} from '../../../descriptors/lib/registries/registry-answers.js';
import type { ApiClient } from '../../api/api-client.js';

export type { RegistryElementData, RegistryForm, RegistryPageData, RegistryRecord, RegistryRecordDetail, RegistryTagValue } from '../../../descriptors/lib/registries/registry-answers.js';

const at = (form: string, id?: string) => `/registry-record/${encodeURIComponent(form)}${id ? `/${encodeURIComponent(id)}` : ''}`;

export function registryApi(client: ApiClient) {
  return {
    ships: () => client.get<{ label: string; value: string }[]>('/common/list/units'),
    page: (code: string, unitId: string) => client.get<RegistryPageData>(`/registry-page/${encodeURIComponent(code)}/data?unitId=${encodeURIComponent(unitId)}`),
    records: (form: string, unitId: string) => client.get<RegistryRecordList>(`${at(form)}?unitId=${encodeURIComponent(unitId)}`),
    record: (form: string, id: string) => client.get<RegistryRecordDetail>(at(form, id)),
    create: (form: string, unitId: string, content: Record<string, unknown>) =>
      client.post<RegistryRecord>(at(form), { requestValue: { unitId, content } }),
    update: (form: string, id: string, unitId: string, version: number, content: Record<string, unknown>) =>
      client.put<RegistryRecord>(at(form, id), { requestValue: { unitId, version, content } }),
  };
}

export type RegistryApi = ReturnType<typeof registryApi>;
