/**
 * A ship's fuel remaining on board at a time (decision 63), as its reports last stated it: the latest filed (submitted
 * or approved) vessel report at or before the time that gives a ROB list, and the latest completed departure, noon or
 * arrival entry of the deck log that does (the fields the voyage record reads: `rob[] {fuel, quantity}`). The later of
 * the two is the snapshot; each figure names its report, status and time. Keel keeps no running ROB (no /kpi/rob yet),
 * so nothing is computed between reports. Read as the user: the vessel reports need CRUISE_VOYAGE_REPORT at VIEW, the
 * deck log its VIEW permission; what the user may not read is left out and named in `sources`.
 */
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { hasFunction, type Principal } from '../../../descriptors/lib/access.js';
import { isJsonObject } from '../../../descriptors/lib/json-object.js';
import type { Db } from '../../db/engine.js';
import { viewableElogs } from '../elog/day-search.js';
import { listLogbookEntries } from '../elog/entry-queries.js';
import { shipClockText } from './report-printout.js';
import { vesselReports } from './tables.js';

export type RobSource = 'VESSEL_REPORT' | 'DECK_LOG';

/** The report a snapshot's figures come from. */
interface RobReport {
  source: RobSource;
  id: string;
  /** DEPARTURE, NOON, ARRIVAL, AT_ANCHOR, BUNKERING (vessel reports) or the deck log's entry descriptor */
  kind: string;
  status: string;
  at: Date;
  offset: number;
  rob: { fuel: string; quantity: number }[];
}

const deckLogEntries = ['DECK_DEPARTURE', 'DECK_NOON', 'DECK_ARRIVAL'] as const;

/** The content's ROB list, fuel by fuel (a fuel named twice is added up), or none. */
function robOf(content: Record<string, unknown>): RobReport['rob'] {
  const tonnes = new Map<string, number>();
  for (const row of Array.isArray(content.rob) ? content.rob : []) {
    if (isJsonObject(row) && typeof row.fuel === 'string' && typeof row.quantity === 'number') tonnes.set(row.fuel, (tonnes.get(row.fuel) ?? 0) + row.quantity);
  }
  return [...tonnes].map(([fuel, quantity]) => ({ fuel, quantity }));
}

async function latestVesselReport(db: Db, unitId: string, at: Date): Promise<RobReport | undefined> {
  const [row] = await db.select().from(vesselReports).where(and(
    eq(vesselReports.unitId, unitId), inArray(vesselReports.status, ['SUBMITTED', 'APPROVED']), lte(vesselReports.reportTime, at),
    sql`jsonb_typeof(${vesselReports.content}->'rob') = 'array' and jsonb_array_length(${vesselReports.content}->'rob') > 0`,
  )).orderBy(desc(vesselReports.reportTime), desc(vesselReports.updatedAt)).limit(1);
  return row && { source: 'VESSEL_REPORT', id: row.id, kind: row.kind, status: row.status, at: row.reportTime, offset: row.reportOffset, rob: robOf(row.content) };
}

async function latestDeckLogEntry(db: Db, unitId: string, at: Date): Promise<RobReport | undefined> {
  const entries = await listLogbookEntries(db, { unitId, elogCode: 'DECK', descriptors: deckLogEntries, statuses: ['COMPLETED'] });
  const entry = entries.filter((e) => e.startTs <= at && robOf(e.content).length).at(-1);
  return entry && { source: 'DECK_LOG', id: entry.id, kind: entry.entryDescriptor, status: entry.status, at: entry.startTs, offset: entry.startOffset, rob: robOf(entry.content) };
}

/** The ship's ROB at the time from the latest report the user may read, with where each figure came from. */
export async function robSnapshot(db: Db, principal: Principal, unitId: string, at: Date) {
  const readsReports = hasFunction(principal, 'CRUISE_VOYAGE_REPORT', 'VIEW');
  const readsDeckLog = (await viewableElogs(db, principal)).includes('DECK');
  const [report, entry] = await Promise.all([
    readsReports ? latestVesselReport(db, unitId, at) : undefined,
    readsDeckLog ? latestDeckLogEntry(db, unitId, at) : undefined,
  ]);
  const latest = [report, entry].filter((r): r is RobReport => r !== undefined).sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  const basis = latest && {
    source: latest.source, id: latest.id, kind: latest.kind, status: latest.status, reportTime: latest.at.toISOString(), offset: latest.offset,
    shipTime: shipClockText(latest.at.getTime(), latest.offset), hoursBefore: Math.round((at.getTime() - latest.at.getTime()) / 36_000) / 100,
  };
  return {
    at: at.toISOString(),
    sources: { VESSEL_REPORT: readsReports, DECK_LOG: readsDeckLog },
    basis: basis ?? null,
    fuels: latest ? latest.rob.sort((a, b) => a.fuel.localeCompare(b.fuel)).map((r) => ({ fuel: r.fuel, quantityT: r.quantity, ...basis })) : [],
    totalT: latest ? Math.round(latest.rob.reduce((sum, r) => sum + r.quantity, 0) * 1000) / 1000 : null,
  };
}
