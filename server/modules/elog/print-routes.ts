/**
 * The printout of a logbook day (SPEC eLog permission PRINT). GET …/print answers the day read for printing
 * (print-view.ts), which the browser's print view lays out. GET …/print.pdf makes the PDF: the report descriptor the
 * book names (elog-config `params.printLayout`, else ELOG_DAY) over the report source `elogDays` (print-source.ts) for
 * the day, or the days to `to` — kept with its SHA-256 among the day's printouts and written to the audit trail; the
 * day's earlier PDFs can be listed and downloaded again.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ElogPrintout } from '../../../descriptors/lib/elog/print-answer.js';
import { PrintoutRunAnswer } from '../../../descriptors/lib/printouts/printout-answers.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { principalOf } from '../../http/auth.js';
import type { KeelEnv } from '../../http/context.js';
import { translate } from '../../http/i18n.js';
import { jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { pdfAnswer } from '../printouts/pdf-answer.js';
import { generateReportOf, reportByCode } from '../printouts/printout-reports.js';
import { listRuns, runAnswer, runWithFile } from '../printouts/printout-runs.js';
import { printRequest } from '../printouts/print-request.js';
import { elogActor, requireElogPermission } from './elog-access.js';
import { loadElog, type ElogDefinition } from './elog-definitions.js';
import { findDay, type DayRow } from './elog-days.js';
import { printedPeriod } from './print-source.js';
import { printView } from './print-view.js';

const tags = ['eLog'];

const DayParams = z.object({ elog: z.string().min(1).max(50) });
const DayQuery = z.object({ unitId: z.uuid(), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
const PdfQuery = DayQuery.extend({ to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().describe('The last day of a period printed from `day` (at most 31 days)') });
const pdfResponse = { description: 'The PDF', content: { 'application/pdf': { schema: z.string() } } };

/** The printout's id for a logbook's days among the kept printouts. */
const dayPrintout = (elog: string) => `ELOG_DAY:${elog}`;
/** The report descriptor of a book without its own. */
const defaultLayout = 'ELOG_DAY';

export function printRoutes(db: Db) {
  const router = createRouter();

  router.openapi(createRoute({
    method: 'get', path: '/elog-aggregation/{elog}/print', tags,
    summary: 'A ship\'s logbook day for its printout: every entry (deleted ones too) with its versions and authors, the signatures, the ship, the layout and the forms',
    request: { params: DayParams, query: DayQuery },
    responses: {
      200: jsonResponse(ElogPrintout, 'The day to print'),
      403: { description: 'No PRINT permission, or a ship the user may not see' },
      404: { description: 'Nothing was entered on the day' },
    },
  }), async (c) => {
    const { elog, row } = await printableDay(c);
    return c.json(await printView(db, elog, row, principalOf(c)), 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/elog-aggregation/{elog}/print.pdf', tags,
    summary: 'A ship\'s logbook day, or days to `to`, as a PDF in the user\'s language in the book\'s report descriptor; kept among the day\'s printouts with its SHA-256 and written to the audit trail',
    request: { params: DayParams, query: PdfQuery },
    responses: {
      200: pdfResponse, 400: { description: 'A period backwards or longer than 31 days' },
      403: { description: 'No PRINT permission, or a ship the user may not see' }, 404: { description: 'Nothing was entered on the day' },
    },
  }), async (c) => {
    const { elog, row } = await printableDay(c);
    const { to } = PdfQuery.parse(c.req.query());
    const period = printedPeriod({ from: row.day, to });
    const principal = principalOf(c);
    const language = c.get('language');
    const report = await reportByCode(db, elog.config.params?.printLayout ?? defaultLayout);
    const parameters = { elog: elog.code, unitId: row.unitId, from: period.from, to: period.to };
    const request = await printRequest(db, principal, language, (key, params) => translate(language, key, params), report.code, parameters, Date.now());
    const { run, bytes } = await generateReportOf(db, principal, report, request,
      { printout: dayPrintout(elog.code), parameters: { day: row.day, ...(period.to !== row.day ? { to: period.to } : {}) } });
    return pdfAnswer(c, bytes, run.fileName, run.sha256, run.id) as never;
  });

  router.openapi(createRoute({
    method: 'get', path: '/elog-aggregation/{elog}/printouts', tags, summary: 'The PDFs of a ship\'s logbook day printed so far, newest first: who, when, language, SHA-256',
    request: { params: DayParams, query: DayQuery },
    responses: { 200: jsonResponse(z.array(PrintoutRunAnswer), 'The kept printouts of the day') },
  }), async (c) => {
    const { elog, row } = await printableDay(c);
    const runs = await listRuns(db, dayPrintout(elog.code), { unitIds: [row.unitId], parameters: { day: row.day } });
    return c.json(runs.map(runAnswer), 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/elog-aggregation/{elog}/printouts/{id}', tags, summary: 'One kept PDF of a logbook day, as it was handed out',
    request: { params: DayParams.extend({ id: z.uuid() }) },
    responses: { 200: pdfResponse, 404: { description: 'No such printout of this logbook' } },
  }), async (c) => {
    const { elog: code, id } = c.req.valid('param');
    const run = await runWithFile(db, id);
    if (run.printout !== dayPrintout(code) || !run.unitId) throw new KeelError('NOT_FOUND', 'printouts.unknownRun');
    const elog = await loadElog(db, code);
    const actor = await elogActor(db, principalOf(c), elog, run.unitId);
    requireElogPermission(actor, elog, 'PRINT');
    return pdfAnswer(c, run.content, run.fileName, run.sha256, run.id) as never;
  });

  /** The day the request names, when the user may print it (PRINT on the logbook for the ship); 404 when nothing was entered. */
  async function printableDay(c: Context<KeelEnv>): Promise<{ elog: ElogDefinition; row: DayRow }> {
    const { elog: code } = DayParams.parse(c.req.param());
    const { unitId, day } = DayQuery.parse(c.req.query());
    const elog = await loadElog(db, code);
    const actor = await elogActor(db, principalOf(c), elog, unitId);
    const row = await findDay(db, unitId, code, day);
    requireElogPermission(actor, elog, 'PRINT', row?.status);
    if (!row) throw new KeelError('NOT_FOUND', 'elog.print.noDay', { elog: code, day });
    return { elog, row };
  }

  return router;
}
