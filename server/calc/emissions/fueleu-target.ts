/** FuelEU Maritime GHG intensity limits per period. Pure: no I/O. */

// Regulation (EU) 2023/1805 Art. 4(2): reference value, gCO2e/MJ (2020 fleet average from MRV).
export const FUELEU_REFERENCE_INTENSITY = 91.16;

// Regulation (EU) 2023/1805 Art. 4(2): reduction below the reference, % from 1 January of each year until the next step.
export const FUELEU_REDUCTION_STEPS: readonly { fromYear: number; reductionPercent: number }[] = [
  { fromYear: 2025, reductionPercent: 2 },
  { fromYear: 2030, reductionPercent: 6 },
  { fromYear: 2035, reductionPercent: 14.5 },
  { fromYear: 2040, reductionPercent: 31 },
  { fromYear: 2045, reductionPercent: 62 },
  { fromYear: 2050, reductionPercent: 80 },
];

/** The reduction (%) in force in a year; throws before 2025, when FuelEU starts (Art. 4(2)). */
export function fuelEuReductionPercent(year: number): number {
  const step = [...FUELEU_REDUCTION_STEPS].reverse().find((s) => year >= s.fromYear);
  if (!Number.isInteger(year) || !step) throw new RangeError(`FuelEU Maritime applies from 2025, got ${year}`);
  return step.reductionPercent;
}

/** GHGIE_target = 91.16 · (1 − reduction) gCO2e/MJ, e.g. 89.3368 for 2025–2029 (Art. 4(2)). */
export function fuelEuTargetIntensity(year: number): number {
  return FUELEU_REFERENCE_INTENSITY * (1 - fuelEuReductionPercent(year) / 100);
}
