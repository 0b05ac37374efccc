/**
 * Printouts from report descriptors (issue 19): which the user may run (offered by an enabled report context whose
 * functions the user holds), and generating one — the parameters checked against its model's schema, the model's
 * sources read as the user, the descriptor laid out over them and the PDF kept. A binding that fails is a 422 that
 * names it.
 */
import { meetsRequirement, type FunctionLevel, type Principal } from '../../../descriptors/lib/access.js';
import type { ReportDescriptorBody } from '../../../descriptors/kinds/report-descriptor/report-descriptor.schema.js';
import type { ReportModelBody } from '../../../descriptors/kinds/report-model/report-model.schema.js';
import type { PrintoutDetail, PrintoutSummary } from '../../../descriptors/lib/printouts/printout-answers.js';
import { reportDocument } from '../../../descriptors/lib/printouts/report-layout.js';
import { BindingError, reportFileName, reportView, type ReportData, type ReportView } from '../../../descriptors/lib/printouts/report-view.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { Db } from '../../db/engine.js';
import { jsonSchemaErrors } from '../../errors/json-schema-errors.js';
import { KeelError } from '../../errors/keel-error.js';
import { getDescriptor, listDescriptors } from '../descriptors/store.js';
import { installationHeaderLogo } from './header-logo.js';
import { renderPdf } from './pdf-engine.js';
import { generatePrintout, type PrintoutRun } from './printout-runs.js';
import { loadModelData, type SourceContext } from './report-sources.js';

export interface OfferedPrintout {
  code: string;
  title: LocalText;
  description?: LocalText;
  screens: string[];
  report: ReportDescriptorBody;
  reportVersion: number;
}

/** The report descriptors offered to the user, each once with every screen its contexts name. */
export async function offeredPrintouts(db: Db, principal: Principal): Promise<OfferedPrintout[]> {
  const offered = new Map<string, OfferedPrintout>();
  for (const context of await listDescriptors(db, 'report-context')) {
    const requiredFunctions = (context.body.requiredFunctions ?? {}) as Record<string, FunctionLevel>;
    if (!meetsRequirement(principal, { requiredFunctions: { MANAGE_PRINTOUT_REPORTING: 'VIEW', ...requiredFunctions } })) continue;
    const known = offered.get(context.body.report);
    if (known) {
      known.screens = [...new Set([...known.screens, ...(context.body.screens ?? [])])];
      continue;
    }
    const report = await getDescriptor(db, 'report-descriptor', context.body.report);
    if (!report || report.disabled) continue;
    offered.set(report.code, {
      code: report.code, title: context.body.title, ...(report.body.description ? { description: report.body.description } : {}),
      screens: [...(context.body.screens ?? [])], report: report.body, reportVersion: report.version,
    });
  }
  return [...offered.values()].sort((a, b) => a.code.localeCompare(b.code));
}

export const summaryOf = ({ code, title, description, screens }: OfferedPrintout): PrintoutSummary => ({ code, title, ...(description ? { description } : {}), screens });

async function offered(db: Db, principal: Principal, code: string): Promise<OfferedPrintout> {
  const printout = (await offeredPrintouts(db, principal)).find((p) => p.code === code);
  if (!printout) throw new KeelError('NOT_FOUND', 'printouts.unknownPrintout', { code });
  return printout;
}

async function modelOf(db: Db, printout: OfferedPrintout): Promise<{ body: ReportModelBody; version: number }> {
  const model = await getDescriptor(db, 'report-model', printout.report.model);
  if (!model || model.disabled) throw new KeelError('BUSINESS_RULE', 'printouts.unknownModel', { model: printout.report.model, code: printout.code });
  return model;
}

/** The printouts offered on a screen (its menu item id), for its toolbar. */
export async function screenPrintouts(db: Db, principal: Principal, screen: string): Promise<OfferedPrintout[]> {
  return (await offeredPrintouts(db, principal)).filter((p) => p.screens.includes(screen));
}

export async function printoutDetail(db: Db, principal: Principal, code: string): Promise<PrintoutDetail> {
  return printoutDetailOf(db, await offered(db, principal, code));
}

/** A printout with its model's parameter form. */
export async function printoutDetailOf(db: Db, printout: OfferedPrintout): Promise<PrintoutDetail> {
  const model = await modelOf(db, printout);
  return { ...summaryOf(printout), parameters: model.body.parameters as Record<string, unknown>, parametersUi: (model.body.parametersUi ?? {}) as Record<string, unknown> };
}

export interface GenerateRequest {
  code: string;
  parameters: Record<string, unknown>;
  language: string;
  t: (key: string, params?: Record<string, string | number>) => string;
  /** The footer's "printed … by …". */
  printedBy: string;
  /** The printing user's name. */
  person: string;
  now: number;
  /** a scheduled run's schedule (`<report context>/<schedule id>`), kept with the run */
  schedule?: string;
}

/** A binding that failed, as the 422 the user sees: the message names the descriptor, the place and the reason. */
function bindingProblem(error: BindingError, kind: 'report-descriptor' | 'report-model', code: string): KeelError {
  return new KeelError('BUSINESS_RULE', 'printouts.bindingFailed', { kind, code, at: error.pointer, expression: error.expression, reason: error.reason },
    [{ path: `/${kind}/${code}${error.pointer}`, code: 'binding', messageKey: 'printouts.bindingFailed', params: { kind, code, at: error.pointer, expression: error.expression, reason: error.reason } }]);
}

