import { describe, expect, it } from 'vitest';
import { fuelEuGhgIntensity, fuelEuScopedFuel, rfnboRewardFactor, windRewardFactor } from '../../../../../server/calc/emissions/fueleu-intensity.js';
import { fuelEuTargetIntensity } from '../../../../../server/calc/emissions/fueleu-target.js';
import { fuelEuComplianceBalance, fuelEuPenalty } from '../../../../../server/calc/emissions/fueleu-balance.js';
import { fuelEuBorrowingLimitG } from '../../../../../server/calc/emissions/fueleu-flexibility.js';
import { FUELEU_FUEL_FACTORS } from '../../../../../server/calc/emissions/fueleu-fuel-factors.js';
import { IMO_FUEL_FACTORS } from '../../../../../server/calc/emissions/fuel-factors.js';
import { roundTo } from '../../../../support/round-to.js';

// Keel reference emissions.md §5.8: 2025; intra-EU 1 000 t HFO + 100 t MGO, EU→non-EU 2 000 t HFO, at berth 50 t MGO.
const legs = [
  { scope: 'INTRA_EU', fuel: [{ fuel: 'HFO', massT: 1000 }, { fuel: 'MDO_MGO', massT: 100 }] },
  { scope: 'FROM_EU', fuel: [{ fuel: 'HFO', massT: 2000 }] },
  { scope: 'AT_BERTH_EU', fuel: [{ fuel: 'MDO_MGO', massT: 50 }] },
] as const;
const fuel = fuelEuScopedFuel(legs);
const target = fuelEuTargetIntensity(2025);

describe('FuelEU worked example (reference §5.8)', () => {
  it('scopes 2 000 t HFO and 150 t MGO and 87 405 000 MJ', () => {
    expect(fuel).toEqual([{ fuel: 'HFO', engine: undefined, massT: 2000 }, { fuel: 'MDO_MGO', engine: undefined, massT: 150 }]);
    expect(fuelEuGhgIntensity({ year: 2025, fuel }, { gwp: 'AR4' }).energyMj).toBeCloseTo(87_405_000, 4);
  });

  it('with AR4 gives 8 012 645 500 g, GHGIE 91.67262, CB −204 162 496 g and a penalty of EUR 130 365.81', () => {
    const intensity = fuelEuGhgIntensity({ year: 2025, fuel }, { gwp: 'AR4' });
    expect(roundTo(intensity.emissionsG, 0)).toBe(8_012_645_500);
    expect(roundTo(intensity.ghgIntensity, 5)).toBe(91.67262);
    expect(target).toBeCloseTo(89.3368, 12);
    const cb = fuelEuComplianceBalance(target, intensity.ghgIntensity, intensity.energyMj);
    expect(roundTo(cb, 0)).toBe(-204_162_496);
    expect(roundTo(cb / 1e6, 3)).toBe(-204.162);
    expect(roundTo(-cb / (intensity.ghgIntensity * 41_000), 4)).toBe(54.3191);
    const penalty = fuelEuPenalty({ complianceBalanceG: cb, actualIntensity: intensity.ghgIntensity });
    expect(roundTo(penalty, 2)).toBe(130_365.81);
    expect(roundTo(fuelEuPenalty({ complianceBalanceG: cb, actualIntensity: intensity.ghgIntensity, consecutiveDeficitPeriods: 2 }), 2)).toBe(143_402.39);
    expect(roundTo(fuelEuBorrowingLimitG(target, intensity.energyMj) / 1e6, 3)).toBe(156.17);
  });

  it('with AR5 gives GHGIE 91.53020, CB −191.714 t and a penalty of EUR 122 607.43', () => {
    const intensity = fuelEuGhgIntensity({ year: 2025, fuel }, { gwp: 'AR5' });
    expect(roundTo(intensity.ghgIntensity, 5)).toBe(91.5302);
    const cb = fuelEuComplianceBalance(target, intensity.ghgIntensity, intensity.energyMj);
    expect(roundTo(cb / 1e6, 3)).toBe(-191.714);
    expect(roundTo(fuelEuPenalty({ complianceBalanceG: cb, actualIntensity: intensity.ghgIntensity }), 2)).toBe(122_607.43);
  });

  it('uses AR5 unless told otherwise, and takes a GWP set of the caller’s', () => {
    expect(fuelEuGhgIntensity({ year: 2025, fuel }).ghgIntensity).toBe(fuelEuGhgIntensity({ year: 2025, fuel }, { gwp: 'AR5' }).ghgIntensity);
    expect(fuelEuGhgIntensity({ year: 2025, fuel }, { gwp: { co2: 1, ch4: 25, n2o: 298 } }).ghgIntensity)
      .toBe(fuelEuGhgIntensity({ year: 2025, fuel }, { gwp: 'AR4' }).ghgIntensity);
  });
});

