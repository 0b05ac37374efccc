/**
 * The data a report model reads (descriptors/lib/printouts/report-sources.ts names them): each source is one of Keel's
 * services called as the user, so a printout shows only what its user may see — another ship is a 403, as on its
 * screen. A model's arguments are JSONata over { params }; one that fails is a BindingError at the model's source.
 */
import { canSeeUnit, type Principal } from '../../../descriptors/lib/access.js';
import type { ReportModelBody } from '../../../descriptors/kinds/report-model/report-model.schema.js';
import { compileExpression } from '../../../descriptors/lib/expression.js';
import { BindingError } from '../../../descriptors/lib/printouts/report-view.js';
import type { ReportSourceId } from '../../../descriptors/lib/printouts/report-sources.js';
import { findShip } from '../access/ships.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { ciiOverview, fuelEuShip, mrvReport } from '../emissions/emissions-service.js';
import { shipParticulars } from './ship-particulars.js';
import { vesselReportPrintout } from '../vessel-reports/report-printout.js';
import { robSnapshot } from '../vessel-reports/rob-snapshot.js';
import { shipEquipment } from './ship-equipment.js';
import { cruiseReportData, voyageSummaryData, voyagesReportData } from './voyage-report-data.js';

export interface SourceContext {
  db: Db;
  principal: Principal;
  now: number;
  /** The printing user's name as the printout gives it. */
  person: string;
  /** The printout's language, for names the data gives in one (ports). */
  language: string;
  /** Translates interface keys in the printout's language (a source that lays out texts, as a logbook day). */
  t: (key: string, params?: Record<string, string | number>) => string;
  /**
   * Steps a source asks for once the PDF is made: given the kept run, or null for a preview that keeps none (a
   * logbook day writes its printing to the logbook's audit trail).
   */
  afterPrint: ((run: { id: string; sha256: string } | null) => Promise<void>)[];
}

export type SourceArgs = Record<string, unknown>;
type Args = SourceArgs;
export type SourceLoader = (ctx: SourceContext, args: SourceArgs) => Promise<unknown>;

/** A ship the user may see, by the argument's value; a ship of another fleet is a 403 naming nothing of it. */
export function shipArgument(ctx: SourceContext, args: Args): string {
  const unitId = args.unitId;
  if (typeof unitId !== 'string' || !/^[0-9a-f-]{36}$/i.test(unitId)) throw new KeelError('INVALID_INPUT', 'printouts.sourceArgument', { argument: 'unitId' });
  if (!canSeeUnit(ctx.principal, unitId)) throw new KeelError('FORBIDDEN', 'printouts.shipNotVisible');
  return unitId;
}

function yearArgument(args: Args): number {
  const year = args.year;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 2000 || year > 2100) throw new KeelError('INVALID_INPUT', 'printouts.sourceArgument', { argument: 'year' });
  return year;
}

/** A time: a date-time, or a day meaning its end (UTC); now when not given. */
function timeArgument(ctx: SourceContext, args: Args): Date {
  const at = args.at;
  if (at === undefined || at === null || at === '') return new Date(ctx.now);
  const instant = typeof at === 'string' ? Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T23:59:59.999Z` : at) : Number.NaN;
  if (Number.isNaN(instant)) throw new KeelError('INVALID_INPUT', 'printouts.sourceArgument', { argument: 'at' });
  return new Date(instant);
}

const loaders: Partial<Record<ReportSourceId, SourceLoader>> = {
  ship: async (ctx, args) => {
    const unitId = shipArgument(ctx, args);
    return { ...await shipParticulars(ctx.db, unitId), particulars: (await findShip(ctx.db, unitId))?.particulars ?? {} };
  },
  ciiYear: async (ctx, args) => {
    const unitId = shipArgument(ctx, args);
    const overview = await ciiOverview(ctx.db, ctx.principal, yearArgument(args), unitId, ctx.now);
    const ship = overview.ships.find((s) => s.unitId === unitId) ?? null;
    return { ...ship, year: overview.year, settings: overview.settings, history: overview.history.filter((h) => h.unitId === unitId) };
  },
  fuelEuYear: async (ctx, args) => fuelEuShip(ctx.db, ctx.principal, shipArgument(ctx, args), yearArgument(args), ctx.now),
  mrvYear: async (ctx, args) => mrvReport(ctx.db, ctx.principal, shipArgument(ctx, args), yearArgument(args), ctx.now),
  voyages: voyagesReportData,
  cruise: cruiseReportData,
  vesselReport: async (ctx, args) => vesselReportPrintout(ctx.db, ctx.principal, args.reportId, ctx.language, ctx.t),
  voyageSummary: voyageSummaryData,
  equipment: async (ctx, args) => shipEquipment(ctx.db, ctx.principal, shipArgument(ctx, args), ctx.language),
  rob: async (ctx, args) => robSnapshot(ctx.db, ctx.principal, shipArgument(ctx, args), timeArgument(ctx, args)),
  printing: async (ctx) => ({ user: ctx.principal.username, name: ctx.person, at: new Date(ctx.now).toISOString() }),
};

/** A source whose data another module owns (the logbooks' days): it registers its loader when the module loads. */
export function registerReportSource(id: ReportSourceId, loader: SourceLoader): void {
  loaders[id] = loader;
}

/** Each source of the model called with its arguments: the data a report descriptor binds to, by source name. */
export async function loadModelData(ctx: SourceContext, model: ReportModelBody, params: Args): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  for (const [index, source] of model.sources.entries()) {
    const args: Args = {};
    for (const [name, expression] of Object.entries(source.with ?? {})) {
      const pointer = `/sources/${index}/with/${name}`;
      try {
        args[name] = await compileExpression(expression).evaluate({ params });
      } catch (error) {
        throw new BindingError(pointer, expression, (error as Error).message);
      }
    }
    const loader = loaders[source.source];
    if (!loader) throw new KeelError('BUSINESS_RULE', 'printouts.sourceUnavailable', { source: source.source });
    data[source.name] = await loader(ctx, args);
  }
  return data;
}
