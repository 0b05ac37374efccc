/**
 * Vessel reports (docs/vessel-reports.md, decision 62): a ship's departure, noon, arrival, at-anchor and bunkering reports,
 * each kept in its kind's form and checked at every save (report-checks.ts). The reporting officer keeps a draft and
 * submits it (errors stop that); the approver approves it or rejects it with a reason, and may correct a submitted or
 * approved one. Every change is from the version read (409 when stale), kept as a version and written to the audit
 * trail. Approved reports are a source of the voyage record: approving or correcting one rebuilds the ship's legs.
 */
import { and, count, desc, eq, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import { vesselReportFormCode, filerEditableStatuses, type VesselReportKind, type VesselReportStatus } from '../../../descriptors/lib/vessel-reports/report-kinds.js';
import { type Db, inTransaction } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { writeAudit } from '../audit/audit.js';
import { formFieldTitle, validFormContent, type FormRow } from '../descriptors/form-content.js';
import { getDescriptor } from '../descriptors/store.js';
import { usualSeaFuelPerDay } from '../voyages/fuel-history.js';
import { loadImoFuelTable } from '../voyages/fuel-table.js';
import { syncReportedRecords } from '../voyages/reported-records-sync.js';
import { isOnLand } from './land-mask.js';
import { checkReport, shipTime, type Finding } from './report-checks.js';
import { vesselReports, vesselReportVersions, type StoredFinding } from './tables.js';

export type ReportRow = typeof vesselReports.$inferSelect;
export type ReportVersionRow = typeof vesselReportVersions.$inferSelect;

export interface ReportActor {
  userId: string;
  username: string;
  /** may approve, reject and correct submitted or approved reports */
  mayApprove: boolean;
  maySee(unitId: string): boolean;
}

const contentPointer = '/requestValue/content';
const filedStatuses: VesselReportStatus[] = ['SUBMITTED', 'APPROVED'];

/** The enabled form a kind of report is filed in; anything else is a 404 naming it. */
export async function reportForm(db: Db, kind: VesselReportKind): Promise<FormRow> {
  const code = vesselReportFormCode(kind);
  const row = await getDescriptor(db, 'form', code);
  if (!row || row.disabled || row.body.usage !== 'VOYAGE_REPORT') throw new KeelError('NOT_FOUND', 'vesselReports.unknownForm', { form: code });
  return { code: row.code, version: row.version, body: row.body };
}

/** The report time of validated content: the form requires it; a form reshaped without it is refused at the field. */
function reportTimeOf(content: Record<string, unknown>): { at: Date; offset: number } {
  const at = shipTime(content.reportTime);
  const offset = (content.reportTime as { offset?: unknown } | undefined)?.offset;
  if (!at || typeof offset !== 'number') {
    throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, [{
      path: `${contentPointer}/reportTime`, code: 'required', messageKey: 'validation.required', params: { field: { messageKey: 'vesselReports.reportTime' } },
    }]);
  }
  return { at, offset };
}

/** What the checks find in a report of the ship, against its other filed reports and its history. */
async function findingsOf(db: Db, form: FormRow, report: { id?: string; unitId: string; kind: VesselReportKind; at: Date; content: Record<string, unknown>; isFiling: boolean }): Promise<Finding[]> {
  const others = and(eq(vesselReports.unitId, report.unitId), inArray(vesselReports.status, filedStatuses), report.id ? ne(vesselReports.id, report.id) : undefined);
  const [[previous], [later], usual, fuelTable] = await Promise.all([
    db.select().from(vesselReports).where(and(others, lt(vesselReports.reportTime, report.at))).orderBy(desc(vesselReports.reportTime)).limit(1),
    report.isFiling
      ? db.select({ at: vesselReports.reportTime }).from(vesselReports).where(and(others, gte(vesselReports.reportTime, report.at))).orderBy(desc(vesselReports.reportTime)).limit(1)
      : Promise.resolve([]),
    usualSeaFuelPerDay(db, report.unitId, report.at),
    loadImoFuelTable(db),
  ]);
  return checkReport({ kind: report.kind, at: report.at, content: report.content }, {
    previous: previous && { kind: previous.kind as VesselReportKind, at: previous.reportTime, content: previous.content },
    filedAfter: later?.at, usualFuelPerDay: usual, isOnLand, knownFuels: new Set(Object.keys(fuelTable)), titleOf: (path) => formFieldTitle(form.body, path), now: new Date(),
  });
}

const stored = (findings: Finding[]): StoredFinding[] => findings.map((f) => ({ ...f, params: f.params as Record<string, unknown> }));
const errorsOf = (findings: readonly StoredFinding[]) => findings.filter((f) => f.level === 'error');

