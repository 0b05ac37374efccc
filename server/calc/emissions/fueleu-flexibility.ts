/**
 * FuelEU Maritime flexibility (Art. 20 banking and borrowing, Art. 21 pooling): settles a ship's period balance and
 * checks or simulates a pool. Rules broken are returned as problems, never applied. Pure: no I/O.
 */
import { assertNonNegative } from './fuel-factors.js';

// Regulation (EU) 2023/1805 Art. 20(2): advance surplus up to 2 % of GHGIE_target × energy, repaid next period × 1.1.
export const FUELEU_BORROWING_LIMIT_SHARE = 0.02;
export const FUELEU_BORROWING_REPAYMENT_FACTOR = 1.1;

export type FlexibilityProblemCode =
  | 'BORROWING_CONSECUTIVE' | 'BORROWING_WITHOUT_DEFICIT' | 'BORROWING_OVER_LIMIT' | 'BORROWING_OVER_DEFICIT'
  | 'BORROWING_PARTIAL' | 'BORROWING_IN_POOL'
  | 'POOL_NEGATIVE' | 'POOL_NOT_CONSERVED' | 'POOL_DEFICIT_WORSE' | 'POOL_SURPLUS_NEGATIVE' | 'SHIP_IN_TWO_POOLS';

export interface FlexibilityProblem {
  code: FlexibilityProblemCode;
  message: string;
  shipId?: string;
}

/** The most a ship may borrow: 2 % · GHGIE_target · energy, gCO2e (Art. 20(2)). */
export function fuelEuBorrowingLimitG(targetIntensity: number, energyMj: number): number {
  assertNonNegative(energyMj, 'energy');
  return FUELEU_BORROWING_LIMIT_SHARE * targetIntensity * energyMj;
}

/** Rules the reference leaves UNVERIFIED, made explicit. */
export interface FlexibilityRules {
  /** Borrow part of a deficit larger than the limit and pay the penalty on the rest (default true). */
  allowPartialBorrowing?: boolean;
  /** No borrowing in a period the ship is pooled (default true, as the reference claims). */
  forbidBorrowingInPool?: boolean;
}

export interface FuelEuPeriodInput {
  /** This period's verified compliance balance, gCO2e. */
  ownBalanceG: number;
  /** Surplus banked from earlier periods, gCO2e. */
  bankedG?: number;
  /** Advance surplus borrowed in the previous period (repaid now × 1.1), gCO2e. */
  borrowedLastPeriodG?: number;
  /** Advance surplus asked for this period, gCO2e. */
  borrowG?: number;
  targetIntensity: number;
  energyMj: number;
  isPooled?: boolean;
  /** What the pool moves to (+) or from (−) this ship, gCO2e. */
  poolAdjustmentG?: number;
}

export interface FuelEuPeriodResult {
  repaymentG: number;
  /** own − repayment + banked, before borrowing. */
  balanceBeforeBorrowingG: number;
  borrowedG: number;
  /** The balance the ship brings into a pool. */
  balanceBeforePoolG: number;
  /** After the pool: a negative value is the deficit the penalty is charged on. */
  finalBalanceG: number;
  /** Surplus that may be banked to the next period (Art. 20(1)). */
  bankableG: number;
  problems: FlexibilityProblem[];
}

function borrowingProblems(input: FuelEuPeriodInput, before: number, rules: FlexibilityRules): FlexibilityProblem[] {
  const ask = input.borrowG ?? 0;
  const problems: FlexibilityProblem[] = [];
  const limit = fuelEuBorrowingLimitG(input.targetIntensity, input.energyMj);
  if ((input.borrowedLastPeriodG ?? 0) > 0) problems.push({ code: 'BORROWING_CONSECUTIVE', message: 'borrowing is not allowed in two consecutive periods' });
  if (before >= 0) problems.push({ code: 'BORROWING_WITHOUT_DEFICIT', message: 'only a ship with a compliance deficit may borrow' });
  if (ask > limit) problems.push({ code: 'BORROWING_OVER_LIMIT', message: `borrowing ${ask} g exceeds 2 % of target × energy (${limit} g)` });
  if (before < 0 && ask > -before) problems.push({ code: 'BORROWING_OVER_DEFICIT', message: `borrowing ${ask} g exceeds the deficit ${-before} g` });
  if (rules.allowPartialBorrowing === false && before < 0 && ask < -before) problems.push({ code: 'BORROWING_PARTIAL', message: 'borrowing must cover the whole deficit' });
  if (input.isPooled && rules.forbidBorrowingInPool !== false) problems.push({ code: 'BORROWING_IN_POOL', message: 'a pooled ship may not borrow in the same period' });
  return problems;
}

