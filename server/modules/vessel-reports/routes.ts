/**
 * Vessel reports (/voyage-report, docs/vessel-reports.md, decision 62): the forms of the kinds, a ship's reports, one with
 * its versions, a new draft, a change from a version, submit, approve, reject. Reading needs CRUISE_VOYAGE_REPORT at
 * VIEW and filing it at MANAGEMENT; approving, rejecting and correcting a submitted or approved report need
 * MANAGE_VOYAGE at MANAGEMENT. The ship must be one the user sees (403); a report of another ship is a 404. The checks'
 * findings are answered in the caller's language.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { canSeeUnit, hasFunction, type Principal } from '../../../descriptors/lib/access.js';
import type { Language } from '../../../descriptors/lib/text.js';
import { vesselReportKinds, vesselReportStatuses } from '../../../descriptors/lib/vessel-reports/report-kinds.js';
import {
  VesselReport, VesselReportCreate, VesselReportForms, VesselReportList, VesselReportSummary, VesselReportTransition, VesselReportUpdate,
} from '../../../descriptors/lib/vessel-reports/vessel-report-answers.js';
import type { Db } from '../../db/engine.js';
import { KeelError, type MessageParams } from '../../errors/keel-error.js';
import { principalOf, requireFunction } from '../../http/auth.js';
import { translate } from '../../http/i18n.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { findShip } from '../access/ships.js';
import type { StoredFinding } from './tables.js';
import {
  approveReport, createReport, getReport, listReports, rejectReport, reportForm, reportVersions, submitReport, updateReport, type ReportActor, type ReportRow, type ReportVersionRow,
} from './vessel-reports.js';
import './voyage-source.js';

const tags = ['Vessel reports'];
const IdParam = z.object({ id: z.uuid() });
const ListQuery = z.object({
  unitId: z.uuid(),
  status: z.enum(vesselReportStatuses).optional(),
  kind: z.enum(vesselReportKinds).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

const approverFunction = 'MANAGE_VOYAGE';

const actorOf = (principal: Principal): ReportActor => ({
  userId: principal.userId, username: principal.username,
  mayApprove: hasFunction(principal, approverFunction, 'MANAGEMENT'), maySee: (unitId) => canSeeUnit(principal, unitId),
});

async function visibleShipId(db: Db, principal: Principal, unitId: string): Promise<string> {
  if (!canSeeUnit(principal, unitId)) throw new KeelError('FORBIDDEN', 'vesselReports.unitNotVisible');
  const ship = await findShip(db, unitId);
  if (!ship) throw new KeelError('NOT_FOUND', 'vesselReports.unknownShip');
  return ship.id;
}

const count = (checks: readonly StoredFinding[], level: StoredFinding['level']) => checks.filter((f) => f.level === level).length;

const summaryOf = (row: ReportRow): VesselReportSummary => ({
  id: row.id, unitId: row.unitId, kind: row.kind as VesselReportSummary['kind'], reportTime: row.reportTime.toISOString(), offset: row.reportOffset,
  status: row.status as VesselReportSummary['status'], version: row.version, createdBy: row.createdBy, updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy, warnings: count(row.checks, 'warning'), errors: count(row.checks, 'error'),
});

const reportOf = (row: ReportRow, versions: readonly ReportVersionRow[], language: Language): VesselReport => ({
  ...summaryOf(row), content: row.content,
  checks: row.checks.map((f) => ({ path: f.path, level: f.level, code: f.code, message: translate(language, f.messageKey, f.params as MessageParams) })),
  submittedAt: row.submittedAt?.toISOString() ?? null, submittedBy: row.submittedBy,
  reviewedAt: row.reviewedAt?.toISOString() ?? null, reviewedBy: row.reviewedBy, reviewNote: row.reviewNote,
  versions: versions.map((v) => ({ version: v.version, status: v.status as VesselReportSummary['status'], author: v.author, ts: v.ts.toISOString(), note: v.note })),
});

export function vesselReportRoutes(db: Db) {
  const router = createRouter();
  const readers = requireFunction('CRUISE_VOYAGE_REPORT', 'VIEW');
  const filers = requireFunction('CRUISE_VOYAGE_REPORT', 'MANAGEMENT');
  const approvers = requireFunction(approverFunction, 'MANAGEMENT');

  /** The report as just written, with its versions, in the caller's language. */
  const answer = async (language: Language, row: ReportRow) => reportOf(row, await reportVersions(db, row.id), language);

  router.openapi(createRoute({
    method: 'get', path: '/voyage-report/forms', tags, summary: 'The form each kind of report is filed in',
    middleware: [readers] as const, responses: { 200: jsonResponse(VesselReportForms, 'The enabled forms, by kind') },
  }), async (c) => {
    const forms = [];
    for (const kind of vesselReportKinds) {
      const form = await reportForm(db, kind).catch(() => undefined);
      if (form) forms.push({ kind, code: form.code, title: form.body.title, schema: form.body.schema as Record<string, unknown>, uiSchema: form.body.uiSchema ?? {} });
    }
    return c.json({ forms }, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/voyage-report', tags, summary: 'A ship\'s reports, newest first',
    middleware: [readers] as const, request: { query: ListQuery },
    responses: { 200: jsonResponse(VesselReportList, 'A page of the ship\'s reports') },
  }), async (c) => {
    const { unitId, status, kind, from, to, limit, offset } = c.req.valid('query');
    const shipId = await visibleShipId(db, principalOf(c), unitId);
    const { rows, total } = await listReports(db, shipId, {
      statuses: status ? [status] : undefined, kind, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined,
    }, { limit: limit ?? 50, offset: offset ?? 0 });
    return c.json({ reports: rows.map(summaryOf), total }, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/voyage-report/{id}', tags, summary: 'One report with its checks and every version it had',
    middleware: [readers] as const, request: { params: IdParam },
    responses: { 200: jsonResponse(VesselReport, 'The report') },
  }), async (c) => {
    const principal = principalOf(c);
    const { row, versions } = await getReport(db, c.req.valid('param').id, (unitId) => canSeeUnit(principal, unitId));
    return c.json(reportOf(row, versions, c.get('language')), 200);
  });

  router.openapi(createRoute({
    method: 'post', path: '/voyage-report', tags, summary: 'Keeps a new report of a ship as a draft, with what the checks find',
    middleware: [filers] as const, request: { body: jsonBody(VesselReportCreate) },
    responses: { 200: jsonResponse(VesselReport, 'The draft (version 1) and its checks') },
  }), async (c) => {
    const principal = principalOf(c);
    const { unitId, kind, content } = c.req.valid('json').requestValue;
    const shipId = await visibleShipId(db, principal, unitId);
    return c.json(await answer(c.get('language'), await createReport(db, actorOf(principal), shipId, kind, content)), 200);
  });

  router.openapi(createRoute({
    method: 'put', path: '/voyage-report/{id}', tags,
    summary: 'Changes a report from the version read (409 when stale): a draft or rejected report by the officer, a submitted or approved one by the approver',
    middleware: [filers] as const, request: { params: IdParam, body: jsonBody(VesselReportUpdate) },
    responses: { 200: jsonResponse(VesselReport, 'The report as stored, its version one up, and its checks') },
  }), async (c) => {
    const principal = principalOf(c);
    const row = await updateReport(db, actorOf(principal), c.req.valid('param').id, c.req.valid('json').requestValue);
    return c.json(await answer(c.get('language'), row), 200);
  });

  /** Submit, approve and reject: each from the version read, answered as the report stands after it. */
  const transitions = [
    { action: 'submit', guard: filers, summary: 'Submits a draft for approval (422 naming the fields while the checks find errors)', done: 'submitted',
      run: (actor: ReportActor, id: string, input: { version: number }) => submitReport(db, actor, id, input.version) },
    { action: 'approve', guard: approvers, summary: 'Approves a submitted report: it joins the voyage record', done: 'approved',
      run: (actor: ReportActor, id: string, input: { version: number }) => approveReport(db, actor, id, input.version) },
    { action: 'reject', guard: approvers, summary: 'Sends a submitted report back to the ship with the reason', done: 'rejected',
      run: (actor: ReportActor, id: string, input: { version: number; note?: string }) => rejectReport(db, actor, id, input.version, input.note ?? '') },
  ] as const;
  for (const { action, guard, summary, done, run } of transitions) {
    router.openapi(createRoute({
      method: 'post', path: `/voyage-report/{id}/${action}`, tags, summary,
      middleware: [guard] as const, request: { params: IdParam, body: jsonBody(VesselReportTransition) },
      responses: { 200: jsonResponse(VesselReport, `The report, ${done}`) },
    }), async (c) => {
      const row = await run(actorOf(principalOf(c)), c.req.valid('param').id, c.req.valid('json').requestValue);
      return c.json(await answer(c.get('language'), row), 200);
    });
  }

  return router;
}
