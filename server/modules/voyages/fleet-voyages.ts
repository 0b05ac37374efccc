/**
 * Where each ship is bound, for the fleet screens: the destination and ETA of the master's latest departure or noon
 * report of the current passage (the deck log is where a master reports them), else the destination of the voyage
 * record's open leg without an ETA. A ship alongside is bound nowhere.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FleetVoyage } from '../../../descriptors/lib/voyages/fleet-voyage.js';
import type { Db } from '../../db/engine.js';
import { listShips } from '../access/ships.js';
import { portCalls, voyageLegs } from './tables.js';
import type { Language } from '../../../descriptors/lib/text.js';
import { listLogbookEntries } from '../elog/entry-queries.js';
import { findResource } from '../resources/definitions.js';
import { storeFor } from '../resources/stores/index.js';

/** The reports that name the next port, and the field each names it in. */
const reportFields: Record<string, { port: string; eta: string }> = {
  DECK_DEPARTURE: { port: 'destination', eta: 'eta' },
  DECK_NOON: { port: 'nextPort', eta: 'eta' },
};

/** Port names by UN/LOCODE in the language (the Russian name where the record has one). */
async function loadPortNames(db: Db, language: Language): Promise<Map<string, string>> {
  const resource = await findResource(db, 'port');
  if (!resource) return new Map();
  const rows = await storeFor(resource).listAll(db, resource);
  return new Map(rows.map((row) => {
    const name = language === 'ru' && typeof row.data.nameRu === 'string' && row.data.nameRu ? row.data.nameRu : row.data.name;
    return [String(row.data.unlocode ?? row.code), String(name ?? row.code)];
  }));
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const isoOrNull = (value: unknown) => {
  const t = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(t) ? new Date(t).toISOString() : null;
};

/** The latest completed report of the passage under way (after the ship's last arrival), if any. */
async function latestReport(db: Db, unitId: string, since: Date | null) {
  const entries = await listLogbookEntries(db, { unitId, elogCode: 'DECK', descriptors: Object.keys(reportFields), statuses: ['COMPLETED'] });
  const report = entries.filter((e) => !since || e.startTs > since).at(-1);
  if (!report) return undefined;
  const fields = reportFields[report.entryDescriptor];
  return { port: text(report.content[fields.port]), eta: isoOrNull(report.content[fields.eta]) };
}

export async function listFleetVoyages(db: Db, unitIds: readonly string[], language: Language): Promise<FleetVoyage[]> {
  if (!unitIds.length) return [];
  const [ships, openLegs, calls, portNames] = await Promise.all([
    listShips(db, { ids: unitIds }),
    db.select({ unitId: voyageLegs.unitId, toPort: voyageLegs.toPort, departure: voyageLegs.departure }).from(voyageLegs)
      .where(and(inArray(voyageLegs.unitId, [...unitIds]), isNull(voyageLegs.arrival), eq(voyageLegs.superseded, false)))
      .orderBy(desc(voyageLegs.departure)),
    db.select({ unitId: portCalls.unitId, arrival: portCalls.arrival, departure: portCalls.departure }).from(portCalls)
      .where(and(inArray(portCalls.unitId, [...unitIds]), eq(portCalls.superseded, false))).orderBy(desc(portCalls.arrival)),
    loadPortNames(db, language),
  ]);
  const named = (code: string | null) => (code ? { code, name: portNames.get(code) ?? code } : null);
  return Promise.all(ships.map(async (ship): Promise<FleetVoyage> => {
    const shipType = text(ship.particulars.shipType);
    const lastCall = calls.find((c) => c.unitId === ship.id);
    const openLeg = openLegs.find((l) => l.unitId === ship.id);
    const alongside = lastCall && lastCall.departure === null && (!openLeg || openLeg.departure < lastCall.arrival);
    if (alongside) return { unitId: ship.id, shipType, destination: null, eta: null, source: null };
    const report = await latestReport(db, ship.id, lastCall?.arrival ?? null);
    if (report?.port) return { unitId: ship.id, shipType, destination: named(report.port), eta: report.eta, source: 'REPORT' };
    if (openLeg) return { unitId: ship.id, shipType, destination: named(openLeg.toPort), eta: null, source: 'VOYAGE' };
    return { unitId: ship.id, shipType, destination: null, eta: null, source: null };
  }));
}
