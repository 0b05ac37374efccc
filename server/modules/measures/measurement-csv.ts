/**
 * Reads a CSV file of measurements into series of points, before anything is stored. Two layouts, told apart by
 * the header line: the **wide** one POST /measures/extract/export writes (`time;<grouping key> <TAG> [unit];…`,
 * one column per series, empty cells for no value) and the **long** one (`time;groupingKey;tag;value`, one value
 * per row). Times are ISO 8601 with an offset; values are converted to the tag's value type. Every refused value
 * is explained with its line and column; it never reaches ingestion.
 */
import { parseGroupingKey } from '../../../descriptors/lib/grouping-key.js';
import { csvRecords, detectSeparator, undoFormulaGuard, type CsvRecord } from '../../../descriptors/lib/csv-read.js';
import { measureImportLimits, type MeasureCsvFormat } from '../../../descriptors/lib/measure-import.js';
import type { IngestPoint } from '../timeseries/ingest-types.js';

/** A problem of the file, a line or a cell: a `measures.import.*` message key and its parameters. */
export interface CsvProblem {
  line?: number;
  column?: string;
  key: string;
  params?: Record<string, string | number>;
}

export interface CsvSeries {
  groupingKey: string;
  tag: string;
  /** how messages name the series: the column header (wide) or `groupingKey tag` (long) */
  column: string;
  points: IngestPoint[];
  /** the line of each point */
  lines: number[];
  /** the earliest and latest time of its points (ms), kept while reading: a long series is never spread into Math.min */
  fromMs: number;
  toMs: number;
}

export interface MeasurementCsv {
  format: MeasureCsvFormat;
  header: string[];
  /** the number of data records (after the header) */
  rows: number;
  /** the first data records, as many as a preview may show */
  sample: CsvRecord[];
  series: CsvSeries[];
  /** the first problems, up to measureImportLimits.maxReasons */
  problems: CsvProblem[];
  problemCount: number;
  /** values refused while reading (bad time or value): each is a rejected point */
  refusedValues: number;
}

const longHeader = ['time', 'groupingkey', 'tag', 'value'];
const isoTime = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d(?::\d\d(?:\.\d{1,9})?)?)(Z|[+-]\d\d(?::?\d\d)?)$/i;
const seriesHeader = /^(\S+)\s+(\S+)(?:\s+\[[^\]]*\])?$/;

/** An ISO 8601 time with an offset (`T` or a space between date and time; offsets ±hh, ±hhmm, ±hh:mm) as a Date. */
export function parseCsvTime(text: string): Date | undefined {
  const match = isoTime.exec(text.trim());
  if (!match) return undefined;
  const [, date, time, zone] = match;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '') || '00'}`;
  const t = Date.parse(`${date}T${time}${offset}`);
  return Number.isFinite(t) ? new Date(t) : undefined;
}

/** A cell as a value of the tag's type, or the problem key; an unknown tag keeps the text (ingestion refuses the series). */
export function parseCsvValue(cell: string, valueType: string | undefined, separator: string): { value: IngestPoint['value'] } | { key: string } {
  if (valueType === 'STRING' || valueType === 'LIST') return { value: undoFormulaGuard(cell) };
  const text = cell.trim();
  if (valueType === undefined) return { value: text };
  if (valueType === 'BOOLEAN') {
    const lower = text.toLowerCase();
    if (['true', '1', 'yes'].includes(lower)) return { value: true };
    if (['false', '0', 'no'].includes(lower)) return { value: false };
    return { key: 'measures.import.notBoolean' };
  }
  // With `;` between cells a comma can only be a decimal comma (Russian spreadsheets write 12,5).
  const normalized = separator !== ',' && /^[+-]?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
  const n = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normalized) ? Number(normalized) : NaN;
  return Number.isFinite(n) ? { value: n } : { key: 'measures.import.notNumber' };
}

/** Collects series and problems while the rows are read. */
function collector(valueTypes: ReadonlyMap<string, string>, separator: string) {
  const series = new Map<string, CsvSeries>();
  const problems: CsvProblem[] = [];
  let problemCount = 0;
  let refusedValues = 0;
  const problem = (p: CsvProblem, refused = 0) => {
    problemCount += 1;
    refusedValues += refused;
    if (problems.length < measureImportLimits.maxReasons) problems.push(p);
  };
  const seriesOf = (groupingKey: string, tag: string, column: string) => {
    const id = `${groupingKey} ${tag}`;
    if (!series.has(id)) series.set(id, { groupingKey, tag, column, points: [], lines: [], fromMs: Infinity, toMs: -Infinity });
    return series.get(id)!;
  };
  const addValue = (target: CsvSeries, line: number, ts: Date, cell: string) => {
    const parsed = parseCsvValue(cell, valueTypes.get(target.tag), separator);
    if ('key' in parsed) return problem({ line, column: target.column, key: parsed.key, params: { value: cell.trim().slice(0, 60) } }, 1);
    target.points.push({ ts, value: parsed.value });
    target.lines.push(line);
    const ms = ts.getTime();
    if (ms < target.fromMs) target.fromMs = ms;
    if (ms > target.toMs) target.toMs = ms;
  };
  return { problem, seriesOf, addValue, done: () => ({ series: [...series.values()], problems, problemCount, refusedValues }) };
}

/** The reader of a wide file's records: one column per series, named by the header. */
function wideReader(header: string[], collect: ReturnType<typeof collector>, headerLine: number) {
  const columns: (CsvSeries | undefined)[] = header.map((title, index) => {
    if (index === 0) return undefined;
    const match = seriesHeader.exec(title.trim());
    if (!match || !parseGroupingKey(match[1])) return void collect.problem({ line: headerLine, column: title || `#${index + 1}`, key: 'measures.import.badHeader' });
    const before = header.slice(1, index).some((other) => seriesHeader.exec(other.trim())?.slice(1, 3).join(' ') === `${match[1]} ${match[2]}`);
    if (before) return void collect.problem({ line: headerLine, column: title, key: 'measures.import.duplicateColumn' });
    return collect.seriesOf(match[1], match[2], title.trim());
  });
  return ({ line, cells }: CsvRecord) => {
    const values = columns.filter((target, index) => target && (cells[index] ?? '').trim() !== '').length;
    if (cells.length > header.length && cells.slice(header.length).some((c) => c.trim() !== '')) collect.problem({ line, key: 'measures.import.extraCells' });
    const ts = parseCsvTime(cells[0] ?? '');
    if (!ts) return void collect.problem({ line, column: header[0], key: 'measures.import.badTime', params: { value: (cells[0] ?? '').slice(0, 60) } }, values);
    columns.forEach((target, index) => {
      const cell = cells[index] ?? '';
      if (target && cell.trim() !== '') collect.addValue(target, line, ts, cell);
    });
  };
}