describe('pitfall: FuelEU uses its own LCVs, not the IMO ones', () => {
  it('counts 1 t HFO as 40 500 MJ (Annex II 0.0405 MJ/g), not IMO’s 40 200', () => {
    expect(fuelEuGhgIntensity({ year: 2025, fuel: [{ fuel: 'HFO', massT: 1 }] }).energyMj).toBeCloseTo(40_500, 8);
    expect(IMO_FUEL_FACTORS.HFO.lcvKjPerKg).toBe(40_200);
    expect(FUELEU_FUEL_FACTORS.HFO.lcvMjPerG * 1e6).toBeCloseTo(40_500, 8);
  });

  it('the worked example’s energy would be wrong with IMO LCVs', () => {
    const withImo = 2000 * 40_200 + 150 * 42_700;
    expect(withImo).toBe(86_805_000);
    expect(fuelEuGhgIntensity({ year: 2025, fuel }).energyMj).not.toBeCloseTo(withImo, 0);
  });
});

describe('FuelEU GHG intensity details', () => {
  it('adds LNG methane slip by consumer class', () => {
    const lng = (engine: string) => fuelEuGhgIntensity({ year: 2025, fuel: [{ fuel: 'LNG', massT: 1, engine }] }, { gwp: 'AR4' }).ghgIntensity;
    expect(lng('LNG_OTTO_MS')).toBeCloseTo(89.2029291242, 9);
    expect(lng('LNG_DIESEL_SS')).toBeLessThan(lng('LNG_OTTO_SS'));
    expect(() => lng('STEAM_TURBINE')).toThrow(/consumer class/);
  });

  it('rewards wind-assisted propulsion: 0.99 from 0.1, 0.97 from 0.2, 0.95 from 0.3', () => {
    expect([0, 0.05, 0.1, 0.15, 0.2, 0.29, 0.3, 0.6].map((r) => windRewardFactor(r))).toEqual([1, 1, 0.99, 0.99, 0.97, 0.97, 0.95, 0.95]);
    const hfo = [{ fuel: 'HFO', massT: 1 }];
    expect(fuelEuGhgIntensity({ year: 2025, fuel: hfo, windPowerRatio: 0.2 }, { gwp: 'AR4' }).ghgIntensity).toBeCloseTo(88.9918716049, 9);
    expect(windRewardFactor(0.06, [{ minRatio: 0.05, factor: 0.99 }])).toBe(0.99);
  });

  it('weighs RFNBO energy twice in the denominator from 2025 to 2033', () => {
    const fuelTable = { ...FUELEU_FUEL_FACTORS, E_METHANOL: { lcvMjPerG: 0.0199, wttGCo2ePerMj: 10, cfCo2: 1.375, cfCh4: 0, cfN2o: 0, isRfnbo: true } };
    const mix = [{ fuel: 'HFO', massT: 100 }, { fuel: 'E_METHANOL', massT: 50 }];
    expect(fuelEuGhgIntensity({ year: 2025, fuel: mix }, { fuelTable }).ghgIntensity).toBeCloseTo(74.4511589404, 9);
    expect(fuelEuGhgIntensity({ year: 2034, fuel: mix }, { fuelTable }).ghgIntensity).toBeCloseTo(89.1347869177, 9);
    expect(fuelEuGhgIntensity({ year: 2025, fuel: mix }, { fuelTable }).energyMj).toBeCloseTo(5_045_000, 6);
    expect([rfnboRewardFactor(true, 2033), rfnboRewardFactor(true, 2034), rfnboRewardFactor(false, 2025)]).toEqual([2, 1, 1]);
  });

  it('counts shore power as zero-emission energy', () => {
    expect(fuelEuGhgIntensity({ year: 2025, fuel: [{ fuel: 'HFO', massT: 100 }], opsElectricityMj: 1e6 }, { gwp: 'AR4' }).ghgIntensity).toBeCloseTo(73.5770297030, 9);
  });

  it('refuses fossil methanol until its CH4/N2O factors are supplied', () => {
    expect(() => fuelEuGhgIntensity({ year: 2025, fuel: [{ fuel: 'METHANOL', massT: 1 }] })).toThrow(/not known/);
  });
});
