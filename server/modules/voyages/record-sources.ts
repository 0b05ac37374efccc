/**
 * Where a ship's reports come from for the voyage record (decision 62): each source hands over the reports it holds for a
 * ship as they stand (the deck log's completed departure, noon and arrival entries; the approved vessel reports), and
 * its rank says which wins where two cover the same time: a leg or stay of a higher-ranked source supersedes any record
 * of a lower one (and every record of the unranked sources, the demo fleet and manual entry) that overlaps it. The deck log is
 * known from the start; another module registers its source when it is imported.
 */
import { Registry, type RegistryEntry } from '../../../descriptors/lib/registry.js';
import type { Db } from '../../db/engine.js';
import { deckLogSource } from './deck-log-source.js';
import type { ShipReport } from './report-legs.js';

export interface ReportSource extends RegistryEntry {
  /** the `source` its records carry in the voyage record, e.g. DECK_LOG */
  id: string;
  /** lower wins: the deck log is 1 */
  rank: number;
  /** the ship's reports, any order */
  reports(db: Db, unitId: string): Promise<ShipReport[]>;
}

export const reportSources = new Registry<ReportSource>('voyage record source', [deckLogSource]);

/** The sources, highest-ranked first. */
export const rankedReportSources = (): ReportSource[] => reportSources.list().sort((a, b) => a.rank - b.rank);
