/** The calls of /voyage-summary (server/modules/voyages/routes.ts) and the shapes they answer. */
import type { ApiClient } from '../../api/api-client.js';

export type VoyageStatus = 'OPEN' | 'CLOSED' | 'DELETED';

export interface FuelByType {
  fuel: string;
  atSeaT: number;
  atBerthT: number;
  totalT: number;
}

export interface VoyageLegSummary {
  id: string;
  fromPort: string;
  toPort: string;
  departure: string;
  arrival: string | null;
  euScope: string | null;
  berthEuScope: string | null;
}

export interface Voyage {
  id: string;
  version: number;
  unitId: string;
  shipName: string;
  status: VoyageStatus;
  fromPort: string;
  toPort: string;
  departure: string;
  arrival: string | null;
  end: string | null;
  legs: VoyageLegSummary[];
  distanceNm: number;
  hoursAtSea: number;
  hoursAtAnchor: number;
  hoursAtBerth: number;
  cargoTonnes: number;
  fuel: FuelByType[];
  fuelTotalT: number;
  co2T: number | null;
  co2EuScopeT: number | null;
  closedAt: string | null;
  closedBy: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
}

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
