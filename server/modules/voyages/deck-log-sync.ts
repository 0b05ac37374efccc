/**
 * The deck log's legs and stays in the voyage record (source DECK_LOG), rebuilt for a ship whenever an entry of its
 * deck log is saved. The deck log takes precedence: a record of another source (the demo fleet, a manual entry) that
 * overlaps in time a leg or stay of the deck log is superseded, kept, and left out of every figure; it comes back if
 * the log no longer covers its time. Deck-log records that the log no longer forms are superseded too. Records of
 * closed or deleted voyages are never changed: a deck-log record overlapping one is the one superseded.
 */
import { and, eq } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/engine.js';
import { portCalls, voyageLegs, voyages } from './tables.js';
import { listLogbookEntries } from '../elog/entry-queries.js';
import { buildDeckLogRecords, type DeckLeg, type DeckReport, type DeckStay } from './deck-log-legs.js';
import { lockShipVoyages } from './voyage-lock.js';
import { refreshVoyageRecords } from './voyage-upkeep.js';

export const deckLogSource = 'DECK_LOG';
const kinds: Record<string, DeckReport['kind']> = { DECK_DEPARTURE: 'DEPARTURE', DECK_NOON: 'NOON', DECK_ARRIVAL: 'ARRIVAL' };

interface Span { from: number; to: number }
const overlaps = (a: Span, b: Span) => a.from < b.to && b.from < a.to;
const spanOf = (from: Date, to: Date | null): Span => ({ from: from.getTime(), to: to?.getTime() ?? Number.POSITIVE_INFINITY });

/** Rebuilds the ship's deck-log records from its completed deck-log entries and re-decides what each supersedes. */
export async function syncDeckLogRecords(db: Db, unitId: string): Promise<void> {
  const entries = await listLogbookEntries(db, { unitId, elogCode: 'DECK', descriptors: Object.keys(kinds), statuses: ['COMPLETED'] });
  const built = buildDeckLogRecords(entries.map((e) => ({ id: e.id, kind: kinds[e.entryDescriptor], at: e.startTs, content: e.content })));
  await inTransaction(db, async (tx) => {
    await lockShipVoyages(tx, unitId);
    await writeDeckLegs(tx, unitId, built.legs);
    await writeDeckStays(tx, unitId, built.stays);
    await decidePrecedence(tx, unitId, new Set(built.legs.map((l) => l.sourceKey)), new Set(built.stays.map((s) => s.sourceKey)));
  });
  await refreshVoyageRecords(db, [unitId]);
}

const isSameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function writeDeckLegs(tx: Db, unitId: string, legs: readonly DeckLeg[]) {
  const existing = await tx.select({ leg: voyageLegs, status: voyages.status }).from(voyageLegs).leftJoin(voyages, eq(voyages.id, voyageLegs.voyageId))
    .where(and(eq(voyageLegs.unitId, unitId), eq(voyageLegs.source, deckLogSource)));
  const byKey = new Map(existing.map((e) => [e.leg.sourceKey, e]));
  for (const { sourceKey, ...values } of legs) {
    const found = byKey.get(sourceKey);
    if (!found) {
      await tx.insert(voyageLegs).values({ ...values, unitId, source: deckLogSource, sourceKey, createdBy: 'deck-log', updatedBy: 'deck-log' });
    } else if (found.status !== 'CLOSED' && found.status !== 'DELETED') {
      const current = { fromPort: found.leg.fromPort, toPort: found.leg.toPort, departure: found.leg.departure, arrival: found.leg.arrival, distanceNm: found.leg.distanceNm,
        hoursUnderway: found.leg.hoursUnderway, hoursAtAnchor: found.leg.hoursAtAnchor, condition: found.leg.condition, cargoTonnes: found.leg.cargoTonnes,
        teu: found.leg.teu, passengers: found.leg.passengers, fuel: found.leg.fuel };
      if (!isSameJson(current, values)) {
        await tx.update(voyageLegs).set({ ...values, version: found.leg.version + 1, updatedAt: new Date(), updatedBy: 'deck-log' }).where(eq(voyageLegs.id, found.leg.id));
      }
    }
  }
}

