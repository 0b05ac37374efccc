import { describe, expect, it } from 'vitest';
import { etsCountedCo2e, etsExcessEmissionsPenalty, etsPhaseIn, etsVoyageAllowances, etsYearAllowances } from '../../../../../server/calc/emissions/eu-ets.js';
import { ghgFromFuel } from '../../../../../server/calc/emissions/ghg-from-fuel.js';
import type { GhgMass } from '../../../../../descriptors/lib/emissions/api-types.js';
import type { EuScope } from '../../../../../descriptors/lib/emissions/eu-scope.js';

const ghg = (co2T: number, ch4T = 0, n2oT = 0): GhgMass => ({ co2T, ch4T, n2oT });
const legs: { scope: EuScope; emissions: GhgMass }[] = [
  { scope: 'INTRA_EU', emissions: ghg(1000, 0.05, 0.18) },
  { scope: 'FROM_EU', emissions: ghg(1000, 0.05, 0.18) },
  { scope: 'AT_BERTH_EU', emissions: ghg(100, 0.005, 0.018) },
  { scope: 'OUTSIDE', emissions: ghg(500, 0.025, 0.09) },
];

describe('EU ETS allowances', () => {
  it('counts 100 % of intra-EU and at-berth emissions, 50 % of voyages to or from the EU, none outside', () => {
    expect(etsYearAllowances(legs, 2026).voyages.map((v) => v.scopeShare)).toEqual([1, 0.5, 1, 0]);
  });

  it('phases in 40 % of 2024, 70 % of 2025 and 100 % of 2026 emissions and later', () => {
    expect([2024, 2025, 2026, 2031].map(etsPhaseIn)).toEqual([0.4, 0.7, 1, 1]);
    expect(etsYearAllowances(legs, 2024).allowances).toBeCloseTo(640, 10);
    expect(etsYearAllowances(legs, 2025).allowances).toBeCloseTo(1120, 10);
    expect(() => etsPhaseIn(2023)).toThrow(/2024/);
  });

  it('gives EUAs per voyage and per year and their cost at the allowance price', () => {
    const year = etsYearAllowances(legs, 2024, { allowancePriceEur: 80 });
    expect(year.voyages.map((v) => v.allowances)).toEqual([400, 200, 40, 0]);
    expect(year.voyages[1].costEur).toBeCloseTo(16_000, 9);
    expect(year.costEur).toBeCloseTo(51_200, 9);
    expect(etsYearAllowances(legs, 2024).costEur).toBeUndefined();
  });

  it('from 2026 adds CH4 and N2O at GWP 28 and 265', () => {
    const year = etsYearAllowances(legs, 2026);
    expect(year.voyages[0].emissionsCo2eT).toBeCloseTo(1000 + 28 * 0.05 + 265 * 0.18, 10);
    expect(year.allowances).toBeCloseTo(1678.56, 9);
    expect(year.allowancesWhole).toBe(1679);
  });

  it('lets an IA / IA Super ship surrender 5 % fewer allowances, by default up to 2029 emissions', () => {
    expect(etsYearAllowances(legs, 2029, { isIceClassIa: true }).allowances).toBeCloseTo(1678.56 * 0.95, 9);
    expect(etsYearAllowances(legs, 2030, { isIceClassIa: true }).allowances).toBeCloseTo(1678.56, 9);
    expect(etsYearAllowances(legs, 2030, { isIceClassIa: true, iceClassLastEmissionYear: 2030 }).allowances).toBeCloseTo(1678.56 * 0.95, 9);
    expect(etsYearAllowances(legs, 2029).allowances).toBeCloseTo(1678.56, 9);
  });

  it('charges EUR 100 per tonne not surrendered', () => {
    expect(etsExcessEmissionsPenalty(12.5)).toBe(1250);
    expect(etsExcessEmissionsPenalty(-3)).toBe(0);
  });
});

describe('pitfall: CH4 and N2O count in the ETS only from 2026', () => {
  const lng = ghgFromFuel([{ fuel: 'LNG', massT: 1000, engine: 'LNG_OTTO_MS' }]);

  it('an LNG voyage’s methane slip is left out of 2024 and 2025 allowances', () => {
    expect(etsCountedCo2e(lng, 2025)).toBe(lng.co2T);
    expect(etsVoyageAllowances({ scope: 'INTRA_EU', emissions: lng }, 2025).allowances).toBeCloseTo(0.7 * 969 * 2.75, 9);
  });

  it('and counted from 2026', () => {
    const co2e = 969 * 2.75 + 28 * 31 + 265 * 969 * 0.00011;
    expect(etsCountedCo2e(lng, 2026)).toBeCloseTo(co2e, 9);
    expect(etsVoyageAllowances({ scope: 'INTRA_EU', emissions: lng }, 2026).allowances).toBeCloseTo(co2e, 9);
  });
});
