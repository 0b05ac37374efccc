/**
 * The vessel reports' data (decision 61), read as the user from the voyage record: `voyages` — the voyages of one or
 * all of the user's ships in a period with the voyage summary's totals, figures derived from them (days, average
 * speed, fuel by type at sea and at berth, EU scope share) and each voyage's AER and EEOI from the emissions figures —,
 * `voyageSummary` — the same voyages of one ship, or one of them, for the voyage summary printout (decision 63) —
 * and `cruise` — a passenger ship's port calls and legs in a period with passengers, distance and fuel, and totals.
 * Nothing here computes an emissions figure: CO2 and its EU scope come from the voyage summary, AER and EEOI from the
 * emissions module.
 */
import { canSeeUnit } from '../../../descriptors/lib/access.js';
import { resolveText } from '../../../descriptors/lib/text.js';
import type { VoyageSummary } from '../../../descriptors/lib/voyages/voyage-summary-types.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { findShip, listShips } from '../access/ships.js';
import { listVisibleShips } from '../access/visible-ships.js';
import { voyageEfficiency } from '../emissions/emissions-service.js';
import { selectRecords } from '../resources/record-queries.js';
import { listVoyageSummaries } from '../voyages/voyage-summary.js';
import type { SourceContext } from './report-sources.js';
import { labelOf } from './ship-particulars.js';

type Args = Record<string, unknown>;
type Tonnes = Record<string, number>;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const perHour = (distanceNm: number, hours: number) => (hours > 0 ? round(distanceNm / hours, 2) : null);

/** The period's first day and the day after its last (UTC); a day that is not one, or a period ending before it starts, is refused by name. */
function periodArguments(args: Args): { from: Date; to: Date; fromDay: string; toDay: string } {
  for (const name of ['from', 'to'] as const) {
    const value = args[name];
    if (typeof value !== 'string' || !dayPattern.test(value) || Number.isNaN(Date.parse(value))) throw new KeelError('INVALID_INPUT', 'printouts.sourceArgument', { argument: name });
  }
  const [fromDay, toDay] = [args.from as string, args.to as string];
  // The built-in models pass the parameters `from` and `to` under the same names, so the refusal points at the field.
  if (toDay < fromDay) {
    throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, [{ path: '/requestValue/parameters/to', code: 'period', messageKey: 'reportScreen.periodEndsEarly', params: { from: fromDay, to: toDay } }]);
  }
  return { from: new Date(`${fromDay}T00:00:00Z`), to: new Date(Date.parse(`${toDay}T00:00:00Z`) + 86_400_000), fromDay, toDay };
}

/** One ship the user may see, or (no unitId) every ship they may see. */
async function shipsArgument(ctx: SourceContext, args: Args, isRequired: boolean): Promise<string[]> {
  const unitId = args.unitId;
  if ((unitId === undefined || unitId === null || unitId === '') && !isRequired) return (await listVisibleShips(ctx.db, ctx.principal, { includeDisabled: true })).map((s) => s.id);
  if (typeof unitId !== 'string' || !/^[0-9a-f-]{36}$/i.test(unitId)) throw new KeelError('INVALID_INPUT', 'printouts.sourceArgument', { argument: 'unitId' });
  if (!canSeeUnit(ctx.principal, unitId)) throw new KeelError('FORBIDDEN', 'printouts.shipNotVisible');
  return [unitId];
}

/** Port names by UN/LOCODE in the printout's language (the code where the port is not on record). */
async function portNamer(db: Db, codes: Iterable<string>, language: string): Promise<(code: string) => string> {
  const rows = await selectRecords(db, 'port', { codes: [...new Set(codes)] });
  const names = new Map(rows.map((row) => [String(row.data.unlocode ?? row.code), labelOf(row.data, 'name')]));
  return (code) => {
    const label = names.get(code);
    return label ? resolveText(label, language, (key) => key) : code;
  };
}

const byFuel = (voyage: VoyageSummary, where: 'atSeaT' | 'atBerthT' | 'totalT'): Tonnes => Object.fromEntries(voyage.fuel.map((f) => [f.fuel, f[where]]));
function addTonnes(into: Tonnes, add: Tonnes) {
  for (const [fuel, t] of Object.entries(add)) into[fuel] = round((into[fuel] ?? 0) + t, 3);
}
const sum = (values: number[], digits = 2) => round(values.reduce((a, b) => a + b, 0), digits);
const sumOrNull = (values: (number | null)[]) => (values.some((v) => v === null) ? null : sum(values as number[], 3));