async function writeDeckStays(tx: Db, unitId: string, stays: readonly DeckStay[]) {
  const existing = await tx.select().from(portCalls).where(and(eq(portCalls.unitId, unitId), eq(portCalls.source, deckLogSource)));
  const byKey = new Map(existing.map((e) => [e.sourceKey, e]));
  for (const { sourceKey, ...values } of stays) {
    const found = byKey.get(sourceKey);
    if (!found) {
      await tx.insert(portCalls).values({ ...values, hullCleanedAt: null, unitId, source: deckLogSource, sourceKey, createdBy: 'deck-log', updatedBy: 'deck-log' });
    } else {
      const current = { port: found.port, arrival: found.arrival, departure: found.departure, cargoOperation: found.cargoOperation, fuel: found.fuel };
      if (!isSameJson(current, values)) {
        await tx.update(portCalls).set({ ...values, version: found.version + 1, updatedAt: new Date(), updatedBy: 'deck-log' }).where(eq(portCalls.id, found.id));
      }
    }
  }
}

/** Sets `superseded` on every leg and stay of the ship from the deck log's current coverage. */
async function decidePrecedence(tx: Db, unitId: string, deckLegKeys: ReadonlySet<string>, deckStayKeys: ReadonlySet<string>) {
  const legs = await tx.select({ leg: voyageLegs, status: voyages.status }).from(voyageLegs).leftJoin(voyages, eq(voyages.id, voyageLegs.voyageId))
    .where(eq(voyageLegs.unitId, unitId));
  const stays = await tx.select().from(portCalls).where(eq(portCalls.unitId, unitId));
  const isFrozen = (status: string | null) => status === 'CLOSED' || status === 'DELETED';
  const frozenSpans = legs.filter((l) => isFrozen(l.status)).map((l) => spanOf(l.leg.departure, l.leg.arrival));
  const frozenArrivals = new Set(legs.filter((l) => isFrozen(l.status)).map((l) => l.leg.arrival?.getTime()));
  // What the deck log covers: its legs and stays that neither dropped out of the log nor overlap a frozen voyage.
  const covered: Span[] = [];
  const deckLegOutcome = new Map<string, boolean>();
  for (const { leg, status } of legs.filter((l) => l.leg.source === deckLogSource)) {
    if (isFrozen(status)) continue;
    const span = spanOf(leg.departure, leg.arrival);
    const isSuperseded = !deckLegKeys.has(leg.sourceKey) || frozenSpans.some((f) => overlaps(f, span));
    deckLegOutcome.set(leg.id, isSuperseded);
    if (!isSuperseded) covered.push(span);
  }
  const deckStayOutcome = new Map<string, boolean>();
  for (const stay of stays.filter((s) => s.source === deckLogSource)) {
    const span = spanOf(stay.arrival, stay.departure);
    const isSuperseded = !deckStayKeys.has(stay.sourceKey) || frozenSpans.some((f) => overlaps(f, span)) || frozenArrivals.has(stay.arrival.getTime());
    deckStayOutcome.set(stay.id, isSuperseded);
    if (!isSuperseded) covered.push(span);
  }
  for (const { leg, status } of legs) {
    if (isFrozen(status)) continue;
    const superseded = deckLegOutcome.get(leg.id) ?? covered.some((c) => overlaps(c, spanOf(leg.departure, leg.arrival)));
    if (superseded !== leg.superseded) await tx.update(voyageLegs).set({ superseded, updatedAt: new Date() }).where(eq(voyageLegs.id, leg.id));
  }
  for (const stay of stays) {
    if (frozenArrivals.has(stay.arrival.getTime()) && stay.source !== deckLogSource) continue;
    const superseded = deckStayOutcome.get(stay.id) ?? covered.some((c) => overlaps(c, spanOf(stay.arrival, stay.departure)));
    if (superseded !== stay.superseded) await tx.update(portCalls).set({ superseded, updatedAt: new Date() }).where(eq(portCalls.id, stay.id));
  }
}
