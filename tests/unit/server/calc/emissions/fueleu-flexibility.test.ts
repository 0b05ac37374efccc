import { describe, expect, it } from 'vitest';
import { allocateFuelEuPool, fuelEuBorrowingLimitG, settleFuelEuPeriod, validateFuelEuPools } from '../../../../../server/calc/emissions/fueleu-flexibility.js';

const t = 1e6; // g per t CO2e
// The reference §5.8 ship: deficit 204.162 t, 87 405 000 MJ, target 89.3368 → borrowing limit 156.170 t.
const deficitShip = { ownBalanceG: -204.162496 * t, targetIntensity: 89.3368, energyMj: 87_405_000 };

describe('FuelEU borrowing (Art. 20(2))', () => {
  it('lets a deficit ship borrow up to 2 % of target × energy and pay the penalty on the rest', () => {
    const limit = fuelEuBorrowingLimitG(deficitShip.targetIntensity, deficitShip.energyMj);
    expect(Number((limit / t).toFixed(3))).toBe(156.17);
    const r = settleFuelEuPeriod({ ...deficitShip, borrowG: limit });
    expect(r.problems).toEqual([]);
    expect(r.borrowedG).toBe(limit);
    expect(r.finalBalanceG / t).toBeCloseTo(-204.162496 + 156.16966008, 6);
  });

  it('refuses borrowing over the limit, over the deficit, without a deficit, or two periods running', () => {
    const codes = (input: Parameters<typeof settleFuelEuPeriod>[0]) => settleFuelEuPeriod(input).problems.map((p) => p.code);
    expect(codes({ ...deficitShip, borrowG: 157 * t })).toEqual(['BORROWING_OVER_LIMIT']);
    expect(codes({ ...deficitShip, ownBalanceG: -10 * t, borrowG: 20 * t })).toEqual(['BORROWING_OVER_DEFICIT']);
    expect(codes({ ...deficitShip, ownBalanceG: 10 * t, borrowG: 5 * t })).toEqual(['BORROWING_WITHOUT_DEFICIT']);
    expect(codes({ ...deficitShip, borrowedLastPeriodG: 1 * t, borrowG: 5 * t })).toEqual(['BORROWING_CONSECUTIVE']);
    const refused = settleFuelEuPeriod({ ...deficitShip, borrowG: 157 * t });
    expect(refused.borrowedG).toBe(0);
    expect(refused.finalBalanceG).toBe(deficitShip.ownBalanceG);
  });

  it('can require borrowing to cover the whole deficit, and forbid it for a pooled ship', () => {
    expect(settleFuelEuPeriod({ ...deficitShip, borrowG: 100 * t }, { allowPartialBorrowing: false }).problems.map((p) => p.code)).toEqual(['BORROWING_PARTIAL']);
    expect(settleFuelEuPeriod({ ...deficitShip, borrowG: 100 * t, isPooled: true }).problems.map((p) => p.code)).toEqual(['BORROWING_IN_POOL']);
    expect(settleFuelEuPeriod({ ...deficitShip, borrowG: 100 * t, isPooled: true }, { forbidBorrowingInPool: false }).problems).toEqual([]);
  });

  it('takes the borrowed amount back × 1.1 the next period', () => {
    const next = settleFuelEuPeriod({ ownBalanceG: 200 * t, borrowedLastPeriodG: 100 * t, targetIntensity: 89.3368, energyMj: 1e8 });
    expect(next.repaymentG / t).toBeCloseTo(110, 9);
    expect(next.finalBalanceG / t).toBeCloseTo(90, 9);
  });
});

describe('FuelEU banking (Art. 20(1))', () => {
  it('banks a surplus and adds it to the next period', () => {
    const first = settleFuelEuPeriod({ ownBalanceG: 50 * t, targetIntensity: 89.3368, energyMj: 1e8 });
    expect(first.bankableG).toBe(50 * t);
    const second = settleFuelEuPeriod({ ownBalanceG: -30 * t, bankedG: first.bankableG, targetIntensity: 89.3368, energyMj: 1e8 });
    expect(second.finalBalanceG).toBe(20 * t);
    expect(second.bankableG).toBe(20 * t);
    expect(settleFuelEuPeriod({ ownBalanceG: -30 * t, targetIntensity: 89.3368, energyMj: 1e8 }).bankableG).toBe(0);
  });
});

describe('FuelEU pooling (Art. 21)', () => {
  it('brings every deficit to zero, paid by the surplus ships in proportion to their surplus', () => {
    const { allocations, problems } = allocateFuelEuPool([
      { shipId: 'A', balanceG: -204 * t }, { shipId: 'B', balanceG: 300 * t }, { shipId: 'C', balanceG: 100 * t }, { shipId: 'D', balanceG: 0 },
    ]);
    expect(problems).toEqual([]);
    expect(allocations.map((a) => roundTo6(a.afterG / t))).toEqual([0, 147, 49, 0]);
  });

  it('does not form a pool whose total is a deficit', () => {
    const { allocations, problems } = allocateFuelEuPool([{ shipId: 'A', balanceG: -204 * t }, { shipId: 'B', balanceG: 100 * t }]);
    expect(problems.map((p) => p.code)).toEqual(['POOL_NEGATIVE']);
    expect(allocations.map((a) => a.afterG)).toEqual([-204 * t, 100 * t]);
  });

  it('rejects a deficit ship leaving worse, a surplus ship leaving in deficit, a lost balance and a ship in two pools', () => {
    const codes = validateFuelEuPools([
      [{ shipId: 'A', beforeG: -10, afterG: -20 }, { shipId: 'B', beforeG: 40, afterG: 50 }],
      [{ shipId: 'C', beforeG: 10, afterG: -5 }, { shipId: 'D', beforeG: 5, afterG: 20 }],
      [{ shipId: 'A', beforeG: 10, afterG: 5 }],
    ]).map((p) => p.code);
    expect(codes).toEqual(['POOL_DEFICIT_WORSE', 'POOL_SURPLUS_NEGATIVE', 'POOL_NOT_CONSERVED', 'SHIP_IN_TWO_POOLS']);
  });
});

function roundTo6(value: number): number {
  return Number(value.toFixed(6));
}
