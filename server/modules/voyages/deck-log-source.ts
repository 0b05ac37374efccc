/** The deck log as the first-ranked report source of the voyage record: its completed departure, noon and arrival entries. */
import { listLogbookEntries } from '../elog/entry-queries.js';
import type { ReportSource } from './record-sources.js';
import type { ShipReport } from './report-legs.js';

const kinds: Record<string, ShipReport['kind']> = { DECK_DEPARTURE: 'DEPARTURE', DECK_NOON: 'NOON', DECK_ARRIVAL: 'ARRIVAL' };

export const deckLogSource: ReportSource = {
  id: 'DECK_LOG', name: 'the deck log\'s departure, noon and arrival entries', rank: 1,
  async reports(db, unitId) {
    const entries = await listLogbookEntries(db, { unitId, elogCode: 'DECK', descriptors: Object.keys(kinds), statuses: ['COMPLETED'] });
    return entries.map((e) => ({ id: e.id, kind: kinds[e.entryDescriptor], at: e.startTs, content: e.content }));
  },
};
