/**
 * Printout reporting (SPEC §2, issue 19): the printouts the user may run, the parameter form of one, generating it as
 * a PDF (kept with its SHA-256), and the printouts generated so far, downloadable again. Running needs
 * MANAGE_PRINTOUT_REPORTING at VIEW and what the printout's report context asks; a kept printout of a ship the user
 * may not see is not answered. The designer previews a report descriptor being edited (MANAGEMENT) without keeping it.
 */
import { createHash } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { canSeeUnit, visibleUnitIds } from '../../../descriptors/lib/access.js';
import { PrintoutDetail, PrintoutGenerateRequest, PrintoutPreviewRequest, PrintoutRunAnswer, PrintoutScheduleAnswer, PrintoutSummary } from '../../../descriptors/lib/printouts/printout-answers.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { principalOf, requireFunction } from '../../http/auth.js';
import type { KeelEnv } from '../../http/context.js';
import { translate } from '../../http/i18n.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { prepareBody } from '../descriptors/descriptor-writes.js';
import { generateReport, offeredPrintouts, previewReport, printoutDetail, screenPrintouts, summaryOf, type GenerateRequest } from './printout-reports.js';
import { pdfAnswer } from './pdf-answer.js';
import { printRequest } from './print-request.js';
import { listRuns, runAnswer, runWithFile } from './printout-runs.js';
import './schedule-checks.js';
import './scheduled-jobs.js';
import { printoutSchedules } from './scheduled-printouts.js';

const tags = ['Printouts'];
const Code = z.string().min(1).max(100);
const pdfResponse = { description: 'The PDF', content: { 'application/pdf': { schema: z.string() } } };

export function printoutRoutes(db: Db, now: () => number = Date.now) {
  const router = createRouter();
  const runners = requireFunction('MANAGE_PRINTOUT_REPORTING', 'VIEW');

  /** What a generation needs besides the printout: the language, the translator, who prints and when. */
  const generationOf = (c: Context<KeelEnv>, code: string, parameters: Record<string, unknown>): Promise<GenerateRequest> => {
    const language = c.get('language');
    return printRequest(db, principalOf(c), language, (key, params) => translate(language, key, params), code, parameters, now());
  };

  router.openapi(createRoute({
    method: 'get', path: '/printout-reporting/printouts', tags, summary: 'The printouts the user may run; with `screen`, those offered on that screen',
    middleware: [runners] as const,
    request: { query: z.object({ screen: z.string().min(1).max(100).optional().describe('A screen\'s menu item id (e.g. cii-overview): only the printouts whose report contexts name it') }) },
    responses: { 200: jsonResponse(z.array(PrintoutSummary), 'Printouts offered by report contexts') },
  }), async (c) => {
    const { screen } = c.req.valid('query');
    const principal = principalOf(c);
    return c.json((screen ? await screenPrintouts(db, principal, screen) : await offeredPrintouts(db, principal)).map(summaryOf), 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/printout-reporting/printouts/{code}', tags, summary: 'A printout with the parameter form of its report model',
    middleware: [runners] as const, request: { params: z.object({ code: Code }) },
    responses: { 200: jsonResponse(PrintoutDetail, 'The printout and its parameters'), 404: { description: 'Not a printout the user may run' } },
  }), async (c) => c.json(await printoutDetail(db, principalOf(c), c.req.valid('param').code), 200));

  router.openapi(createRoute({
    method: 'post', path: '/printout-reporting/printouts/{code}/generate', tags,
    summary: 'Generates the printout as a PDF in the user\'s language and keeps it (who, when, parameters, SHA-256)',
    middleware: [runners] as const, request: { params: z.object({ code: Code }), body: jsonBody(PrintoutGenerateRequest) },
    responses: {
      200: pdfResponse, 400: { description: 'Parameters the model refuses, at their field' },
      422: { description: 'A binding of the report model or descriptor failed; the message names it' },
    },
  }), async (c) => {
    const principal = principalOf(c);
    const request = await generationOf(c, c.req.valid('param').code, c.req.valid('json').requestValue.parameters);
    const { run, bytes } = await generateReport(db, principal, request);
    return pdfAnswer(c, bytes, run.fileName, run.sha256, run.id) as never;
  });

  router.openapi(createRoute({
    method: 'post', path: '/printout-reporting/preview', tags,
    summary: 'The designer\'s preview: a report descriptor as edited (not stored) made into a PDF for the parameters given; nothing is kept',
    middleware: [requireFunction('MANAGE_PRINTOUT_REPORTING', 'MANAGEMENT')] as const, request: { body: jsonBody(PrintoutPreviewRequest) },
    responses: {
      200: pdfResponse, 400: { description: 'A descriptor its kind\'s schema refuses, or parameters the model refuses, at their field' },
      422: { description: 'A binding of the report model or descriptor failed, or the model is missing; the message names it' },
    },
  }), async (c) => {
    const { code, descriptor, parameters } = c.req.valid('json').requestValue;
    const name = code ?? 'PREVIEW';
    const report = prepareBody('report-descriptor', name, { body: descriptor, pointerPrefix: '/requestValue/descriptor' }).body;
    const { bytes, fileName } = await previewReport(db, principalOf(c), report, await generationOf(c, name, parameters));
    return pdfAnswer(c, bytes, fileName, createHash('sha256').update(bytes).digest('hex')) as never;
  });

  router.openapi(createRoute({
    method: 'get', path: '/printout-reporting/runs', tags, summary: 'The printouts generated so far of one printout, newest first',
    middleware: [runners] as const, request: { query: z.object({ printout: Code, limit: z.coerce.number().int().min(1).max(200).optional() }) },
    responses: { 200: jsonResponse(z.array(PrintoutRunAnswer), 'The kept printouts the user may see') },
  }), async (c) => {
    const principal = principalOf(c);
    const { printout, limit } = c.req.valid('query');
    if (!(await offeredPrintouts(db, principal)).some((p) => p.code === printout)) throw new KeelError('NOT_FOUND', 'printouts.unknownPrintout', { code: printout });
    return c.json((await listRuns(db, printout, { unitIds: visibleUnitIds(principal) }, limit ?? 50)).map(runAnswer), 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/printout-reporting/schedules', tags, summary: 'The schedules of the report contexts offering a printout: next times and the last run',
    middleware: [runners] as const, request: { query: z.object({ printout: Code }) },
    responses: { 200: jsonResponse(z.array(PrintoutScheduleAnswer), 'The schedules'), 404: { description: 'Not a printout the user may run' } },
  }), async (c) => {
    const { printout } = c.req.valid('query');
    if (!(await offeredPrintouts(db, principalOf(c))).some((p) => p.code === printout)) throw new KeelError('NOT_FOUND', 'printouts.unknownPrintout', { code: printout });
    return c.json(await printoutSchedules(db, printout, now()), 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/printout-reporting/runs/{id}', tags, summary: 'One kept printout, the same file as handed out',
    middleware: [runners] as const, request: { params: z.object({ id: z.uuid() }) },
    responses: { 200: pdfResponse, 404: { description: 'No such printout the user may see' } },
  }), async (c) => {
    const principal = principalOf(c);
    const run = await runWithFile(db, c.req.valid('param').id);
    const isOffered = (await offeredPrintouts(db, principal)).some((p) => p.code === run.printout);
    if (!isOffered || (run.unitId && !canSeeUnit(principal, run.unitId))) throw new KeelError('NOT_FOUND', 'printouts.unknownRun');
    return pdfAnswer(c, run.content, run.fileName, run.sha256, run.id) as never;
  });

  return router;
}