/** The voyages of the ships overlapping the period, by ship and departure, with the report's figures and each leg with the stay at its arrival port. */
async function voyageRows(ctx: SourceContext, unitIds: string[], period: { from: Date; to: Date }) {
  const summaries = (await listVoyageSummaries(ctx.db, { unitIds, from: period.from, to: period.to, includeDeleted: false }))
    .sort((a, b) => a.shipName.localeCompare(b.shipName) || a.departure.localeCompare(b.departure));
  const years = new Set(summaries.flatMap((v) => [new Date(v.departure).getUTCFullYear(), new Date(v.end ?? v.arrival ?? v.departure).getUTCFullYear()]));
  const allYears = years.size ? Array.from({ length: Math.max(...years) - Math.min(...years) + 1 }, (_, i) => Math.min(...years) + i) : [];
  const efficiency = await voyageEfficiency(ctx.db, ctx.principal, [...new Set(summaries.map((v) => v.unitId))], allYears);
  const codes = new Map((await listShips(ctx.db, { ids: unitIds })).map((s) => [s.id, s.code]));
  const portName = await portNamer(ctx.db, summaries.flatMap((v) => [v.fromPort, v.toPort, ...v.legs.flatMap((l) => [l.fromPort, l.toPort])]), ctx.language);
  return summaries.map((v) => {
    const figures = efficiency.get(v.id);
    const passengers = v.legs.map((l) => l.passengers).filter((p): p is number => p !== null);
    return {
      id: v.id, unitId: v.unitId, shipCode: codes.get(v.unitId) ?? '', shipName: v.shipName, status: v.status,
      fromPort: v.fromPort, toPort: v.toPort, fromPortName: portName(v.fromPort), toPortName: portName(v.toPort),
      departure: v.departure, arrival: v.arrival, end: v.end, legs: v.legs.length,
      distanceNm: v.distanceNm, hoursAtSea: v.hoursAtSea, hoursAtAnchor: v.hoursAtAnchor, hoursAtBerth: v.hoursAtBerth,
      daysAtSea: round(v.hoursAtSea / 24), daysAtAnchor: round(v.hoursAtAnchor / 24), daysInPort: round(v.hoursAtBerth / 24),
      averageSpeedKn: perHour(v.distanceNm, v.hoursAtSea), cargoTonnes: v.cargoTonnes, passengers: passengers.length ? Math.max(...passengers) : null,
      fuel: v.fuel, fuelAtSea: byFuel(v, 'atSeaT'), fuelAtBerth: byFuel(v, 'atBerthT'), fuelByType: byFuel(v, 'totalT'),
      fuelAtSeaT: sum(v.fuel.map((f) => f.atSeaT), 3), fuelAtBerthT: sum(v.fuel.map((f) => f.atBerthT), 3), fuelTotalT: v.fuelTotalT,
      co2T: v.co2T, co2EuScopeT: v.co2EuScopeT, euScopeShare: v.co2T && v.co2EuScopeT !== null ? round(v.co2EuScopeT / v.co2T, 4) : null,
      aer: figures?.aer ?? null, aerCapacityKind: figures?.aerCapacityKind ?? null, eeoi: figures?.eeoi ?? null, cargoUnit: figures?.cargoUnit ?? null,
      legList: v.legs.map((l) => ({
        ...l, fromPortName: portName(l.fromPort), toPortName: portName(l.toPort), averageSpeedKn: perHour(l.distanceNm, l.hoursAtSea),
        fuelTotalT: round(l.fuelAtSeaT + (l.fuelAtBerthT ?? 0), 3),
      })),
    };
  });
}

type VoyageRow = Awaited<ReturnType<typeof voyageRows>>[number];

/** What the voyages come to together: distance, days, fuel by type at sea and at berth, CO₂. */
function totalsOf(voyages: readonly VoyageRow[]) {
  const fuelAtSea: Tonnes = {}, fuelAtBerth: Tonnes = {}, fuelByType: Tonnes = {};
  for (const v of voyages) {
    addTonnes(fuelAtSea, v.fuelAtSea);
    addTonnes(fuelAtBerth, v.fuelAtBerth);
    addTonnes(fuelByType, v.fuelByType);
  }
  return {
    fuels: Object.keys(fuelByType).sort(),
    totals: {
      voyages: voyages.length, distanceNm: sum(voyages.map((v) => v.distanceNm), 1), daysAtSea: sum(voyages.map((v) => v.daysAtSea)),
      daysInPort: sum(voyages.map((v) => v.daysInPort)), fuelAtSea, fuelAtBerth, fuelByType, fuelTotalT: sum(voyages.map((v) => v.fuelTotalT), 3),
      co2T: sumOrNull(voyages.map((v) => v.co2T)), co2EuScopeT: sumOrNull(voyages.map((v) => v.co2EuScopeT)),
    },
  };
}

/** The `voyages` source: the voyages of the ships overlapping the period, by ship and departure, with the report's figures and totals. */
export async function voyagesReportData(ctx: SourceContext, args: Args) {
  const period = periodArguments(args);
  const unitIds = await shipsArgument(ctx, args, false);
  const voyages = await voyageRows(ctx, unitIds, period);
  const { fuels, totals } = totalsOf(voyages);
  return { from: period.fromDay, to: period.toDay, ships: unitIds.length, fuels, voyages, totals };
}

