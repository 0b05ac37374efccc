/**
 * A vessel report as filed, for its printout (decision 63): the ship, kind, status and time on the ship's clock, every
 * field of the content titled by the report's form (in the form's order, lists item by item, a position in degrees and
 * minutes, enumerations by their names), the checks' findings, who filed and reviewed it and every version. Read as
 * the user with the access of GET /api/voyage-report/{id}: CRUISE_VOYAGE_REPORT at VIEW (403) and the report's ship
 * (a report of a ship the user does not see is the 404 of a report that does not exist).
 */
import { canSeeUnit, hasFunction, type Principal } from '../../../descriptors/lib/access.js';
import { formatOffset } from '../../../descriptors/lib/elog/time-with-offset.js';
import { isJsonObject } from '../../../descriptors/lib/json-object.js';
import { resolveText, type LocalText } from '../../../descriptors/lib/text.js';
import { vesselReportFormCode, type VesselReportKind } from '../../../descriptors/lib/vessel-reports/report-kinds.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { findShip } from '../access/ships.js';
import { formFieldTitle } from '../descriptors/form-content.js';
import { getDescriptor } from '../descriptors/store.js';
import { getReport } from './vessel-reports.js';

type Json = Record<string, unknown>;
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** One line of the report: where in the content, its title (with the titles above it) and its value. */
export interface PrintedField {
  path: string;
  title: string;
  value: string | number | boolean;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A time with offset as the ship's clock read it: 2026-10-01 12:30 (UTC+02:00). */
export function shipClockText(timestamp: number, offset: number): string {
  const local = new Date(timestamp + offset * 60_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())} (UTC${formatOffset(offset)})`;
}

/** Degrees and decimal minutes with the hemisphere: 48°30.0′ N. */
function angleText(value: number, positive: string, negative: string, degreeDigits: number): string {
  const minutes = Math.round(Math.abs(value) * 600) / 10;
  const degrees = Math.floor(minutes / 60);
  return `${pad(degrees, degreeDigits)}°${(minutes - degrees * 60).toFixed(1).padStart(4, '0')}′ ${value < 0 ? negative : positive}`;
}

const isTime = (value: unknown): value is { timestamp: number; offset: number } =>
  isJsonObject(value) && typeof value.timestamp === 'number' && typeof value.offset === 'number';
const isPosition = (value: unknown): value is { lat: number; lon: number } =>
  isJsonObject(value) && typeof value.lat === 'number' && typeof value.lon === 'number';

/** The content's fields in the form's order, titled in the language; what the form does not know keeps its name. */
export function printedFields(schema: Json, uiSchema: Json, content: Json, text: (value: LocalText) => string): PrintedField[] {
  const out: PrintedField[] = [];
  const titleOf = (ui: unknown, name: string) => (isJsonObject(ui) && ui['ui:title'] ? text(ui['ui:title'] as LocalText) : name);
  const named = (schemaNode: unknown, ui: unknown, value: unknown) => {
    const options = isJsonObject(schemaNode) && Array.isArray(schemaNode.enum) ? schemaNode.enum : undefined;
    const names = isJsonObject(ui) && Array.isArray(ui['ui:enumNames']) ? ui['ui:enumNames'] as LocalText[] : undefined;
    const index = options?.indexOf(value) ?? -1;
    return index >= 0 && names?.[index] ? text(names[index]) : value;
  };
  const walk = (schemaNode: unknown, ui: unknown, value: unknown, path: string, titles: string[]) => {
    if (value === undefined || value === null || value === '') return;
    const title = titles.join(' › ');
    if (isTime(value)) out.push({ path, title, value: shipClockText(value.timestamp, value.offset) });
    else if (isPosition(value)) out.push({ path, title, value: `${angleText(value.lat, 'N', 'S', 2)} ${angleText(value.lon, 'E', 'W', 3)}` });
    else if (Array.isArray(value)) {
      const items = isJsonObject(schemaNode) ? schemaNode.items : undefined;
      const itemUi = isJsonObject(ui) ? ui.items : undefined;
      value.forEach((item, index) => walk(items, itemUi, item, `${path}/${index}`, [...titles, `${titleOf(itemUi, '#')} ${index + 1}`]));
    } else if (isJsonObject(value)) {
      const properties = isJsonObject(schemaNode) && isJsonObject(schemaNode.properties) ? schemaNode.properties : {};
      const order = isJsonObject(ui) && Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]).filter((n) => n !== '*') : [];
      const names = [...new Set([...order, ...Object.keys(properties), ...Object.keys(value)])].filter((n) => n in value);
      for (const name of names) {
        const childUi = isJsonObject(ui) ? ui[name] : undefined;
        walk(properties[name], childUi, value[name], `${path}/${name}`, [...titles, titleOf(childUi, name)]);
      }
    } else out.push({ path, title, value: named(schemaNode, ui, value) as string | number | boolean });
  };
  walk(schema, uiSchema, content, '', []);
  return out;
}

/** The vessel report for its printout, read as the user; the texts in the printout's language. */
export async function vesselReportPrintout(db: Db, principal: Principal, reportId: unknown, language: string, t: Translate) {
  if (!hasFunction(principal, 'CRUISE_VOYAGE_REPORT', 'VIEW')) throw new KeelError('FORBIDDEN', 'access.missingFunction', { function: 'CRUISE_VOYAGE_REPORT', level: 'VIEW' });
  if (typeof reportId !== 'string' || !/^[0-9a-f-]{36}$/i.test(reportId)) throw new KeelError('INVALID_INPUT', 'printouts.sourceArgument', { argument: 'reportId' });
  const { row, versions } = await getReport(db, reportId, (unitId) => canSeeUnit(principal, unitId));
  const [ship, form] = await Promise.all([findShip(db, row.unitId), getDescriptor(db, 'form', vesselReportFormCode(row.kind as VesselReportKind))]);
  const text = (value: LocalText) => resolveText(value, language, (key) => t(key));
  const schema = (form?.body.schema ?? {}) as Json;
  const uiSchema = (form?.body.uiSchema ?? {}) as Json;
  const fields = printedFields(schema, uiSchema, row.content, text);
  const titles = new Map(fields.map((f) => [f.path, f.title]));
  /** A finding's field as the report's lines title it, else as the form titles it (a list as a whole). */
  const fieldTitle = (path: string) => {
    if (titles.has(path)) return titles.get(path)!;
    const title = form ? formFieldTitle(form.body, path.split('/').filter(Boolean)) : path;
    if (typeof title !== 'object' || Array.isArray(title)) return String(title);
    return 'messageKey' in title ? t(title.messageKey) : text(title as LocalText);
  };
  return {
    id: row.id, kind: row.kind, kindName: form ? text(form.body.title) : t(`vesselReports.kinds.${row.kind}`), status: row.status, version: row.version,
    ship: { id: row.unitId, code: ship?.code ?? '', name: ship?.name ?? '', imoNumber: ship?.imoNumber ?? null },
    reportTime: row.reportTime.toISOString(), offset: row.reportOffset, shipTime: shipClockText(row.reportTime.getTime(), row.reportOffset),
    voyageNumber: typeof row.content.voyageNumber === 'string' ? row.content.voyageNumber : null,
    fields,
    findings: row.checks.map((f) => ({
      path: f.path, field: fieldTitle(f.path), level: f.level, levelName: t(`vesselReports.printout.levels.${f.level}`), code: f.code, // the stored parameters are message parameters (keys, inline texts), which the printout's translator resolves too
      message: t(f.messageKey, f.params as Record<string, string | number>),
    })),
    createdBy: row.createdBy, createdAt: row.createdAt.toISOString(), submittedBy: row.submittedBy, submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedBy: row.reviewedBy, reviewedAt: row.reviewedAt?.toISOString() ?? null, reviewNote: row.reviewNote,
    versions: versions.map((v) => ({ version: v.version, status: v.status, statusName: t(`vesselReports.statuses.${v.status}`), author: v.author, at: v.ts.toISOString(), note: v.note })),
  };
}
