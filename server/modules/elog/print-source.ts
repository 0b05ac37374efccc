/**
 * The report source `elogDays` (descriptors/lib/printouts/report-sources.ts): days of a ship's logbook read for
 * printing (print-view.ts) and laid out in the book's official layout (descriptors/lib/elog/logbook-day.ts) for the
 * report descriptors' `logbook` block — the logbook PDFs are report descriptors like every printout. The user needs
 * the logbook's PRINT permission for the ship and each day's status; printing the days writes DAY_PRINTED to the
 * logbook's audit trail, with the kept PDF's id and SHA-256 (a designer's preview keeps none and says so).
 */
import { and, asc, between, eq } from 'drizzle-orm';
import { logbookDay } from '../../../descriptors/lib/elog/logbook-day.js';
import { resolveText } from '../../../descriptors/lib/text.js';
import { inTransaction } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { registerReportSource, shipArgument, type SourceArgs, type SourceContext } from '../printouts/report-sources.js';
import { appendAudit } from './audit-chain.js';
import { elogActor, requireElogPermission } from './elog-access.js';
import { loadElog } from './elog-definitions.js';
import { printView } from './print-view.js';
import { elogAggregations } from './tables.js';

/** The most days one printout lays out: a month of a logbook. */
export const maxPrintedDays = 31;

const dayMs = 86_400_000;

function dayArgument(args: SourceArgs, name: 'from' | 'to'): string {
  const value = args[name];
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new KeelError('INVALID_INPUT', 'printouts.sourceArgument', { argument: name });
  }
  return value;
}

/** The period the arguments name: `to` absent is the one day; backwards or longer than a month is refused at `to`. */
export function printedPeriod(args: SourceArgs): { from: string; to: string } {
  const from = dayArgument(args, 'from');
  const to = args.to === undefined || args.to === null || args.to === '' ? from : dayArgument(args, 'to');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs + 1;
  if (days < 1 || days > maxPrintedDays) throw new KeelError('INVALID_INPUT', 'elog.print.period', { max: maxPrintedDays }, [{ path: '/to', code: 'period', messageKey: 'elog.print.period', params: { max: maxPrintedDays } }]);
  return { from, to };
}

async function elogDays(ctx: SourceContext, args: SourceArgs) {
  if (typeof args.elog !== 'string' || !args.elog) throw new KeelError('INVALID_INPUT', 'printouts.sourceArgument', { argument: 'elog' });
  const unitId = shipArgument(ctx, args);
  const { from, to } = printedPeriod(args);
  const elog = await loadElog(ctx.db, args.elog);
  const actor = await elogActor(ctx.db, ctx.principal, elog, unitId);
  requireElogPermission(actor, elog, 'PRINT');
  const rows = await ctx.db.select().from(elogAggregations)
    .where(and(eq(elogAggregations.unitId, unitId), eq(elogAggregations.elogCode, elog.code), between(elogAggregations.day, from, to)))
    .orderBy(asc(elogAggregations.day));
  for (const row of rows) requireElogPermission(actor, elog, 'PRINT', row.status);
  if (!rows.length) throw new KeelError('NOT_FOUND', 'elog.print.noDay', { elog: elog.code, day: from === to ? from : `${from} – ${to}` });

  const days = [];
  for (const row of rows) days.push(logbookDay(await printView(ctx.db, elog, row, ctx.principal), ctx.language, ctx.t));

  ctx.afterPrint.push((run) => inTransaction(ctx.db, async (tx) => {
    for (const row of rows) {
      await appendAudit(tx, {
        unitId, elogCode: elog.code, username: ctx.principal.username, action: 'DAY_PRINTED', subjectId: row.id,
        payload: { day: row.day, language: ctx.language, ...(run ? { printoutRun: run.id, sha256: run.sha256 } : { preview: true }) },
      });
    }
  }));
  return { book: { code: elog.code, name: resolveText(elog.config.config.name, ctx.language, (key) => ctx.t(key)) }, from, to, days };
}

registerReportSource('elogDays', elogDays);
