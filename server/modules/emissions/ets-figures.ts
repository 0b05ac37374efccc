/**
 * EU ETS figures of a ship-year from its voyage record (Directive 2003/87/EC as amended by (EU) 2023/959): per leg and
 * stay the gases, the scope share, the allowances after phase-in and ice-class reduction, and their cost at the
 * company's allowance price; the year's totals by scope and month, and in a running year where they lead by year end
 * at the year-to-date rate.
 */
import type { EtsLegRow, EtsShipYear, EtsVoyageRow } from '../../../descriptors/lib/emissions/api-types.js';
import { ETS_FIRST_YEAR, etsPhaseIn, etsVoyageAllowances, etsYearAllowances } from '../../calc/emissions/eu-ets.js';
import type { EuScope } from '../../../descriptors/lib/emissions/eu-scope.js';
import { ghgFromFuel, NO_GHG, addGhg } from '../../calc/emissions/ghg-from-fuel.js';
import { yearEndScale } from '../../calc/emissions/year-projection.js';
import { coveredPeriod, monthOf, type EmissionRecord } from './emission-records.js';
import type { EmissionSettings } from './emission-settings.js';
import { fuelEuFuelProblem, fuelUsesOf, imoFuelProblem, problem, scopeProblem } from './figure-problems.js';
import type { FuelTables } from './fuel-tables.js';
import type { ShipProfile } from './ship-profiles.js';

export interface EtsShipFigures {
  ship: EtsShipYear;
  legs: EtsLegRow[];
  voyages: EtsVoyageRow[];
}

/** The legs and stays summed per voyage (EUAs per voyage); a record outside any voyage stands alone. */
function byVoyage(rows: readonly { record: EmissionRecord; row: EtsLegRow }[]): EtsVoyageRow[] {
  const groups = new Map<string, { record: EmissionRecord; row: EtsLegRow }[]>();
  for (const r of rows) groups.set(r.record.voyageId ?? r.record.id, [...(groups.get(r.record.voyageId ?? r.record.id) ?? []), r]);
  return [...groups].map(([voyageId, members]) => {
    const legs = members.filter((m) => m.record.kind === 'LEG');
    const first = (legs[0] ?? members[0]).record, last = members.at(-1)!.record;
    return {
      voyageId, fromPort: first.fromPort, toPort: (legs.at(-1) ?? members.at(-1)!).record.toPort, start: first.start.toISOString(),
      end: last.end?.toISOString() ?? null, legCount: legs.length, stayCount: members.length - legs.length,
      scopedCo2eT: members.reduce((s, m) => s + m.row.scopedCo2eT, 0), allowances: members.reduce((s, m) => s + m.row.allowances, 0),
      costEur: members.reduce((s, m) => s + m.row.costEur, 0),
    };
  });
}

/** `now` (epoch ms) tells whether the year is still running: its figures are then to date, with a projection. */
export function etsShipYear(ship: ShipProfile, records: readonly EmissionRecord[], year: number, settings: EmissionSettings, tables: FuelTables, now: number): EtsShipFigures {
  const empty: EtsShipYear = {
    unitId: ship.unitId, shipName: ship.shipName, shipType: ship.shipType, year, ...coveredPeriod(records), phaseIn: 0, iceClassReduction: false,
    emissions: { ...NO_GHG }, scopedCo2eT: 0, allowances: 0, allowancesWhole: 0, costEur: 0, byScope: [], monthly: [], projection: null, problem: null,
  };
  const early = year < ETS_FIRST_YEAR ? problem('etsYear', { year })
    : imoFuelProblem(records, tables) ?? fuelEuFuelProblem(records, ship, tables) ?? scopeProblem(records);
  if (early) return { ship: { ...empty, problem: early }, legs: [], voyages: [] };

  const options = { isIceClassIa: ship.isIceClassIa, iceClassLastEmissionYear: settings.etsIceClassLastEmissionYear, allowancePriceEur: settings.etsAllowancePriceEur };
  const legs = records.map((record) => {
    const emissions = ghgFromFuel(fuelUsesOf(record, ship), tables);
    const scope = record.scope as EuScope;
    const figure = etsVoyageAllowances({ scope, emissions }, year, options);
    return {
      record, emissions, figure, row: {
        id: record.id, kind: record.kind, fromPort: record.fromPort, toPort: record.toPort, start: record.start.toISOString(), end: record.end?.toISOString() ?? null,
        scope: scope as EuScope, share: figure.scopeShare, emissions, scopedCo2eT: figure.scopedCo2eT, allowances: figure.allowances, costEur: figure.costEur ?? 0,
      } satisfies EtsLegRow,
    };
  });
  const total = etsYearAllowances(legs.map((l) => ({ scope: l.record.scope as EuScope, emissions: l.emissions })), year, options);
  const byScope = new Map<EuScope, { scope: EuScope; scopedCo2eT: number; allowances: number }>();
  const monthly = new Map<string, { month: string; allowances: number; costEur: number }>();
  for (const { row, record } of legs) {
    const s = byScope.get(row.scope) ?? { scope: row.scope, scopedCo2eT: 0, allowances: 0 };
    s.scopedCo2eT += row.scopedCo2eT; s.allowances += row.allowances; byScope.set(row.scope, s);
    const m = monthly.get(monthOf(record.start)) ?? { month: monthOf(record.start), allowances: 0, costEur: 0 };
    m.allowances += row.allowances; m.costEur += row.costEur; monthly.set(m.month, m);
  }
  const scale = yearEndScale(year, records[0]?.start.getTime(), now);
  const projected = scale === null ? null : total.allowances * scale;
  return {
    ship: {
      ...empty, phaseIn: etsPhaseIn(year), iceClassReduction: ship.isIceClassIa && year <= settings.etsIceClassLastEmissionYear,
      emissions: legs.reduce((sum, l) => addGhg(sum, l.emissions), NO_GHG), scopedCo2eT: total.scopedCo2eT, allowances: total.allowances,
      allowancesWhole: total.allowancesWhole, costEur: total.costEur ?? 0, byScope: [...byScope.values()], monthly: [...monthly.values()],
      projection: scale === null || projected === null ? null : {
        scopedCo2eT: total.scopedCo2eT * scale, allowances: projected, allowancesWhole: Math.round(projected), costEur: (total.costEur ?? 0) * scale,
      },
    },
    legs: legs.map((l) => l.row),
    voyages: byVoyage(legs),
  };
}
