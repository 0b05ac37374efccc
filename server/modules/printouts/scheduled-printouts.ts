/**
 * Scheduled printouts (docs/printouts.md "Schedules", decision 73): each enabled schedule of an enabled report context
 * is due at the latest time its cron expression gives up to now, once per due time. A due time is claimed by one
 * upsert of the schedule's state row that only one caller wins (the same "once across instances" as the scheduler's
 * own claim). The printout is made through the same path as a user's (`generateReportOf`: the model's parameters
 * checked, its data read as the user, the PDF kept with its SHA-256), as the user who last saved the context, limited
 * to what they may run and the ships they see — one PDF per ship, in the schedule's language — and mailed with the
 * PRINTOUT template to each recipient the distribution list gives for that ship, in the recipient's language.
 */
import { and, eq, lt } from 'drizzle-orm';
import { canSeeUnit, meetsRequirement, type FunctionLevel, type Principal } from '../../../descriptors/lib/access.js';
import type { MailLanguage } from '../../../descriptors/lib/email/render-template.js';
import type { PrintoutScheduleAnswer } from '../../../descriptors/lib/printouts/printout-answers.js';
import { periodParameters, periodValues, type SchedulePeriod } from '../../../descriptors/lib/printouts/schedule-period.js';
import { resolveText } from '../../../descriptors/lib/text.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { translate } from '../../http/i18n.js';
import { loadPrincipal } from '../access/principals.js';
import { listShips, type Ship } from '../access/ships.js';
import { userIdsByUsername } from '../access/users.js';
import { getDescriptor, listDescriptors, type KindRow } from '../descriptors/store.js';
import { queueTemplatedEmail } from '../email/templates.js';
import { resolveDistributionList } from '../notifications/distribution-lists.js';
import { lastRunAtOrBefore, nextRuns } from '../scheduler/cron.js';
import { printRequest } from './print-request.js';
import { generateReportOf, reportByCode } from './printout-reports.js';
import { printoutScheduleState } from './tables.js';

type Context = KindRow<'report-context'>;
export type Schedule = NonNullable<Context['body']['schedules']>[number];

export interface ScheduleFailure {
  schedule: string;
  error: KeelError;
}

export interface ScheduledOutcome {
  /** schedules that ran and ended well */
  done: number;
  /** PDFs made and kept */
  pdfs: number;
  /** mails queued */
  mails: number;
  failures: ScheduleFailure[];
}

/** `<context code>/<schedule id>`: how runs, mails and reasons name a schedule. */
export const scheduleName = (context: string, id: string) => `${context}/${id}`;

/** The user a context's schedules run as: whoever last saved it. */
export const scheduleOwner = (context: Context): string | null => context.updatedBy ?? context.createdBy ?? null;

/** The due time of the schedule at `now` not yet run, else undefined. */
function dueTime(context: Context, schedule: Schedule, state: typeof printoutScheduleState.$inferSelect | undefined, now: number): Date | undefined {
  const due = lastRunAtOrBefore(schedule.cron, now);
  if (!due) return undefined;
  // A schedule new or with a new expression starts from when the context was saved: times before that are not caught up.
  const saved = (context.updatedAt ?? context.createdAt).getTime();
  const since = state && state.cron === schedule.cron ? state.lastDueAt.getTime() : Math.max(saved, state?.lastDueAt.getTime() ?? 0);
  return due.getTime() > since ? due : undefined;
}

/** Claims the due time: only one caller moves the state's last due time to it. */
async function claim(db: Db, context: string, schedule: Schedule, due: Date, now: number): Promise<boolean> {
  const set = { cron: schedule.cron, lastDueAt: due, lastRunAt: new Date(now), lastResult: 'RUNNING' as const, lastMessageKey: null, lastMessageParams: null };
  const claimed = await db.insert(printoutScheduleState).values({ context, scheduleId: schedule.id, ...set })
    .onConflictDoUpdate({ target: [printoutScheduleState.context, printoutScheduleState.scheduleId], set, setWhere: lt(printoutScheduleState.lastDueAt, due) })
    .returning({ context: printoutScheduleState.context });
  return claimed.length === 1;
}

