/**
 * IMO carbon factors and lower calorific values per fuel, the fuel-mass inputs every emissions calculation shares, and
 * the CO2 of a set of fuel uses the IMO way (CII, AER, EEOI). Pure: no I/O.
 */

/** The fuel codes of the reference data (`seeds/reference/fuel-categories.json`); custom fuels use their own codes. */
export const IMO_FUEL_CODES = ['HFO', 'LFO', 'MDO_MGO', 'LPG_PROPANE', 'LPG_BUTANE', 'ETHANE', 'LNG', 'METHANOL', 'ETHANOL'] as const;
export type ImoFuelCode = (typeof IMO_FUEL_CODES)[number];

/** CF in t CO2 per t fuel, LCV in kJ/kg. */
export interface ImoFuelFactor {
  carbonContent: number;
  cf: number;
  lcvKjPerKg: number;
}

/** A table of IMO factors by fuel code; callers may pass their own to add fuels. */
export type ImoFuelTable = Readonly<Record<string, ImoFuelFactor>>;

// MEPC.364(79) (2022 EEDI calculation guidelines) CF and LCV table, values as in MEPC.308(73); VLSFO maps by ISO grade.
export const IMO_FUEL_FACTORS: Readonly<Record<ImoFuelCode, ImoFuelFactor>> = {
  MDO_MGO: { carbonContent: 0.8744, cf: 3.206, lcvKjPerKg: 42_700 },
  LFO: { carbonContent: 0.8594, cf: 3.151, lcvKjPerKg: 41_200 },
  HFO: { carbonContent: 0.8493, cf: 3.114, lcvKjPerKg: 40_200 },
  LPG_PROPANE: { carbonContent: 0.8182, cf: 3.0, lcvKjPerKg: 46_300 },
  LPG_BUTANE: { carbonContent: 0.8264, cf: 3.03, lcvKjPerKg: 45_700 },
  ETHANE: { carbonContent: 0.7989, cf: 2.927, lcvKjPerKg: 46_400 },
  LNG: { carbonContent: 0.75, cf: 2.75, lcvKjPerKg: 48_000 },
  METHANOL: { carbonContent: 0.375, cf: 1.375, lcvKjPerKg: 19_900 },
  ETHANOL: { carbonContent: 0.5217, cf: 1.913, lcvKjPerKg: 26_800 },
};

/** A mass of one fuel consumed, in tonnes; `engine` names the consumer class where a regime needs it (LNG slip). */
export interface FuelUse {
  fuel: string;
  massT: number;
  engine?: string;
}

/** Grams per tonne: the intensity formulas take fuel mass in grams (reference, units convention). */
export const GRAMS_PER_TONNE = 1_000_000;

/** The IMO factor of a fuel; throws naming the known codes when the table has none. */
export function imoFuelFactor(fuel: string, table: ImoFuelTable = IMO_FUEL_FACTORS): ImoFuelFactor {
  const factor = table[fuel];
  if (!factor) throw new RangeError(`no IMO CF for fuel "${fuel}"; known: ${Object.keys(table).join(', ')}`);
  return factor;
}

/** Checks a mass or distance is a finite number not below zero, naming it when it is not. */
export function assertNonNegative(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number ≥ 0, got ${value}`);
}

/** Checks a divisor (capacity, distance) is a finite number above zero. */
export function assertPositive(value: number, name: string): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a finite number > 0, got ${value}`);
}

/** M = Σ FC_j · CF_j in tonnes CO2 (MARPOL Annex VI reg. 28; MEPC.352(78) G1): no methane slip in the IMO CO2 figure. */
export function imoCo2Tonnes(uses: readonly FuelUse[], table: ImoFuelTable = IMO_FUEL_FACTORS): number {
  return uses.reduce((sum, use) => {
    assertNonNegative(use.massT, `fuel mass of ${use.fuel}`);
    return sum + use.massT * imoFuelFactor(use.fuel, table).cf;
  }, 0);
}
