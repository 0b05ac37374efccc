/** FuelEU Maritime compliance balance and the GHG-intensity penalty with its consecutive-deficit multiplier. Pure: no I/O. */
import { assertNonNegative, assertPositive } from './fuel-factors.js';

// Regulation (EU) 2023/1805 Annex IV Part B: EUR 2 400 per t VLSFO-equivalent at 41 000 MJ/t.
export const FUELEU_PENALTY_EUR_PER_T_VLSFO = 2400;
export const FUELEU_VLSFO_MJ_PER_T = 41_000;

/** CB = (GHGIE_target − GHGIE_actual) · energy, gCO2e; positive is a surplus (Annex IV Part A). */
export function fuelEuComplianceBalance(targetIntensity: number, actualIntensity: number, energyMj: number): number {
  assertNonNegative(energyMj, 'energy');
  return (targetIntensity - actualIntensity) * energyMj;
}

/**
 * Penalty = |CB| / (GHGIE_actual · 41 000) · 2 400 EUR (Annex IV Part B) — divided by the ACTUAL intensity, not the
 * target — times 1 + (n − 1)/10 for the n-th consecutive period with a penalty (Art. 23(2)); 0 without a deficit.
 */
export function fuelEuPenalty(input: { complianceBalanceG: number; actualIntensity: number; consecutiveDeficitPeriods?: number }): number {
  if (input.complianceBalanceG >= 0) return 0;
  assertPositive(input.actualIntensity, 'GHGIE_actual');
  const n = input.consecutiveDeficitPeriods ?? 1;
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`consecutive deficit periods must be a whole number ≥ 1, got ${n}`);
  const vlsfoEquivalentT = -input.complianceBalanceG / (input.actualIntensity * FUELEU_VLSFO_MJ_PER_T);
  return vlsfoEquivalentT * FUELEU_PENALTY_EUR_PER_T_VLSFO * (1 + (n - 1) / 10);
}

/** n for Art. 23(2): how many periods in a row, up to the latest, ended in a deficit (0 if the latest did not). */
export function consecutiveDeficitPeriods(hadDeficitOldestFirst: readonly boolean[]): number {
  let n = 0;
  for (let i = hadDeficitOldestFirst.length - 1; i >= 0 && hadDeficitOldestFirst[i]; i--) n++;
  return n;
}
