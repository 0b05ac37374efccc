/**
 * The wire shapes of the emissions API (`/api/emissions/…`, server/modules/emissions/routes.ts), shared by the server
 * and the emissions screens (runtime/renderers/emissions/) so the two never drift. Units: fuel and gases in t, distance
 * nm, CII/AER/EEOI g CO2/(capacity·nm), FuelEU intensity gCO2e/MJ, balances gCO2e, money EUR. Figures are unrounded.
 */

import type { EuScope, MrvSplit } from './eu-scope.js';

export type { EuScope, MrvSplit } from './eu-scope.js';

export type CiiRating = 'A' | 'B' | 'C' | 'D' | 'E';
export type CapacityKind = 'DWT' | 'GT';

export interface FuelMass {
  /** fuel-category code (HFO, LFO, MDO_MGO, LNG …) */
  fuel: string;
  massT: number;
}

/** Why a ship's figure could not be computed, as a translation key with its values (shown instead of a number). */
export interface FigureProblem {
  key: string;
  values?: Record<string, string | number>;
}

export interface ShipRef {
  unitId: string;
  shipName: string;
  /** the particulars' shipType (bulk_carrier …); null when not set */
  shipType: string | null;
}

export interface EmissionSettings {
  ciiEdition: '2021' | '2022';
  /** WORSE: a value exactly on a boundary gets the worse band */
  ciiTieRule: 'WORSE' | 'BETTER';
  fuelEuGwp: 'AR4' | 'AR5';
  etsAllowancePriceEur: number;
}

/* ---------- CII ---------- */

export interface CiiBoundariesDto {
  superior: number;
  lower: number;
  upper: number;
  inferior: number;
}

export interface CiiAssessmentDto {
  year: number;
  capacityKind: CapacityKind;
  /** actual DWT/GT (transport work) */
  capacity: number;
  /** capacity used in the reference line (capped) */
  referenceCapacity: number;
  co2T: number | null;
  distanceNm: number | null;
  attained: number;
  reference: number;
  reductionPercent: number;
  required: number;
  boundaries: CiiBoundariesDto;
  ratio: number;
  rating: CiiRating;
}

/** One point of the reference-line chart: the required CII and its boundaries at a capacity. */
export interface CiiCurvePoint {
  capacity: number;
  required: number;
  superior: number;
  lower: number;
  upper: number;
  inferior: number;
}

/** POST /api/emissions/cii/calculate */
export interface CiiCalculateRequest {
  /** ship resource shipType (bulk_carrier …) */
  shipType: string;
  dwt?: number;
  gt?: number;
  year: number;
  fuel: FuelMass[];
  distanceNm: number;
}
export interface CiiCalculateResponse {
  assessment: CiiAssessmentDto;
  curve: CiiCurvePoint[];
  settings: EmissionSettings;
}

export interface CiiMonthPoint {
  /** YYYY-MM */
  month: string;
  /** attained from 1 January to the end of this month */
  attainedToDate: number;
  required: number;
}

export interface CiiShipYear extends ShipRef {
  year: number;
  /** the period the legs cover in this year (ISO), null without legs */
  from: string | null;
  to: string | null;
  distanceNm: number;
  fuel: FuelMass[];
  co2T: number;
  /** null with a problem */
  assessment: CiiAssessmentDto | null;
  /** the year's rating at the year-to-date rate: same fuel per mile, the year's remaining days sailed as so far */
  projection: { distanceNm: number; co2T: number; assessment: CiiAssessmentDto } | null;
  trend: CiiMonthPoint[];
  problem: FigureProblem | null;
}

/** GET /api/emissions/cii/overview?year=&unitId= */
export interface CiiOverviewResponse {
  year: number;
  /** years with legs for the picker, newest first */
  years: number[];
  ships: CiiShipYear[];
  /** earlier years' ratings per ship: the trend of ratings */
  history: { unitId: string; year: number; rating: CiiRating | null; attained: number | null }[];
  settings: EmissionSettings;
}

/** POST /api/emissions/cii/simulate: what-if for the rest of the year */
export interface CiiSimulateRequest {
  unitId: string;
  year: number;
  /** the rest of the year's sailing: days at sea, mean speed, fuel per day at sea, fuel type */
  restOfYear: { daysAtSea: number; speedKn: number; fuelPerDayT: number; fuel: string };
}
export interface CiiSimulateResponse {
  toDate: CiiShipYear;
  restOfYear: { distanceNm: number; fuel: FuelMass[]; co2T: number };
  projected: CiiAssessmentDto;
  /** attained that the rest of the year may reach at most to keep rating C or better (null when out of reach) */
  maxAttainedForC: number | null;
}