/** A report descriptor by its code, for a route that offers it itself and guards it with its own function (the vessel reports). */
export async function reportByCode(db: Db, code: string): Promise<OfferedPrintout> {
  const report = await getDescriptor(db, 'report-descriptor', code);
  if (!report || report.disabled) throw new KeelError('NOT_FOUND', 'printouts.unknownPrintout', { code });
  return {
    code, title: report.body.title, ...(report.body.description ? { description: report.body.description } : {}), screens: [], report: report.body, reportVersion: report.version,
  };
}

/** The printout's parameters checked against its model, the model's data read as the user, and what its sources ask for once printed. */
async function reportInput(db: Db, principal: Principal, printout: OfferedPrintout, request: ViewRequest): Promise<ReportData & { afterPrint: SourceContext['afterPrint'] }> {
  const model = await modelOf(db, printout);
  const errors = jsonSchemaErrors(`report-model:${printout.report.model}@${model.version}`, model.body.parameters, request.parameters, '/requestValue/parameters');
  if (errors.length) throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, errors);
  const ctx: SourceContext = { db, principal, now: request.now, person: request.person, language: request.language, t: request.t, afterPrint: [] };
  try {
    return { params: request.parameters, data: await loadModelData(ctx, model.body, request.parameters), afterPrint: ctx.afterPrint };
  } catch (error) {
    throw error instanceof BindingError ? bindingProblem(error, 'report-model', printout.report.model) : error;
  }
}

export type ViewRequest = Omit<GenerateRequest, 'code' | 'printedBy'>;

/** The printout's blocks evaluated for a screen (what its PDF shows, as data), and the name its CSV export takes. */
export async function viewReport(db: Db, principal: Principal, printout: OfferedPrintout, request: ViewRequest): Promise<{ view: ReportView; csvName: string }> {
  const input = await reportInput(db, principal, printout, request);
  try {
    const view = await reportView(printout.report, input, { language: request.language, t: request.t });
    return { view, csvName: await reportFileName(printout.report, printout.code, input, new Date(request.now).toISOString().slice(0, 10), 'csv') };
  } catch (error) {
    throw error instanceof BindingError ? bindingProblem(error, 'report-descriptor', printout.code) : error;
  }
}

/** Generates the printout for the user: checked parameters, the model's data, the layout, the kept PDF. */
export async function generateReport(db: Db, principal: Principal, request: GenerateRequest): Promise<{ run: PrintoutRun; bytes: Uint8Array }> {
  return generateReportOf(db, principal, await offered(db, principal, request.code), request);
}

/** The printout laid out for the user over the model's data read as the user, and the file's name; a failing binding is a 422 naming it. */
async function layOut(db: Db, principal: Principal, printout: OfferedPrintout, request: GenerateRequest) {
  const input = await reportInput(db, principal, printout, request);
  try {
    const headerLogo = printout.report.header?.logo === false ? undefined : await installationHeaderLogo(db);
    const document = await reportDocument(printout.report, input, { language: request.language, t: request.t, printedBy: request.printedBy, headerLogo });
    const fileName = await reportFileName(printout.report, printout.code, input, new Date(request.now).toISOString().slice(0, 10));
    return { document, fileName, afterPrint: input.afterPrint };
  } catch (error) {
    throw error instanceof BindingError ? bindingProblem(error, 'report-descriptor', printout.code) : error;
  }
}

/**
 * Generates a given printout (offered by a context or by its own route) and keeps the PDF: under the printout's code
 * and parameters, or as `keepAs` says (a logbook day keeps its PDFs among the day's own).
 */
export async function generateReportOf(
  db: Db, principal: Principal, printout: OfferedPrintout, request: GenerateRequest, keepAs?: { printout: string; parameters: Record<string, unknown> },
): Promise<{ run: PrintoutRun; bytes: Uint8Array }> {
  const { document, fileName, afterPrint } = await layOut(db, principal, printout, request);
  const unitId = typeof request.parameters.unitId === 'string' ? request.parameters.unitId : undefined;
  const made = await generatePrintout(db, {
    printout: keepAs?.printout ?? printout.code, unitId, parameters: keepAs?.parameters ?? request.parameters, language: request.language, fileName, username: principal.username, schedule: request.schedule,
  }, document);
  for (const step of afterPrint) await step(made.run);
  return made;
}

/**
 * The designer's preview: a report descriptor as it is being edited (not stored, checked against its kind's schema
 * by the route) laid out for the user and rendered, and nothing kept. The data is read as the user, as for a printout.
 */
export async function previewReport(db: Db, principal: Principal, report: ReportDescriptorBody, request: GenerateRequest): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { document, fileName, afterPrint } = await layOut(db, principal, { code: request.code, title: report.title, screens: [], report, reportVersion: 0 }, request);
  const bytes = await renderPdf(document);
  for (const step of afterPrint) await step(null);
  return { bytes, fileName };
}
