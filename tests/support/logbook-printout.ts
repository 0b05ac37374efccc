/**
 * A logbook's days laid out by its built-in report descriptor (ELOG_<book>) as the print.pdf route lays them out,
 * from days read for printing (GET …/print), without the database: for the unit tests and the printout benchmark.
 */
import { readFileSync } from 'node:fs';
import type { ReportDescriptorBody } from '../../descriptors/kinds/report-descriptor/report-descriptor.schema.js';
import { logbookDay } from '../../descriptors/lib/elog/logbook-day.js';
import type { ElogPrintout } from '../../descriptors/lib/elog/print-answer.js';
import type { PdfDocument } from '../../descriptors/lib/printouts/pdf-document.js';
import { reportDocument } from '../../descriptors/lib/printouts/report-layout.js';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export function builtinReport(code: string): ReportDescriptorBody {
  return JSON.parse(readFileSync(new URL(`../../descriptors/kinds/report-descriptor/builtin/${code}.json`, import.meta.url), 'utf8')) as ReportDescriptorBody;
}

export function logbookPdf(printouts: readonly ElogPrintout[], language: string, t: Translate): Promise<PdfDocument> {
  const [first] = printouts;
  const book = first.config.eLogCode;
  const days = printouts.map((printout) => logbookDay(printout, language, t));
  const data = {
    ship: first.ship,
    log: { book: { code: book, name: book }, from: days[0].day, to: days.at(-1)!.day, days },
    printing: { name: 'Bench' },
  };
  return reportDocument(builtinReport(`ELOG_${book}`), { params: { elog: book, unitId: first.ship.id, from: days[0].day }, data }, { language, t, printedBy: `Printed by ${first.printedBy.userName}` });
}
