/** Reading a ship's logbook entries for other modules (they never read the logbook tables themselves). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ElogEntryStatus } from '../../../descriptors/lib/elog/day-entries.js';
import type { Db } from '../../db/engine.js';
import { elogEntries } from './tables.js';

/** An entry as other modules see it: what, when, its status and its form content. */
export interface LogbookEntry {
  id: string;
  entryDescriptor: string;
  startTs: Date;
  startOffset: number;
  status: string;
  content: Record<string, unknown>;
}

/** The entries of one ship's logbook with these descriptors and statuses, in time order. */
export async function listLogbookEntries(db: Db, query: { unitId: string; elogCode: string; descriptors: readonly string[]; statuses: readonly ElogEntryStatus[] }): Promise<LogbookEntry[]> {
  return db.select({
    id: elogEntries.id, entryDescriptor: elogEntries.entryDescriptor, startTs: elogEntries.startTs, startOffset: elogEntries.startOffset,
    status: elogEntries.status, content: elogEntries.content,
  }).from(elogEntries).where(and(
    eq(elogEntries.unitId, query.unitId), eq(elogEntries.elogCode, query.elogCode),
    inArray(elogEntries.entryDescriptor, [...query.descriptors]), inArray(elogEntries.status, [...query.statuses]),
  )).orderBy(asc(elogEntries.startTs), asc(elogEntries.id));
}
