/**
 * What a report context's schedules must be besides their schema, checked on every save (400 at the field): ids
 * unique, the cron expression one the scheduler reads, the distribution list and the ships existing, and the
 * parameters — the fixed ones, the period's and each ship's `unitId` — what the printout's model accepts.
 */
import { periodParameterNames, periodParameters, type SchedulePeriod } from '../../../descriptors/lib/printouts/schedule-period.js';
import type { Db } from '../../db/engine.js';
import type { FieldError } from '../../errors/keel-error.js';
import { jsonSchemaErrors } from '../../errors/json-schema-errors.js';
import { listShips } from '../access/ships.js';
import { getDescriptor } from '../descriptors/store.js';
import { registerWriteCheck } from '../descriptors/write-checks.js';
import { selectRecords } from '../resources/record-queries.js';
import { cronProblem } from '../scheduler/cron.js';
import type { Schedule } from './scheduled-printouts.js';

const problem = (path: string, code: string, messageKey: string, params: Record<string, string | number> = {}): FieldError => ({ path, code, messageKey, params });

/** The model's parameter schema for the context's report, or undefined when the report or model is missing. */
async function modelParameters(db: Db, report: string) {
  const descriptor = await getDescriptor(db, 'report-descriptor', report);
  const model = descriptor ? await getDescriptor(db, 'report-model', descriptor.body.model) : undefined;
  return model ? { code: model.code, version: model.version, schema: model.body.parameters as { properties?: Record<string, unknown> } } : undefined;
}

async function scheduleProblems(db: Db, schedule: Schedule, at: string, model: Awaited<ReturnType<typeof modelParameters>>): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const reason = cronProblem(schedule.cron);
  if (reason !== undefined) errors.push(problem(`${at}/cron`, 'cron', 'scheduler.cron.invalid', { expression: schedule.cron, reason }));
  const [list] = await selectRecords(db, 'distribution-list', { codes: [schedule.distributionList], enabledOnly: true });
  if (!list) errors.push(problem(`${at}/distributionList`, 'unknown', 'notifications.listNotFound', { code: schedule.distributionList }));
  const codes = schedule.units ?? [];
  const ships = await listShips(db, { codes });
  codes.forEach((code, i) => {
    if (!ships.some((s) => s.code === code && !s.disabled)) errors.push(problem(`${at}/units/${i}`, 'unknown', 'printouts.schedule.unknownShip', { schedule: schedule.id, ship: code }));
  });
  if (!model) return errors;
  const properties = model.schema.properties ?? {};
  if (codes.length && !('unitId' in properties)) errors.push(problem(`${at}/units`, 'unitId', 'printouts.schedule.modelWithoutShip', { model: model.code }));
  const period = schedule.period as SchedulePeriod | undefined;
  if (period && !periodParameterNames.some((name) => name in properties)) errors.push(problem(`${at}/period`, 'period', 'printouts.schedule.modelWithoutPeriod', { model: model.code }));
  const fixed = (schedule.parameters ?? {}) as Record<string, unknown>;
  const ship = ships.find((s) => s.code === codes[0]);
  const sample = { ...fixed, ...(period ? periodParameters(period, Date.now(), properties) : {}), ...(ship ? { unitId: ship.id } : {}) };
  // A value a period or the ships would fill is named at them (unless given as a fixed parameter); anything else at the fixed parameters.
  const fieldOf = (name: string) => (name === 'unitId' && !('unitId' in fixed) ? `${at}/units`
    : (periodParameterNames as readonly string[]).includes(name) && !(name in fixed) ? `${at}/period` : `${at}/parameters/${name}`);
  for (const error of jsonSchemaErrors(`report-model:${model.code}@${model.version}`, model.schema, sample, '')) {
    const name = error.path.split('/')[1] ?? '';
    errors.push({ ...error, path: name ? `${fieldOf(name)}${error.path.slice(name.length + 1)}` : `${at}/parameters` });
  }
  return errors;
}

registerWriteCheck('report-context', async (db, body, pointerPrefix) => {
  const schedules = body.schedules ?? [];
  if (!schedules.length) return [];
  const model = await modelParameters(db, body.report);
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const [i, schedule] of schedules.entries()) {
    const at = `${pointerPrefix}/schedules/${i}`;
    if (seen.has(schedule.id)) errors.push(problem(`${at}/id`, 'unique', 'printouts.schedule.duplicateId', { id: schedule.id }));
    seen.add(schedule.id);
    errors.push(...await scheduleProblems(db, schedule, at, model));
  }
  return errors;
});
