/**
 * The emissions answers for a user: the ships they may see (one or all), the year's voyage record, the settings and
 * fuel tables, handed to the figure builders. Every answer is for visible ships only; a ship out of reach is 403.
 */
import type {
  AerOverviewResponse, CiiDeviationRequest, CiiDeviationResponse, CiiOverviewResponse, CiiSimulateRequest, CiiSimulateResponse,
  EeoiOverviewResponse, EeoiShipResponse, EtsFleetResponse, EtsShipResponse, FuelEuFleetResponse, FuelEuPoolResponse, FuelEuShipResponse,
  MrvReportResponse,
} from '../../../descriptors/lib/emissions/api-types.js';
import { canSeeUnit, type Principal } from '../../../descriptors/lib/access.js';
import { assessCii } from '../../calc/emissions/cii.js';
import { ciiConsumptionDeductionFactor, ciiVoyageAdjustments, correctedAttainedCii, correctedCo2Tonnes } from '../../calc/emissions/cii-corrections.js';
import { imoCo2Tonnes } from '../../calc/emissions/fuel-factors.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { listVisibleShips } from '../access/visible-ships.js';
import { ciiOptions, ciiShipOf, ciiShipYear, toAssessmentDto } from './cii-figures.js';
import { listRecordYears, loadYearRecords } from '../voyages/year-records.js';
import type { EmissionRecord } from './emission-records.js';
import { loadEmissionSettings, publicSettings, type EmissionSettings } from './emission-settings.js';
import { aerShipYear, eeoiShipYear } from './efficiency-figures.js';
import { etsShipYear } from './ets-figures.js';
import { fuelByType, fuelUsesOf, problem } from './figure-problems.js';
import { FUELEU_FIRST_YEAR, fuelEuShipYear, simulateFuelEuPool } from './fueleu-figures.js';
import { loadFuelTables, type FuelTables } from './fuel-tables.js';
import { mrvShipYear } from './mrv-figures.js';
import { loadShipProfiles, type ShipProfile } from './ship-profiles.js';

interface Context {
  ships: ShipProfile[];
  years: number[];
  year: number;
  records: Map<string, EmissionRecord[]>;
  settings: EmissionSettings;
  tables: FuelTables;
}

const currentYear = (now: number) => new Date(now).getUTCFullYear();

/** The ships the user may see, or just the one asked for (403 when it is not theirs). */
async function shipsFor(db: Db, principal: Principal, unitIds?: readonly string[]): Promise<ShipProfile[]> {
  if (unitIds) {
    for (const id of unitIds) if (!canSeeUnit(principal, id)) throw new KeelError('FORBIDDEN', 'records.unitNotVisible', { resource: 'emissions' });
    const ships = await loadShipProfiles(db, unitIds);
    if (ships.length !== new Set(unitIds).size) throw new KeelError('NOT_FOUND', 'emissions.shipNotFound');
    return ships;
  }
  const visible = await listVisibleShips(db, principal, { includeDisabled: true });
  return loadShipProfiles(db, visible.map((s) => s.id));
}

async function loadContext(db: Db, principal: Principal, year: number | undefined, now: number, unitIds?: readonly string[]): Promise<Context> {
  const ships = await shipsFor(db, principal, unitIds);
  const ids = ships.map((s) => s.unitId);
  const years = await listRecordYears(db, ids);
  const chosen = year ?? currentYear(now);
  const all = await loadYearRecords(db, ids, chosen);
  const records = new Map(ids.map((id) => [id, all.filter((r) => r.unitId === id)]));
  return { ships, years, year: chosen, records, settings: await loadEmissionSettings(db), tables: await loadFuelTables(db) };
}

const of = (ctx: Context, ship: ShipProfile) => ctx.records.get(ship.unitId) ?? [];