/** POST /api/emissions/cii/deviation (CII_VRT_DEVIATION_EXCLUSIONS): MEPC.355(78) corrections and voyage adjustments */
export interface CiiDeviationRequest {
  unitId: string;
  year: number;
  /** legs whose fuel and distance are excluded as adjustment periods (safety, search and rescue, ice navigation) */
  excludedLegs: { legId: string; reason: 'SHIP_SAFETY' | 'SEARCH_AND_RESCUE' | 'ICE_NAVIGATION' }[];
  /** fuel for cargo/ship-specific consumers per fuel type, deducted with the year's factor */
  corrections: { fuel: string; electricalT?: number; boilerT?: number; othersT?: number; transferT?: number }[];
}
export interface CiiDeviationLeg {
  legId: string;
  fromPort: string;
  toPort: string;
  departure: string;
  arrival: string | null;
  distanceNm: number;
  fuel: FuelMass[];
}
export interface CiiDeviationResponse {
  legs: CiiDeviationLeg[];
  uncorrected: CiiAssessmentDto | null;
  corrected: CiiAssessmentDto | null;
  deductionFactor: number;
  excludedDistanceNm: number;
  excludedFuel: FuelMass[];
  problem: FigureProblem | null;
}

/* ---------- AER / cgDIST and EEOI ---------- */

/** POST /api/emissions/aer/calculate */
export interface AerCalculateRequest {
  capacityKind: CapacityKind;
  capacity: number;
  fuel: FuelMass[];
  distanceNm: number;
}
export interface AerCalculateResponse {
  co2T: number;
  value: number;
  capacityKind: CapacityKind;
}

export interface AerShipYear extends ShipRef {
  year: number;
  capacityKind: CapacityKind | null;
  capacity: number | null;
  distanceNm: number;
  co2T: number;
  /** AER (DWT) or cgDIST (GT) */
  value: number | null;
  monthly: { month: string; value: number | null }[];
  problem: FigureProblem | null;
}
/** GET /api/emissions/aer/overview?year= */
export interface AerOverviewResponse {
  year: number;
  years: number[];
  ships: AerShipYear[];
}

/** POST /api/emissions/eeoi/calculate: one or more voyages → per voyage and the ratio of sums */
export interface EeoiCalculateRequest {
  voyages: { name?: string; fuel: FuelMass[]; cargo: number; distanceNm: number }[];
}
export interface EeoiFigureDto {
  co2T: number;
  transportWork: number;
  /** null for ballast only (no cargo work) */
  value: number | null;
}
export interface EeoiCalculateResponse {
  voyages: EeoiFigureDto[];
  total: EeoiFigureDto;
}

export interface EeoiVoyageRow {
  voyageId: string;
  fromPort: string;
  toPort: string;
  departure: string;
  end: string | null;
  distanceNm: number;
  cargo: number;
  cargoUnit: 't' | 'TEU' | 'passengers';
  figure: EeoiFigureDto;
  /** over this and the previous voyages of the window */
  rolling: EeoiFigureDto;
}
/** GET /api/emissions/eeoi?unitId=&year=&window= */
export interface EeoiShipResponse extends ShipRef {
  year: number;
  window: number;
  voyages: EeoiVoyageRow[];
  period: EeoiFigureDto;
  problem: FigureProblem | null;
}
/** GET /api/emissions/eeoi/overview?year= */
export interface EeoiOverviewResponse {
  year: number;
  years: number[];
  ships: (ShipRef & { voyages: number; cargoUnit: 't' | 'TEU' | 'passengers'; period: EeoiFigureDto | null; problem: FigureProblem | null })[];
}

/* ---------- EU ETS ---------- */

/** CO2, CH4 and N2O from fuel, in t. */
export interface GhgMass {
  co2T: number;
  ch4T: number;
  n2oT: number;
}

/** A leg (fuel at sea) or a stay at berth with its EU scope and the share of it that counts. */
export interface ScopedRecordRow {
  /** leg id, or the port-call id for a stay at berth */
  id: string;
  kind: 'LEG' | 'STAY';
  fromPort: string;
  toPort: string;
  start: string;
  end: string | null;
  scope: EuScope;
  share: number;
}

export interface EtsLegRow extends ScopedRecordRow {
  emissions: GhgMass;
  /** CO2 (+ CH4, N2O as CO2e from 2026) × share */
  scopedCo2eT: number;
  allowances: number;
  costEur: number;
}

export interface EtsShipYear extends ShipRef {
  year: number;
  /** the period the legs and stays cover in this year (ISO), null without any: the figures are "to date" in a running year */
  from: string | null;
  to: string | null;
  phaseIn: number;
  iceClassReduction: boolean;
  emissions: GhgMass;
  scopedCo2eT: number;
  allowances: number;
  /** whole allowances to surrender */
  allowancesWhole: number;
  costEur: number;
  byScope: { scope: EuScope; scopedCo2eT: number; allowances: number }[];
  monthly: { month: string; allowances: number; costEur: number }[];
  /** the year at the year-to-date rate (as CII's projection); null for a year that is over */
  projection: { scopedCo2eT: number; allowances: number; allowancesWhole: number; costEur: number } | null;
  problem: FigureProblem | null;
}

