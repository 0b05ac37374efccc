/**
 * A logbook day as the printouts place it (issue 19): the day read for printing (print-answer.ts ElogPrintout) laid out
 * in its book's official layout (print-layout.ts) into plain texts — the day and the ship's time, the column titles,
 * the rows, the day's signatures and the statuses it took — which the report descriptor block `logbook` puts on the page.
 */
import { historyStatusKey } from './day-answer.js';
import type { ElogPrintout, LogbookDay } from './print-answer.js';
import { formatPrintDay, pageOffsetOf, printLayout } from './print-layout.js';
import { instantText, personText, type Translate } from './print-signatures.js';
import { offsetLabel } from './time-with-offset.js';

export function logbookDay(printout: ElogPrintout, language: string, t: Translate): LogbookDay {
  const { day, status } = printout.aggregation;
  const offset = pageOffsetOf(printout.eLogEntries, printout.aggregation.offset);
  const layout = printLayout({
    print: printout.config.print, day, offset, entryDescriptors: printout.entryDescriptors, forms: printout.forms, entries: printout.eLogEntries,
    signatures: printout.signatures, references: printout.references, fileNames: printout.fileNames, language, t,
  });
  return {
    day, dayText: formatPrintDay(day, language), offsetText: offsetLabel(offset), status,
    columns: layout.columns,
    rows: layout.rows.map(({ kind, cells, spanFrom, entryStart, struck, notApplicable }) => ({
      kind, cells, ...(spanFrom === undefined ? {} : { spanFrom }), entryStart, struck, notApplicable,
    })),
    signatures: layout.signatures.map(({ label, person, time, note, void: isVoid }) => ({ label, person, time, ...(note ? { note } : {}), void: isVoid })),
    history: printout.history.map((h) => ({
      time: instantText(h.historyTs, offset), status: historyStatusKey[h.newStatus] ? t(historyStatusKey[h.newStatus]) : h.newStatus,
      person: personText(h.person ?? { userName: h.userName }, t), ...(h.remark?.trim() ? { remark: h.remark.trim() } : {}),
    })),
    approved: layout.mainSigned,
  };
}
