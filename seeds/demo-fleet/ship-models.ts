/**
 * What the simulator knows about each demo ship: the particulars of seeds/demo-accounts.ts plus the ones it lacks
 * there (design speed, block coefficient, hotel loads, fuel policy…), each marked as added here. The admiralty
 * coefficient is derived so the ship makes its design speed at 75 % MCR of the engines that drive it at sea, in calm
 * water at design draft. Whether exhaust gas is cleaned comes from the particulars alone (none of the six lists a
 * scrubber), so no ship can burn high-sulphur fuel in an emission control area on a habit the particulars deny.
 */
import { demoShips } from '../demo-accounts.js';
import type { EngineCurve } from './engine-curves.js';

/** The six ship types the fleet covers. */
export type ShipKind = 'bulk' | 'tanker' | 'container' | 'lng' | 'ropax' | 'cruise';
/** Engine-room consumers of the fuel-flow series. */
export type Consumer = 'ME' | 'AE' | 'BOILER';

/** The physics and habits of one ship. */
export interface ShipModel {
  code: string;
  kind: ShipKind;
  dwt: number;
  lbp: number;
  breadth: number;
  designDraft: number;
  /** t, at design draft: Cb · L · B · T · 1.025 */
  designDisplacement: number;
  /** t */
  lightship: number;
  designSpeedKn: number;
  /** C = Δ^(2/3)·V³/P (t, kn, kW), performance.md §2 */
  admiraltyCoefficient: number;
  propulsion: 'direct' | 'geared-cpp' | 'diesel-electric';
  shafts: number;
  engineCount: number;
  /** MCR of one main engine (or propulsion motor), kW */
  engineMcrKw: number;
  /** propeller rpm at MCR (engine rpm / gearbox ratio for geared ships) */
  propellerRpmAtMcr: number;
  /** design pitch, m */
  pitchM: number;
  /** apparent slip at the design point */
  designSlip: number;
  /** shaft power / engine brake power (gearbox, or generator-to-motor chain for diesel-electric) */
  transmissionEfficiency: number;
  mainEngineCurve: EngineCurve;
  gensetCurve: EngineCurve;
  gensetCount: number;
  gensetRatedKw: number;
  hotelSeaKw: number;
  hotelPortKw: number;
  /** bow/stern thrusters at full use near the berth, kW */
  thrusterKw: number;
  /** reefer plugs in use (container ship), kW per plug about 3 */
  reeferKw: [min: number, max: number];
  /** cargo pumps or compressors run on AE during cargo operations, kW */
  cargoOpsElectricKw: number;
  boilerPortKgH: number;
  boilerSeaKgH: number;
  /** extra boiler fuel for steam cargo pumps during discharge, kg/h */
  boilerDischargeKgH: number;
  /** frontal windage area A_XV at design draft, m² (ISO 19030 Annex G) */
  windageAreaM2: number;
  /** fuel burnt outside emission control areas and at non-EU berths */
  mainFuel: string;
  /** low-sulphur fuel inside SOx ECAs and at EU/EEA berths, unless a scrubber is fitted */
  ecaFuel: string;
  /** an exhaust gas cleaning system in the particulars: only then may the main fuel be burnt in SOx ECAs */
  hasScrubber: boolean;
  /** pilot oil of dual-fuel engines */
  pilotFuel?: string;
  /** a boiler fired on its own fuel rather than the main and ECA fuel (the LNG carrier's auxiliary boiler burns MGO) */
  boilerFuel?: string;
  /** the consumer/fuel pairs with a flow meter, in series order */
  fuelMeters: [Consumer, string][];
  /** static trim by the stern when laden / in ballast, m */
  trimLadenM: number;
  trimBallastM: number;
  /** ballast water in a ballast passage, fraction of DWT */
  ballastFraction: number;
  /** seeded fouling growth, % power per month */
  foulingPerMonth: [min: number, max: number];
  serviceSpeedKn: { laden: number; ballast: number };
  /** STW while manoeuvring under pilotage, kn */
  manoeuvringSpeedKn: number;
  /** time constant of speed changes, minutes */
  speedTimeConstantMin: number;
  /** nominal container capacity of a container ship, TEU (its cargoCapacity particular) */
  teuCapacity?: number;
}

type Particulars = (typeof demoShips)[number]['particulars'];

/** What each ship needs beyond its particulars. Values are typical for the type; they are not in demo-accounts.ts. */
interface Habits extends Omit<ShipModel, 'code' | 'dwt' | 'lbp' | 'breadth' | 'designDraft' | 'designDisplacement' | 'lightship' |
  'admiraltyCoefficient' | 'engineCount' | 'engineMcrKw' | 'pitchM' | 'designSlip' | 'gensetCount' | 'gensetRatedKw' | 'propellerRpmAtMcr' | 'teuCapacity' |
  'hasScrubber'> {
  blockCoefficient: number;
  /** gearbox ratio engine/propeller for geared ships */
  gearRatio?: number;
  /**
   * main engines that make the design speed, when fewer than all: a ro-pax with four engines on two shafts keeps its
   * timetable on one engine per shaft and runs all four only to catch up (engine-room.ts)
   */
  designEngines?: number;
}

