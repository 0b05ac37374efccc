/**
 * The voyage record as the emissions figures read it: every leg (fuel at sea) and every stay at berth (fuel at berth)
 * of a ship in a calendar year, with its EU scope. Superseded records and the legs of deleted voyages are left out.
 * A leg counts in the year it departs, a stay in the year the ship arrives (docs/decisions.md, decision 33).
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { EuLegScope } from '../../calc/emissions/eu-scope.js';
import type { Db } from '../../db/engine.js';
import { portCalls, voyageLegs, voyages, type ConsumerFuel } from '../../db/schema.js';
import { ensureVoyageRecordsCurrent } from '../voyages/voyage-upkeep.js';
import type { CargoUnit } from './ship-profiles.js';

export interface EmissionRecord {
  id: string;
  kind: 'LEG' | 'STAY';
  unitId: string;
  voyageId: string | null;
  fromPort: string;
  toPort: string;
  start: Date;
  end: Date | null;
  distanceNm: number;
  hoursAtSea: number;
  cargoTonnes: number;
  teu: number | null;
  passengers: number | null;
  fuel: ConsumerFuel[];
  /** null until the voyages module has classified it */
  scope: EuLegScope | null;
}

const yearStart = (year: number) => new Date(Date.UTC(year, 0, 1));

/** Legs and stays of the ships in the year, in time order. */
export async function loadYearRecords(db: Db, unitIds: readonly string[], year: number): Promise<EmissionRecord[]> {
  if (!unitIds.length) return [];
  await ensureVoyageRecordsCurrent(db, unitIds);
  const from = yearStart(year), to = yearStart(year + 1);
  const legs = await db.select({ leg: voyageLegs, voyageStatus: voyages.status }).from(voyageLegs)
    .leftJoin(voyages, eq(voyages.id, voyageLegs.voyageId))
    .where(and(inArray(voyageLegs.unitId, [...unitIds]), eq(voyageLegs.superseded, false), gte(voyageLegs.departure, from), lt(voyageLegs.departure, to)));
  const deleted = new Set((await db.select({ id: voyages.id }).from(voyages).where(and(inArray(voyages.unitId, [...unitIds]), eq(voyages.status, 'DELETED')))).map((v) => v.id));
  // A stay belongs to the voyage of the leg that arrives there.
  const arrivals = await db.select({ unitId: voyageLegs.unitId, arrival: voyageLegs.arrival, voyageId: voyageLegs.voyageId }).from(voyageLegs)
    .where(and(inArray(voyageLegs.unitId, [...unitIds]), eq(voyageLegs.superseded, false), gte(voyageLegs.arrival, from), lt(voyageLegs.arrival, to)));
  const voyageOfArrival = new Map(arrivals.map((a) => [`${a.unitId} ${a.arrival!.getTime()}`, a.voyageId]));
  const stays = await db.select().from(portCalls)
    .where(and(inArray(portCalls.unitId, [...unitIds]), eq(portCalls.superseded, false), gte(portCalls.arrival, from), lt(portCalls.arrival, to)));

  const records: EmissionRecord[] = [];
  for (const { leg, voyageStatus } of legs) {
    if (voyageStatus === 'DELETED') continue;
    records.push({
      id: leg.id, kind: 'LEG', unitId: leg.unitId, voyageId: leg.voyageId, fromPort: leg.fromPort, toPort: leg.toPort, start: leg.departure, end: leg.arrival,
      distanceNm: leg.distanceNm, hoursAtSea: leg.hoursUnderway, cargoTonnes: leg.cargoTonnes, teu: leg.teu, passengers: leg.passengers,
      fuel: leg.fuel, scope: leg.euScope as EuLegScope | null,
    });
  }
  for (const stay of stays) {
    const voyageId = voyageOfArrival.get(`${stay.unitId} ${stay.arrival.getTime()}`) ?? null;
    if (voyageId && deleted.has(voyageId)) continue;
    records.push({
      id: stay.id, kind: 'STAY', unitId: stay.unitId, voyageId, fromPort: stay.port, toPort: stay.port, start: stay.arrival, end: stay.departure,
      distanceNm: 0, hoursAtSea: 0, cargoTonnes: 0, teu: null, passengers: null, fuel: stay.fuel, scope: stay.euScope as EuLegScope | null,
    });
  }
  return records.sort((a, b) => a.start.getTime() - b.start.getTime() || a.kind.localeCompare(b.kind));
}

/** The years in which the ships have legs, newest first. */
export async function listRecordYears(db: Db, unitIds: readonly string[]): Promise<number[]> {
  if (!unitIds.length) return [];
  const rows = await db.selectDistinct({ year: sql<number>`cast(extract(year from ${voyageLegs.departure} at time zone 'UTC') as integer)` })
    .from(voyageLegs).where(and(inArray(voyageLegs.unitId, [...unitIds]), eq(voyageLegs.superseded, false)));
  return rows.map((r) => Number(r.year)).sort((a, b) => b - a);
}

/** Cargo carried on a leg in the ship's cargo unit. */
export function cargoOf(record: EmissionRecord, unit: CargoUnit): number {
  if (unit === 'TEU') return record.teu ?? 0;
  if (unit === 'passengers') return record.passengers ?? 0;
  return record.cargoTonnes;
}

/** YYYY-MM of a record's start (UTC). */
export const monthOf = (time: Date) => time.toISOString().slice(0, 7);

/** The period a ship's records of a year cover (ISO; the last one's end, or its start while open); nulls without records. */
export function coveredPeriod(records: readonly EmissionRecord[]): { from: string | null; to: string | null } {
  if (!records.length) return { from: null, to: null };
  const last = records.at(-1)!;
  return { from: records[0].start.toISOString(), to: (last.end ?? last.start).toISOString() };
}
