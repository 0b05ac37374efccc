/** The dry run of a CSV import: what the file holds and what would be refused, with nothing stored. */
import type { Language } from '../../../descriptors/lib/text.js';
import { translate } from '../../http/i18n.js';
import type { Db } from '../../db/engine.js';
import type { CsvProblem, MeasurementCsv } from './measurement-csv.js';
import { checkSeries } from '../timeseries/series-check.js';

/** A problem as the answer shows it: where, and the translated message. */
export const problemView = (problem: CsvProblem, language: Language) => ({
  line: problem.line ?? null, column: problem.column ?? null, message: translate(language, problem.key, problem.params),
});

const iso = (ms: number) => new Date(ms).toISOString();

export async function previewImport(db: Db, csv: MeasurementCsv, options: {
  valueTypes: ReadonlyMap<string, string>; allowedUnitIds?: ReadonlySet<string>; language: Language; rows: number;
}) {
  const verdicts = await checkSeries(db, csv.series, options.valueTypes, options.allowedUnitIds);
  const series = csv.series.map((s, i) => ({
    groupingKey: s.groupingKey, tag: s.tag, column: s.column, ship: verdicts[i].unitCode, points: s.points.length,
    from: s.points.length ? iso(s.fromMs) : null, to: s.points.length ? iso(s.toMs) : null,
    problem: verdicts[i].problem ? translate(options.language, verdicts[i].problem!) : null,
  }));
  const refusedSeriesPoints = series.filter((s) => s.problem).reduce((n, s) => n + s.points, 0);
  const points = series.reduce((n, s) => n + s.points, 0);
  return {
    format: csv.format, header: csv.header, rows: csv.rows,
    sample: csv.sample.slice(0, options.rows).map((r) => ({ line: r.line, cells: r.cells })),
    series,
    /** values that would be stored (ingestion may still refuse single points, e.g. times out of range) */
    points: points - refusedSeriesPoints,
    /** values refused already: unreadable cells and the points of refused series */
    refused: csv.refusedValues + refusedSeriesPoints,
    problems: csv.problems.map((p) => problemView(p, options.language)),
    problemCount: csv.problemCount,
  };
}
