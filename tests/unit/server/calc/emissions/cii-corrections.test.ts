import { describe, expect, it } from 'vitest';
import {
  ciiConsumptionDeductionFactor, ciiVoyageAdjustments, correctedAttainedCii, correctedCo2Tonnes,
} from '../../../../../server/calc/emissions/cii-corrections.js';
import {
  chemicalTankerCubicFactor, iceClassCapacityFactor, iceClassFactorFm, lngCarrierCubicFactor, roPaxCubicFactor,
} from '../../../../../server/calc/emissions/cii-correction-factors.js';

describe('MEPC.355(78) corrections and voyage adjustments', () => {
  it('deducts (0.75 − 0.03·y) of cargo-related consumption: 0.75 in 2023 down to 0.66 in 2026', () => {
    expect([2023, 2024, 2025, 2026].map(ciiConsumptionDeductionFactor).map((k) => Number(k.toFixed(10)))).toEqual([0.75, 0.72, 0.69, 0.66]);
    expect(() => ciiConsumptionDeductionFactor(2022)).toThrow(/2023/);
  });

  it('corrects the attained CII of a bulk carrier for adjustment periods, cargo-related fuel and f_i', () => {
    const attained = correctedAttainedCii({
      year: 2024, capacity: 80_000, distanceNm: 55_000, adjustmentDistanceNm: 1_000, factors: { fi: 1.02 },
      fuel: [
        { fuel: 'HFO', totalT: 5000, voyageAdjustmentT: 200, electricalT: 100, boilerT: 50 },
        { fuel: 'MDO_MGO', totalT: 300, othersT: 20 },
      ],
    });
    // (4 692 t HFO · 3.114 + 285.6 t MGO · 3.206) = 15 526.5216 t CO2 over 1.02 · 80 000 · 54 000.
    expect(attained).toBeCloseTo(3.5236296296, 9);
  });

  it('without corrections equals the plain attained CII', () => {
    const plain = correctedAttainedCii({ year: 2024, capacity: 80_000, distanceNm: 55_000, fuel: [{ fuel: 'HFO', totalT: 5000 }, { fuel: 'MDO_MGO', totalT: 300 }] });
    expect(plain).toBeCloseTo(16_531.8e6 / 4.4e9, 12);
  });

  it('takes a verifier’s own deduction factor and refuses deductions above the fuel burnt', () => {
    expect(correctedCo2Tonnes([{ fuel: 'HFO', totalT: 100, boilerT: 50 }], 0.5)).toBeCloseTo(75 * 3.114, 10);
    expect(() => correctedCo2Tonnes([{ fuel: 'HFO', totalT: 100, voyageAdjustmentT: 101 }], 0.72)).toThrow(/exceed/);
    expect(() => correctedAttainedCii({ year: 2024, capacity: 1, distanceNm: 100, adjustmentDistanceNm: 100, fuel: [] })).toThrow(RangeError);
  });

  it('leaves ice navigation out only for an ice-class ship', () => {
    const periods = [
      { reason: 'SHIP_SAFETY', distanceNm: 300, fuel: [{ fuel: 'HFO', massT: 20 }] },
      { reason: 'ICE_NAVIGATION', distanceNm: 500, fuel: [{ fuel: 'HFO', massT: 40 }, { fuel: 'MDO_MGO', massT: 2 }] },
    ] as const;
    expect(ciiVoyageAdjustments(periods, false)).toEqual({ distanceNm: 300, fuelT: { HFO: 20 } });
    expect(ciiVoyageAdjustments(periods, true)).toEqual({ distanceNm: 800, fuelT: { HFO: 60, MDO_MGO: 2 } });
  });

  it('computes the capacity correction factors the reference lists', () => {
    expect(iceClassCapacityFactor('IA', 50_000, 1)).toBeCloseTo(1.011802, 12);
    expect(iceClassFactorFm('IA_SUPER')).toBe(1.05);
    expect(iceClassFactorFm('IC')).toBe(1);
    expect(iceClassFactorFm(undefined)).toBe(1);
    expect(chemicalTankerCubicFactor(0.9)).toBeCloseTo(1.0625401791, 9);
    expect(chemicalTankerCubicFactor(1)).toBe(1);
    expect(lngCarrierCubicFactor(2.2)).toBeCloseTo(0.6430478622, 9);
    expect(roPaxCubicFactor(4_000, 25_000)).toBeCloseTo(1.4290782873, 9);
    expect(roPaxCubicFactor(8_000, 25_000)).toBe(1);
  });
});