/** GET /api/emissions/ets/fleet?year= */
export interface EtsFleetResponse {
  year: number;
  years: number[];
  allowancePriceEur: number;
  ships: EtsShipYear[];
  total: { allowances: number; costEur: number };
  /** the fleet's year at the year-to-date rate: the ships' projections summed; null for a year that is over */
  projection: { allowances: number; costEur: number } | null;
}
/** A voyage (port of call to port of call, with the stays at its arrival ports) and its allowances. */
export interface EtsVoyageRow {
  voyageId: string;
  fromPort: string;
  toPort: string;
  start: string;
  end: string | null;
  legCount: number;
  stayCount: number;
  scopedCo2eT: number;
  allowances: number;
  costEur: number;
}

/** GET /api/emissions/ets/ship?unitId=&year= */
export interface EtsShipResponse {
  year: number;
  years: number[];
  allowancePriceEur: number;
  ship: EtsShipYear;
  legs: EtsLegRow[];
  voyages: EtsVoyageRow[];
}

/* ---------- FuelEU Maritime ---------- */

export interface FuelEuShipYear extends ShipRef {
  year: number;
  /** the period the legs and stays cover in this year (ISO), null without any */
  from: string | null;
  to: string | null;
  /** MJ in scope (legs × share, stays at EU berths) */
  energyMj: number;
  scopedFuel: FuelMass[];
  wttGCo2ePerMj: number | null;
  ttwGCo2ePerMj: number | null;
  ghgIntensity: number | null;
  targetIntensity: number;
  /** positive surplus, negative deficit, gCO2e */
  complianceBalanceG: number | null;
  /** deficit years in a row ending this year (1 = first) */
  consecutiveDeficits: number;
  penaltyEur: number | null;
  monthly: { month: string; ghgIntensity: number | null; energyMj: number }[];
  /** the year at the year-to-date rate: the same intensity over the year's energy; null for a year that is over */
  projection: { energyMj: number; complianceBalanceG: number; penaltyEur: number } | null;
  problem: FigureProblem | null;
}

/** GET /api/emissions/fueleu/fleet?year= */
export interface FuelEuFleetResponse {
  year: number;
  years: number[];
  gwp: 'AR4' | 'AR5';
  ships: FuelEuShipYear[];
  total: { complianceBalanceG: number; penaltyEur: number };
  /** the fleet's year at the year-to-date rate; null for a year that is over */
  projection: { complianceBalanceG: number; penaltyEur: number } | null;
}

export interface FuelEuLegRow extends ScopedRecordRow {
  energyMj: number;
  ghgIntensity: number | null;
}
/** GET /api/emissions/fueleu/ship?unitId=&year= */
export interface FuelEuShipResponse {
  year: number;
  years: number[];
  gwp: 'AR4' | 'AR5';
  ship: FuelEuShipYear;
  legs: FuelEuLegRow[];
  /** 2 % × target × energy: what the ship could borrow, gCO2e */
  borrowingLimitG: number;
}

/** POST /api/emissions/fueleu/pool: a pooling simulation across chosen ships */
export interface FuelEuPoolRequest {
  year: number;
  unitIds: string[];
}
export interface FuelEuPoolResponse {
  year: number;
  members: (ShipRef & { beforeG: number; afterG: number; penaltyBeforeEur: number; penaltyAfterEur: number })[];
  poolBalanceG: number;
  /** translation keys of the rules the pool breaks (sum below zero …); empty when the pool is valid */
  problems: FigureProblem[];
}

/* ---------- EU MRV ---------- */

export interface MrvVoyageRow {
  id: string;
  kind: 'LEG' | 'STAY';
  scope: MrvSplit;
  departurePort: string;
  arrivalPort: string;
  departureTime: string;
  arrivalTime: string;
  distanceNm: number;
  timeAtSeaH: number;
  cargo: number;
  fuel: FuelMass[];
  emissions: GhgMass;
  co2eT: number;
  transportWork: number;
}

/** Gases from fuel with their CO2 equivalent: CO2 + 28·CH4 + 265·N2O (IPCC AR5, Reg. 2015/757 as amended). */
export interface MrvEmissions extends GhgMass {
  co2eT: number;
}

/** Average energy efficiency (Reg. (EU) 2015/757 Art. 10); null when the denominator is zero. */
export interface MrvEfficiency {
  fuelPerDistanceKgPerNm: number | null;
  fuelPerTransportWorkGPerUnitNm: number | null;
  co2ePerDistanceKgPerNm: number | null;
  co2ePerTransportWorkGPerUnitNm: number | null;
}

export interface MrvAnnualDto {
  fuelByType: { fuel: string; totalT: number }[];
  total: MrvEmissions;
  bySplit: ({ split: MrvSplit } & MrvEmissions)[];
  distanceNm: number;
  timeAtSeaH: number;
  transportWork: number;
  efficiency: MrvEfficiency;
}

/** GET /api/emissions/mrv?unitId=&year= ; the same as CSV: GET /api/emissions/mrv.csv?unitId=&year= */
export interface MrvReportResponse extends ShipRef {
  year: number;
  years: number[];
  imoNumber: string | null;
  cargoUnit: 't' | 'TEU' | 'passengers';
  voyages: MrvVoyageRow[];
  annual: MrvAnnualDto | null;
  problem: FigureProblem | null;
}
