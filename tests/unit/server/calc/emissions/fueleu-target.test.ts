import { describe, expect, it } from 'vitest';
import { fuelEuTargetIntensity } from '../../../../../server/calc/emissions/fueleu-target.js';
import { roundTo } from '../../../../support/round-to.js';

describe('FuelEU targets (Art. 4(2))', () => {
  it('steps down from 91.16 by 2, 6, 14.5, 31, 62 and 80 %, each holding until the next', () => {
    expect([2025, 2029, 2030, 2035, 2040, 2045, 2050, 2060].map((y) => roundTo(fuelEuTargetIntensity(y), 4)))
      .toEqual([89.3368, 89.3368, 85.6904, 77.9418, 62.9004, 34.6408, 18.232, 18.232]);
    expect(() => fuelEuTargetIntensity(2024)).toThrow(/2025/);
  });
});
