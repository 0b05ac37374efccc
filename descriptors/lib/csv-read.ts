/**
 * Reading CSV text (the counterpart of csv.ts): RFC 4180 quoting, CR, LF or CRLF lines, an optional UTF-8 byte
 * order mark. The separator is the first of `;`, `,` and tab found in the header line (Keel writes `;`).
 */
import { csvSeparator, isFormulaLike } from './csv.js';

/** One record of the file and the line it starts on (1-based, as an editor shows it). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface CsvText {
  separator: string;
  records: CsvRecord[];
  /** the line of a quoted cell that is never closed; the records before it are kept */
  unclosedQuoteLine?: number;
}

/** The separator a file uses: `;` when the first line has one, else `,`, else tab, else `;`. */
export function detectSeparator(text: string): string {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/, 1)[0] ?? '';
  return [csvSeparator, ',', '\t'].find((s) => firstLine.includes(s)) ?? csvSeparator;
}

/** Every record with its cells; blank lines are skipped. */
export function readCsv(input: string, separator = detectSeparator(input)): CsvText {
  const records: CsvRecord[] = [];
  const reading = csvRecords(input, separator);
  for (let next = reading.next(); ; next = reading.next()) {
    if (next.done) return { separator, records, ...next.value };
    records.push(next.value);
  }
}

/**
 * The records one at a time, so a large file is never held as records all at once; blank lines are skipped. The
 * generator's return value names the line of a quoted cell that is never closed (the records before it are yielded).
 */
export function* csvRecords(input: string, separator = detectSeparator(input)): Generator<CsvRecord, { unclosedQuoteLine?: number }> {
  const text = input.replace(/^\uFEFF/, '');
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quotedSince = 0;
  const endRecord = (): CsvRecord | undefined => {
    cells.push(cell);
    const record = cells.length > 1 || cells[0] !== '' ? { line: recordLine, cells } : undefined;
    cells = [];
    cell = '';
    return record;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quotedSince) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; }
      else if (ch === '"') quotedSince = 0;
      else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') quotedSince = line;
    else if (ch === separator) { cells.push(cell); cell = ''; }
    else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      const record = endRecord();
      if (record) yield record;
      line++;
      recordLine = line;
    } else cell += ch;
  }
  if (quotedSince) return { unclosedQuoteLine: quotedSince };
  if (cell !== '' || cells.length) {
    const record = endRecord();
    if (record) yield record;
  }
  return {};
}

/** A text cell as it was before csv.ts defused it: the leading `'` in front of formula-like text is dropped. */
export function undoFormulaGuard(text: string): string {
  return text.startsWith("'") && isFormulaLike(text.slice(1)) ? text.slice(1) : text;
}