export async function ciiOverview(db: Db, principal: Principal, year: number | undefined, unitId: string | undefined, now: number): Promise<CiiOverviewResponse> {
  const ctx = await loadContext(db, principal, year, now, unitId ? [unitId] : undefined);
  const history: CiiOverviewResponse['history'] = [];
  for (const earlier of ctx.years.filter((y) => y < ctx.year)) {
    const records = await loadYearRecords(db, ctx.ships.map((s) => s.unitId), earlier);
    for (const ship of ctx.ships) {
      const own = records.filter((r) => r.unitId === ship.unitId);
      if (!own.length) continue;
      const figure = ciiShipYear(ship, own, earlier, ctx.settings, ctx.tables, now);
      history.push({ unitId: ship.unitId, year: earlier, rating: figure.assessment?.rating ?? null, attained: figure.assessment?.attained ?? null });
    }
  }
  return {
    year: ctx.year, years: ctx.years, history, settings: publicSettings(ctx.settings),
    ships: ctx.ships.map((ship) => ciiShipYear(ship, of(ctx, ship), ctx.year, ctx.settings, ctx.tables, now)),
  };
}

export async function ciiSimulate(db: Db, principal: Principal, request: CiiSimulateRequest, now: number): Promise<CiiSimulateResponse> {
  const ctx = await loadContext(db, principal, request.year, now, [request.unitId]);
  const ship = ctx.ships[0];
  if (!ctx.tables.imo[request.restOfYear.fuel]) throw fieldError('/restOfYear/fuel', 'emissions.validation.unknownFuel', { fuel: request.restOfYear.fuel });
  const toDate = ciiShipYear(ship, of(ctx, ship), ctx.year, ctx.settings, ctx.tables, now);
  const rest = request.restOfYear;
  const restDistance = rest.daysAtSea * 24 * rest.speedKn;
  const restFuel = [{ fuel: rest.fuel, massT: rest.daysAtSea * rest.fuelPerDayT }].filter((f) => f.massT > 0);
  const restCo2 = imoCo2Tonnes(restFuel, ctx.tables.imo);
  const ciiShip = ciiShipOf(ship);
  if ('key' in ciiShip) throw new KeelError('BUSINESS_RULE', ciiShip.key);
  const distance = toDate.distanceNm + restDistance;
  if (distance <= 0) throw fieldError('/restOfYear/daysAtSea', 'emissions.validation.noDistance');
  if (toDate.problem && toDate.problem.key !== 'emissions.problems.noDistance') throw new KeelError('BUSINESS_RULE', toDate.problem.key, toDate.problem.values as Record<string, string | number>);
  const projected = assessCii({ ...ciiShip, year: ctx.year, fuel: [...toDate.fuel, ...restFuel], distanceNm: distance }, ciiOptions(ctx.settings, ctx.tables));
  const maxForC = restDistance > 0 ? (projected.boundaries.upper * projected.capacity * distance - toDate.co2T * 1e6) / (projected.capacity * restDistance) : null;
  return {
    toDate, restOfYear: { distanceNm: restDistance, fuel: restFuel, co2T: restCo2 }, projected: toAssessmentDto(projected, distance),
    maxAttainedForC: maxForC !== null && maxForC > 0 ? maxForC : null,
  };
}

