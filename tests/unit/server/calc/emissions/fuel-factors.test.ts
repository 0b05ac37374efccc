import { describe, expect, it } from 'vitest';
import { fuelCategories } from '../../../../../seeds/reference/index.js';
import { IMO_FUEL_CODES, IMO_FUEL_FACTORS, imoCo2Tonnes } from '../../../../../server/calc/emissions/fuel-factors.js';
import { FUELEU_FUEL_FACTORS } from '../../../../../server/calc/emissions/fueleu-fuel-factors.js';

describe('fuel factors', () => {
  it('CF are MEPC.364(79)’s', () => {
    expect(IMO_FUEL_CODES.map((code) => IMO_FUEL_FACTORS[code].cf)).toEqual([3.114, 3.151, 3.206, 3.0, 3.03, 2.927, 2.75, 1.375, 1.913]);
    expect(imoCo2Tonnes([{ fuel: 'HFO', massT: 5000 }, { fuel: 'MDO_MGO', massT: 300 }])).toBeCloseTo(16_531.8, 9);
    expect(() => imoCo2Tonnes([{ fuel: 'VLSFO', massT: 1 }])).toThrow(/known: .*HFO/);
    expect(() => imoCo2Tonnes([{ fuel: 'HFO', massT: -1 }])).toThrow(RangeError);
  });

  it('agree with the fuel categories of the reference data', () => {
    for (const category of fuelCategories) {
      const imo = IMO_FUEL_FACTORS[category.code as keyof typeof IMO_FUEL_FACTORS];
      expect(imo, category.code).toEqual({ carbonContent: category.imo.carbonContent, cf: category.imo.cf, lcvKjPerKg: category.imo.lcvMjPerKg * 1000 });
      const fuelEu = FUELEU_FUEL_FACTORS[category.code];
      if (!category.fuelEu) {
        expect(fuelEu, category.code).toBeUndefined();
        continue;
      }
      expect(fuelEu, category.code).toMatchObject({
        lcvMjPerG: category.fuelEu.lcvMjPerG, wttGCo2ePerMj: category.fuelEu.wttGCo2ePerMj, cfCo2: category.fuelEu.cfCo2,
        cfCh4: category.fuelEu.cfCh4, cfN2o: category.fuelEu.cfN2o,
      });
      const seedSlips = Object.fromEntries((category.fuelEu.consumers ?? []).map((c) => [c.code, { slipPercent: c.cSlipPercent }]));
      if (fuelEu.engines) expect(fuelEu.engines, category.code).toEqual(seedSlips);
      else expect(fuelEu.slipPercent ?? 0).toBe(category.fuelEu.cSlipPercent ?? 0);
    }
  });
});
