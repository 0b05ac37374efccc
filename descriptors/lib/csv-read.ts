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
  const text = input.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quotedSince = 0;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
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
      endRecord();
      line++;
      recordLine = line;
    } else cell += ch;
  }
  if (quotedSince) return { separator, records, unclosedQuoteLine: quotedSince };
  if (cell !== '' || cells.length) endRecord();
  return { separator, records };
}

/** A text cell as it was before csv.ts defused it: the leading `'` in front of formula-like text is dropped. */
export function undoFormulaGuard(text: string): string {
  return text.startsWith("'") && isFormulaLike(text.slice(1)) ? text.slice(1) : text;
}