/** Settles a ship's period: repay last period's borrowing × 1.1, add banked surplus, borrow, pool, bank (Art. 20–21). */
export function settleFuelEuPeriod(input: FuelEuPeriodInput, rules: FlexibilityRules = {}): FuelEuPeriodResult {
  const banked = input.bankedG ?? 0;
  const borrowedLast = input.borrowedLastPeriodG ?? 0;
  const ask = input.borrowG ?? 0;
  assertNonNegative(banked, 'banked surplus');
  assertNonNegative(borrowedLast, 'borrowed last period');
  assertNonNegative(ask, 'borrowing');
  const repaymentG = FUELEU_BORROWING_REPAYMENT_FACTOR * borrowedLast;
  const balanceBeforeBorrowingG = input.ownBalanceG - repaymentG + banked;
  const problems = ask > 0 ? borrowingProblems(input, balanceBeforeBorrowingG, rules) : [];
  const borrowedG = problems.length === 0 ? ask : 0;
  const balanceBeforePoolG = balanceBeforeBorrowingG + borrowedG;
  const finalBalanceG = balanceBeforePoolG + (input.poolAdjustmentG ?? 0);
  return { repaymentG, balanceBeforeBorrowingG, borrowedG, balanceBeforePoolG, finalBalanceG, bankableG: Math.max(0, finalBalanceG), problems };
}

export interface PoolAllocation {
  shipId: string;
  beforeG: number;
  afterG: number;
}

/** Checks pools of one period (Art. 21): each pool's sum ≥ 0 and conserved, no deficit ship worse, no surplus ship negative, a ship in one pool. */
export function validateFuelEuPools(pools: readonly (readonly PoolAllocation[])[]): FlexibilityProblem[] {
  const problems: FlexibilityProblem[] = [];
  const seen = new Set<string>();
  pools.forEach((pool, index) => {
    const before = pool.reduce((sum, m) => sum + m.beforeG, 0);
    const after = pool.reduce((sum, m) => sum + m.afterG, 0);
    if (before < 0) problems.push({ code: 'POOL_NEGATIVE', message: `pool ${index + 1} has a total deficit of ${-before} g` });
    if (Math.abs(after - before) > 1e-9 * Math.max(1, Math.abs(before), ...pool.map((m) => Math.abs(m.beforeG)))) {
      problems.push({ code: 'POOL_NOT_CONSERVED', message: `pool ${index + 1} ends with ${after} g, not its ${before} g` });
    }
    for (const m of pool) {
      if (seen.has(m.shipId)) problems.push({ code: 'SHIP_IN_TWO_POOLS', message: `ship ${m.shipId} is in more than one pool`, shipId: m.shipId });
      seen.add(m.shipId);
      if (m.beforeG < 0 && m.afterG < m.beforeG) problems.push({ code: 'POOL_DEFICIT_WORSE', message: `ship ${m.shipId} leaves the pool with a larger deficit`, shipId: m.shipId });
      if (m.beforeG >= 0 && m.afterG < 0) problems.push({ code: 'POOL_SURPLUS_NEGATIVE', message: `ship ${m.shipId} leaves the pool with a deficit`, shipId: m.shipId });
    }
  });
  return problems;
}

/**
 * Simulates a pool (Art. 21): every deficit is brought to zero, paid by the surplus ships in proportion to their
 * surplus (Keel's choice; the regulation leaves the split to the pool). When the pool's total is negative nothing
 * moves and the problem says so.
 */
export function allocateFuelEuPool(members: readonly { shipId: string; balanceG: number }[]): { allocations: PoolAllocation[]; problems: FlexibilityProblem[] } {
  const deficit = members.reduce((sum, m) => sum + Math.max(0, -m.balanceG), 0);
  const surplus = members.reduce((sum, m) => sum + Math.max(0, m.balanceG), 0);
  if (surplus < deficit) {
    return {
      allocations: members.map((m) => ({ shipId: m.shipId, beforeG: m.balanceG, afterG: m.balanceG })),
      problems: [{ code: 'POOL_NEGATIVE', message: `the pool's surplus ${surplus} g does not cover its deficit ${deficit} g` }],
    };
  }
  const keep = surplus === 0 ? 1 : 1 - deficit / surplus;
  const allocations = members.map((m) => ({ shipId: m.shipId, beforeG: m.balanceG, afterG: m.balanceG < 0 ? 0 : m.balanceG * keep }));
  return { allocations, problems: validateFuelEuPools([allocations]) };
}
