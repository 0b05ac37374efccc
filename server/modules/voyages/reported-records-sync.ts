/**
 * The legs and stays the ship's reports form, in the voyage record under their source's code (record-sources.ts),
 * rebuilt for a ship whenever one of its sources changes (a deck-log entry saved, a vessel report approved or
 * corrected). Sources are ranked: a record of another source that overlaps in time a leg or stay of a higher-ranked one
 * is superseded, kept, and left out of every figure; it comes back when that source no longer covers its time. Records
 * a source no longer forms are superseded too. Records of closed or deleted voyages are never changed: a reported
 * record overlapping one is the one superseded.
 */
import { and, eq } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/engine.js';
import { portCalls, voyageLegs, voyages } from './tables.js';
import { buildReportedRecords, type ReportedLeg, type ReportedStay } from './report-legs.js';
import { rankedReportSources } from './record-sources.js';
import { lockShipVoyages } from './voyage-lock.js';
import { refreshVoyageRecords } from './voyage-upkeep.js';

interface Span { from: number; to: number }
const overlaps = (a: Span, b: Span) => a.from < b.to && b.from < a.to;
const spanOf = (from: Date, to: Date | null): Span => ({ from: from.getTime(), to: to?.getTime() ?? Number.POSITIVE_INFINITY });

/** What a source forms now: the source keys of its legs and stays. */
interface SourceRecords { source: string; legKeys: ReadonlySet<string>; stayKeys: ReadonlySet<string> }

/** Rebuilds the ship's records of every report source and re-decides what each supersedes. */
export async function syncReportedRecords(db: Db, unitId: string): Promise<void> {
  const built = await Promise.all(rankedReportSources().map(async (source) => ({ source: source.id, ...buildReportedRecords(await source.reports(db, unitId)) })));
  await inTransaction(db, async (tx) => {
    await lockShipVoyages(tx, unitId);
    for (const { source, legs, stays } of built) {
      await writeLegs(tx, unitId, source, legs);
      await writeStays(tx, unitId, source, stays);
    }
    await decidePrecedence(tx, unitId, built.map(({ source, legs, stays }) => ({
      source, legKeys: new Set(legs.map((l) => l.sourceKey)), stayKeys: new Set(stays.map((s) => s.sourceKey)),
    })));
  });
  await refreshVoyageRecords(db, [unitId]);
}

const isSameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function writeLegs(tx: Db, unitId: string, source: string, legs: readonly ReportedLeg[]) {
  const existing = await tx.select({ leg: voyageLegs, status: voyages.status }).from(voyageLegs).leftJoin(voyages, eq(voyages.id, voyageLegs.voyageId))
    .where(and(eq(voyageLegs.unitId, unitId), eq(voyageLegs.source, source)));
  const byKey = new Map(existing.map((e) => [e.leg.sourceKey, e]));
  for (const { sourceKey, ...values } of legs) {
    const found = byKey.get(sourceKey);
    if (!found) {
      await tx.insert(voyageLegs).values({ ...values, unitId, source, sourceKey, createdBy: source, updatedBy: source });
    } else if (found.status !== 'CLOSED' && found.status !== 'DELETED') {
      const current = { fromPort: found.leg.fromPort, toPort: found.leg.toPort, departure: found.leg.departure, arrival: found.leg.arrival, distanceNm: found.leg.distanceNm,
        hoursUnderway: found.leg.hoursUnderway, hoursAtAnchor: found.leg.hoursAtAnchor, condition: found.leg.condition, cargoTonnes: found.leg.cargoTonnes,
        teu: found.leg.teu, passengers: found.leg.passengers, fuel: found.leg.fuel };
      if (!isSameJson(current, values)) {
        await tx.update(voyageLegs).set({ ...values, version: found.leg.version + 1, updatedAt: new Date(), updatedBy: source }).where(eq(voyageLegs.id, found.leg.id));
      }
    }
  }
}

