/**
 * CO2, CH4 and N2O (t) from fuel for EU MRV and EU ETS: CO2 by the IMO CF, CH4/N2O by the FuelEU Annex II defaults,
 * and methane slip counted as CH4 from the uncombusted share. Pure: no I/O.
 */
import { assertNonNegative, imoFuelFactor, IMO_FUEL_FACTORS, type FuelUse, type ImoFuelTable } from './fuel-factors.js';
import { fuelEuFuelFactor, FUELEU_FUEL_FACTORS, type FuelEuFuelTable } from './fueleu-fuel-factors.js';
import type { GhgMass } from '../../../descriptors/lib/emissions/api-types.js';


/** The factors behind one fuel's figure, in t gas per t fuel and % slip. */
export interface GhgEmissionFactors {
  co2: number;
  ch4: number;
  n2o: number;
  slipPercent: number;
}

export interface GhgFactorTables {
  imo?: ImoFuelTable;
  fuelEu?: FuelEuFuelTable;
}

/** CO2 = IMO CF (MEPC.364(79), used by EU MRV); CH4/N2O/slip = Regulation (EU) 2023/1805 Annex II defaults. */
export function ghgEmissionFactors(fuel: string, engine: string | undefined, tables: GhgFactorTables = {}): GhgEmissionFactors {
  const co2 = imoFuelFactor(fuel, tables.imo ?? IMO_FUEL_FACTORS).cf;
  const annexII = fuelEuFuelFactor(fuel, engine, tables.fuelEu ?? FUELEU_FUEL_FACTORS);
  return { co2, ch4: annexII.cfCh4, n2o: annexII.cfN2o, slipPercent: annexII.slipPercent };
}

/**
 * GHG of one fuel use (Regulation (EU) 2015/757 Annex I Part A as amended by Delegated Reg. (EU) 2023/2776):
 * M·(1 − slip)·EF for each gas, plus M·slip as CH4.
 */
export function ghgFromFuelUse(use: FuelUse, factors: GhgEmissionFactors): GhgMass {
  assertNonNegative(use.massT, `fuel mass of ${use.fuel}`);
  const slip = factors.slipPercent / 100;
  const burnt = use.massT * (1 - slip);
  return { co2T: burnt * factors.co2, ch4T: burnt * factors.ch4 + use.massT * slip, n2oT: burnt * factors.n2o };
}

/** Adds GHG masses. */
export function addGhg(a: GhgMass, b: GhgMass): GhgMass {
  return { co2T: a.co2T + b.co2T, ch4T: a.ch4T + b.ch4T, n2oT: a.n2oT + b.n2oT };
}

export const NO_GHG: GhgMass = { co2T: 0, ch4T: 0, n2oT: 0 };

/** GHG of a set of fuel uses, summed. */
export function ghgFromFuel(uses: readonly FuelUse[], tables: GhgFactorTables = {}): GhgMass {
  return uses.reduce((sum, use) => addGhg(sum, ghgFromFuelUse(use, ghgEmissionFactors(use.fuel, use.engine, tables))), NO_GHG);
}