/** A 422 listing the checks' errors at their fields. */
function refusedForErrors(findings: readonly StoredFinding[]): KeelError {
  return new KeelError('BUSINESS_RULE', 'vesselReports.hasErrors', { count: errorsOf(findings).length }, errorsOf(findings).map((f) => ({
    path: `${contentPointer}${f.path}`, code: f.code, messageKey: f.messageKey, params: f.params as never,
  })));
}

export interface ReportFilter {
  statuses?: VesselReportStatus[];
  kind?: VesselReportKind;
  from?: Date;
  to?: Date;
}

/** A ship's reports, newest first, a page of them and how many there are. */
export async function listReports(db: Db, unitId: string, filter: ReportFilter, page: { limit: number; offset: number }): Promise<{ rows: ReportRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(vesselReports.unitId, unitId),
    filter.statuses?.length ? inArray(vesselReports.status, filter.statuses) : undefined,
    filter.kind ? eq(vesselReports.kind, filter.kind) : undefined,
    filter.from ? gte(vesselReports.reportTime, filter.from) : undefined,
    filter.to ? lt(vesselReports.reportTime, filter.to) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(vesselReports).where(where).orderBy(desc(vesselReports.reportTime), desc(vesselReports.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(vesselReports).where(where),
  ]);
  return { rows, total };
}

async function findReport(db: Db, id: string, maySee: (unitId: string) => boolean): Promise<ReportRow> {
  const [row] = await db.select().from(vesselReports).where(eq(vesselReports.id, id));
  if (!row || !maySee(row.unitId)) throw new KeelError('NOT_FOUND', 'vesselReports.unknownReport');
  return row;
}

/** Every version a report had, oldest first. */
export const reportVersions = (db: Db, id: string): Promise<ReportVersionRow[]> =>
  db.select().from(vesselReportVersions).where(eq(vesselReportVersions.reportId, id)).orderBy(vesselReportVersions.version);

/** One report with every version it had, oldest first. */
export async function getReport(db: Db, id: string, maySee: (unitId: string) => boolean): Promise<{ row: ReportRow; versions: ReportVersionRow[] }> {
  const row = await findReport(db, id, maySee);
  return { row, versions: await reportVersions(db, id) };
}

/** Keeps a new report of a ship as a draft, with what the checks find in it. */
export async function createReport(db: Db, actor: ReportActor, unitId: string, kind: VesselReportKind, content: Record<string, unknown>): Promise<ReportRow> {
  const form = await reportForm(db, kind);
  const data = await validFormContent(form, content, contentPointer);
  const { at, offset } = reportTimeOf(data);
  const checks = stored(await findingsOf(db, form, { unitId, kind, at, content: data, isFiling: true }));
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(vesselReports).values({
      unitId, kind, reportTime: at, reportOffset: offset, status: 'DRAFT', content: data, checks, createdBy: actor.username, updatedBy: actor.username,
    }).returning();
    await tx.insert(vesselReportVersions).values({ reportId: row.id, version: 1, status: 'DRAFT', content: data, author: actor.username });
    await writeAudit(tx, { actor, action: 'VESSEL_REPORT_CREATED', entity: `vessel-report:${kind}`, entityId: row.id, toVersion: 1, details: { unitId } });
    return row;
  });
}

/** The report as it is now, when it may change from the version read: a stale version is a 409. */
function fromVersion(current: ReportRow, version: number): ReportRow {
  if (current.version !== version) throw new KeelError('CONFLICT', 'vesselReports.stale', { version, current: current.version });
  return current;
}

interface Change {
  status: VesselReportStatus;
  content?: Record<string, unknown>;
  note?: string | null;
  action: string;
  /** errors of the checks refuse the change (submitting, approving) */
  needsNoErrors: boolean;
}

