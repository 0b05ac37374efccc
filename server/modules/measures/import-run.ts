/**
 * Applies a read CSV file: a measure_imports row is opened (RUNNING), the points go to ingestion in batches (each
 * one transaction; the row's counts follow every batch so the dialog can show progress), and the row is closed
 * DONE with the counts and up to 1 000 reasons — or FAILED when a batch throws. A re-import of the same file stores
 * nothing new: its points count as duplicates.
 */
import { measureImportLimits } from '../../../descriptors/lib/measure-import.js';
import type { Db } from '../../db/engine.js';
import type { Language } from '../../../descriptors/lib/text.js';
import { translate } from '../../http/i18n.js';
import { ingestMeasurements } from '../timeseries/ingest.js';
import type { IngestResult, IngestSeries } from '../timeseries/ingest-types.js';
import type { LiveFeed } from '../timeseries/live-feed.js';
import { finishImport, recordProgress, startImport, type ImportCounts, type ImportReason } from './import-log.js';
import type { CsvSeries, MeasurementCsv } from './measurement-csv.js';
import { checkSeries } from '../timeseries/series-check.js';

export interface ApplyOptions {
  fileName: string;
  startedBy: string;
  valueTypes: ReadonlyMap<string, string>;
  allowedUnitIds?: ReadonlySet<string>;
  language: Language;
  feed?: LiveFeed;
}

interface Batch {
  series: IngestSeries[];
  /** for each series of the batch: the file's series and the index of its first point in the batch */
  origin: { series: CsvSeries; offset: number }[];
}

/** The file's points in batches of at most `size`, a long series split over several. */
export function* batchesOf(series: readonly CsvSeries[], size: number = measureImportLimits.batchPoints): Generator<Batch> {
  let batch: Batch = { series: [], origin: [] };
  let room = size;
  for (const s of series) {
    for (let offset = 0; offset < s.points.length;) {
      const take = Math.min(room, s.points.length - offset);
      batch.series.push({ groupingKey: s.groupingKey, tag: s.tag, points: s.points.slice(offset, offset + take) });
      batch.origin.push({ series: s, offset });
      offset += take;
      room -= take;
      if (room === 0) { yield batch; batch = { series: [], origin: [] }; room = size; }
    }
  }
  if (batch.series.length) yield batch;
}

/** Reasons in the order people read them: whole refused series first, then by line; at most maxReasons. */
function reasonCollector() {
  const bySeries = new Map<string, ImportReason & { points: number }>();
  const byLine: ImportReason[] = [];
  return {
    add(reason: ImportReason) { if (byLine.length < measureImportLimits.maxReasons) byLine.push(reason); },
    addSeries(column: string, reason: string, points: number) {
      const id = `${column}\u0000${reason}`;
      const known = bySeries.get(id) ?? { column, reason, points: 0 };
      known.points += points;
      bySeries.set(id, known);
    },
    list: (): ImportReason[] => [...bySeries.values(), ...byLine.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))].slice(0, measureImportLimits.maxReasons),
  };
}

function addIngestRejections(result: IngestResult, batch: Batch, reasons: ReturnType<typeof reasonCollector>) {
  for (const rejection of result.rejections) {
    const { series, offset } = batch.origin[rejection.series];
    if (rejection.point === undefined) reasons.addSeries(series.column, rejection.reason, batch.series[rejection.series].points.length);
    else reasons.add({ line: series.lines[offset + rejection.point], column: series.column, reason: rejection.reason });
  }
}

export async function applyImport(db: Db, csv: MeasurementCsv, options: ApplyOptions) {
  const verdicts = await checkSeries(db, csv.series, options.valueTypes, options.allowedUnitIds);
  const unitIds = [...new Set(verdicts.map((v) => v.unitId).filter((id): id is string => id !== null))];
  const total = csv.series.reduce((n, s) => n + s.points.length, 0) + csv.refusedValues;
  const id = await startImport(db, { fileName: options.fileName, startedBy: options.startedBy, unitIds, total });
  const counts: ImportCounts = { accepted: 0, duplicate: 0, rejected: csv.refusedValues };
  const reasons = reasonCollector();
  for (const problem of csv.problems) reasons.add({ line: problem.line, column: problem.column, reason: translate(options.language, problem.key, problem.params) });
  try {
    for (const batch of batchesOf(csv.series)) {
      const result = await ingestMeasurements(db, batch.series, { allowedUnitIds: options.allowedUnitIds, language: options.language, feed: options.feed });
      counts.accepted += result.accepted;
      counts.duplicate += result.duplicate;
      counts.rejected += result.rejected;
      addIngestRejections(result, batch, reasons);
      await recordProgress(db, id, counts);
    }
  } catch (error) {
    reasons.add({ reason: translate(options.language, 'measures.import.failed') });
    await finishImport(db, id, 'FAILED', counts, reasons.list());
    throw error;
  }
  await finishImport(db, id, 'DONE', counts, reasons.list());
  return { id, status: 'DONE' as const, fileName: options.fileName, total, ...counts, reasons: reasons.list() };
}
