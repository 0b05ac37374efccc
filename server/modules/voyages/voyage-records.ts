/**
 * Writing the voyage record (port calls and voyage legs) from a source that reports completed ones, such as the
 * demo fleet. A record is known by its source and source key (by default the instant the source first reported:
 * arrival of a call, departure of a leg); one already stored is left as it is, so a source may report a record again
 * and edits made in Keel survive. The ships that got new records have their scopes and voyages refreshed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { listShips } from '../access/ships.js';
import type { ConsumerFuel } from './consumer-fuel.js';
import { portCalls, voyageLegs } from './tables.js';
import { reportSources } from './record-sources.js';
import { syncReportedRecords } from './reported-records-sync.js';
import { refreshVoyageRecords } from './voyage-upkeep.js';

export interface ReportedPortCall {
  ship: string;
  port: string;
  arrival: Date;
  departure: Date | null;
  cargoOperation: 'LOAD' | 'DISCHARGE' | 'LOAD_DISCHARGE' | 'NONE';
  hullCleanedAt: Date | null;
  /** burnt at berth */
  fuel: ConsumerFuel[];
  /** the source's own key; the arrival instant when absent */
  sourceKey?: string;
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
  teu?: number;
  passengers?: number;
  /** burnt at sea (under way, manoeuvring, at anchor) */
  fuel: ConsumerFuel[];
  /** the source's own key; the departure instant when absent */
  sourceKey?: string;
}

export interface ReportedVoyageRecords {
  portCalls: readonly ReportedPortCall[];
  voyageLegs: readonly ReportedVoyageLeg[];
}

/** Stores the records of ships known by code; answers how many were new. */
export async function storeVoyageRecords(db: Db, records: ReportedVoyageRecords, source: string): Promise<{ portCalls: number; voyageLegs: number }> {
  const codes = [...new Set([...records.portCalls, ...records.voyageLegs].map((r) => r.ship))];
  if (!codes.length) return { portCalls: 0, voyageLegs: 0 };
  const unitIds = new Map((await listShips(db, { codes })).map((u) => [u.code, u.id]));
  const unknown = codes.filter((code) => !unitIds.has(code));
  if (unknown.length) throw new Error(`voyage records of unknown ships: ${unknown.join(', ')}`);
  const calls = records.portCalls.map(({ ship, sourceKey, ...call }) => ({
    ...call, unitId: unitIds.get(ship)!, source, sourceKey: sourceKey ?? call.arrival.toISOString(),
  }));
  const legs = records.voyageLegs.map(({ ship, sourceKey, teu, passengers, ...leg }) => ({
    ...leg, teu: teu ?? null, passengers: passengers ?? null, unitId: unitIds.get(ship)!, source, sourceKey: sourceKey ?? leg.departure.toISOString(),
  }));
  const newCalls = calls.length
    ? await db.insert(portCalls).values(calls).onConflictDoNothing({ target: [portCalls.unitId, portCalls.source, portCalls.sourceKey] })
      .returning({ id: portCalls.id, unitId: portCalls.unitId }) : [];
  const newLegs = legs.length
    ? await db.insert(voyageLegs).values(legs).onConflictDoNothing({ target: [voyageLegs.unitId, voyageLegs.source, voyageLegs.sourceKey] })
      .returning({ id: voyageLegs.id, unitId: voyageLegs.unitId }) : [];
  await refreshShips(db, [...new Set([...newCalls, ...newLegs].map((r) => r.unitId))]);
  return { portCalls: newCalls.length, voyageLegs: newLegs.length };
}

/** Scopes and voyages of the ships; where a ship has reported records (deck log, vessel reports), their precedence over the new records too. */
async function refreshShips(db: Db, unitIds: readonly string[]): Promise<void> {
  const reported = reportSources.ids();
  for (const unitId of unitIds) {
    const [reportedLeg] = reported.length
      ? await db.select({ id: voyageLegs.id }).from(voyageLegs).where(and(eq(voyageLegs.unitId, unitId), inArray(voyageLegs.source, reported))).limit(1) : [];
    if (reportedLeg) await syncReportedRecords(db, unitId);
    else await refreshVoyageRecords(db, [unitId]);
  }
}
