/**
 * A voyage leg as the `voyage-leg` resource shows it: the passage (fuel at sea) together with the ship's stay at the
 * arrival port (fuel at berth, time at berth), its EU scopes, its voyage's state and whether it may be edited.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { ImoFuelTable } from '../../calc/emissions/fuel-factors.js';
import type { Db } from '../../db/engine.js';
import { portCalls, voyageLegs, voyages } from './tables.js';
import type { StoredRecord } from '../resources/stores/store-adapter.js';
import { co2OfFuel, totalTonnes } from './fuel-table.js';

export type LegRow = typeof voyageLegs.$inferSelect;
export type CallRow = typeof portCalls.$inferSelect;

/** A leg with the stay at its arrival port (when recorded) and its voyage's status. */
export interface LegWithStay {
  leg: LegRow;
  stay: CallRow | null;
  voyageStatus: string | null;
}

/** Why a leg may or may not be edited. */
export type LegRecordState = 'EDITABLE' | 'FROM_DECK_LOG' | 'VOYAGE_CLOSED' | 'VOYAGE_DELETED' | 'SUPERSEDED';

/** Legs matching `where`, each with the stay that began at its arrival (same ship, same instant, not superseded). */
export async function loadLegsWithStays(db: Db, where: SQL | undefined): Promise<LegWithStay[]> {
  const rows = await db.select({ leg: voyageLegs, stay: portCalls, voyageStatus: voyages.status }).from(voyageLegs)
    .leftJoin(portCalls, and(eq(portCalls.unitId, voyageLegs.unitId), eq(portCalls.arrival, voyageLegs.arrival), eq(portCalls.superseded, false)))
    .leftJoin(voyages, eq(voyages.id, voyageLegs.voyageId))
    .where(where).orderBy(voyageLegs.departure, voyageLegs.id);
  return rows;
}

export function legRecordState({ leg, voyageStatus }: LegWithStay): LegRecordState {
  if (leg.superseded) return 'SUPERSEDED';
  if (voyageStatus === 'DELETED') return 'VOYAGE_DELETED';
  if (voyageStatus === 'CLOSED') return 'VOYAGE_CLOSED';
  if (leg.source === 'DECK_LOG') return 'FROM_DECK_LOG';
  return 'EDITABLE';
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const hoursBetween = (from: Date, to: Date) => round((to.getTime() - from.getTime()) / 3_600_000, 2);
const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/** The record data of a leg; fields without a value are left out. */
export function legRecord(row: LegWithStay, fuelTable: ImoFuelTable): StoredRecord {
  const { leg, stay } = row;
  const co2Sea = co2OfFuel(leg.fuel, fuelTable);
  const co2Berth = stay ? co2OfFuel(stay.fuel, fuelTable) : 0;
  const data: Record<string, unknown> = {
    legName: `${leg.fromPort} → ${leg.toPort}, ${dayOf(leg.departure)}`,
    unit: leg.unitId, fromPort: leg.fromPort, toPort: leg.toPort, departure: leg.departure.toISOString(),
    arrival: leg.arrival?.toISOString(), distanceNm: leg.distanceNm, hoursAtSea: leg.hoursUnderway, hoursAtAnchor: leg.hoursAtAnchor,
    condition: leg.condition, cargoTonnes: leg.cargoTonnes, teu: leg.teu ?? undefined, passengers: leg.passengers ?? undefined,
    fuelAtSea: leg.fuel, fuelAtSeaTotal: round(totalTonnes(leg.fuel), 3),
    berthDeparture: stay?.departure?.toISOString(),
    hoursAtBerth: stay?.departure ? hoursBetween(stay.arrival, stay.departure) : undefined,
    arrivalCargoOperation: stay?.cargoOperation, fuelAtBerth: stay?.fuel ?? [], fuelAtBerthTotal: stay ? round(totalTonnes(stay.fuel), 3) : undefined,
    co2Tonnes: co2Sea === null || co2Berth === null ? undefined : round(co2Sea + co2Berth, 3),
    euScope: leg.euScope ?? undefined, berthEuScope: stay?.euScope ?? undefined,
    scopeFromPort: leg.scopeFromPort ?? undefined, scopeToPort: leg.scopeToPort ?? undefined,
    source: leg.source, voyageStatus: row.voyageStatus ?? undefined, recordState: legRecordState(row),
  };
  for (const [key, value] of Object.entries(data)) if (value === undefined) delete data[key];
  return {
    id: leg.id, version: leg.version, code: null, data, disabled: leg.superseded || row.voyageStatus === 'DELETED',
    updatedAt: leg.updatedAt, updatedBy: leg.updatedBy,
  };
}
