/**
 * Why a ship's figure cannot be computed, named before computing: a missing particular, a fuel without factors, an
 * LNG consumer without its class, a leg not yet scoped. The screens show the translated key where the number would be.
 */
import type { FigureProblem } from '../../../descriptors/lib/emissions/api-types.js';
import type { FuelUse } from '../../calc/emissions/fuel-factors.js';
import type { EmissionRecord } from './emission-records.js';
import type { FuelTables } from './fuel-tables.js';
import type { ShipProfile } from './ship-profiles.js';

export const problem = (key: string, values?: FigureProblem['values']): FigureProblem => ({ key: `emissions.problems.${key}`, ...(values ? { values } : {}) });

/** A record's fuel as the calculations take it, with the LNG consumer class of each consumer (methane slip). */
export const fuelUsesOf = (record: EmissionRecord, ship: ShipProfile): FuelUse[] =>
  record.fuel.map((f) => ({ fuel: f.fuel, massT: f.tonnes, ...(ship.lngConsumerClasses[f.consumer] ? { engine: ship.lngConsumerClasses[f.consumer] } : {}) }));

/** The first fuel without an IMO carbon factor. */
export function imoFuelProblem(records: readonly EmissionRecord[], tables: FuelTables): FigureProblem | null {
  const fuel = records.flatMap((r) => r.fuel).find((f) => !tables.imo[f.fuel]);
  return fuel ? problem('fuelWithoutCf', { fuel: fuel.fuel }) : null;
}

/** The first fuel use that FuelEU Annex II factors (CH4, N2O, slip) cannot be found for. */
export function fuelEuFuelProblem(records: readonly EmissionRecord[], ship: ShipProfile, tables: FuelTables): FigureProblem | null {
  for (const record of records) {
    for (const use of record.fuel) {
      const factor = tables.fuelEu[use.fuel];
      if (!factor || factor.cfCh4 === null || factor.cfN2o === null) return problem('fuelWithoutAnnexII', { fuel: use.fuel });
      const engine = ship.lngConsumerClasses[use.consumer];
      if (factor.engines && !(engine && factor.engines[engine])) return problem('consumerClassMissing', { fuel: use.fuel, consumer: use.consumer });
    }
  }
  return null;
}

/** A leg or stay the voyages module has not yet given an EU scope. */
export function scopeProblem(records: readonly EmissionRecord[]): FigureProblem | null {
  return records.some((r) => r.scope === null) ? problem('scopeUndecided') : null;
}

/** Sums fuel masses per fuel, largest first. */
export function fuelByType(uses: readonly { fuel: string; massT: number }[]): { fuel: string; massT: number }[] {
  const totals = new Map<string, number>();
  for (const use of uses) totals.set(use.fuel, (totals.get(use.fuel) ?? 0) + use.massT);
  return [...totals].map(([fuel, massT]) => ({ fuel, massT })).sort((a, b) => b.massT - a.massT);
}