export async function ciiDeviation(db: Db, principal: Principal, request: CiiDeviationRequest, now: number): Promise<CiiDeviationResponse> {
  const ctx = await loadContext(db, principal, request.year, now, [request.unitId]);
  const ship = ctx.ships[0];
  const records = of(ctx, ship);
  const legs = records.filter((r) => r.kind === 'LEG').map((r) => ({
    legId: r.id, fromPort: r.fromPort, toPort: r.toPort, departure: r.start.toISOString(), arrival: r.end?.toISOString() ?? null, distanceNm: r.distanceNm,
    fuel: fuelByType(fuelUsesOf(r, ship)),
  }));
  request.excludedLegs.forEach((e, i) => { if (!legs.some((l) => l.legId === e.legId)) throw fieldError(`/excludedLegs/${i}/legId`, 'emissions.validation.unknownLeg'); });
  request.corrections.forEach((c, i) => { if (!ctx.tables.imo[c.fuel]) throw fieldError(`/corrections/${i}/fuel`, 'emissions.validation.unknownFuel', { fuel: c.fuel }); });
  const toDate = ciiShipYear(ship, records, ctx.year, ctx.settings, ctx.tables, now);
  const empty = { legs, uncorrected: null, corrected: null, deductionFactor: 0, excludedDistanceNm: 0, excludedFuel: [] };
  if (toDate.problem || !toDate.assessment) return { ...empty, problem: toDate.problem ?? problem('noDistance', { year: ctx.year }) };
  if (ctx.year < 2023) return { ...empty, uncorrected: toDate.assessment, problem: problem('correctionsYear', { year: ctx.year }) };
  const periods = request.excludedLegs.map((e) => {
    const leg = legs.find((l) => l.legId === e.legId)!;
    return { reason: e.reason, distanceNm: leg.distanceNm, fuel: leg.fuel };
  });
  const adjustments = ciiVoyageAdjustments(periods, ship.hasIceClass);
  const deductionFactor = ciiConsumptionDeductionFactor(ctx.year);
  const fuels = new Set([...toDate.fuel.map((f) => f.fuel), ...request.corrections.map((c) => c.fuel)]);
  const fuel = [...fuels].map((code) => {
    const c = request.corrections.find((x) => x.fuel === code);
    return {
      fuel: code, totalT: toDate.fuel.find((f) => f.fuel === code)?.massT ?? 0, voyageAdjustmentT: adjustments.fuelT[code] ?? 0,
      electricalT: c?.electricalT ?? 0, boilerT: c?.boilerT ?? 0, othersT: c?.othersT ?? 0, transferT: c?.transferT ?? 0,
    };
  });
  fuel.forEach((f) => {
    const deducted = f.voyageAdjustmentT + f.transferT + deductionFactor * (f.electricalT + f.boilerT + f.othersT);
    const index = request.corrections.findIndex((c) => c.fuel === f.fuel);
    if (deducted > f.totalT + 1e-9 && index >= 0) {
      throw fieldError(`/corrections/${index}/fuel`, 'emissions.validation.deductionsExceedFuel', { fuel: f.fuel, total: Math.round(f.totalT * 1000) / 1000 });
    }
  });
  let attained: number;
  try {
    attained = correctedAttainedCii({ year: ctx.year, capacity: toDate.assessment.capacity, distanceNm: toDate.distanceNm, adjustmentDistanceNm: adjustments.distanceNm, fuel }, ctx.tables.imo);
  } catch (error) {
    throw new KeelError('BUSINESS_RULE', 'emissions.validation.correctionsTooLarge', { message: (error as Error).message });
  }
  const ciiShip = ciiShipOf(ship) as Exclude<ReturnType<typeof ciiShipOf>, { key: string }>;
  const corrected = assessCii({ ...ciiShip, year: ctx.year, attained }, ciiOptions(ctx.settings, ctx.tables));
  return {
    legs, uncorrected: toDate.assessment, deductionFactor,
    corrected: { ...toAssessmentDto(corrected, toDate.distanceNm - adjustments.distanceNm), co2T: correctedCo2Tonnes(fuel, deductionFactor, ctx.tables.imo) },
    excludedDistanceNm: adjustments.distanceNm, excludedFuel: Object.entries(adjustments.fuelT).map(([f, massT]) => ({ fuel: f, massT })), problem: null,
  };
}

export async function aerOverview(db: Db, principal: Principal, year: number | undefined, now: number): Promise<AerOverviewResponse> {
  const ctx = await loadContext(db, principal, year, now);
  return { year: ctx.year, years: ctx.years, ships: ctx.ships.map((ship) => aerShipYear(ship, of(ctx, ship), ctx.year, ctx.settings, ctx.tables)) };
}

