/** The calls of /voyage-summary (server/modules/voyages/routes.ts) and the shapes they answer. */
import type { VoyageSummary } from '../../../descriptors/lib/voyages/voyage-summary-types.js';
import type { ApiClient } from '../../api/api-client.js';

export type { FuelByType, VoyageLegSummary, VoyageStatus } from '../../../descriptors/lib/voyages/voyage-summary-types.js';
/** A voyage as /api/voyage-summary answers it. */
export type Voyage = VoyageSummary;

export interface VoyageQuery {
  unitId?: string;
  /** ISO days, inclusive */
  from: string;
  to: string;
  includeDeleted: boolean;
}

export function voyageSummaryApi(client: ApiClient) {
  return {
    list: (query: VoyageQuery) => {
      const params = new URLSearchParams({ period: `${query.from}..${query.to}` });
      if (query.unitId) params.set('unitId', query.unitId);
      if (query.includeDeleted) params.set('includeDeleted', 'true');
      return client.get<{ voyages: Voyage[] }>(`/voyage-summary?${params.toString()}`);
    },
    close: (voyage: Voyage) => client.post<Voyage>(`/voyage-summary/${encodeURIComponent(voyage.id)}/close`, { requestValue: { version: voyage.version } }),
    remove: (voyage: Voyage) => client.post<Voyage>(`/voyage-summary/${encodeURIComponent(voyage.id)}/delete`, { requestValue: { version: voyage.version } }),
    ships: () => client.get<{ label: string; value: string }[]>('/common/list/units'),
    ports: () => client.get<{ label: string; value: string }[]>('/common/list/ports'),
  };
}

export type VoyageSummaryApi = ReturnType<typeof voyageSummaryApi>;