/** The reader of a long file's records: time, grouping key, tag and value on each. */
function longReader(header: string[], collect: ReturnType<typeof collector>) {
  return ({ line, cells }: CsvRecord) => {
    const [time = '', groupingKey = '', tag = '', value = ''] = cells.map((c) => c.trim());
    if (cells.length > 4 && cells.slice(4).some((c) => c.trim() !== '')) collect.problem({ line, key: 'measures.import.extraCells' });
    if (!groupingKey || !tag) return void collect.problem({ line, key: 'measures.import.missingSeries' }, 1);
    const column = `${groupingKey} ${tag}`;
    const ts = parseCsvTime(time);
    if (!ts) return void collect.problem({ line, column: header[0], key: 'measures.import.badTime', params: { value: time.slice(0, 60) } }, 1);
    if (value === '') return void collect.problem({ line, column, key: 'measures.import.noValue' }, 1);
    collect.addValue(collect.seriesOf(groupingKey, tag, column), line, ts, cells[3]);
  };
}

/**
 * The file read into series, or the problem that stops it being read at all. Records are read one at a time and only
 * the first few are kept (for the preview), so the largest file the import admits fits in memory as its points.
 */
export function parseMeasurementCsv(text: string, valueTypes: ReadonlyMap<string, string>): MeasurementCsv | { problem: CsvProblem } {
  const separator = detectSeparator(text);
  const reading = csvRecords(text, separator);
  const first = reading.next();
  if (first.done) return first.value.unclosedQuoteLine ? { problem: { line: first.value.unclosedQuoteLine, key: 'measures.import.unclosedQuote' } } : { problem: { key: 'measures.import.empty' } };
  const header = first.value.cells.map((c) => c.trim());
  const names = header.map((c) => c.toLowerCase());
  while (names.length > 1 && names.at(-1) === '') { names.pop(); header.pop(); }
  const format: MeasureCsvFormat | undefined = names.length === 4 && names.every((n, i) => n === longHeader[i]) ? 'long' : names[0] === 'time' && names.length > 1 ? 'wide' : undefined;
  const collect = collector(valueTypes, separator);
  const read = format === 'long' ? longReader(header, collect) : format === 'wide' ? wideReader(header, collect, first.value.line) : undefined;
  const sample: CsvRecord[] = [];
  let rows = 0;
  for (let next = reading.next(); ; next = reading.next()) {
    if (next.done) {
      if (next.value.unclosedQuoteLine) return { problem: { line: next.value.unclosedQuoteLine, key: 'measures.import.unclosedQuote' } };
      break;
    }
    if (!read) return { problem: { line: first.value.line, key: 'measures.import.unknownFormat' } };
    rows += 1;
    if (sample.length < measureImportLimits.maxPreviewRows) sample.push(next.value);
    read(next.value);
  }
  if (!rows) return { problem: { key: 'measures.import.empty' } };
  if (!format) return { problem: { line: first.value.line, key: 'measures.import.unknownFormat' } };
  return { format, header, rows, sample, ...collect.done() };
}
