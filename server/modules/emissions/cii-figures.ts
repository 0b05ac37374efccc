/**
 * CII of a ship-year from its voyage record (MARPOL Annex VI reg. 28): the year's fuel (at sea and at berth) and
 * distance, the rating, the year-end projection at the year-to-date rate and the month-by-month trend; the simulator
 * and the MEPC.355(78) corrections build on it.
 */
import type { CiiAssessmentDto, CiiCurvePoint, CiiMonthPoint, CiiShipYear, FigureProblem } from '../../../descriptors/lib/emissions/api-types.js';
import { assessCii, type CiiAssessment, type CiiYearInput } from '../../calc/emissions/cii.js';
import { ciiBoundaries, ciiRatingVector } from '../../calc/emissions/cii-rating.js';
import { CII_REDUCTION_FACTORS, requiredCii } from '../../calc/emissions/cii-reduction.js';
import { ciiReferenceLine, type CiiShip } from '../../calc/emissions/cii-reference-line.js';
import { imoCo2Tonnes, type FuelUse } from '../../calc/emissions/fuel-factors.js';
import { yearEndScale } from '../../calc/emissions/year-projection.js';
import { monthOf, type EmissionRecord } from './emission-records.js';
import type { EmissionSettings } from './emission-settings.js';
import { fuelByType, fuelUsesOf, imoFuelProblem, problem } from './figure-problems.js';
import type { FuelTables } from './fuel-tables.js';
import type { ShipProfile } from './ship-profiles.js';

export const CII_YEARS = Object.keys(CII_REDUCTION_FACTORS).map(Number);

export function toAssessmentDto(a: CiiAssessment, distanceNm: number | null): CiiAssessmentDto {
  return {
    year: a.year, capacityKind: a.capacityKind, capacity: a.capacity, referenceCapacity: a.reference.capacityUsed, co2T: a.co2T ?? null, distanceNm,
    attained: a.attained, reference: a.reference.value, reductionPercent: a.reductionPercent, required: a.required, boundaries: a.boundaries,
    ratio: a.ratio, rating: a.rating,
  };
}

export const ciiOptions = (settings: EmissionSettings, tables?: FuelTables) => ({ edition: settings.ciiEdition, tieRule: settings.ciiTieRule, fuelTable: tables?.imo });

/** The ship as the CII tables take it, or why it cannot be rated. */
export function ciiShipOf(ship: Pick<ShipProfile, 'ciiShipType' | 'dwt' | 'gt'>): CiiShip | FigureProblem {
  if (!ship.ciiShipType) return problem('shipTypeMissing');
  return { shipType: ship.ciiShipType, ...(ship.dwt ? { dwt: ship.dwt } : {}), ...(ship.gt ? { gt: ship.gt } : {}) };
}

const isProblem = (value: unknown): value is FigureProblem => typeof value === 'object' && value !== null && 'key' in value;

/** assessCii, with the calculation's own refusals (a capacity missing, a year without a factor) as problems. */
export function assessOrProblem(input: CiiYearInput, settings: EmissionSettings, tables?: FuelTables): CiiAssessment | FigureProblem {
  if (!CII_YEARS.includes(input.year)) return problem('ciiYear', { year: input.year });
  try {
    return assessCii(input, ciiOptions(settings, tables));
  } catch (error) {
    const message = (error as Error).message;
    if (/missing/.test(message)) return problem('capacityMissing', { kind: /GT/.test(message) ? 'GT' : 'DWT' });
    return problem('calculation', { message });
  }
}

/** The required CII and its boundaries across capacities of the ship's type, for the reference-line chart. */
export function ciiCurve(ship: CiiShip, year: number, settings: EmissionSettings, capacity: number): CiiCurvePoint[] {
  const low = Math.max(1, capacity * 0.25), high = capacity * 2.5;
  const points: CiiCurvePoint[] = [];
  for (let i = 0; i <= 60; i++) {
    const x = Math.round(low * (high / low) ** (i / 60));
    const at = { shipType: ship.shipType, dwt: x, gt: x };
    try {
      const required = requiredCii(ciiReferenceLine(at, { edition: settings.ciiEdition }).value, year);
      const b = ciiBoundaries(required, ciiRatingVector(at, { edition: settings.ciiEdition }));
      points.push({ capacity: x, required, ...b });
    } catch {
      // a size outside every band of the type: no point
    }
  }
  return points;
}

/** The CII of a ship's records in a year (they are the ship's, in time order), projected to year end when the year is running. */
export function ciiShipYear(ship: ShipProfile, records: readonly EmissionRecord[], year: number, settings: EmissionSettings, tables: FuelTables, now: number): CiiShipYear {
  const uses = records.flatMap((r) => fuelUsesOf(r, ship));
  const distanceNm = records.reduce((s, r) => s + r.distanceNm, 0);
  const fuel = fuelByType(uses);
  const base = {
    unitId: ship.unitId, shipName: ship.shipName, shipType: ship.shipType, year,
    from: records[0]?.start.toISOString() ?? null, to: records.length ? (records.at(-1)!.end ?? records.at(-1)!.start).toISOString() : null,
    distanceNm, fuel, trend: [] as CiiMonthPoint[], projection: null, assessment: null,
  };
  const fuelProblem = imoFuelProblem(records, tables);
  const co2T = fuelProblem ? 0 : imoCo2Tonnes(uses, tables.imo);
  const shipOrProblem = ciiShipOf(ship);
  const earlyProblem = fuelProblem ?? (isProblem(shipOrProblem) ? shipOrProblem : null) ?? (distanceNm > 0 ? null : problem('noDistance', { year }));
  if (earlyProblem) return { ...base, co2T, problem: earlyProblem };
  const ciiShip = shipOrProblem as CiiShip;
  const assessed = assessOrProblem({ ...ciiShip, year, fuel: uses, distanceNm }, settings, tables);
  if (isProblem(assessed)) return { ...base, co2T, problem: assessed };

  const trend: CiiMonthPoint[] = [];
  let monthDistance = 0;
  const monthUses: FuelUse[] = [];
  for (const month of [...new Set(records.map((r) => monthOf(r.start)))]) {
    for (const r of records.filter((x) => monthOf(x.start) === month)) { monthDistance += r.distanceNm; monthUses.push(...fuelUsesOf(r, ship)); }
    if (monthDistance > 0) trend.push({ month, attainedToDate: (imoCo2Tonnes(monthUses, tables.imo) * 1e6) / (assessed.capacity * monthDistance), required: assessed.required });
  }

  const scale = yearEndScale(year, records[0].start.getTime(), now);
  let projection: CiiShipYear['projection'] = null;
  if (scale !== null) {
    const projected = assessCii({ ...ciiShip, year, fuel: uses.map((u) => ({ ...u, massT: u.massT * scale })), distanceNm: distanceNm * scale }, ciiOptions(settings, tables));
    projection = { distanceNm: distanceNm * scale, co2T: co2T * scale, assessment: toAssessmentDto(projected, distanceNm * scale) };
  }
  return { ...base, co2T, assessment: toAssessmentDto(assessed, distanceNm), projection, trend, problem: null };
}
