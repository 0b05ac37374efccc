/**
 * A logbook day as a PDF document (the server's printout of it): the same official layout the print view shows
 * (print-layout.ts) on A4 landscape pages, the ship, the book and the day in a header repeated on every page, the
 * column titles repeated on every page, an entry's rows kept on one page, corrections and deletions struck through,
 * the day's signatures and who printed it when, and "page X of Y" in the footer; and consecutive days as one document.
 */
import type { Content, ContentStack, ContentText, TableCell, TableCellProperties } from 'pdfmake/interfaces';
import type { PdfDocument } from '../printouts/pdf-document.js';
import { resolveText, type LocalText } from '../text.js';
import type { ElogPrintout } from './print-answer.js';
import { formatPrintDay, pageOffsetOf, printLayout, type PrintRow } from './print-layout.js';
import { instantText, personText, type Translate } from './print-signatures.js';
import { offsetLabel } from './time-with-offset.js';

const grey = '#555555';

/** The day's printout in the language `t` translates to. */
export function dayPdf(printout: ElogPrintout, language: string, t: Translate): PdfDocument {
  const day = daySections(printout, language, t);
  return {
    info: { title: `${day.book} — ${printout.ship.name ?? ''} — ${day.day}`, subject: t('elogPrint.title', { book: day.book, day: day.day }) },
    ...page,
    pageHeader: { margin: [30, 18, 30, 0], stack: [day.header] },
    pageFooter: footer(printout, day.offset, t),
    content: [day.table, day.signatures],
  };
}

/**
 * Consecutive days of one ship's logbook as one document (a period's printout): each day laid out as `dayPdf` lays it
 * out, from a new page, its header (ship, book, day) heading its table so it repeats on each of the day's pages, as
 * the print view's does; who printed it in the footer, and "page X of Y" over the whole document.
 */
export function periodPdf(printouts: readonly ElogPrintout[], language: string, t: Translate): PdfDocument {
  if (!printouts.length) throw new Error('a period printout needs at least one day');
  const days = printouts.map((printout) => daySections(printout, language, t, true));
  const first = days[0], last = days.at(-1)!;
  const period = first.day === last.day ? first.day : `${first.day} – ${last.day}`;
  return {
    info: { title: `${first.book} — ${printouts[0].ship.name ?? ''} — ${period}`, subject: t('elogPrint.title', { book: first.book, day: period }) },
    ...page,
    pageMargins: [30, 24, 30, 36],
    pageFooter: footer(printouts[0], first.offset, t),
    content: days.map((day, i): Content => ({ stack: [day.table, day.signatures], ...(i ? { pageBreak: 'before' as const } : {}) })),
  };
}

const page = { pageSize: 'A4', pageOrientation: 'landscape', pageMargins: [30, 70, 30, 36], defaultStyle: { fontSize: 8 } } satisfies Partial<PdfDocument>;

const footer = (printout: ElogPrintout, offset: number, t: Translate): Content => ({
  margin: [30, 10, 30, 0],
  fontSize: 7,
  color: grey,
  columns: [
    { text: t('elogPrint.printedBy', { time: instantText(printout.printedAt, offset), person: personText(printout.printedBy, t) }) },
    { text: t('elogPrint.pageOf', { page: '{{page}}', pages: '{{pages}}' }), alignment: 'right', width: 'auto' },
  ],
});

/** A day's parts: its header (ship, book, day), its table and its signatures; with `headerInTable` the header is the table's first heading row. */
function daySections(printout: ElogPrintout, language: string, t: Translate, headerInTable = false) {
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
  const spanned = (cell: (ContentStack | ContentText) & TableCellProperties): TableCell[] => [{ ...cell, colSpan: span }, ...Array.from({ length: span - 1 }, () => ({}))];

  const cellsOf = (row: PrintRow): TableCell[] => {
    const style = { decoration: row.struck ? 'lineThrough' as const : undefined, italics: row.kind === 'mark' || row.notApplicable, color: row.kind === 'mark' ? grey : undefined };
    if (row.spanFrom === undefined) return row.cells.map((cell) => ({ text: cell, ...style }));
    const spannedCells = row.cells.slice(0, row.spanFrom + 1).map((cell, i): TableCell => (i === row.spanFrom ? { text: cell, colSpan: span - i, ...style } : { text: cell, ...style }));
    return [...spannedCells, ...Array.from({ length: span - spannedCells.length }, () => ({}))];
  };

  const flag = ship.flag ? (ship.flag.name ? `${text(ship.flag.name)} (${ship.flag.code})` : ship.flag.code) : undefined;
  const header: Content = {
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

  const titles = layout.columns.map((column) => ({ text: column.title, bold: true, fillColor: '#eeeeee' }));
  const table: Content = {
    table: {
      headerRows: headerInTable ? 2 : 1,
      dontBreakRows: true,
      widths: layout.columns.map((column) => `${((100 * column.width) / totalWidth).toFixed(2)}%`),
      body: [
        ...(headerInTable ? [spanned({ stack: [header], border: [false, false, false, false], margin: [0, 0, 0, 6] })] : []),
        titles,
        ...(layout.rows.length ? layout.rows.map(cellsOf) : [spanned({ text: t('elogPrint.noEntries') })]),
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

  return { day, offset, book, header, table, signatures };
}
