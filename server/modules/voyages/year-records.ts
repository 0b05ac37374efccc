/**
 * The voyage record of a calendar year as the emissions figures read it: every leg (fuel at sea) and every stay at berth
 * (fuel at berth) of a ship, with its EU scope. Superseded records and the legs of deleted voyages are left out. A leg
 * counts in the year it departs, a stay in the year the ship arrives (docs/decisions.md, decision 33).
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { EuScope } from '../../../descriptors/lib/emissions/eu-scope.js';
import type { Db } from '../../db/engine.js';
import type { ConsumerFuel } from './consumer-fuel.js';
import { portCalls, voyageLegs, voyages } from './tables.js';
import { ensureVoyageRecordsCurrent } from './voyage-upkeep.js';

export interface YearRecord {
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
  /** null until classified (voyage-upkeep.ts) */
  scope: EuScope | null;
}

const yearStart = (year: number) => new Date(Date.UTC(year, 0, 1));

/** Legs and stays of the ships in the year, in time order. */
export async function loadYearRecords(db: Db, unitIds: readonly string[], year: number): Promise<YearRecord[]> {
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

  const records: YearRecord[] = [];
  for (const { leg, voyageStatus } of legs) {
    if (voyageStatus === 'DELETED') continue;
    records.push({
      id: leg.id, kind: 'LEG', unitId: leg.unitId, voyageId: leg.voyageId, fromPort: leg.fromPort, toPort: leg.toPort, start: leg.departure, end: leg.arrival,
      distanceNm: leg.distanceNm, hoursAtSea: leg.hoursUnderway, cargoTonnes: leg.cargoTonnes, teu: leg.teu, passengers: leg.passengers,
      fuel: leg.fuel, scope: leg.euScope as EuScope | null,
    });
  }
  for (const stay of stays) {
    const voyageId = voyageOfArrival.get(`${stay.unitId} ${stay.arrival.getTime()}`) ?? null;
    if (voyageId && deleted.has(voyageId)) continue;
    records.push({
      id: stay.id, kind: 'STAY', unitId: stay.unitId, voyageId, fromPort: stay.port, toPort: stay.port, start: stay.arrival, end: stay.departure,
      distanceNm: 0, hoursAtSea: 0, cargoTonnes: 0, teu: null, passengers: null, fuel: stay.fuel, scope: stay.euScope as EuScope | null,
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
