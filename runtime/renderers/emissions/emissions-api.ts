/** The calls of the emissions screens (server/modules/emissions/routes.ts); the shapes are shared with the server. */
import type {
  AerCalculateRequest, AerCalculateResponse, AerOverviewResponse, CiiCalculateRequest, CiiCalculateResponse, CiiDeviationRequest,
  CiiDeviationResponse, CiiOverviewResponse, CiiSimulateRequest, CiiSimulateResponse, EeoiCalculateRequest, EeoiCalculateResponse,
  EeoiOverviewResponse, EeoiShipResponse, EtsFleetResponse, EtsShipResponse, FuelEuFleetResponse, FuelEuPoolRequest, FuelEuPoolResponse,
  FuelEuShipResponse, MrvReportResponse,
} from '../../../descriptors/lib/emissions/api-types.js';
import type { ApiClient } from '../../api/api-client.js';

export type * from '../../../descriptors/lib/emissions/api-types.js';

const query = (values: Record<string, string | number | undefined | null>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export function emissionsApi(client: ApiClient) {
  return {
    ships: () => client.get<{ label: string; value: string }[]>('/common/list/units'),
    ports: () => client.get<{ label: string; value: string }[]>('/common/list/ports'),
    /** fuel categories by code (HFO, MDO_MGO …), for every user: the values the emissions calls take */
    fuels: () => client.get<{ label: string; value: string }[]>('/common/list/fuel-categories'),
    ciiCalculate: (body: CiiCalculateRequest) => client.post<CiiCalculateResponse>('/emissions/cii/calculate', body),
    ciiOverview: (year?: number, unitId?: string) => client.get<CiiOverviewResponse>(`/emissions/cii/overview${query({ year, unitId })}`),
    ciiSimulate: (body: CiiSimulateRequest) => client.post<CiiSimulateResponse>('/emissions/cii/simulate', body),
    ciiDeviation: (body: CiiDeviationRequest) => client.post<CiiDeviationResponse>('/emissions/cii/deviation', body),
    aerCalculate: (body: AerCalculateRequest) => client.post<AerCalculateResponse>('/emissions/aer/calculate', body),
    aerOverview: (year?: number) => client.get<AerOverviewResponse>(`/emissions/aer/overview${query({ year })}`),
    eeoiCalculate: (body: EeoiCalculateRequest) => client.post<EeoiCalculateResponse>('/emissions/eeoi/calculate', body),
    eeoiShip: (unitId: string, year?: number, window?: number) => client.get<EeoiShipResponse>(`/emissions/eeoi${query({ unitId, year, window })}`),
    eeoiOverview: (year?: number) => client.get<EeoiOverviewResponse>(`/emissions/eeoi/overview${query({ year })}`),
    etsFleet: (year?: number) => client.get<EtsFleetResponse>(`/emissions/ets/fleet${query({ year })}`),
    etsShip: (unitId: string, year?: number) => client.get<EtsShipResponse>(`/emissions/ets/ship${query({ unitId, year })}`),
    fuelEuFleet: (year?: number) => client.get<FuelEuFleetResponse>(`/emissions/fueleu/fleet${query({ year })}`),
    fuelEuShip: (unitId: string, year?: number) => client.get<FuelEuShipResponse>(`/emissions/fueleu/ship${query({ unitId, year })}`),
    fuelEuPool: (body: FuelEuPoolRequest) => client.post<FuelEuPoolResponse>('/emissions/fueleu/pool', body),
    mrvReport: (unitId: string, year?: number) => client.get<MrvReportResponse>(`/emissions/mrv${query({ unitId, year })}`),
    /** the annual report as a CSV file (download it with crud/csv.ts downloadBlob) */
    mrvCsv: (unitId: string, year: number) => client.get<Blob>(`/emissions/mrv.csv${query({ unitId, year })}`, { asBlob: true }),
  };
}

export type EmissionsApi = ReturnType<typeof emissionsApi>;
