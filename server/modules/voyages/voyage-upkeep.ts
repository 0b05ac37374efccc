/**
 * Keeps what is derived from a ship's legs and calls current: each leg's and stay's EU scope (leg-scope.ts) and the
 * grouping of open voyages (voyage-grouping.ts). Run after anything that adds or changes legs, calls, ports or ships.
 * Derived values change no version and write no audit row: the records' own edits do.
 */
import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/engine.js';
import { findShip } from '../access/ships.js';
import { portCalls, voyageLegs, voyages } from './tables.js';
import { classifyBerthScope, classifyLegScopes, type PortFlags } from './leg-scope.js';
import { loadPortFlags } from './port-flags.js';
import { groupOpenVoyages } from './voyage-grouping.js';
import { lockShipVoyages } from './voyage-lock.js';

/** The demo and reference ship type of container ships, the only ones the transhipment-port rule applies to. */
const containerShipType = 'container_ship';

/** Re-decides scopes and open voyages of the given ships, each in its own transaction under the ship's lock. */
export async function refreshVoyageRecords(db: Db, unitIds: Iterable<string>): Promise<void> {
  const ships = [...new Set(unitIds)];
  if (!ships.length) return;
  const flags = await loadPortFlags(db);
  for (const unitId of ships) {
    await inTransaction(db, async (tx) => {
      await lockShipVoyages(tx, unitId);
      await reclassifyShip(tx, unitId, flags);
      await regroupVoyages(tx, unitId);
    });
  }
}

/** Refreshes the ships (of those given, or any) that have legs or calls not yet classified or grouped. */
export async function ensureVoyageRecordsCurrent(db: Db, unitIds?: readonly string[]): Promise<void> {
  if (unitIds && !unitIds.length) return;
  const ofShips = <T extends typeof voyageLegs | typeof portCalls>(table: T) => (unitIds ? inArray(table.unitId, [...unitIds]) : undefined);
  const legs = await db.selectDistinct({ unitId: voyageLegs.unitId }).from(voyageLegs)
    .where(and(eq(voyageLegs.superseded, false), or(isNull(voyageLegs.euScope), isNull(voyageLegs.voyageId)), ofShips(voyageLegs)));
  const calls = await db.selectDistinct({ unitId: portCalls.unitId }).from(portCalls)
    .where(and(eq(portCalls.superseded, false), isNull(portCalls.euScope), ofShips(portCalls)));
  await refreshVoyageRecords(db, [...legs, ...calls].map((r) => r.unitId));
}

/** Ships that have a leg or a stay at one of these ports. */
export async function shipsCallingAt(db: Db, ports: readonly string[]): Promise<string[]> {
  if (!ports.length) return [];
  const legs = await db.selectDistinct({ unitId: voyageLegs.unitId }).from(voyageLegs)
    .where(or(inArray(voyageLegs.fromPort, [...ports]), inArray(voyageLegs.toPort, [...ports])));
  const calls = await db.selectDistinct({ unitId: portCalls.unitId }).from(portCalls).where(inArray(portCalls.port, [...ports]));
  return [...new Set([...legs, ...calls].map((r) => r.unitId))];
}

async function reclassifyShip(tx: Db, unitId: string, flags: ReadonlyMap<string, PortFlags>): Promise<void> {
  const ship = await findShip(tx, unitId);
  const isContainerShip = ship?.particulars.shipType === containerShipType;
  const legs = await tx.select({
    id: voyageLegs.id, fromPort: voyageLegs.fromPort, toPort: voyageLegs.toPort, euScope: voyageLegs.euScope,
    scopeFromPort: voyageLegs.scopeFromPort, scopeToPort: voyageLegs.scopeToPort,
  }).from(voyageLegs).where(and(eq(voyageLegs.unitId, unitId), eq(voyageLegs.superseded, false))).orderBy(voyageLegs.departure, voyageLegs.id);
  const scopes = classifyLegScopes(legs, (port) => flags.get(port), isContainerShip);
  for (const [i, leg] of legs.entries()) {
    const scope = scopes[i];
    if (leg.euScope === scope.euScope && leg.scopeFromPort === scope.scopeFromPort && leg.scopeToPort === scope.scopeToPort) continue;
    await tx.update(voyageLegs).set(scope).where(eq(voyageLegs.id, leg.id));
  }
  const calls = await tx.select({ id: portCalls.id, port: portCalls.port, euScope: portCalls.euScope }).from(portCalls)
    .where(and(eq(portCalls.unitId, unitId), eq(portCalls.superseded, false)));
  for (const call of calls) {
    const euScope = classifyBerthScope(flags.get(call.port));
    if (call.euScope !== euScope) await tx.update(portCalls).set({ euScope }).where(eq(portCalls.id, call.id));
  }
}

async function regroupVoyages(tx: Db, unitId: string): Promise<void> {
  const legs = await tx.select({ id: voyageLegs.id, arrival: voyageLegs.arrival, voyageId: voyageLegs.voyageId, status: voyages.status })
    .from(voyageLegs).leftJoin(voyages, eq(voyages.id, voyageLegs.voyageId))
    .where(and(eq(voyageLegs.unitId, unitId), eq(voyageLegs.superseded, false))).orderBy(voyageLegs.departure, voyageLegs.id);
  const calls = await tx.select({ arrival: portCalls.arrival, cargoOperation: portCalls.cargoOperation }).from(portCalls)
    .where(and(eq(portCalls.unitId, unitId), eq(portCalls.superseded, false)));
  const operationAt = new Map(calls.map((c) => [c.arrival.getTime(), c.cargoOperation]));
  const groups = groupOpenVoyages(legs.map((leg) => ({
    id: leg.id,
    frozenVoyageId: leg.status && leg.status !== 'OPEN' ? leg.voyageId : null,
    endsAtPortOfCall: !(leg.arrival && operationAt.get(leg.arrival.getTime()) === 'NONE'),
  })));
  const open = await tx.select({ id: voyages.id, firstLegId: voyages.firstLegId }).from(voyages)
    .where(and(eq(voyages.unitId, unitId), eq(voyages.status, 'OPEN')));
  const byFirstLeg = new Map(open.map((v) => [v.firstLegId, v.id]));
  const voyageOf = new Map(legs.map((l) => [l.id, l.voyageId]));
  const used: string[] = [];
  for (const group of groups) {
    let voyageId = byFirstLeg.get(group[0]);
    if (!voyageId) {
      [{ id: voyageId }] = await tx.insert(voyages).values({ unitId, firstLegId: group[0], status: 'OPEN', createdBy: 'system', updatedBy: 'system' })
        .returning({ id: voyages.id });
    }
    used.push(voyageId);
    const moved = group.filter((legId) => voyageOf.get(legId) !== voyageId);
    if (moved.length) await tx.update(voyageLegs).set({ voyageId }).where(inArray(voyageLegs.id, moved));
  }
  // An open voyage is a grouping, not a record anyone wrote: one no group starts with any more is gone.
  await tx.delete(voyages).where(and(eq(voyages.unitId, unitId), eq(voyages.status, 'OPEN'), used.length ? notInArray(voyages.id, used) : undefined));
}
