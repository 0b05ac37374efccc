/**
 * The voyage summary (SPEC /voyage-summary): a ship's voyages in a period with their totals — distance, time at sea,
 * at anchor and at berth, fuel by type at sea and at berth, CO2 the IMO way and the part in EU scope — and the two
 * actions on a voyage: close (its legs become read-only) and delete (marked DELETED, its legs leave the figures).
 * A voyage's time runs from its first departure to the departure from its last arrival port, so every stay belongs
 * to the voyage that arrives there.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { canSeeUnit, type Principal } from '../../../descriptors/lib/access.js';
import type { FuelByType, VoyageStatus, VoyageSummary } from '../../../descriptors/lib/voyages/voyage-summary-types.js';
import { EU_SCOPE_SHARE, type EuScope } from '../../../descriptors/lib/emissions/eu-scope.js';
import type { ImoFuelTable } from '../../calc/emissions/fuel-factors.js';
import { inTransaction, type Db } from '../../db/engine.js';
import { listShips } from '../access/ships.js';
import type { ConsumerFuel } from './consumer-fuel.js';
import { voyageLegs, voyages } from './tables.js';
import { KeelError } from '../../errors/keel-error.js';
import { writeAudit } from '../audit/audit.js';
import { co2OfFuel, loadImoFuelTable, totalTonnes } from './fuel-table.js';
import { loadLegsWithStays, type LegWithStay } from './leg-records.js';
import { lockShipVoyages } from './voyage-lock.js';
import { ensureVoyageRecordsCurrent, refreshVoyageRecords } from './voyage-upkeep.js';

export type { FuelByType, VoyageStatus, VoyageSummary } from '../../../descriptors/lib/voyages/voyage-summary-types.js';

export interface SummaryQuery {
  unitIds: readonly string[];
  from?: Date;
  /** exclusive */
  to?: Date;
  includeDeleted: boolean;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const hours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

/** CO2 of some fuel times the share of its scope; null when the fuel has no CF or the scope is not decided yet. */
function scopedCo2(fuel: readonly ConsumerFuel[], scope: string | null, table: ImoFuelTable): number | null {
  const co2 = co2OfFuel(fuel, table);
  if (co2 === null || scope === null) return null;
  return co2 * EU_SCOPE_SHARE[scope as EuScope];
}

const sumOrNull = (values: (number | null)[]) => (values.some((v) => v === null) ? null : round(values.reduce<number>((a, b) => a + b!, 0), 3));

/** Totals of one voyage's legs (in departure order) and the stays at their arrival ports. */
function summarize(voyage: typeof voyages.$inferSelect, shipName: string, rows: readonly LegWithStay[], table: ImoFuelTable): VoyageSummary {
  const first = rows[0].leg, last = rows[rows.length - 1];
  const fuel = new Map<string, FuelByType>();
  const add = (uses: readonly ConsumerFuel[], where: 'atSeaT' | 'atBerthT') => {
    for (const use of uses) {
      const entry = fuel.get(use.fuel) ?? { fuel: use.fuel, atSeaT: 0, atBerthT: 0, totalT: 0 };
      entry[where] += use.tonnes;
      entry.totalT += use.tonnes;
      fuel.set(use.fuel, entry);
    }
  };
  for (const { leg, stay } of rows) {
    add(leg.fuel, 'atSeaT');
    if (stay) add(stay.fuel, 'atBerthT');
  }
  const fuelList = [...fuel.values()].map((f) => ({ fuel: f.fuel, atSeaT: round(f.atSeaT, 3), atBerthT: round(f.atBerthT, 3), totalT: round(f.totalT, 3) }))
    .sort((a, b) => b.totalT - a.totalT);
  const allFuel = rows.flatMap(({ leg, stay }) => [...leg.fuel, ...(stay?.fuel ?? [])]);
  return {
    id: voyage.id, version: voyage.version, unitId: voyage.unitId, shipName, status: voyage.status as VoyageStatus,
    fromPort: first.fromPort, toPort: last.leg.toPort, departure: first.departure.toISOString(), arrival: last.leg.arrival?.toISOString() ?? null,
    end: last.stay?.departure?.toISOString() ?? null,
    legs: rows.map(({ leg, stay }) => ({
      id: leg.id, fromPort: leg.fromPort, toPort: leg.toPort, departure: leg.departure.toISOString(), arrival: leg.arrival?.toISOString() ?? null,
      euScope: leg.euScope, berthEuScope: stay?.euScope ?? null,
      distanceNm: leg.distanceNm, hoursAtSea: round(leg.hoursUnderway), hoursAtAnchor: round(leg.hoursAtAnchor), cargoTonnes: leg.cargoTonnes,
      passengers: leg.passengers, fuelAtSeaT: round(totalTonnes(leg.fuel), 3), berthDeparture: stay?.departure?.toISOString() ?? null,
      hoursAtBerth: stay?.departure ? round(hours(stay.arrival, stay.departure)) : null, fuelAtBerthT: stay ? round(totalTonnes(stay.fuel), 3) : null,
      co2T: sumOrNull([co2OfFuel([...leg.fuel, ...(stay?.fuel ?? [])], table)]),
    })),
    distanceNm: round(rows.reduce((s, r) => s + r.leg.distanceNm, 0), 1),
    hoursAtSea: round(rows.reduce((s, r) => s + r.leg.hoursUnderway, 0)),
    hoursAtAnchor: round(rows.reduce((s, r) => s + r.leg.hoursAtAnchor, 0)),
    hoursAtBerth: round(rows.reduce((s, r) => s + (r.stay?.departure ? hours(r.stay.arrival, r.stay.departure) : 0), 0)),
    cargoTonnes: Math.max(...rows.map((r) => r.leg.cargoTonnes)),
    fuel: fuelList, fuelTotalT: round(fuelList.reduce((s, f) => s + f.totalT, 0), 3),
    co2T: sumOrNull([co2OfFuel(allFuel, table)]),
    co2EuScopeT: sumOrNull(rows.flatMap(({ leg, stay }) => [scopedCo2(leg.fuel, leg.euScope, table), stay ? scopedCo2(stay.fuel, stay.euScope, table) : 0])),
    closedAt: voyage.closedAt?.toISOString() ?? null, closedBy: voyage.closedBy, deletedAt: voyage.deletedAt?.toISOString() ?? null, deletedBy: voyage.deletedBy,
  };
}