async function finish(db: Db, context: string, id: string, result: 'OK' | 'FAILED', key: string, params: Record<string, string | number>) {
  await db.update(printoutScheduleState).set({ lastResult: result, lastMessageKey: key, lastMessageParams: params })
    .where(and(eq(printoutScheduleState.context, context), eq(printoutScheduleState.scheduleId, id)));
}

/** The owner's principal, refused when they may no longer run the context's printout. */
async function ownerPrincipal(context: Context, name: string, db: Db): Promise<Principal> {
  const owner = scheduleOwner(context);
  const userId = owner ? (await userIdsByUsername(db, [owner])).get(owner) : undefined;
  const principal = userId ? await loadPrincipal(db, userId) : undefined;
  if (!principal) throw new KeelError('FORBIDDEN', 'printouts.schedule.noOwner', { schedule: name, owner: owner ?? '—' });
  const requiredFunctions = { MANAGE_PRINTOUT_REPORTING: 'VIEW', ...(context.body.requiredFunctions ?? {}) } as Record<string, FunctionLevel>;
  if (!meetsRequirement(principal, { requiredFunctions })) throw new KeelError('FORBIDDEN', 'printouts.schedule.ownerMayNotRun', { schedule: name, owner: principal.username });
  return principal;
}

/** The schedule's ships by code, each one the owner sees. */
async function scheduleShips(db: Db, schedule: Schedule, principal: Principal, name: string): Promise<Ship[]> {
  const codes = schedule.units ?? [];
  const ships = await listShips(db, { codes });
  for (const code of codes) {
    const ship = ships.find((s) => s.code === code);
    if (!ship || ship.disabled) throw new KeelError('BUSINESS_RULE', 'printouts.schedule.unknownShip', { schedule: name, ship: code });
    if (!canSeeUnit(principal, ship.id)) throw new KeelError('FORBIDDEN', 'printouts.schedule.ownerCannotSeeShip', { schedule: name, owner: principal.username, ship: code });
  }
  return codes.map((code) => ships.find((s) => s.code === code)!);
}

interface Recipient { address: string; language: MailLanguage }

/** Every address the list gives for the ship, once, each with its language (the user's, the person's, else the PDF's). */
async function recipientsOf(db: Db, list: string, ship: Ship | undefined, fallback: MailLanguage): Promise<Recipient[]> {
  const resolved = await resolveDistributionList(db, list, ship ? { unitId: ship.id } : {});
  const all: Recipient[] = [
    ...resolved.users.flatMap((u) => (u.email ? [{ address: u.email, language: (u.language === 'ru' ? 'ru' : 'en') as MailLanguage }] : [])),
    ...resolved.emails.map((e) => ({ address: e.address, language: e.language ?? fallback })),
  ];
  return [...new Map(all.map((r) => [r.address.toLowerCase(), r])).values()];
}

