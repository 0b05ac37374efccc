/** The wire shapes of /api/voyage-summary (server/modules/voyages/routes.ts), shared by the server and the /voyage-summary screen. */

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
  distanceNm: number;
  hoursAtSea: number;
  hoursAtAnchor: number;
  cargoTonnes: number;
  /** passenger ships: passengers on board */
  passengers: number | null;
  /** fuel burnt on the leg (at sea), t */
  fuelAtSeaT: number;
  /** the stay at the arrival port: departure from it (null while alongside), hours and fuel at berth */
  berthDeparture: string | null;
  hoursAtBerth: number | null;
  fuelAtBerthT: number | null;
  /** Σ fuel · CF of the leg and its stay; null when a fuel has no CF */
  co2T: number | null;
}

export interface VoyageSummary {
  id: string;
  version: number;
  unitId: string;
  shipName: string;
  status: VoyageStatus;
  fromPort: string;
  toPort: string;
  departure: string;
  arrival: string | null;
  /** departure from the last arrival port, when the ship has left it */
  end: string | null;
  legs: VoyageLegSummary[];
  distanceNm: number;
  hoursAtSea: number;
  hoursAtAnchor: number;
  hoursAtBerth: number;
  /** the most cargo carried on a leg, t */
  cargoTonnes: number;
  fuel: FuelByType[];
  fuelTotalT: number;
  /** Σ fuel · CF (MEPC.364(79)); null when a fuel has no CF */
  co2T: number | null;
  /** CO2 counted by EU MRV/ETS scope: 100 % intra-EU and at EU berths, 50 % to or from the EU (before the ETS phase-in) */
  co2EuScopeT: number | null;
  closedAt: string | null;
  closedBy: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
}