/** The voyages of the ships that overlap the period, newest first. */
export async function listVoyageSummaries(db: Db, query: SummaryQuery): Promise<VoyageSummary[]> {
  if (!query.unitIds.length) return [];
  await ensureVoyageRecordsCurrent(db, query.unitIds);
  const rows = await loadLegsWithStays(db, and(inArray(voyageLegs.unitId, [...query.unitIds]), eq(voyageLegs.superseded, false), isNotNull(voyageLegs.voyageId)));
  const byVoyage = new Map<string, LegWithStay[]>();
  for (const row of rows) byVoyage.set(row.leg.voyageId!, [...(byVoyage.get(row.leg.voyageId!) ?? []), row]);
  if (!byVoyage.size) return [];
  const voyageRows = await db.select().from(voyages).where(inArray(voyages.id, [...byVoyage.keys()]));
  const names = new Map((await listShips(db, { ids: query.unitIds })).map((u) => [u.id, u.name]));
  const table = await loadImoFuelTable(db);
  return voyageRows
    .filter((v) => query.includeDeleted || v.status !== 'DELETED')
    .map((v) => summarize(v, names.get(v.unitId) ?? '', byVoyage.get(v.id)!, table))
    .filter((v) => (!query.to || new Date(v.departure) < query.to) && (!query.from || new Date(v.end ?? v.arrival ?? '9999-12-31') >= query.from))
    .sort((a, b) => b.departure.localeCompare(a.departure) || a.shipName.localeCompare(b.shipName));
}

/** A voyage of a ship the user may see; 404 when there is none (an open voyage is regrouped as legs change). */
async function loadVoyage(db: Db, principal: Principal, id: string) {
  const [voyage] = /^[0-9a-f-]{36}$/i.test(id) ? await db.select().from(voyages).where(eq(voyages.id, id)) : [];
  if (!voyage) throw new KeelError('NOT_FOUND', 'voyages.summary.notFound');
  if (!canSeeUnit(principal, voyage.unitId)) throw new KeelError('FORBIDDEN', 'records.unitNotVisible', { resource: 'voyage' });
  return voyage;
}

/** Closes an open voyage (its legs become read-only), or marks a voyage deleted; 409 on a stale version, 422 when the state forbids it. */
export async function changeVoyageStatus(db: Db, actor: Principal, id: string, version: number, to: 'CLOSED' | 'DELETED'): Promise<VoyageSummary> {
  const { unitId } = await loadVoyage(db, actor, id);
  await inTransaction(db, async (tx) => {
    await lockShipVoyages(tx, unitId);
    const current = await loadVoyage(tx, actor, id);
    if (current.version !== version) throw new KeelError('CONFLICT', 'records.staleVersion', { version, current: current.version });
    if (current.status === 'DELETED') throw new KeelError('BUSINESS_RULE', 'voyages.summary.alreadyDeleted');
    if (to === 'CLOSED' && current.status !== 'OPEN') throw new KeelError('BUSINESS_RULE', 'voyages.summary.alreadyClosed');
    const now = new Date();
    const stamp = to === 'CLOSED' ? { closedAt: now, closedBy: actor.username } : { deletedAt: now, deletedBy: actor.username };
    await tx.update(voyages).set({ status: to, ...stamp, version: current.version + 1, updatedAt: now, updatedBy: actor.username }).where(eq(voyages.id, id));
    const legs = await tx.select({ id: voyageLegs.id, fromPort: voyageLegs.fromPort, toPort: voyageLegs.toPort, departure: voyageLegs.departure })
      .from(voyageLegs).where(eq(voyageLegs.voyageId, id));
    await writeAudit(tx, {
      actor, action: to === 'CLOSED' ? 'CLOSE' : 'DELETE', entity: 'voyage', entityId: id, fromVersion: current.version, toVersion: current.version + 1,
      details: { unitId, from: current.status, to, legs: legs.map((l) => ({ id: l.id, fromPort: l.fromPort, toPort: l.toPort, departure: l.departure.toISOString() })) },
    });
  });
  await refreshVoyageRecords(db, [unitId]);
  const [summary] = (await listVoyageSummaries(db, { unitIds: [unitId], includeDeleted: true })).filter((v) => v.id === id);
  return summary;
}