const oil = (consumers: Consumer[]): [Consumer, string][] => consumers.flatMap((c) => [[c, 'HFO'], [c, 'MDO_MGO']] as [Consumer, string][]);

const habits: Record<string, Habits> = {
  NORDIC_ORE: {
    kind: 'bulk', blockCoefficient: 0.86, designSpeedKn: 14.3, propulsion: 'direct', shafts: 1, transmissionEfficiency: 0.99,
    mainEngineCurve: 'two-stroke', gensetCurve: 'genset', hotelSeaKw: 420, hotelPortKw: 330, thrusterKw: 0, reeferKw: [0, 0],
    cargoOpsElectricKw: 60, boilerPortKgH: 110, boilerSeaKgH: 45, boilerDischargeKgH: 0, windageAreaM2: 700,
    mainFuel: 'HFO', ecaFuel: 'MDO_MGO', fuelMeters: oil(['ME', 'AE', 'BOILER']),
    trimLadenM: 0.2, trimBallastM: 2.6, ballastFraction: 0.36, foulingPerMonth: [0.7, 1.0],
    serviceSpeedKn: { laden: 12.5, ballast: 13.0 }, manoeuvringSpeedKn: 7, speedTimeConstantMin: 12,
  },
  BALTIC_AMBER: {
    kind: 'tanker', blockCoefficient: 0.83, designSpeedKn: 15.0, propulsion: 'direct', shafts: 1, transmissionEfficiency: 0.99,
    mainEngineCurve: 'two-stroke', gensetCurve: 'genset', hotelSeaKw: 560, hotelPortKw: 520, thrusterKw: 0, reeferKw: [0, 0],
    cargoOpsElectricKw: 350, boilerPortKgH: 350, boilerSeaKgH: 90, boilerDischargeKgH: 2300, windageAreaM2: 900,
    mainFuel: 'HFO', ecaFuel: 'MDO_MGO', fuelMeters: oil(['ME', 'AE', 'BOILER']),
    trimLadenM: 0.3, trimBallastM: 3.0, ballastFraction: 0.34, foulingPerMonth: [0.6, 0.9],
    serviceSpeedKn: { laden: 12.5, ballast: 13.5 }, manoeuvringSpeedKn: 7, speedTimeConstantMin: 14,
  },
  KEEL_HORIZON: {
    kind: 'container', blockCoefficient: 0.65, designSpeedKn: 16.8, propulsion: 'direct', shafts: 1, transmissionEfficiency: 0.99,
    mainEngineCurve: 'two-stroke', gensetCurve: 'genset', hotelSeaKw: 1300, hotelPortKw: 1000, thrusterKw: 2500, reeferKw: [900, 1900],
    cargoOpsElectricKw: 0, boilerPortKgH: 220, boilerSeaKgH: 70, boilerDischargeKgH: 0, windageAreaM2: 1600,
    mainFuel: 'HFO', ecaFuel: 'MDO_MGO', fuelMeters: oil(['ME', 'AE', 'BOILER']),
    trimLadenM: 0.8, trimBallastM: 1.6, ballastFraction: 0.12, foulingPerMonth: [0.7, 1.0],
    serviceSpeedKn: { laden: 14.8, ballast: 14.8 }, manoeuvringSpeedKn: 8, speedTimeConstantMin: 10,
  },
  ARCTIC_FROST: {
    kind: 'lng', blockCoefficient: 0.74, designSpeedKn: 15.5, propulsion: 'direct', shafts: 2, transmissionEfficiency: 0.99,
    mainEngineCurve: 'dual-fuel-two-stroke', gensetCurve: 'dual-fuel-genset', hotelSeaKw: 1150, hotelPortKw: 950, thrusterKw: 2000,
    reeferKw: [0, 0], cargoOpsElectricKw: 4200, boilerPortKgH: 260, boilerSeaKgH: 80, boilerDischargeKgH: 0, windageAreaM2: 1300,
    mainFuel: 'LNG', ecaFuel: 'LNG', pilotFuel: 'MDO_MGO', boilerFuel: 'MDO_MGO',
    fuelMeters: [['ME', 'LNG'], ['ME', 'MDO_MGO'], ['AE', 'LNG'], ['AE', 'MDO_MGO'], ['BOILER', 'MDO_MGO']],
    trimLadenM: 0.3, trimBallastM: 1.8, ballastFraction: 0.45, foulingPerMonth: [0.6, 0.9],
    serviceSpeedKn: { laden: 14.6, ballast: 14.0 }, manoeuvringSpeedKn: 7, speedTimeConstantMin: 12,
  },
  GULF_STAR: {
    kind: 'ropax', blockCoefficient: 0.6, designSpeedKn: 19.5, propulsion: 'geared-cpp', shafts: 2, transmissionEfficiency: 0.975,
    gearRatio: 3.5, designEngines: 2, mainEngineCurve: 'four-stroke', gensetCurve: 'genset', hotelSeaKw: 1800, hotelPortKw: 1350, thrusterKw: 3000,
    reeferKw: [0, 0], cargoOpsElectricKw: 250, boilerPortKgH: 180, boilerSeaKgH: 50, boilerDischargeKgH: 0, windageAreaM2: 950,
    mainFuel: 'MDO_MGO', ecaFuel: 'MDO_MGO',
    fuelMeters: [['ME', 'MDO_MGO'], ['AE', 'MDO_MGO'], ['BOILER', 'MDO_MGO']],
    trimLadenM: 0.4, trimBallastM: 0.4, ballastFraction: 0.05, foulingPerMonth: [0.5, 0.8],
    serviceSpeedKn: { laden: 18.5, ballast: 18.5 }, manoeuvringSpeedKn: 9, speedTimeConstantMin: 4,
  },
  AURORA_SPIRIT: {
    kind: 'cruise', blockCoefficient: 0.66, designSpeedKn: 20, propulsion: 'diesel-electric', shafts: 2, transmissionEfficiency: 0.91,
    mainEngineCurve: 'genset', gensetCurve: 'genset', hotelSeaKw: 8800, hotelPortKw: 7200, thrusterKw: 6000, reeferKw: [0, 0],
    cargoOpsElectricKw: 0, boilerPortKgH: 650, boilerSeaKgH: 120, boilerDischargeKgH: 0, windageAreaM2: 1500,
    mainFuel: 'HFO', ecaFuel: 'MDO_MGO', fuelMeters: oil(['AE', 'BOILER']),
    trimLadenM: 0.3, trimBallastM: 0.3, ballastFraction: 0.05, foulingPerMonth: [0.6, 0.9],
    serviceSpeedKn: { laden: 15, ballast: 15 }, manoeuvringSpeedKn: 7, speedTimeConstantMin: 6,
  },
};

