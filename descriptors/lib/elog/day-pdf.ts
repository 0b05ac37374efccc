/**
 * A logbook day as a PDF document (the server's printout of it): the same official layout the print view shows
 * (print-layout.ts) on A4 landscape pages, the ship, the book and the day in a header repeated on every page, the
 * column titles repeated on every page, an entry's rows kept on one page, corrections and deletions struck through,
 * the day's signatures and who printed it when, and "page X of Y" in the footer.
 */
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { PdfDocument } from '../printouts/pdf-document.js';
import { resolveText, type LocalText } from '../text.js';
import type { ElogPrintout } from './print-answer.js';
import { formatPrintDay, pageOffsetOf, printLayout, type PrintRow } from './print-layout.js';
import { instantText, personText, type Translate } from './print-signatures.js';
import { offsetLabel } from './time-with-offset.js';

const grey = '#555555';

/** The day's printout in the language `t` translates to. */
export function dayPdf(printout: ElogPrintout, language: string, t: Translate): PdfDocument {
  const text = (value: LocalText | null | undefined) => (value ? resolveText(value, language, (key) => t(key)) : '');
  const day = printout.aggregation.day;
  const offset = pageOffsetOf(printout.eLogEntries, printout.aggregation.offset);
  const layout = printLayout({
    print: printout.config.print, day, offset, entryDescriptors: printout.entryDescriptors, forms: printout.forms, entries: printout.eLogEntries,
    signatures: printout.signatures, references: printout.references, fileNames: printout.fileNames, language, t,
  });
  const { ship } = printout;
  const book = text(printout.config.config.name);
  const totalWidth = layout.columns.reduce((sum, column) => sum + column.width, 0);
  const span = layout.columns.length;

  const cellsOf = (row: PrintRow): TableCell[] => {
    const style = { decoration: row.struck ? 'lineThrough' as const : undefined, italics: row.kind === 'mark' || row.notApplicable, color: row.kind === 'mark' ? grey : undefined };
    if (row.spanFrom === undefined) return row.cells.map((cell) => ({ text: cell, ...style }));
    const spanned = row.cells.slice(0, row.spanFrom + 1).map((cell, i): TableCell => (i === row.spanFrom ? { text: cell, colSpan: span - i, ...style } : { text: cell, ...style }));
    return [...spanned, ...Array.from({ length: span - spanned.length }, () => ({}))];
  };

  const flag = ship.flag ? (ship.flag.name ? `${text(ship.flag.name)} (${ship.flag.code})` : ship.flag.code) : undefined;
  const pageHeader: Content = {
    margin: [30, 18, 30, 0],
    columns: [
      { width: '*', stack: [
        { text: ship.name ?? ship.code ?? '', bold: true, fontSize: 11 },
        ...(ship.imoNumber ? [`${t('elogPrint.imo')}: ${ship.imoNumber}`] : []),
        ...(flag ? [`${t('elogPrint.flag')}: ${flag}`] : []),
        ...(ship.callSign ? [`${t('elogPrint.callSign')}: ${ship.callSign}`] : []),
      ] },
      { width: 'auto', text: book, bold: true, fontSize: 13, alignment: 'center' },
      { width: '*', alignment: 'right', stack: [
        { text: [`${t('elogPrint.date')}: `, { text: formatPrintDay(day, language), bold: true }] },
        `${t('elogPrint.shipTime')}: ${offsetLabel(offset)}`,
      ] },
    ],
    fontSize: 8,
  };

  const table: Content = {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: layout.columns.map((column) => `${((100 * column.width) / totalWidth).toFixed(2)}%`),
      body: [
        layout.columns.map((column) => ({ text: column.title, bold: true, fillColor: '#eeeeee' })),
        ...(layout.rows.length ? layout.rows.map(cellsOf) : [[{ text: t('elogPrint.noEntries'), colSpan: span }, ...Array.from({ length: span - 1 }, () => ({}))]]),
      ],
    },
    layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 2, paddingBottom: () => 2 },
  };

  const signatures: Content = {
    margin: [0, 10, 0, 0],
    unbreakable: true,
    stack: [
      { text: t('elogPrint.signatures'), bold: true, margin: [0, 0, 0, 2] },
      ...(layout.signatures.length ? layout.signatures.map((line): Content => ({
        decoration: line.void ? 'lineThrough' : undefined,
        text: [`${line.label}: `, { text: line.person, bold: true }, ` — ${line.time}`,
          ...(line.note ? [` — ${t('elogPrint.reason', { reason: line.note })}`] : []), ...(line.void ? [` (${t('elogPrint.void')})`] : [])],
      })) : [t('elogPrint.noSignatures')]),
      ...(layout.mainSigned ? [] : [{ text: `${t('elogPrint.approval')}: ______________________________`, margin: [0, 8, 0, 0] } as Content]),
      { text: t('elogPrint.legend'), color: grey, fontSize: 7, margin: [0, 6, 0, 0] },
    ],
  };

  return {
    info: { title: `${book} — ${ship.name ?? ''} — ${day}`, subject: t('elogPrint.title', { book, day }) },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [30, 70, 30, 36],
    defaultStyle: { fontSize: 8 },
    pageHeader,
    pageFooter: {
      margin: [30, 10, 30, 0],
      fontSize: 7,
      color: grey,
      columns: [
        { text: t('elogPrint.printedBy', { time: instantText(printout.printedAt, offset), person: personText(printout.printedBy, t) }) },
        { text: t('elogPrint.pageOf', { page: '{{page}}', pages: '{{pages}}' }), alignment: 'right', width: 'auto' },
      ],
    },
    content: [table, signatures],
  };
}
