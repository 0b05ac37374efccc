/**
 * The report descriptor block `logbook` on paper: each laid-out logbook day (descriptors/lib/elog/logbook-day.ts) from
 * a new page, its date and ship's time heading its table so they repeat on every page the day runs over, the column
 * titles repeated too, an entry's rows kept on one page, corrections and deletions struck through, then the day's
 * signatures (a line for the approval while it has none), the statuses it took and the legend.
 */
import type { Content, ContentStack, ContentText, TableCell, TableCellProperties } from 'pdfmake/interfaces';
import type { LogbookDay, LogbookDayRow } from '../elog/print-answer.js';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The page's room for content, in points. */
export interface ContentBox { width: number; height: number }

const fontSize = 8;

const grey = '#555555';
const lines = { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 2, paddingBottom: () => 2 };

/**
 * Whether a row would be taller than a page (a long record in one column): such a row must break over pages, or it
 * would leave the page before it empty and still not fit. Estimated from the characters per line of each column.
 */
function tallerThanPage(row: LogbookDayRow, widths: readonly number[], box: ContentBox): boolean {
  const lines = row.cells.map((cell, i) => {
    const perLine = Math.max(1, Math.floor((widths[i] - 4) / (fontSize * 0.5)));
    return cell.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
  });
  return Math.max(...lines) * fontSize * 1.25 > box.height * 0.8;
}

function dayTable(day: LogbookDay, t: Translate, box: ContentBox): Content {
  const span = day.columns.length;
  const totalWidth = day.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = day.columns.map((column) => (box.width * column.width) / totalWidth);
  const spanned = (cell: (ContentStack | ContentText) & TableCellProperties): TableCell[] => [{ ...cell, colSpan: span }, ...Array.from({ length: span - 1 }, () => ({}))];
  const cellsOf = (row: LogbookDayRow): TableCell[] => {
    const style = { decoration: row.struck ? 'lineThrough' as const : undefined, italics: row.kind === 'mark' || row.notApplicable, color: row.kind === 'mark' ? grey : undefined };
    if (row.spanFrom === undefined) return row.cells.map((cell) => ({ text: cell, ...style }));
    const shown = row.cells.slice(0, row.spanFrom + 1).map((cell, i): TableCell => (i === row.spanFrom ? { text: cell, colSpan: span - i, ...style } : { text: cell, ...style }));
    return [...shown, ...Array.from({ length: span - shown.length }, () => ({}))];
  };
  const heading = spanned({
    border: [false, false, false, false], margin: [0, 0, 0, 4],
    text: [`${t('elogPrint.date')}: `, { text: day.dayText, bold: true }, `    ${t('elogPrint.shipTime')}: ${day.offsetText}`],
  });
  return {
    table: {
      headerRows: 2,
      // An entry's rows stay on one page unless one of them is longer than a page.
      dontBreakRows: !day.rows.some((row) => row.spanFrom === undefined && tallerThanPage(row, widths, box)),
      widths: day.columns.map((column) => `${((100 * column.width) / totalWidth).toFixed(2)}%`),
      body: [
        heading,
        day.columns.map((column) => ({ text: column.title, bold: true, fillColor: '#eeeeee' })),
        ...(day.rows.length ? day.rows.map(cellsOf) : [spanned({ text: t('elogPrint.noEntries') })]),
      ],
    },
    layout: lines,
  };
}

function daySignatures(day: LogbookDay, t: Translate, history: boolean): Content {
  return {
    margin: [0, 10, 0, 0],
    stack: [
      { text: t('elogPrint.signatures'), bold: true, margin: [0, 0, 0, 2] },
      ...(day.signatures.length ? day.signatures.map((line): Content => ({
        decoration: line.void ? 'lineThrough' : undefined,
        text: [`${line.label}: `, { text: line.person, bold: true }, ` — ${line.time}`,
          ...(line.note ? [` — ${t('elogPrint.reason', { reason: line.note })}`] : []), ...(line.void ? [` (${t('elogPrint.void')})`] : [])],
      })) : [t('elogPrint.noSignatures')]),
      ...(day.approved ? [] : [{ text: `${t('elogPrint.approval')}: ______________________________`, margin: [0, 8, 0, 0] } as Content]),
      ...(history && day.history.length ? [
        { text: t('elogPrint.history'), bold: true, margin: [0, 8, 0, 2] } as Content,
        ...day.history.map((step): Content => ({
          text: [`${step.time} — `, { text: step.status, bold: true }, ` — ${step.person}`, ...(step.remark ? [` — ${t('elogPrint.reason', { reason: step.remark })}`] : [])],
        })),
      ] : []),
      { text: t('elogPrint.legend'), color: grey, fontSize: 7, margin: [0, 6, 0, 0] },
    ],
    unbreakable: true,
  };
}

/** The days, each from a new page after the first. */
export function logbookContent(days: readonly LogbookDay[], t: Translate, history: boolean, box: ContentBox): Content {
  if (!days.length) return { text: t('elogPrint.noEntries'), italics: true };
  return days.map((day, i): Content => ({ fontSize, stack: [dayTable(day, t, box), daySignatures(day, t, history)], ...(i ? { pageBreak: 'before' as const } : {}) }));
}