export async function eeoiShip(db: Db, principal: Principal, unitId: string, year: number | undefined, window: number, now: number): Promise<EeoiShipResponse> {
  const ctx = await loadContext(db, principal, year, now, [unitId]);
  const ship = ctx.ships[0];
  return { unitId: ship.unitId, shipName: ship.shipName, shipType: ship.shipType, year: ctx.year, window, ...eeoiShipYear(ship, of(ctx, ship), window, ctx.tables) };
}

export async function eeoiOverview(db: Db, principal: Principal, year: number | undefined, now: number): Promise<EeoiOverviewResponse> {
  const ctx = await loadContext(db, principal, year, now);
  return {
    year: ctx.year, years: ctx.years,
    ships: ctx.ships.map((ship) => {
      const f = eeoiShipYear(ship, of(ctx, ship), 1, ctx.tables);
      return { unitId: ship.unitId, shipName: ship.shipName, shipType: ship.shipType, voyages: f.voyages.length, cargoUnit: ship.cargoUnit, period: f.problem ? null : f.period, problem: f.problem };
    }),
  };
}

export async function etsFleet(db: Db, principal: Principal, year: number | undefined, now: number): Promise<EtsFleetResponse> {
  const ctx = await loadContext(db, principal, year, now);
  const ships = ctx.ships.map((ship) => etsShipYear(ship, of(ctx, ship), ctx.year, ctx.settings, ctx.tables, now).ship);
  const projected = ships.filter((s) => !s.problem && s.projection);
  return {
    year: ctx.year, years: ctx.years, allowancePriceEur: ctx.settings.etsAllowancePriceEur, ships,
    total: { allowances: ships.reduce((s, x) => s + x.allowances, 0), costEur: ships.reduce((s, x) => s + x.costEur, 0) },
    projection: projected.length ? {
      allowances: projected.reduce((s, x) => s + x.projection!.allowances, 0), costEur: projected.reduce((s, x) => s + x.projection!.costEur, 0),
    } : null,
  };
}

export async function etsShip(db: Db, principal: Principal, unitId: string, year: number | undefined, now: number): Promise<EtsShipResponse> {
  const ctx = await loadContext(db, principal, year, now, [unitId]);
  const figures = etsShipYear(ctx.ships[0], of(ctx, ctx.ships[0]), ctx.year, ctx.settings, ctx.tables, now);
  return { year: ctx.year, years: ctx.years, allowancePriceEur: ctx.settings.etsAllowancePriceEur, ...figures };
}

/** Each ship's FuelEU year with the deficits of its earlier FuelEU years counted (Art. 23(2)). */
async function fuelEuYears(db: Db, ctx: Context, now: number) {
  const deficits = new Map<string, boolean[]>(ctx.ships.map((s) => [s.unitId, []]));
  for (let earlier = FUELEU_FIRST_YEAR; earlier < ctx.year; earlier++) {
    const records = await loadYearRecords(db, ctx.ships.map((s) => s.unitId), earlier);
    for (const ship of ctx.ships) {
      const figure = fuelEuShipYear(ship, records.filter((r) => r.unitId === ship.unitId), earlier, ctx.settings, ctx.tables, deficits.get(ship.unitId));
      deficits.get(ship.unitId)!.push((figure.ship.complianceBalanceG ?? 0) < 0);
    }
  }
  return ctx.ships.map((ship) => fuelEuShipYear(ship, of(ctx, ship), ctx.year, ctx.settings, ctx.tables, deficits.get(ship.unitId), now));
}

