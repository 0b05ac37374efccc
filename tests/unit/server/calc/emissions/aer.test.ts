import { describe, expect, it } from 'vitest';
import { annualEfficiencyRatio, cgDist } from '../../../../../server/calc/emissions/aer.js';
import { assessCii } from '../../../../../server/calc/emissions/cii.js';

const hfo = (massT: number) => [{ fuel: 'HFO', massT }];

describe('AER and cgDIST', () => {
  it('AER equals the attained CII of a DWT-rated ship', () => {
    const fuel = [{ fuel: 'HFO', massT: 5000 }, { fuel: 'MDO_MGO', massT: 300 }];
    const aer = annualEfficiencyRatio({ fuel, dwt: 80_000, distanceNm: 55_000 });
    expect(aer).toBeCloseTo(16_531.8e6 / 4.4e9, 12);
    expect(aer).toBe(assessCii({ shipType: 'BULK_CARRIER', dwt: 80_000, year: 2024, fuel, distanceNm: 55_000 }).attained);
  });

  it('cgDIST divides by GT', () => {
    expect(cgDist({ fuel: hfo(10_000), gt: 50_000, distanceNm: 40_000 })).toBeCloseTo((31_140e6) / (50_000 * 40_000), 12);
    expect(() => cgDist({ fuel: hfo(1), gt: 50_000, distanceNm: 0 })).toThrow(RangeError);
  });
});
