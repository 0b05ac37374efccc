/**
 * Attained CII with the MEPC.355(78) (G5, interim) correction factors and voyage adjustments. The formula is
 * UNVERIFIED in the Keel reference (§1.7, from recollection): every factor is an input, defaults are 1. Pure: no I/O.
 */
import { assertNonNegative, assertPositive, GRAMS_PER_TONNE, imoFuelFactor, IMO_FUEL_FACTORS, type FuelUse, type ImoFuelTable } from './fuel-factors.js';

/** One fuel's year total and the parts G5 lets the ship deduct, all in tonnes. */
export interface CorrectedFuelUse {
  fuel: string;
  totalT: number;
  /** FC_voyage: fuel in adjustment periods (emergencies, SAR, ice navigation of ice-class ships). */
  voyageAdjustmentT?: number;
  /** TF: ship-to-ship cargo transfer / shuttle-tanker DP operations. */
  transferT?: number;
  /** FC_electrical: reefer containers, cargo cooling, electrically driven discharge pumps. */
  electricalT?: number;
  /** FC_boiler: cargo heating. */
  boilerT?: number;
  /** FC_others: standalone engines driving cargo pumps. */
  othersT?: number;
}

/** The capacity correction factors of the denominator; each defaults to 1. */
export interface CiiCorrectionFactors {
  fi?: number;
  fm?: number;
  fc?: number;
  fiVse?: number;
}

export interface CorrectedCiiInput {
  year: number;
  /** Actual DWT or GT (never the reference-line cap). */
  capacity: number;
  /** D_t: total distance sailed in the year. */
  distanceNm: number;
  /** D_x: distance sailed in adjustment periods. */
  adjustmentDistanceNm?: number;
  fuel: readonly CorrectedFuelUse[];
  factors?: CiiCorrectionFactors;
  /** Replaces (0.75 − 0.03·y_i) when the verifier's value differs. */
  deductionFactor?: number;
}

/** (0.75 − 0.03·y_i), y_i = year − 2023: the share of cargo-related consumption deducted (MEPC.355(78) G5). */
export function ciiConsumptionDeductionFactor(year: number): number {
  if (!Number.isInteger(year) || year < 2023) throw new RangeError(`MEPC.355(78) corrections start with the 2023 data year, got ${year}`);
  return 0.75 - 0.03 * (year - 2023);
}

/** The CO2 (t) left after the MEPC.355(78) G5 deductions, per fuel: CF_j · {FC_j − (FC_voyage,j + TF_j + k·(FC_el,j + FC_boiler,j + FC_others,j))}. */
export function correctedCo2Tonnes(fuel: readonly CorrectedFuelUse[], deductionFactor: number, table: ImoFuelTable = IMO_FUEL_FACTORS): number {
  return fuel.reduce((sum, use) => {
    const parts = [use.totalT, use.voyageAdjustmentT ?? 0, use.transferT ?? 0, use.electricalT ?? 0, use.boilerT ?? 0, use.othersT ?? 0];
    parts.forEach((part) => assertNonNegative(part, `fuel mass of ${use.fuel}`));
    const [total, voyage, transfer, electrical, boiler, others] = parts;
    const kept = total - (voyage + transfer + deductionFactor * (electrical + boiler + others));
    if (kept < 0) throw new RangeError(`deductions of ${use.fuel} exceed its total ${total} t`);
    return sum + imoFuelFactor(use.fuel, table).cf * kept;
  }, 0);
}

/**
 * CII_att = Σ CF_j·{FC_j − (FC_voyage,j + TF_j + (0.75 − 0.03·y_i)·(FC_el,j + FC_boiler,j + FC_others,j))}
 *           / (f_i · f_m · f_c · f_iVSE · C · (D_t − D_x))   (MEPC.355(78) G5), in g CO2/(capacity·nm).
 */
export function correctedAttainedCii(input: CorrectedCiiInput, table: ImoFuelTable = IMO_FUEL_FACTORS): number {
  const k = input.deductionFactor ?? ciiConsumptionDeductionFactor(input.year);
  const { fi = 1, fm = 1, fc = 1, fiVse = 1 } = input.factors ?? {};
  [fi, fm, fc, fiVse].forEach((f, i) => assertPositive(f, ['f_i', 'f_m', 'f_c', 'f_iVSE'][i]));
  assertPositive(input.capacity, 'capacity');
  const distance = input.distanceNm - (input.adjustmentDistanceNm ?? 0);
  assertPositive(distance, 'distance less adjustment distance');
  return (correctedCo2Tonnes(input.fuel, k, table) * GRAMS_PER_TONNE) / (fi * fm * fc * fiVse * input.capacity * distance);
}

/** Why a period may be left out (MEPC.355(78) G5 voyage adjustments). */
export type CiiAdjustmentReason = 'SHIP_SAFETY' | 'SEARCH_AND_RESCUE' | 'ICE_NAVIGATION';

export interface CiiAdjustmentPeriod {
  reason: CiiAdjustmentReason;
  distanceNm: number;
  fuel: readonly FuelUse[];
}

/**
 * D_x and FC_voyage per fuel from the periods claimed: emergencies (MARPOL Annex VI reg. 3.1) and search and rescue
 * always; navigation in ice-covered waters only for an ice-class ship (MEPC.355(78) G5).
 */
export function ciiVoyageAdjustments(periods: readonly CiiAdjustmentPeriod[], isIceClass: boolean): { distanceNm: number; fuelT: Record<string, number> } {
  const fuelT: Record<string, number> = {};
  let distanceNm = 0;
  for (const period of periods) {
    if (period.reason === 'ICE_NAVIGATION' && !isIceClass) continue;
    assertNonNegative(period.distanceNm, 'adjustment distance');
    distanceNm += period.distanceNm;
    for (const use of period.fuel) {
      assertNonNegative(use.massT, `fuel mass of ${use.fuel}`);
      fuelT[use.fuel] = (fuelT[use.fuel] ?? 0) + use.massT;
    }
  }
  return { distanceNm, fuelT };
}