export async function fuelEuFleet(db: Db, principal: Principal, year: number | undefined, now: number): Promise<FuelEuFleetResponse> {
  const ctx = await loadContext(db, principal, year, now);
  const ships = (await fuelEuYears(db, ctx, now)).map((f) => f.ship);
  const projected = ships.filter((s) => !s.problem && s.projection);
  return {
    year: ctx.year, years: ctx.years, gwp: ctx.settings.fuelEuGwp, ships,
    total: { complianceBalanceG: ships.reduce((s, x) => s + (x.complianceBalanceG ?? 0), 0), penaltyEur: ships.reduce((s, x) => s + (x.penaltyEur ?? 0), 0) },
    projection: projected.length ? {
      complianceBalanceG: projected.reduce((s, x) => s + x.projection!.complianceBalanceG, 0), penaltyEur: projected.reduce((s, x) => s + x.projection!.penaltyEur, 0),
    } : null,
  };
}

export async function fuelEuShip(db: Db, principal: Principal, unitId: string, year: number | undefined, now: number): Promise<FuelEuShipResponse> {
  const ctx = await loadContext(db, principal, year, now, [unitId]);
  const [figures] = await fuelEuYears(db, ctx, now);
  return { year: ctx.year, years: ctx.years, gwp: ctx.settings.fuelEuGwp, ...figures };
}

export async function fuelEuPool(db: Db, principal: Principal, year: number, unitIds: readonly string[], now: number): Promise<FuelEuPoolResponse> {
  const ctx = await loadContext(db, principal, year, now, unitIds);
  return simulateFuelEuPool(ctx.year, (await fuelEuYears(db, ctx, now)).map((f) => f.ship));
}

export async function mrvReport(db: Db, principal: Principal, unitId: string, year: number | undefined, now: number): Promise<MrvReportResponse> {
  const ctx = await loadContext(db, principal, year, now, [unitId]);
  return mrvShipYear(ctx.ships[0], of(ctx, ctx.ships[0]), ctx.year, ctx.years, ctx.tables);
}

/** A 400 naming one field of the request with the key of its message (the field's own problem, as zod's are). */
export function fieldError(path: string, messageKey: string, params: Record<string, string | number> = {}): KeelError {
  return new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, [{ path, code: messageKey.split('.').at(-1)!, messageKey, params }]);
}

/** The efficiency figures of one voyage: AER (per DWT, or per GT where the CII counts GT) and EEOI in the ship's cargo unit. */
export interface VoyageEfficiency {
  aer: number | null;
  aerCapacityKind: 'DWT' | 'GT' | null;
  eeoi: number | null;
  cargoUnit: string;
}

/**
 * AER and EEOI of each voyage (by id) of the ships in the years its legs and stays fall in: the year figures' own
 * builders run over one voyage's records, so a voyage's figure is the year's formula over that voyage alone.
 */
export async function voyageEfficiency(db: Db, principal: Principal, unitIds: readonly string[], years: readonly number[]): Promise<Map<string, VoyageEfficiency>> {
  const figures = new Map<string, VoyageEfficiency>();
  if (!unitIds.length || !years.length) return figures;
  const ships = await shipsFor(db, principal, unitIds);
  const [settings, tables] = [await loadEmissionSettings(db), await loadFuelTables(db)];
  const records: EmissionRecord[] = [];
  for (const year of years) records.push(...await loadYearRecords(db, ships.map((s) => s.unitId), year));
  for (const ship of ships) {
    const byVoyage = new Map<string, EmissionRecord[]>();
    for (const r of records) if (r.unitId === ship.unitId && r.voyageId) byVoyage.set(r.voyageId, [...(byVoyage.get(r.voyageId) ?? []), r]);
    for (const [voyageId, rs] of byVoyage) {
      const aer = aerShipYear(ship, rs, rs[0].start.getUTCFullYear(), settings, tables);
      const eeoi = eeoiShipYear(ship, rs, 1, tables);
      figures.set(voyageId, { aer: aer.value, aerCapacityKind: aer.capacityKind, eeoi: eeoi.voyages[0]?.figure.value ?? null, cargoUnit: ship.cargoUnit });
    }
  }
  return figures;
}
