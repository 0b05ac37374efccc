/** Fake answers of the EU ETS and FuelEU calls, and the screens rendered inside a router at their address. */
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type {
  EtsFleetResponse, EtsShipResponse, EtsShipYear, FuelEuFleetResponse, FuelEuPoolResponse, FuelEuShipResponse, FuelEuShipYear,
} from '../../../runtime/renderers/emissions/emissions-api.js';
import type { ApiClient } from '../../../runtime/api/api-client.js';
import { fakeServer, on, renderWithShell, type Route as FakeRoute } from './fake-server.js';

export const shipList = [{ label: 'Nordic Ore', value: 'u1' }, { label: 'Baltic Amber', value: 'u2' }, { label: 'Arctic Frost', value: 'u3' }];
export const portList = [{ label: 'Rotterdam', value: 'NLRTM' }, { label: 'Narvik', value: 'NONVK' }, { label: 'Houston', value: 'USHOU' }];

export const etsShip = (overrides: Partial<EtsShipYear> = {}): EtsShipYear => ({
  unitId: 'u1', shipName: 'Nordic Ore', shipType: 'bulk_carrier', year: 2026, from: '2026-01-03T08:00:00.000Z', to: '2026-02-20T06:00:00.000Z',
  phaseIn: 1, iceClassReduction: false,
  emissions: { co2T: 5_230.4, ch4T: 0.262, n2oT: 0.2411 }, scopedCo2eT: 3_912.75, allowances: 3_912.75, allowancesWhole: 3_913, costEur: 281_718,
  byScope: [
    { scope: 'INTRA_EU', scopedCo2eT: 2_500, allowances: 2_500 }, { scope: 'AT_BERTH_EU', scopedCo2eT: 412.75, allowances: 412.75 },
    { scope: 'FROM_EU', scopedCo2eT: 1_000, allowances: 1_000 }, { scope: 'OUTSIDE', scopedCo2eT: 0, allowances: 0 },
  ],
  monthly: [{ month: '2026-01', allowances: 300, costEur: 21_600 }, { month: '2026-02', allowances: 350.5, costEur: 25_236 }],
  projection: null, problem: null, ...overrides,
});

export const etsFleet: EtsFleetResponse = {
  year: 2026, years: [2026, 2025], allowancePriceEur: 72,
  ships: [
    etsShip(),
    etsShip({ unitId: 'u2', shipName: 'Baltic Amber', iceClassReduction: true, allowances: 1_000.4, allowancesWhole: 1_001, costEur: 72_028.8 }),
    etsShip({ unitId: 'u3', shipName: 'Arctic Frost', problem: { key: 'emissions.ets.test.consumerClass', values: { consumer: 'ME' } } }),
  ],
  total: { allowances: 4_913.15, costEur: 353_746.8 },
  projection: null,
};

export const etsShipAnswer: EtsShipResponse = {
  year: 2026, years: [2026, 2025], allowancePriceEur: 72, ship: etsShip(),
  legs: [
    { id: 'l1', kind: 'LEG', fromPort: 'NLRTM', toPort: 'NONVK', start: '2026-01-03T08:00:00.000Z', end: '2026-01-07T10:30:00.000Z', scope: 'INTRA_EU', share: 1,
      emissions: { co2T: 410.2, ch4T: 0.02, n2oT: 0.019 }, scopedCo2eT: 416.15, allowances: 416.15, costEur: 29_962.8 },
    { id: 's1', kind: 'STAY', fromPort: 'NONVK', toPort: 'NONVK', start: '2026-01-07T10:30:00.000Z', end: '2026-01-09T06:00:00.000Z', scope: 'AT_BERTH_EU', share: 1,
      emissions: { co2T: 20, ch4T: 0.001, n2oT: 0.001 }, scopedCo2eT: 20.3, allowances: 20.3, costEur: 1_461.6 },
    { id: 'l2', kind: 'LEG', fromPort: 'NONVK', toPort: 'USHOU', start: '2026-01-09T06:00:00.000Z', end: null, scope: 'FROM_EU', share: 0.5,
      emissions: { co2T: 1_200, ch4T: 0.06, n2oT: 0.055 }, scopedCo2eT: 608.13, allowances: 608.13, costEur: 43_785.36 },
  ],
  voyages: [
    { voyageId: 'v1', fromPort: 'NLRTM', toPort: 'NONVK', start: '2026-01-03T08:00:00.000Z', end: '2026-01-09T06:00:00.000Z', legCount: 1, stayCount: 1,
      scopedCo2eT: 436.45, allowances: 436.45, costEur: 31_424.4 },
    { voyageId: 'v2', fromPort: 'NONVK', toPort: 'USHOU', start: '2026-01-09T06:00:00.000Z', end: null, legCount: 1, stayCount: 0,
      scopedCo2eT: 608.13, allowances: 608.13, costEur: 43_785.36 },
  ],
};

