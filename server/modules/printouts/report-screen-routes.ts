/**
 * The vessel reports (SPEC §1, decision 61): /api/vrt-report (the office's voyage reporting template, VOYAGE_MONITOR)
 * and /api/cruise-report (a passenger ship's cruise, CRUISE_VOYAGE_REPORT), each at VIEW and licensed with the
 * reporting module. Each is a report descriptor (VRT_REPORT, CRUISE_REPORT) over its model: the parameter form, the
 * blocks evaluated for the screen, a table of them as CSV, and the PDF kept as a printout run. The ships are the
 * user's: the model's sources refuse another ship (403).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { PrintoutDetail, ReportViewAnswer, ReportViewRequest } from '../../../descriptors/lib/printouts/printout-answers.js';
import { toCsv } from '../../../descriptors/lib/csv.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { principalOf, requireFunction } from '../../http/auth.js';
import type { Context } from 'hono';
import type { KeelEnv } from '../../http/context.js';
import { translate } from '../../http/i18n.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { requireLicence } from '../licence/licences.js';
import { printRequest } from './print-request.js';
import { pdfAnswer } from './pdf-answer.js';
import { generateReportOf, printoutDetailOf, reportByCode, viewReport } from './printout-reports.js';

const tags = ['Vessel reports'];

/** Each vessel report: its path, the report descriptor it shows and the function that opens it (the screen's too). */
export const vesselReports = [
  { path: '/vrt-report', report: 'VRT_REPORT', fn: 'VOYAGE_MONITOR', name: 'Voyage reporting template: the voyages of the user\'s ships in a period' },
  { path: '/cruise-report', report: 'CRUISE_REPORT', fn: 'CRUISE_VOYAGE_REPORT', name: 'Cruise report: a passenger ship\'s port calls and legs in a period' },
] as const;

const pdfResponse = { description: 'The PDF, kept as a printout run', content: { 'application/pdf': { schema: z.string() } } };
const refusals = { 400: { description: 'Parameters the model refuses, at their field' }, 403: { description: 'A ship the user may not see' }, 422: { description: 'A binding failed, or the ship is not a passenger ship' } };

export function reportScreenRoutes(db: Db, now: () => number = Date.now) {
  const router = createRouter();
  const licensed = requireLicence(db, 'reporting');

  const requestOf = async (c: Context<KeelEnv>, code: string, parameters: Record<string, unknown>) => {
    const principal = principalOf(c);
    const language = c.get('language');
    return { principal, request: await printRequest(db, principal, language, (key, params) => translate(language, key, params), code, parameters, now()) };
  };

  for (const report of vesselReports) {
    const fn = requireFunction(report.fn, 'VIEW');

    router.openapi(createRoute({
      method: 'get', path: report.path, tags, summary: `${report.name}: the report and its parameter form`, middleware: [licensed, fn] as const,
      responses: { 200: jsonResponse(PrintoutDetail, 'The report descriptor\'s title and its model\'s parameters') },
    }), async (c) => c.json(await printoutDetailOf(db, await reportByCode(db, report.report)), 200));

    router.openapi(createRoute({
      method: 'post', path: `${report.path}/view`, tags, summary: `${report.name}: its blocks evaluated for the screen`, middleware: [licensed, fn] as const,
      request: { body: jsonBody(ReportViewRequest) }, responses: { 200: jsonResponse(ReportViewAnswer, 'Title, header and blocks in the user\'s language'), ...refusals },
    }), async (c) => {
      const { principal, request } = await requestOf(c, report.report, c.req.valid('json').requestValue.parameters);
      const { view } = await viewReport(db, principal, await reportByCode(db, report.report), request);
      return c.json(view, 200);
    });

    router.openapi(createRoute({
      method: 'post', path: `${report.path}/csv`, tags, summary: `${report.name}: one of its tables (the first unless told) as CSV`, middleware: [licensed, fn] as const,
      request: { body: jsonBody(ReportViewRequest) },
      responses: { 200: { content: { 'text/csv': { schema: z.string() } }, description: 'The table, ; separated, UTF-8 with BOM; values as they are, titles in the user\'s language' }, ...refusals },
    }), async (c) => {
      const { parameters, table = 0 } = c.req.valid('json').requestValue;
      const { principal, request } = await requestOf(c, report.report, parameters);
      const { view, csvName } = await viewReport(db, principal, await reportByCode(db, report.report), request);
      const tables = view.blocks.flatMap((b) => (b.type === 'table' ? [b] : []));
      const chosen = tables[table];
      if (!chosen) throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, [{ path: '/requestValue/table', code: 'table', messageKey: 'reportScreen.noSuchTable', params: { table, tables: tables.length } }]);
      const csv = toCsv(chosen.columns.map((col) => col.title), chosen.rows.map((row) => row.map((cell) => csvValue(cell.value))));
      return c.body(csv, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(csvName)}` });
    });

    router.openapi(createRoute({
      method: 'post', path: `${report.path}/pdf`, tags, summary: `${report.name}: as a PDF in the user's language, kept (who, when, parameters, SHA-256)`, middleware: [licensed, fn] as const,
      request: { body: jsonBody(ReportViewRequest) }, responses: { 200: pdfResponse, ...refusals },
    }), async (c) => {
      const { principal, request } = await requestOf(c, report.report, c.req.valid('json').requestValue.parameters);
      const { run, bytes } = await generateReportOf(db, principal, await reportByCode(db, report.report), request);
      return pdfAnswer(c, bytes, run.fileName, run.sha256, run.id) as never;
    });
  }
  return router;
}

/** A cell's value as the CSV writes it: numbers and text as they are, anything else as JSON. */
function csvValue(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}
