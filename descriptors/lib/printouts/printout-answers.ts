/** Wire shapes of printout reporting (issue 19), shared by the server's routes and the runtime. */
import { z } from 'zod';
import { LocalTextAnswer } from '../elog/logbook-answer.js';
import { LogbookDay } from '../elog/print-answer.js';

/** One generated printout as kept: what and with which parameters, the file's name, language, size and SHA-256, who printed it and when. */
export const PrintoutRunAnswer = z.object({
  id: z.string(),
  /** the report descriptor's code, or ELOG_DAY:<logbook> for a logbook day */
  printout: z.string(),
  unitId: z.string().nullable(),
  parameters: z.record(z.string(), z.unknown()),
  fileName: z.string(),
  language: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** a scheduled run's schedule (`<report context>/<schedule id>`); null when a user asked for it */
  schedule: z.string().nullable(),
}).meta({ id: 'PrintoutRun' });
export type PrintoutRunAnswer = z.infer<typeof PrintoutRunAnswer>;

/** A report context's schedule of a printout (docs/printouts.md "Schedules"): its next times and how its last run ended. */
export const PrintoutScheduleAnswer = z.object({
  /** the report context's code */
  context: z.string(),
  id: z.string(),
  cron: z.string(),
  period: z.string().nullable(),
  /** ship codes */
  units: z.array(z.string()),
  distributionList: z.string(),
  enabled: z.boolean(),
  /** the next three due times (none when disabled) */
  nextRuns: z.array(z.string()),
  last: z.object({
    dueAt: z.string(),
    result: z.enum(['RUNNING', 'OK', 'FAILED']),
    message: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }).nullable(),
  }).nullable(),
}).meta({ id: 'PrintoutSchedule' });
export type PrintoutScheduleAnswer = z.infer<typeof PrintoutScheduleAnswer>;

/** A printout the user may run: a report descriptor offered by a report context. */
export const PrintoutSummary = z.object({
  code: z.string(),
  title: LocalTextAnswer,
  description: LocalTextAnswer.optional(),
  /** the screens it is offered on (report context `screens`), e.g. "cii-overview" */
  screens: z.array(z.string()),
}).meta({ id: 'PrintoutSummary' });
export type PrintoutSummary = z.infer<typeof PrintoutSummary>;

/** What the parameter form of a printout needs: its report model's parameter schema and uiSchema. */
export const PrintoutDetail = PrintoutSummary.extend({
  parameters: z.record(z.string(), z.unknown()),
  parametersUi: z.record(z.string(), z.unknown()),
}).meta({ id: 'PrintoutDetail' });
export type PrintoutDetail = z.infer<typeof PrintoutDetail>;

/** The body of a generation: the parameters as the model's schema wants them. */
export const PrintoutGenerateRequest = z.object({
  requestValue: z.object({ parameters: z.record(z.string(), z.unknown()) }),
});

/** The designer's preview: the report descriptor's body as edited (checked against its kind's schema on the server), its code for messages, the parameters. */
export const PrintoutPreviewRequest = z.object({
  requestValue: z.object({
    code: z.string().min(1).max(100).optional(),
    descriptor: z.record(z.string(), z.unknown()),
    parameters: z.record(z.string(), z.unknown()),
  }),
});
export type PrintoutPreviewRequest = z.infer<typeof PrintoutPreviewRequest>;
/** A table cell of a report view: the value as shown and as it is (CSV exports the value). */
export const ViewCell = z.object({ text: z.string(), value: z.unknown() });
export type ViewCell = z.infer<typeof ViewCell>;

/** A block of a report descriptor evaluated for a screen (descriptors/lib/printouts/report-view.ts). */
export const ViewBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string(), level: z.number().int() }),
  z.object({ type: z.literal('text'), text: z.string(), style: z.enum(['small', 'note']).optional() }),
  z.object({ type: z.literal('keyValue'), columns: z.number().int(), items: z.array(z.object({ label: z.string(), text: z.string(), value: z.unknown() })) }),
  z.object({
    type: z.literal('table'), title: z.string().optional(), empty: z.string(),
    columns: z.array(z.object({ title: z.string(), width: z.number(), align: z.enum(['left', 'center', 'right']) })), rows: z.array(z.array(ViewCell)),
  }),
  z.object({ type: z.literal('barChart'), title: z.string().optional(), height: z.number().optional(), unit: z.string(), bars: z.array(z.object({ label: z.string(), value: z.number().nullable() })) }),
  z.object({ type: z.literal('signatures'), lines: z.array(z.object({ label: z.string(), name: z.string().optional() })) }),
  z.object({ type: z.literal('logbook'), days: z.array(LogbookDay), history: z.boolean() }),
  z.object({ type: z.literal('pageBreak') }),
]).meta({ id: 'ReportViewBlock' });
export type ViewBlock = z.infer<typeof ViewBlock>;

/** A report descriptor evaluated over its model's data: its title, header and blocks in the user's language. */
export const ReportViewAnswer = z.object({
  title: z.string(),
  header: z.object({ left: z.string(), center: z.string(), right: z.string() }),
  blocks: z.array(ViewBlock),
}).meta({ id: 'ReportView' });
export type ReportViewAnswer = z.infer<typeof ReportViewAnswer>;

/** The body of a vessel report's view, CSV or PDF: the parameters, and for the CSV which table (its index among the tables, 0 when absent). */
export const ReportViewRequest = z.object({
  requestValue: z.object({ parameters: z.record(z.string(), z.unknown()), table: z.number().int().min(0).max(50).optional() }),
});
