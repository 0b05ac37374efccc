/**
 * Writes one planned logbook day of a ship as its crew would, through the logbook services (the one write path, so
 * the audit trail and its seals are what verification expects): each entry saved by the crew member who records it,
 * his entries signed by him as officer in charge, the day completed and approved by whoever the logbook's permission
 * rows allow. A day already signed is left alone; one a restart interrupted is taken up where it stopped.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Principal } from '../../descriptors/lib/access.js';
import { daySignaturesOf, entrySignatureOf, isSignableStatus } from '../../descriptors/lib/elog/day-signing.js';
import { hasElogPermission, signatureCapacity } from '../../descriptors/lib/elog/elog-permission.js';
import type { Db } from '../../server/db/engine.js';
import { elogEntries, elogSignatures } from '../../server/db/schema.js';
import { KeelError } from '../../server/errors/keel-error.js';
import type { AuditKey } from '../../server/modules/elog/audit-key.js';
import { completeDay } from '../../server/modules/elog/day-service.js';
import { elogActor, type ElogActor } from '../../server/modules/elog/elog-access.js';
import type { ElogDefinition } from '../../server/modules/elog/elog-definitions.js';
import { findDay, type DayRow } from '../../server/modules/elog/elog-days.js';
import { saveEntry } from '../../server/modules/elog/entry-service.js';
import { signDay } from '../../server/modules/elog/signing-service.js';
import type { Rank } from './logbook-habits.js';
import type { PlannedEntry, ShipDay } from './planned-entry.js';

/** Lets the server's requests at the database between two entries: the books are written while people use the demo. */
const giveWay = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Who completes a day and approves it when several may: the book's keeper first, then the master. */
const keepers: Record<string, Rank[]> = {
  ENGINE: ['CHIEF_ENGINEER', 'MASTER', 'DECK_OFFICER'],
  ORB1: ['CHIEF_ENGINEER', 'MASTER', 'DECK_OFFICER'],
  FUEL_CHANGEOVER: ['CHIEF_ENGINEER', 'MASTER', 'DECK_OFFICER'],
};
const approvers: Record<string, Rank[]> = { ENGINE: ['CHIEF_ENGINEER', 'MASTER'] };
const masterFirst: Rank[] = ['MASTER', 'CHIEF_ENGINEER', 'DECK_OFFICER'];

/** The context a ship's logbook days are written in. */
export interface LogbookWriter {
  db: Db;
  key: AuditKey;
  elog: ElogDefinition;
  unitId: string;
  /** the ship's crew who may open the logbook, by rank */
  actors: ReadonlyMap<Rank, ElogActor>;
}

/** The crew members who may open the logbook at all (its function, their ship). */
export async function crewActors(db: Db, elog: ElogDefinition, unitId: string, crew: ReadonlyMap<Rank, Principal>): Promise<Map<Rank, ElogActor>> {
  const actors = new Map<Rank, ElogActor>();
  for (const [rank, principal] of crew) {
    try {
      actors.set(rank, await elogActor(db, principal, elog, unitId));
    } catch (error) {
      if (!(error instanceof KeelError)) throw error;
    }
  }
  return actors;
}

/** Writes the day's entries, signatures, completion and approval; answers whether the day ends approved. */
export async function writeLogbookDay(w: LogbookWriter, day: ShipDay, planned: readonly PlannedEntry[]): Promise<boolean> {
  const before = await findDay(w.db, w.unitId, w.elog.code, day.day);
  if (before?.signatureStatus === 'MAIN') return true;
  const { actors } = w;
  const actor = (rank: Rank) => {
    const found = actors.get(rank);
    if (!found) throw new Error(`no ${rank} for ${w.elog.code}`);
    return found;
  };
  const written = before
    ? await w.db.select().from(elogEntries).where(and(eq(elogEntries.aggregationId, before.id), ne(elogEntries.status, 'DELETED')))
    : [];
  const isWritten = (p: PlannedEntry) => written.some((e) => e.entryDescriptor === p.descriptor && e.startTs.getTime() === p.start);
  const saved: { rank: Rank; id: string; version: number; status: string }[] = written.map((e) => ({
    rank: rankOf(w, e.createdBy), id: e.id, version: e.version, status: e.status,
  }));
  for (const entry of planned.filter((p) => !isWritten(p))) {
    const row = await saveEntry(w.db, actor(entry.author), w.elog, {
      unitId: w.unitId, entryDescriptor: entry.descriptor, eleStatus: entry.status, areasContent: entry.content,
      heading: { start: { timestamp: entry.start, offset: day.offsetMin }, ...(entry.end !== undefined ? { end: { timestamp: entry.end, offset: day.offsetMin } } : {}) },
    });
    saved.push({ rank: entry.author, id: row.id, version: row.version, status: row.status });
    await giveWay();
  }
  let row = await findDay(w.db, w.unitId, w.elog.code, day.day);
  if (!row) return false;
  await signEntries(w, row, saved, actor);
  if (row.status === 'IN_PROGRESS') {
    const status = row.status;
    const completer = pick(w, actors, keepers[w.elog.code] ?? masterFirst, (a) => hasElogPermission(a.elog, w.elog.permissions, 'SET_DAY_COMPLETE', { workflowStatus: status }));
    row = await completeDay(w.db, w.key, completer, w.elog, row.id, row.version);
  }
  const completed = row;
  const approver = pick(w, actors, approvers[w.elog.code] ?? masterFirst, (a) => signatureCapacity(a.elog, w.elog.permissions, completed.status).main);
  const { day: approved } = await signDay(w.db, w.key, approver, w.elog, { elogAggregationId: completed.id, operationType: 'APPROVAL', version: completed.version });
  return approved.signatureStatus === 'MAIN';
}

/** Each officer in charge signs the entries he recorded that no signature covers yet. */
async function signEntries(w: LogbookWriter, day: DayRow, saved: readonly { rank: Rank; id: string; version: number; status: string }[], actor: (rank: Rank) => ElogActor) {
  if (!daySignaturesOf(w.elog.config).includes('FIRST')) return;
  const signatures = (await w.db.select().from(elogSignatures).where(eq(elogSignatures.aggregationId, day.id)))
    .map((s) => ({ ...s, signatureTs: s.signatureTs.toISOString() }));
  const unsigned = saved.filter((s) => isSignableStatus(s.status) && !entrySignatureOf(s, signatures));
  for (const rank of [...new Set(unsigned.map((s) => s.rank))]) {
    const elogEntriesOf = unsigned.filter((s) => s.rank === rank).map(({ id, version }) => ({ id, version }));
    await signDay(w.db, w.key, actor(rank), w.elog, { elogAggregationId: day.id, operationType: 'APPROVAL', elogEntries: elogEntriesOf });
  }
}

function pick(w: LogbookWriter, actors: ReadonlyMap<Rank, ElogActor>, order: readonly Rank[], accept: (actor: ElogActor) => boolean): ElogActor {
  for (const rank of order) {
    const found = actors.get(rank);
    if (found && accept(found)) return found;
  }
  throw new Error(`no crew member of ${[...actors.keys()].join(', ')} may do this in ${w.elog.code}`);
}

function rankOf(w: LogbookWriter, username: string | null): Rank {
  for (const [rank, actor] of w.actors) if (actor.principal.username === username) return rank;
  return 'DECK_OFFICER';
}
