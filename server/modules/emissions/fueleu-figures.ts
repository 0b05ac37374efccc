/**
 * FuelEU Maritime figures of a ship-year (Regulation (EU) 2023/1805): energy in scope, GHG intensity against the
 * target, compliance balance, the penalty with its consecutive-deficit multiplier, the borrowing limit, and a pooling
 * simulation across ships.
 */
import type { FigureProblem, FuelEuLegRow, FuelEuPoolResponse, FuelEuShipYear } from '../../../descriptors/lib/emissions/api-types.js';
import { EU_SCOPE_SHARE, type EuScope } from '../../../descriptors/lib/emissions/eu-scope.js';
import { consecutiveDeficitPeriods, fuelEuComplianceBalance, fuelEuPenalty } from '../../calc/emissions/fueleu-balance.js';
import { allocateFuelEuPool, fuelEuBorrowingLimitG } from '../../calc/emissions/fueleu-flexibility.js';
import { fuelEuGhgIntensity, fuelEuScopedFuel } from '../../calc/emissions/fueleu-intensity.js';
import { fuelEuTargetIntensity } from '../../calc/emissions/fueleu-target.js';
import { yearEndScale } from '../../calc/emissions/year-projection.js';
import { coveredPeriod, monthOf, type EmissionRecord } from './emission-records.js';
import type { EmissionSettings } from './emission-settings.js';
import { fuelByType, fuelEuFuelProblem, fuelUsesOf, problem, scopeProblem } from './figure-problems.js';
import type { FuelTables } from './fuel-tables.js';
import type { ShipProfile } from './ship-profiles.js';

export const FUELEU_FIRST_YEAR = 2025;

export interface FuelEuShipFigures {
  ship: FuelEuShipYear;
  legs: FuelEuLegRow[];
  borrowingLimitG: number;
}

/** Intensity and energy of some records in scope, or null when nothing of them is in scope. */
function intensityOf(records: readonly EmissionRecord[], ship: ShipProfile, year: number, settings: EmissionSettings, tables: FuelTables) {
  const fuel = fuelEuScopedFuel(records.map((r) => ({ scope: r.scope as EuScope, fuel: fuelUsesOf(r, ship) })));
  if (!fuel.length) return null;
  return { fuel, ...fuelEuGhgIntensity({ year, fuel }, { gwp: settings.fuelEuGwp, fuelTable: tables.fuelEu }) };
}

/**
 * A ship-year's FuelEU figures. `deficitYearsBefore` says, oldest first, whether each earlier year of the ship ended in
 * a deficit (Art. 23(2)).
 */
