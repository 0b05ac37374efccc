/**
 * The approved vessel reports as the voyage record's second-ranked source (VOYAGE_REPORT): where a ship keeps no deck
 * log for a time, its approved departure, noon, at-anchor and arrival reports form the legs and stays that the
 * emissions figures read. A bunkering report burns nothing of its own there.
 */
import type { ShipReport } from '../voyages/report-legs.js';
import { reportSources } from '../voyages/record-sources.js';
import { approvedReports } from './vessel-reports.js';

const legKinds: Record<string, ShipReport['kind']> = { DEPARTURE: 'DEPARTURE', NOON: 'NOON', AT_ANCHOR: 'NOON', ARRIVAL: 'ARRIVAL' };

reportSources.register({
  id: 'VOYAGE_REPORT', name: 'the approved vessel reports', rank: 2,
  async reports(db, unitId) {
    return (await approvedReports(db, unitId)).filter((r) => legKinds[r.kind])
      .map((r) => ({ id: r.id, kind: legKinds[r.kind], at: r.reportTime, content: r.content }));
  },
});