/** Writes a change of a report from the version read: content, status, checks, a version and the audit entry. */
async function changeReport(db: Db, actor: ReportActor, current: ReportRow, readVersion: number, change: Change): Promise<ReportRow> {
  fromVersion(current, readVersion);
  const kind = current.kind as VesselReportKind;
  const form = await reportForm(db, kind);
  const content = change.content ? await validFormContent(form, change.content, contentPointer) : current.content;
  const { at, offset } = reportTimeOf(content);
  const isFiling = !filedStatuses.includes(current.status as VesselReportStatus);
  const checks = stored(await findingsOf(db, form, { id: current.id, unitId: current.unitId, kind, at, content, isFiling }));
  if (change.needsNoErrors && errorsOf(checks).length) throw refusedForErrors(checks);
  const now = new Date();
  const version = current.version + 1;
  const transition = change.status !== current.status;
  const row = await inTransaction(db, async (tx) => {
    const [updated] = await tx.update(vesselReports).set({
      content, reportTime: at, reportOffset: offset, status: change.status, checks, version, updatedAt: now, updatedBy: actor.username,
      ...(change.status === 'SUBMITTED' && transition ? { submittedAt: now, submittedBy: actor.username, reviewedAt: null, reviewedBy: null, reviewNote: null } : {}),
      ...((change.status === 'APPROVED' || change.status === 'REJECTED') && transition ? { reviewedAt: now, reviewedBy: actor.username, reviewNote: change.note ?? null } : {}),
    }).where(and(eq(vesselReports.id, current.id), eq(vesselReports.version, current.version))).returning();
    if (!updated) throw new KeelError('CONFLICT', 'vesselReports.stale', { version: readVersion, current: version });
    await tx.insert(vesselReportVersions).values({ reportId: current.id, version, status: change.status, content, author: actor.username, ts: now, note: change.note ?? null });
    await writeAudit(tx, {
      actor, action: change.action, entity: `vessel-report:${kind}`, entityId: current.id, fromVersion: current.version, toVersion: version,
      details: { unitId: current.unitId, status: change.status, ...(change.note ? { note: change.note } : {}) },
    });
    return updated;
  });
  if (current.status === 'APPROVED' || change.status === 'APPROVED') await syncReportedRecords(db, current.unitId);
  return row;
}

/**
 * Changes a report's content from the version read. The officer changes drafts and rejected reports (a rejected one
 * becomes a draft again); a submitted or approved report is the approver's to correct, and keeps its status.
 */
export async function updateReport(db: Db, actor: ReportActor, id: string, input: { content: Record<string, unknown>; version: number }): Promise<ReportRow> {
  const current = await findReport(db, id, actor.maySee);
  const status = current.status as VesselReportStatus;
  const isFilerChange = filerEditableStatuses.includes(status);
  if (!isFilerChange && !actor.mayApprove) throw new KeelError('CONFLICT', 'vesselReports.notEditable', { status: { messageKey: `vesselReports.statuses.${status}` } });
  return changeReport(db, actor, current, input.version, {
    status: isFilerChange ? 'DRAFT' : status, content: input.content, action: 'VESSEL_REPORT_UPDATED', needsNoErrors: status === 'APPROVED',
  });
}

const requireStatus = (current: ReportRow, allowed: readonly VesselReportStatus[]) => {
  if (!allowed.includes(current.status as VesselReportStatus)) {
    throw new KeelError('CONFLICT', 'vesselReports.wrongStatus', { status: { messageKey: `vesselReports.statuses.${current.status}` } });
  }
};

/** Submits a draft (or a rejected report) for approval; the checks' errors refuse it (422 at the fields). */
export async function submitReport(db: Db, actor: ReportActor, id: string, version: number): Promise<ReportRow> {
  const current = await findReport(db, id, actor.maySee);
  requireStatus(current, filerEditableStatuses);
  return changeReport(db, actor, current, version, { status: 'SUBMITTED', action: 'VESSEL_REPORT_SUBMITTED', needsNoErrors: true });
}

/** Approves a submitted report: from now on it stands in the voyage record. */
export async function approveReport(db: Db, actor: ReportActor, id: string, version: number): Promise<ReportRow> {
  const current = await findReport(db, id, actor.maySee);
  requireStatus(current, ['SUBMITTED']);
  return changeReport(db, actor, current, version, { status: 'APPROVED', action: 'VESSEL_REPORT_APPROVED', needsNoErrors: true });
}

/** Sends a submitted report back to the ship with the reason. */
export async function rejectReport(db: Db, actor: ReportActor, id: string, version: number, note: string): Promise<ReportRow> {
  const reason = note.trim();
  if (!reason) {
    throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, [{
      path: '/requestValue/note', code: 'required', messageKey: 'validation.required', params: { field: { messageKey: 'vesselReports.rejectReason' } },
    }]);
  }
  const current = await findReport(db, id, actor.maySee);
  requireStatus(current, ['SUBMITTED']);
  return changeReport(db, actor, current, version, { status: 'REJECTED', note: reason, action: 'VESSEL_REPORT_REJECTED', needsNoErrors: false });
}

/** The approved reports of a ship, for the voyage record. */
export async function approvedReports(db: Db, unitId: string): Promise<ReportRow[]> {
  return db.select().from(vesselReports).where(and(eq(vesselReports.unitId, unitId), eq(vesselReports.status, 'APPROVED')));
}
