/**
 * CSV export of a table: `;` separated (what spreadsheets in most European locales open directly),
 * RFC 4180 quoting, CRLF lines and a UTF-8 byte order mark so Cyrillic text opens correctly.
 */
export const csvSeparator = ';';
const byteOrderMark = '\uFEFF';

/** Text a spreadsheet would run as a formula (OWASP CSV injection): =, +, @, tab, CR, or - not starting a number. */
export function isFormulaLike(text: string): boolean {
  return /^[=+@\t\r]/.test(text) || /^-(?![\d.,]+$)/.test(text);
}

/** One cell: quoted when it holds the separator, a quote, a line break or edge spaces; formulas are defused. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && isFormulaLike(text)) text = `'${text}`;
  const mustQuote = text.includes(csvSeparator) || text.includes('"') || /[\r\n]/.test(text) || text !== text.trim();
  return mustQuote ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: a header row, then one row per record, each line ended by CRLF, with the BOM first. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(csvSeparator));
  return `${byteOrderMark}${lines.join('\r\n')}\r\n`;
}
