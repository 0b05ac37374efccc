import { describe, expect, it } from 'vitest';
import {
  evaluatePolynomial, fitPolynomial, fitPowerLaw, roundCoefficients, validateFitOptions,
} from '../../../../../descriptors/lib/analytics/polynomial-fit.js';

describe('polynomial fit (SPEC §5)', () => {
  it('fits a straight line by least squares, with R² (hand-computed)', () => {
    // x̄ = 2, ȳ = 11/3, Sxy = 3, Sxx = 2 → slope 1.5, intercept 2/3; SSres = 1/6, SStot = 14/3 → R² = 27/28.
    const { fit, problems } = fitPolynomial([[1, 2], [2, 4], [3, 5]], { order: 1 });
    expect(problems).toEqual([]);
    expect(fit!.coefficients[0]).toBeCloseTo(2 / 3, 12);
    expect(fit!.coefficients[1]).toBeCloseTo(1.5, 12);
    expect(fit!.rSquared).toBeCloseTo(27 / 28, 12);
    expect(fit!.count).toBe(3);
  });

  it('recovers an exact quadratic, R² = 1', () => {
    const points = [0, 1, 2, 3, 4].map((x) => [x, x * x + x + 1] as [number, number]);
    const { fit } = fitPolynomial(points, { order: 2 });
    fit!.coefficients.forEach((c) => expect(c).toBeCloseTo(1, 10));
    expect(fit!.rSquared).toBeCloseTo(1, 12);
  });

  it('a quadratic through scattered points (hand-computed normal equations)', () => {
    // x = -1, 0, 1, 2; y = 2, 0, 1, 4. n=4 Σx=2 Σx²=6 Σx³=8 Σx⁴=18; Σy=7 Σxy=7 Σx²y=19 → c = (0.15, -0.55, 1.25)
    const { fit } = fitPolynomial([[-1, 2], [0, 0], [1, 1], [2, 4]], { order: 2 });
    expect(fit!.coefficients[0]).toBeCloseTo(0.15, 10);
    expect(fit!.coefficients[1]).toBeCloseTo(-0.55, 10);
    expect(fit!.coefficients[2]).toBeCloseTo(1.25, 10);
    // predictions 1.95, 0.15, 0.85, 4.05 → SSres = 0.05; ȳ = 1.75, SStot = 8.75 → R² = 174/175
    expect(fit!.rSquared).toBeCloseTo(174 / 175, 10);
  });

  it('stays accurate far from the origin (speeds, timestamps)', () => {
    const points = [1.7e12, 1.7e12 + 3.6e6, 1.7e12 + 7.2e6].map((x, i) => [x, 10 + i] as [number, number]);
    const { fit } = fitPolynomial(points, { order: 1 });
    expect(evaluatePolynomial(fit!.coefficients, 1.7e12 + 3.6e6)).toBeCloseTo(11, 3);
  });

  it('refuses an order below 1 or not an integer: "Invalid order"', () => {
    expect(fitPolynomial([[1, 1], [2, 2]], { order: 0 }).problems).toEqual(['Invalid order']);
    expect(validateFitOptions({ order: 1.5 })).toEqual(['Invalid order']);
    expect(validateFitOptions({ order: '2' })).toEqual(['Invalid order']);
    expect(validateFitOptions({})).toEqual(['Invalid order']);
  });

  it('refuses rounding decimals that are not an integer: "Invalid decimals"', () => {
    expect(validateFitOptions({ order: 1, decimals: 1.5 })).toEqual(['Invalid decimals']);
    expect(validateFitOptions({ order: 0, decimals: 'two' })).toEqual(['Invalid order', 'Invalid decimals']);
    expect(validateFitOptions({ order: 3, decimals: 2 })).toEqual([]);
    expect(validateFitOptions({ order: 3 })).toEqual([]);
  });

  it('rounds the coefficients to the decimals asked for', () => {
    const { fit } = fitPolynomial([[1, 2], [2, 4], [3, 5]], { order: 1, decimals: 2 });
    expect(fit!.coefficients).toEqual([0.67, 1.5]);
    expect(roundCoefficients([1234.5, -0.004], -2)).toEqual([1200, 0]);
  });

  it('needs more distinct x values than the order', () => {
    expect(fitPolynomial([[1, 2], [2, 3]], { order: 2 }).problems).toEqual(['Not enough points']);
    expect(fitPolynomial([[1, 2], [1, 3], [1, 4]], { order: 1 }).problems).toEqual(['Not enough points']);
    expect(fitPolynomial([[1, 2], [Number.NaN, 3], [2, 4]], { order: 1 }).fit!.count).toBe(2);
  });

  it('fits the power law FOC = a·V^b of reference/performance.md §2', () => {
    const points = [[10, 16.5], [11, 21.4], [12, 27.0], [13, 33.8], [14, 41.2]] as [number, number][];
    const { fit } = fitPowerLaw(points);
    expect(fit!.a).toBeCloseTo(0.031231, 5);
    expect(fit!.b).toBeCloseTo(2.7228, 4);
    expect(fit!.rSquared).toBeGreaterThan(0.99);
  });

  it('evaluates with Horner', () => {
    expect(evaluatePolynomial([1, -2, 3], 2)).toBe(1 - 4 + 12);
  });
});