async function writeStays(tx: Db, unitId: string, source: string, stays: readonly ReportedStay[]) {
  const existing = await tx.select().from(portCalls).where(and(eq(portCalls.unitId, unitId), eq(portCalls.source, source)));
  const byKey = new Map(existing.map((e) => [e.sourceKey, e]));
  for (const { sourceKey, ...values } of stays) {
    const found = byKey.get(sourceKey);
    if (!found) {
      await tx.insert(portCalls).values({ ...values, hullCleanedAt: null, unitId, source, sourceKey, createdBy: source, updatedBy: source });
    } else {
      const current = { port: found.port, arrival: found.arrival, departure: found.departure, cargoOperation: found.cargoOperation, fuel: found.fuel };
      if (!isSameJson(current, values)) {
        await tx.update(portCalls).set({ ...values, version: found.version + 1, updatedAt: new Date(), updatedBy: source }).where(eq(portCalls.id, found.id));
      }
    }
  }
}

/** Sets `superseded` on every leg and stay of the ship from what the sources cover now, highest-ranked first. */
async function decidePrecedence(tx: Db, unitId: string, sources: readonly SourceRecords[]) {
  const legs = await tx.select({ leg: voyageLegs, status: voyages.status }).from(voyageLegs).leftJoin(voyages, eq(voyages.id, voyageLegs.voyageId))
    .where(eq(voyageLegs.unitId, unitId));
  const stays = await tx.select().from(portCalls).where(eq(portCalls.unitId, unitId));
  const isFrozen = (status: string | null) => status === 'CLOSED' || status === 'DELETED';
  const frozenSpans = legs.filter((l) => isFrozen(l.status)).map((l) => spanOf(l.leg.departure, l.leg.arrival));
  const frozenArrivals = new Set(legs.filter((l) => isFrozen(l.status)).map((l) => l.leg.arrival?.getTime()));
  // What the sources above the one being decided cover: their records that neither dropped out of the source nor
  // overlap a frozen voyage or a higher-ranked source's record.
  const covered: Span[] = [];
  const legOutcome = new Map<string, boolean>();
  const stayOutcome = new Map<string, boolean>();
  for (const { source, legKeys, stayKeys } of sources) {
    const coveredHere: Span[] = [];
    for (const { leg, status } of legs.filter((l) => l.leg.source === source)) {
      if (isFrozen(status)) continue;
      const span = spanOf(leg.departure, leg.arrival);
      const isSuperseded = !legKeys.has(leg.sourceKey) || frozenSpans.some((f) => overlaps(f, span)) || covered.some((c) => overlaps(c, span));
      legOutcome.set(leg.id, isSuperseded);
      if (!isSuperseded) coveredHere.push(span);
    }
    for (const stay of stays.filter((s) => s.source === source)) {
      const span = spanOf(stay.arrival, stay.departure);
      const isSuperseded = !stayKeys.has(stay.sourceKey) || frozenSpans.some((f) => overlaps(f, span)) || frozenArrivals.has(stay.arrival.getTime())
        || covered.some((c) => overlaps(c, span));
      stayOutcome.set(stay.id, isSuperseded);
      if (!isSuperseded) coveredHere.push(span);
    }
    covered.push(...coveredHere);
  }
  const reported = new Set(sources.map((s) => s.source));
  for (const { leg, status } of legs) {
    if (isFrozen(status)) continue;
    const superseded = legOutcome.get(leg.id) ?? covered.some((c) => overlaps(c, spanOf(leg.departure, leg.arrival)));
    if (superseded !== leg.superseded) await tx.update(voyageLegs).set({ superseded, updatedAt: new Date() }).where(eq(voyageLegs.id, leg.id));
  }
  for (const stay of stays) {
    if (frozenArrivals.has(stay.arrival.getTime()) && !reported.has(stay.source)) continue;
    const superseded = stayOutcome.get(stay.id) ?? covered.some((c) => overlaps(c, spanOf(stay.arrival, stay.departure)));
    if (superseded !== stay.superseded) await tx.update(portCalls).set({ superseded, updatedAt: new Date() }).where(eq(portCalls.id, stay.id));
  }
}
