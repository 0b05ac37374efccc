/** The CII reduction factor Z per year and the required CII. Pure: no I/O. */

// MEPC.338(76) G3 for 2019–2026, as amended by MEPC.400(83) for 2027–2030 (not +2 %/yr): Z in % below the 2019 line.
export const CII_REDUCTION_FACTORS: Readonly<Record<number, number>> = {
  2019: 0, 2020: 1, 2021: 2, 2022: 3, 2023: 5, 2024: 7, 2025: 9, 2026: 11,
  2027: 13.625, 2028: 16.25, 2029: 18.875, 2030: 21.5,
};

/** Z (%) for a year; throws outside 2019–2030, for which no factor is adopted. */
export function ciiReductionFactor(year: number): number {
  const z = CII_REDUCTION_FACTORS[year];
  if (z === undefined) throw new RangeError(`no CII reduction factor adopted for ${year} (known: 2019–2030)`);
  return z;
}

/** CII_req = (1 − Z/100) · CII_ref (MARPOL Annex VI reg. 28; MEPC.338(76) as amended by MEPC.400(83)). */
export function requiredCii(referenceCii: number, year: number): number {
  return (1 - ciiReductionFactor(year) / 100) * referenceCii;
}