/** `now` (epoch ms, absent for earlier years) tells whether the year is still running: its figures then carry a projection. */
export function fuelEuShipYear(ship: ShipProfile, records: readonly EmissionRecord[], year: number, settings: EmissionSettings, tables: FuelTables,
  deficitYearsBefore: readonly boolean[] = [], now?: number): FuelEuShipFigures {
  const base: FuelEuShipYear = {
    unitId: ship.unitId, shipName: ship.shipName, shipType: ship.shipType, year, ...coveredPeriod(records), energyMj: 0, scopedFuel: [], wttGCo2ePerMj: null, ttwGCo2ePerMj: null,
    ghgIntensity: null, targetIntensity: year >= FUELEU_FIRST_YEAR ? fuelEuTargetIntensity(year) : 0, complianceBalanceG: null, consecutiveDeficits: 0,
    penaltyEur: null, monthly: [], projection: null, problem: null,
  };
  const early: FigureProblem | null = year < FUELEU_FIRST_YEAR ? problem('fuelEuYear', { year }) : fuelEuFuelProblem(records, ship, tables) ?? scopeProblem(records);
  if (early) return { ship: { ...base, problem: early }, legs: [], borrowingLimitG: 0 };

  const year_ = intensityOf(records, ship, year, settings, tables);
  const legs: FuelEuLegRow[] = records.filter((r) => EU_SCOPE_SHARE[r.scope as EuScope] > 0).map((r) => {
    const own = intensityOf([r], ship, year, settings, tables);
    return {
      id: r.id, kind: r.kind, fromPort: r.fromPort, toPort: r.toPort, start: r.start.toISOString(), end: r.end?.toISOString() ?? null,
      scope: r.scope as EuScope, share: EU_SCOPE_SHARE[r.scope as EuScope], energyMj: own?.energyMj ?? 0, ghgIntensity: own?.ghgIntensity ?? null,
    };
  });
  const monthly = [...new Set(records.map((r) => monthOf(r.start)))].map((month) => {
    const own = intensityOf(records.filter((r) => monthOf(r.start) === month), ship, year, settings, tables);
    return { month, ghgIntensity: own?.ghgIntensity ?? null, energyMj: own?.energyMj ?? 0 };
  });
  if (!year_) return { ship: { ...base, complianceBalanceG: 0, penaltyEur: 0, monthly }, legs, borrowingLimitG: 0 };

  const complianceBalanceG = fuelEuComplianceBalance(base.targetIntensity, year_.ghgIntensity, year_.energyMj);
  const consecutiveDeficits = consecutiveDeficitPeriods([...deficitYearsBefore, complianceBalanceG < 0]);
  const penaltyEur = fuelEuPenalty({ complianceBalanceG, actualIntensity: year_.ghgIntensity, consecutiveDeficitPeriods: Math.max(1, consecutiveDeficits) });
  // The same intensity over the year's energy: the balance and the penalty grow with it.
  const scale = now === undefined ? null : yearEndScale(year, records[0]?.start.getTime(), now);
  return {
    ship: {
      ...base, energyMj: year_.energyMj, scopedFuel: fuelByType(year_.fuel), wttGCo2ePerMj: year_.wttGCo2ePerMj, ttwGCo2ePerMj: year_.ttwGCo2ePerMj,
      ghgIntensity: year_.ghgIntensity, complianceBalanceG, consecutiveDeficits,
      penaltyEur, monthly,
      projection: scale === null ? null : { energyMj: year_.energyMj * scale, complianceBalanceG: complianceBalanceG * scale, penaltyEur: penaltyEur * scale },
    },
    legs, borrowingLimitG: fuelEuBorrowingLimitG(base.targetIntensity, year_.energyMj),
  };
}

/** Pooling simulation (Art. 21): every deficit brought to zero by the surplus ships in proportion; the penalties before and after. */
export function simulateFuelEuPool(year: number, members: readonly FuelEuShipYear[]): FuelEuPoolResponse {
  const problems: FigureProblem[] = members.filter((m) => m.problem || m.complianceBalanceG === null)
    .map((m) => problem('poolMemberWithoutBalance', { ship: m.shipName }));
  const counted = members.filter((m) => !m.problem && m.complianceBalanceG !== null);
  const { allocations, problems: ruleProblems } = allocateFuelEuPool(counted.map((m) => ({ shipId: m.unitId, balanceG: m.complianceBalanceG! })));
  problems.push(...ruleProblems.map((p) => problem(`pool.${p.code}`)));
  const after = new Map(allocations.map((a) => [a.shipId, a.afterG]));
  const penalty = (m: FuelEuShipYear, balanceG: number) => (m.ghgIntensity
    ? fuelEuPenalty({ complianceBalanceG: balanceG, actualIntensity: m.ghgIntensity, consecutiveDeficitPeriods: Math.max(1, m.consecutiveDeficits) }) : 0);
  return {
    year, problems,
    poolBalanceG: counted.reduce((s, m) => s + m.complianceBalanceG!, 0),
    members: counted.map((m) => {
      const afterG = after.get(m.unitId) ?? m.complianceBalanceG!;
      return {
        unitId: m.unitId, shipName: m.shipName, shipType: m.shipType, beforeG: m.complianceBalanceG!, afterG,
        penaltyBeforeEur: penalty(m, m.complianceBalanceG!), penaltyAfterEur: penalty(m, afterG),
      };
    }),
  };
}