/** Makes one due schedule's PDFs and queues its mails; throws (a KeelError naming the schedule) when it may not. */
async function runSchedule(db: Db, context: Context, schedule: Schedule, due: Date, now: number): Promise<{ pdfs: number; mails: number }> {
  const name = scheduleName(context.code, schedule.id);
  const principal = await ownerPrincipal(context, name, db);
  const ships = await scheduleShips(db, schedule, principal, name);
  const printout = await reportByCode(db, context.body.report);
  const model = await getDescriptor(db, 'report-model', printout.report.model);
  const modelProperties = ((model?.body.parameters as { properties?: Record<string, unknown> } | undefined)?.properties) ?? {};
  const language: MailLanguage = schedule.language ?? 'en';
  const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);
  const period = schedule.period ? periodValues(schedule.period as SchedulePeriod, due.getTime()) : undefined;
  const periodText = period ? (period.from === period.to ? period.from : `${period.from} – ${period.to}`) : due.toISOString().slice(0, 10);
  let pdfs = 0;
  let mails = 0;
  for (const ship of ships.length ? ships : [undefined]) {
    const recipients = await recipientsOf(db, schedule.distributionList, ship, language);
    const parameters = {
      ...((schedule.parameters ?? {}) as Record<string, unknown>),
      ...(schedule.period ? periodParameters(schedule.period as SchedulePeriod, due.getTime(), modelProperties) : {}),
      ...(ship ? { unitId: ship.id } : {}),
    };
    const request = await printRequest(db, principal, language, t, printout.code, parameters, now);
    const { run, bytes } = await generateReportOf(db, principal, printout, { ...request, schedule: name });
    pdfs += 1;
    for (const recipient of recipients) {
      await queueTemplatedEmail(db, {
        to: [recipient.address], language: recipient.language, template: 'PRINTOUT', origin: `printout-schedule:${name}`, createdBy: principal.username,
        data: {
          report: resolveText(context.body.title, recipient.language, (key) => translate(recipient.language, key)),
          period: periodText, ship: ship?.name ?? '—', schedule: name, fileName: run.fileName,
        },
        attachments: [{ fileName: run.fileName, contentType: 'application/pdf', content: bytes }],
      });
      mails += 1;
    }
  }
  return { pdfs, mails };
}

const asKeelError = (error: unknown, name: string): KeelError => (error instanceof KeelError
  ? error : new KeelError('BUSINESS_RULE', 'printouts.schedule.failed', { schedule: name, reason: error instanceof Error ? error.message : String(error) }));

/** Runs every schedule due at `now` that nobody ran yet; a failing schedule is recorded and the others go on. */
export async function runDueSchedules(db: Db, now: number): Promise<ScheduledOutcome> {
  const outcome: ScheduledOutcome = { done: 0, pdfs: 0, mails: 0, failures: [] };
  const states = await db.select().from(printoutScheduleState);
  for (const context of await listDescriptors(db, 'report-context')) {
    for (const schedule of context.body.schedules ?? []) {
      if (schedule.enabled === false) continue;
      const state = states.find((s) => s.context === context.code && s.scheduleId === schedule.id);
      const due = dueTime(context, schedule, state, now);
      if (!due || !(await claim(db, context.code, schedule, due, now))) continue;
      const name = scheduleName(context.code, schedule.id);
      try {
        const made = await runSchedule(db, context, schedule, due, now);
        await finish(db, context.code, schedule.id, 'OK', 'printouts.schedule.done', { schedule: name, ...made });
        outcome.done += 1;
        outcome.pdfs += made.pdfs;
        outcome.mails += made.mails;
      } catch (error) {
        const failure = asKeelError(error, name);
        const params = Object.fromEntries(Object.entries(failure.params).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'));
        await finish(db, context.code, schedule.id, 'FAILED', failure.messageKey, params);
        outcome.failures.push({ schedule: name, error: failure });
      }
    }
  }
  return outcome;
}

/** The schedules of the contexts offering a printout, with their next three due times and their last run, for /printout-reporting. */
export async function printoutSchedules(db: Db, printout: string, now: number): Promise<PrintoutScheduleAnswer[]> {
  const states = await db.select().from(printoutScheduleState);
  return (await listDescriptors(db, 'report-context')).filter((c) => c.body.report === printout).flatMap((context) => (context.body.schedules ?? []).map((schedule) => {
    const state = states.find((s) => s.context === context.code && s.scheduleId === schedule.id);
    const enabled = schedule.enabled !== false;
    return {
      context: context.code, id: schedule.id, cron: schedule.cron, period: schedule.period ?? null, units: [...(schedule.units ?? [])],
      distributionList: schedule.distributionList, enabled, nextRuns: enabled ? nextRuns(schedule.cron, now, 3).map((d) => d.toISOString()) : [],
      last: state ? {
        dueAt: state.lastDueAt.toISOString(), result: state.lastResult,
        message: state.lastMessageKey ? { key: state.lastMessageKey, params: state.lastMessageParams ?? {} } : null,
      } : null,
    };
  }));
}
