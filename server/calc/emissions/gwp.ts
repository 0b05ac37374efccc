/** Global-warming-potential sets (100-year) the EU regimes use to weigh CH4 and N2O against CO2. Pure: no I/O. */

export interface GwpSet {
  co2: number;
  ch4: number;
  n2o: number;
}

export type GwpSetId = 'AR4' | 'AR5';

// IPCC AR4 100-year GWPs, as in the FuelEU Maritime text (Regulation (EU) 2023/1805 Annex I).
export const GWP_AR4: GwpSet = { co2: 1, ch4: 25, n2o: 298 };

// IPCC AR5 100-year GWPs, used by EU MRV and EU ETS (Directive 2003/87/EC as amended by (EU) 2023/959) and by THETIS for FuelEU.
export const GWP_AR5: GwpSet = { co2: 1, ch4: 28, n2o: 265 };

export const GWP_SETS: Readonly<Record<GwpSetId, GwpSet>> = { AR4: GWP_AR4, AR5: GWP_AR5 };

/** CO2-equivalent of masses of CO2, CH4 and N2O (same unit in, same unit out). */
export function co2Equivalent(masses: { co2: number; ch4: number; n2o: number }, gwp: GwpSet): number {
  return masses.co2 * gwp.co2 + masses.ch4 * gwp.ch4 + masses.n2o * gwp.n2o;
}
