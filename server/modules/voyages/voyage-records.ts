/**
 * Writing the voyage record (port calls and voyage legs) from a source that reports completed ones, such as the
 * demo fleet. A record already stored for the same ship and instant (arrival of a call, departure of a leg) is left
 * as it is, so a source may report a record again and edits made in Keel survive.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { portCalls, units, voyageLegs, type ConsumerFuel } from '../../db/schema.js';

export interface ReportedPortCall {
  ship: string;
  port: string;
  arrival: Date;
  departure: Date | null;
  cargoOperation: 'LOAD' | 'DISCHARGE' | 'LOAD_DISCHARGE' | 'NONE';
  hullCleanedAt: Date | null;
  fuel: ConsumerFuel[];
}

export interface ReportedVoyageLeg {
  ship: string;
  fromPort: string;
  toPort: string;
  departure: Date;
  arrival: Date | null;
  distanceNm: number;
  hoursUnderway: number;
  hoursAtAnchor: number;
  condition: 'LADEN' | 'BALLAST';
  cargoTonnes: number;
  passengers?: number;
  fuel: ConsumerFuel[];
}

export interface ReportedVoyageRecords {
  portCalls: readonly ReportedPortCall[];
  voyageLegs: readonly ReportedVoyageLeg[];
}

/** Stores the records of ships known by code; answers how many were new. */
export async function storeVoyageRecords(db: Db, records: ReportedVoyageRecords, source: string): Promise<{ portCalls: number; voyageLegs: number }> {
  const codes = [...new Set([...records.portCalls, ...records.voyageLegs].map((r) => r.ship))];
  if (!codes.length) return { portCalls: 0, voyageLegs: 0 };
  const unitIds = new Map((await db.select({ id: units.id, code: units.code }).from(units).where(inArray(units.code, codes))).map((u) => [u.code, u.id]));
  const unknown = codes.filter((code) => !unitIds.has(code));
  if (unknown.length) throw new Error(`voyage records of unknown ships: ${unknown.join(', ')}`);
  const calls = records.portCalls.map(({ ship, ...call }) => ({ ...call, unitId: unitIds.get(ship)!, source }));
  const legs = records.voyageLegs.map(({ ship, passengers, ...leg }) => ({ ...leg, passengers: passengers ?? null, unitId: unitIds.get(ship)!, source }));
  const newCalls = calls.length
    ? await db.insert(portCalls).values(calls).onConflictDoNothing({ target: [portCalls.unitId, portCalls.arrival] }).returning({ id: portCalls.id }) : [];
  const newLegs = legs.length
    ? await db.insert(voyageLegs).values(legs).onConflictDoNothing({ target: [voyageLegs.unitId, voyageLegs.departure] }).returning({ id: voyageLegs.id }) : [];
  return { portCalls: newCalls.length, voyageLegs: newLegs.length };
}
