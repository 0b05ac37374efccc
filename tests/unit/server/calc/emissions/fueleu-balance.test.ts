import { describe, expect, it } from 'vitest';
import { consecutiveDeficitPeriods, fuelEuPenalty } from '../../../../../server/calc/emissions/fueleu-balance.js';
import { roundTo } from '../../../../support/round-to.js';

describe('pitfall: the penalty is divided by the actual intensity, not the target', () => {
  it('gives |CB| / (GHGIE_actual · 41 000) · 2 400', () => {
    const actual = 91.67262170356386;
    const cb = -204_162_496;
    expect(fuelEuPenalty({ complianceBalanceG: cb, actualIntensity: actual })).toBeCloseTo((204_162_496 / (actual * 41_000)) * 2400, 6);
    const dividedByTarget = (204_162_496 / (89.3368 * 41_000)) * 2400;
    expect(roundTo(dividedByTarget, 2)).toBe(133_774.38);
    expect(roundTo(fuelEuPenalty({ complianceBalanceG: cb, actualIntensity: actual }), 2)).not.toBe(roundTo(dividedByTarget, 2));
  });

  it('is zero for a surplus, and grows by 10 % per further consecutive deficit period', () => {
    expect(fuelEuPenalty({ complianceBalanceG: 5e6, actualIntensity: 80 })).toBe(0);
    const once = fuelEuPenalty({ complianceBalanceG: -41e6, actualIntensity: 100 });
    // 41e6 g over 100 gCO2e/MJ · 41 000 MJ/t = 10 t VLSFO-equivalent.
    expect(once).toBeCloseTo(24_000, 8);
    expect(fuelEuPenalty({ complianceBalanceG: -41e6, actualIntensity: 100, consecutiveDeficitPeriods: 3 })).toBeCloseTo(24_000 * 1.2, 8);
    expect(consecutiveDeficitPeriods([true, false, true, true])).toBe(2);
    expect(consecutiveDeficitPeriods([true, true, false])).toBe(0);
  });
});