/**
 * The `voyageSummary` source: one ship's voyages overlapping the period with their legs and stays, or (voyageId) the
 * one voyage of them; a voyageId that is not among them is a 404.
 */
export async function voyageSummaryData(ctx: SourceContext, args: Args) {
  const period = periodArguments(args);
  const unitIds = await shipsArgument(ctx, args, true);
  const voyageId = args.voyageId === undefined || args.voyageId === null || args.voyageId === '' ? null : String(args.voyageId);
  const voyages = (await voyageRows(ctx, unitIds, period)).filter((v) => voyageId === null || v.id === voyageId);
  if (voyageId !== null && !voyages.length) throw new KeelError('NOT_FOUND', 'voyages.summary.notFound');
  const { fuels, totals } = totalsOf(voyages);
  return { from: period.fromDay, to: period.toDay, voyageId, fuels, voyages, totals };
}

const passengerShipTypes = new Set(['ro_ro_passenger_ship', 'cruise_passenger_ship', 'passenger_ship']);

/** The `cruise` source: a passenger ship's legs departing in the period, the calls at their ports, and totals; another ship is a 422. */
export async function cruiseReportData(ctx: SourceContext, args: Args) {
  const period = periodArguments(args);
  const [unitId] = await shipsArgument(ctx, args, true);
  const ship = await findShip(ctx.db, unitId);
  const particulars = (ship?.particulars ?? {}) as { shipType?: unknown; cargoCapacity?: { unit?: unknown } };
  const isPassengerShip = passengerShipTypes.has(String(particulars.shipType)) || particulars.cargoCapacity?.unit === 'passengers';
  if (!ship || !isPassengerShip) throw new KeelError('BUSINESS_RULE', 'reportScreen.notPassengerShip', { ship: ship?.name ?? unitId });
  const summaries = await listVoyageSummaries(ctx.db, { unitIds: [unitId], from: period.from, to: period.to, includeDeleted: false });
  const legs = summaries.flatMap((v) => v.legs)
    .filter((l) => Date.parse(l.departure) >= period.from.getTime() && Date.parse(l.departure) < period.to.getTime())
    .sort((a, b) => a.departure.localeCompare(b.departure));
  const portName = await portNamer(ctx.db, legs.flatMap((l) => [l.fromPort, l.toPort]), ctx.language);
  const legRows = legs.map((l) => ({
    fromPort: l.fromPort, toPort: l.toPort, fromPortName: portName(l.fromPort), toPortName: portName(l.toPort), departure: l.departure, arrival: l.arrival,
    distanceNm: l.distanceNm, hoursAtSea: l.hoursAtSea, averageSpeedKn: perHour(l.distanceNm, l.hoursAtSea), passengers: l.passengers,
    fuelAtSeaT: l.fuelAtSeaT, fuelAtBerthT: l.fuelAtBerthT, fuelTotalT: round(l.fuelAtSeaT + (l.fuelAtBerthT ?? 0), 3), co2T: l.co2T,
  }));
  // Each leg ends with the call at its arrival port; the cruise begins with the departure from the first leg's port.
  const calls = [
    ...(legs.length ? [{ port: legs[0].fromPort, portName: portName(legs[0].fromPort), arrival: null, departure: legs[0].departure, hoursInPort: null, passengersArriving: null, passengersDeparting: legs[0].passengers }] : []),
    ...legs.map((l, i) => ({
      port: l.toPort, portName: portName(l.toPort), arrival: l.arrival, departure: l.berthDeparture, hoursInPort: l.hoursAtBerth,
      passengersArriving: l.passengers, passengersDeparting: legs[i + 1]?.passengers ?? null,
    })),
  ];
  const passengers = legRows.map((l) => l.passengers).filter((p): p is number => p !== null);
  const hoursAtSea = sum(legRows.map((l) => l.hoursAtSea));
  const distanceNm = sum(legRows.map((l) => l.distanceNm), 1);
  return {
    from: period.fromDay, to: period.toDay, ship: { id: ship.id, code: ship.code, name: ship.name, imoNumber: ship.imoNumber }, calls, legs: legRows,
    totals: {
      legs: legRows.length, calls: calls.length, distanceNm, hoursAtSea, averageSpeedKn: perHour(distanceNm, hoursAtSea),
      hoursInPort: sum(legs.map((l) => l.hoursAtBerth ?? 0)), maxPassengers: passengers.length ? Math.max(...passengers) : null,
      // passengers carried leg by leg: the sum over legs of those on board (a passenger on two legs counts twice)
      passengerLegs: passengers.length ? passengers.reduce((a, b) => a + b, 0) : null,
      fuelAtSeaT: sum(legRows.map((l) => l.fuelAtSeaT), 3), fuelAtBerthT: sum(legRows.map((l) => l.fuelAtBerthT ?? 0), 3),
      fuelTotalT: sum(legRows.map((l) => l.fuelTotalT), 3), co2T: sumOrNull(legRows.map((l) => l.co2T)),
    },
  };
}
