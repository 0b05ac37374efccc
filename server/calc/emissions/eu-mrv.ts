/**
 * EU MRV figures: per voyage (Art. 9) and per reporting period (Art. 10) of Regulation (EU) 2015/757 as amended by
 * (EU) 2023/957 — CO2, CH4 and N2O from fuel, CO2e at AR5, distance, time at sea, transport work. Pure: no I/O.
 */
import { assertNonNegative, type FuelUse } from './fuel-factors.js';
import { addGhg, ghgEmissionFactors, ghgFromFuelUse, NO_GHG, type GhgEmissionFactors, type GhgFactorTables } from './ghg-from-fuel.js';
import { co2Equivalent, GWP_AR5 } from './gwp.js';
import type { MrvSplit } from '../../../descriptors/lib/emissions/eu-scope.js';
import type { GhgMass, MrvEfficiency, MrvEmissions } from '../../../descriptors/lib/emissions/api-types.js';

/** A fuel use with where it was burnt, for the Art. 10 split inside/outside emission control areas. */
export interface MrvFuelUse extends FuelUse {
  inEca?: boolean;
}

/** A voyage or a stay at berth in an EU/EEA port, as the ship monitored it. Times are ISO strings with offset. */
export interface MrvVoyageInput {
  scope: MrvSplit;
  departurePort: string;
  arrivalPort: string;
  departureTime: string;
  arrivalTime: string;
  fuel: readonly MrvFuelUse[];
  distanceNm: number;
  timeAtSeaH: number;
  /** Cargo carried, in the unit of Implementing Reg. (EU) 2016/1928 for the ship type (t, TEU, passengers …). */
  cargo: number;
}

export interface MrvFuelLine extends GhgMass {
  fuel: string;
  engine?: string;
  massT: number;
  inEca: boolean;
  factors: GhgEmissionFactors;
}

export interface MrvVoyageReport extends GhgMass {
  input: MrvVoyageInput;
  fuelLines: MrvFuelLine[];
  /** CO2 + 28·CH4 + 265·N2O (IPCC AR5, Reg. 2015/757 as amended). */
  co2eT: number;
  /** cargo · distance. */
  transportWork: number;
}

/** The Art. 9 per-voyage figures of one voyage (Reg. (EU) 2015/757 Art. 9). */
export function mrvVoyageReport(input: MrvVoyageInput, tables: GhgFactorTables = {}): MrvVoyageReport {
  assertNonNegative(input.distanceNm, 'distance');
  assertNonNegative(input.timeAtSeaH, 'time at sea');
  assertNonNegative(input.cargo, 'cargo');
  const fuelLines = input.fuel.map((use): MrvFuelLine => {
    const factors = ghgEmissionFactors(use.fuel, use.engine, tables);
    return { fuel: use.fuel, engine: use.engine, massT: use.massT, inEca: use.inEca === true, factors, ...ghgFromFuelUse(use, factors) };
  });
  const ghg = fuelLines.reduce<GhgMass>((sum, line) => addGhg(sum, line), NO_GHG);
  return {
    input, fuelLines, ...ghg,
    co2eT: co2Equivalent({ co2: ghg.co2T, ch4: ghg.ch4T, n2o: ghg.n2oT }, GWP_AR5),
    transportWork: input.cargo * input.distanceNm,
  };
}

export interface MrvFuelTotal {
  totalT: number;
  inEcaT: number;
  outsideEcaT: number;
}

export interface MrvAnnualReport {
  fuelByType: Record<string, MrvFuelTotal>;
  total: MrvEmissions;
  /** Art. 10 splits: voyages between MS ports, departing from / arriving at MS ports, at berth in MS ports. */
  bySplit: Record<MrvSplit, MrvEmissions>;
  distanceNm: number;
  timeAtSeaH: number;
  transportWork: number;
  efficiency: MrvEfficiency;
}

const ratio = (numerator: number, denominator: number): number | null => (denominator > 0 ? numerator / denominator : null);

/** The Art. 10 annual figures from the period's voyage reports and stays at berth (Reg. (EU) 2015/757 Art. 10). */
export function mrvAnnualReport(voyages: readonly MrvVoyageReport[]): MrvAnnualReport {
  const fuelByType: Record<string, MrvFuelTotal> = {};
  const empty = (): MrvEmissions => ({ ...NO_GHG, co2eT: 0 });
  const bySplit: Record<MrvSplit, MrvEmissions> = { INTRA_EU: empty(), FROM_EU: empty(), TO_EU: empty(), AT_BERTH_EU: empty() };
  const total = empty();
  let fuelT = 0;
  let distanceNm = 0;
  let timeAtSeaH = 0;
  let transportWork = 0;
  for (const voyage of voyages) {
    for (const line of voyage.fuelLines) {
      const entry = (fuelByType[line.fuel] ??= { totalT: 0, inEcaT: 0, outsideEcaT: 0 });
      entry.totalT += line.massT;
      if (line.inEca) entry.inEcaT += line.massT;
      else entry.outsideEcaT += line.massT;
      fuelT += line.massT;
    }
    for (const target of [total, bySplit[voyage.input.scope]]) {
      target.co2T += voyage.co2T;
      target.ch4T += voyage.ch4T;
      target.n2oT += voyage.n2oT;
      target.co2eT += voyage.co2eT;
    }
    distanceNm += voyage.input.distanceNm;
    timeAtSeaH += voyage.input.timeAtSeaH;
    transportWork += voyage.transportWork;
  }
  return {
    fuelByType, total, bySplit, distanceNm, timeAtSeaH, transportWork,
    efficiency: {
      fuelPerDistanceKgPerNm: ratio(fuelT * 1000, distanceNm),
      fuelPerTransportWorkGPerUnitNm: ratio(fuelT * 1_000_000, transportWork),
      co2ePerDistanceKgPerNm: ratio(total.co2eT * 1000, distanceNm),
      co2ePerTransportWorkGPerUnitNm: ratio(total.co2eT * 1_000_000, transportWork),
    },
  };
}