/** The design point: 75 % MCR in calm water at design draft; engines light-running by 4 % there (performance.md §5). */
const designLoad = 0.75;
const lightRunning = 0.04;

/** Builds the model of one demo ship from its particulars and habits. */
export function buildShipModel(code: string): ShipModel {
  const ship = demoShips.find((s) => s.code === code);
  const h = habits[code];
  if (!ship || !h) throw new Error(`no demo ship ${code}`);
  const p: Particulars = ship.particulars;
  const { blockCoefficient, gearRatio, designEngines, ...rest } = h;
  const designDisplacement = blockCoefficient * p.lbp * p.breadth * p.designDraft * 1.025;
  const engineMcrKw = p.mainEngines[0].smcrPowerKw;
  const engineCount = p.mainEngines.length;
  const propellerRpmAtMcr = p.mainEngines[0].smcrRpm / (gearRatio ?? 1);
  const designPowerKw = designLoad * engineMcrKw * (designEngines ?? engineCount) * rest.transmissionEfficiency;
  // propeller law P = P_M·(n/n_M)³ on the light-running curve, performance.md §5
  const designRpm = propellerRpmAtMcr * Math.cbrt(designLoad) * (1 + lightRunning);
  // propeller speed V_p = n·pitch·60/1852 and apparent slip 1 − V/V_p, performance.md §2
  const designSlip = 1 - h.designSpeedKn / ((designRpm * p.propellerPitch * 60) / 1852);
  return {
    ...rest,
    code,
    dwt: p.dwt,
    lbp: p.lbp,
    breadth: p.breadth,
    designDraft: p.designDraft,
    designDisplacement,
    lightship: designDisplacement - p.dwt,
    // admiralty coefficient C = Δ^(2/3)·V³/P, performance.md §2
    admiraltyCoefficient: (designDisplacement ** (2 / 3) * h.designSpeedKn ** 3) / designPowerKw,
    engineCount,
    engineMcrKw,
    propellerRpmAtMcr,
    pitchM: p.propellerPitch,
    designSlip,
    // the ship descriptor has no scrubber particular yet: a ship without one complies by fuel (MARPOL Annex VI reg. 14.4)
    hasScrubber: (p as { scrubber?: boolean }).scrubber === true,
    gensetCount: p.auxiliaryEngines.length,
    gensetRatedKw: p.auxiliaryEngines[0].ratedPowerKw,
    ...(p.cargoCapacity.unit === 'TEU' ? { teuCapacity: p.cargoCapacity.value } : {}),
  };
}

/** The codes of all demo ships, in seed order. */
export const demoShipCodes: readonly string[] = demoShips.map((s) => s.code);