export const fuelEuShip = (overrides: Partial<FuelEuShipYear> = {}): FuelEuShipYear => ({
  unitId: 'u1', shipName: 'Nordic Ore', shipType: 'bulk_carrier', year: 2026, from: '2026-01-03T08:00:00.000Z', to: '2026-02-20T06:00:00.000Z', energyMj: 87_405_000,
  scopedFuel: [{ fuel: 'HFO', massT: 2_000 }, { fuel: 'MDO_MGO', massT: 150 }],
  wttGCo2ePerMj: 13.57, ttwGCo2ePerMj: 78.10262, ghgIntensity: 91.67262, targetIntensity: 89.3368,
  complianceBalanceG: -204_162_496, consecutiveDeficits: 2, penaltyEur: 143_402.39,
  monthly: [{ month: '2026-01', ghgIntensity: 91.6, energyMj: 7_000_000 }, { month: '2026-02', ghgIntensity: 91.8, energyMj: 7_100_000 }],
  projection: null, problem: null, ...overrides,
});

export const fuelEuFleet: FuelEuFleetResponse = {
  year: 2026, years: [2026, 2025], gwp: 'AR4',
  ships: [
    fuelEuShip(),
    fuelEuShip({ unitId: 'u3', shipName: 'Arctic Frost', energyMj: 120_000_000, ghgIntensity: 80.5, wttGCo2ePerMj: 18.5, ttwGCo2ePerMj: 62,
      complianceBalanceG: 1_060_416_000, consecutiveDeficits: 0, penaltyEur: 0 }),
    fuelEuShip({ unitId: 'u2', shipName: 'Baltic Amber', energyMj: 0, ghgIntensity: null, wttGCo2ePerMj: null, ttwGCo2ePerMj: null,
      complianceBalanceG: null, consecutiveDeficits: 0, penaltyEur: null, problem: { key: 'emissions.fueleu.test.noFactors', values: { fuel: 'LNG' } } }),
  ],
  total: { complianceBalanceG: 856_253_504, penaltyEur: 143_402.39 },
  projection: null,
};

export const fuelEuShipAnswer: FuelEuShipResponse = {
  year: 2026, years: [2026, 2025], gwp: 'AR4', ship: fuelEuShip(), borrowingLimitG: 156_170_000,
  legs: [
    { id: 'l1', kind: 'LEG', fromPort: 'NLRTM', toPort: 'NONVK', start: '2026-01-03T08:00:00.000Z', end: '2026-01-07T10:30:00.000Z', scope: 'INTRA_EU', share: 1, energyMj: 5_200_000, ghgIntensity: 91.64 },
    { id: 'l2', kind: 'LEG', fromPort: 'NONVK', toPort: 'USHOU', start: '2026-01-09T06:00:00.000Z', end: '2026-01-25T06:00:00.000Z', scope: 'FROM_EU', share: 0.5, energyMj: 9_800_000, ghgIntensity: 91.7 },
  ],
};

export const poolAnswer: FuelEuPoolResponse = {
  year: 2026, poolBalanceG: 856_253_504, problems: [],
  members: [
    { unitId: 'u1', shipName: 'Nordic Ore', shipType: 'bulk_carrier', beforeG: -204_162_496, afterG: 0, penaltyBeforeEur: 143_402.39, penaltyAfterEur: 0 },
    { unitId: 'u3', shipName: 'Arctic Frost', shipType: 'gas_carrier', beforeG: 1_060_416_000, afterG: 856_253_504, penaltyBeforeEur: 0, penaltyAfterEur: 0 },
  ],
};

/** Shows where a click took the user. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

/** A screen at its address inside a router (with a stand-in for the page a row opens), over the fake server. */
export function renderAt(path: string, screen: (client: ApiClient) => ReactNode, routes: FakeRoute[], language: 'en' | 'ru' = 'en') {
  const server = fakeServer(
    on('GET', '/common/list/units', { body: shipList }),
    on('GET', '/common/list/ports', { body: portList }),
    ...routes,
  );
  const route = path.split('?')[0];
  renderWithShell(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={<>{screen(server.client)}<Address /></>} />
        <Route path="*" element={<Address />} />
      </Routes>
    </MemoryRouter>,
    language,
  );
  return server;
}
