/**
 * Scheduled printouts by e-mail (docs/printouts.md "Schedules", decision 73): a report context's schedule, due, makes
 * one kept PDF per ship as the user who saved it and mails it to each recipient of its distribution list through a
 * real SMTP server; once across callers; invalid schedules are refused at their field; an owner who may no longer run
 * it fails the run with the reason and sends nothing.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import type { PrintoutScheduleAnswer } from '../../descriptors/lib/printouts/printout-answers.js';
import type { ScheduledJobRun } from '../../descriptors/lib/scheduler/scheduled-jobs.js';
import { descriptors, printoutRuns, records, scheduledJobRuns, units } from '../../server/db/schema.js';
import { forgetDescriptors } from '../../server/modules/descriptors/store.js';
import { sendDue } from '../../server/modules/email/outbox.js';
import { runDueSchedules } from '../../server/modules/printouts/scheduled-printouts.js';
import { createScheduler } from '../../server/modules/scheduler/scheduler-loop.js';
import { startSmtpTestServer, type SmtpTestServer, smtpParameters } from '../support/smtp-test-server.js';

const user = 'keel-relay';
const password = 'S3cret-relay-pw!';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const day = 86_400_000;

/** The first 06:00 UTC at least a day after now: later than any save the test makes. */
const nextSixAfterTomorrow = () => {
  const d = new Date(Date.now() + day);
  const six = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 6, 0, 0);
  return six > Date.now() + day ? six : six + day;
};

interface Body { report: string; title: unknown; schedules?: Record<string, unknown>[] }

describe('scheduled printouts by e-mail', () => {
  let t: TestApp;
  let admin: string;
  let smtp: SmtpTestServer;
  let clock = Date.now();

  const setParam = async (code: string, value: string) => {
    const path = `/api/app-parameter/${code}`;
    const current = await (await t.call('GET', path, { token: admin })).json() as { version: number; data: Record<string, unknown> };
    expect((await t.call('PUT', path, { token: admin, body: { requestValue: { version: current.version, data: { ...current.data, paramValue: value } } } })).status).toBe(200);
  };
  const context = async () => (await (await t.call('GET', '/api/descriptors/report-context/VOYAGE_SUMMARY', { token: admin })).json()) as { version: number; body: Body };
  const saveSchedules = async (schedules: Record<string, unknown>[]) => {
    const stored = await context();
    return t.call('PUT', '/api/descriptors/report-context/VOYAGE_SUMMARY', { token: admin, body: { requestValue: { version: stored.version, body: { ...stored.body, schedules } } } });
  };
  const scheduledRuns = (schedule: string) => t.db.select().from(printoutRuns).where(eq(printoutRuns.schedule, schedule));
  const monthly = { id: 'monthly', cron: '0 6 * * *', period: 'PREVIOUS_MONTH', units: ['NORDIC_ORE'], distributionList: 'VOYAGE_MAIL', language: 'en' };

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    admin = await t.signIn('admin', 'Admin#2026');
    smtp = await startSmtpTestServer({ user, password, starttls: false });
    for (const [code, value] of Object.entries(smtpParameters(smtp, { user, password }))) await setParam(code, value);
    // Two recipients: an office address (in the PDF's language) and a Russian-speaking person without an account.
    const [{ id: person }] = await t.db.insert(records).values({
      resource: 'person', code: 'superintendent', data: { nickname: 'super', name: 'Олег', surname: 'Иванов', email: 'oleg@fleet.example', languageCode: 'ru' },
    }).returning();
    const list = await t.call('POST', '/api/distribution-list', { token: admin, body: { requestValue: { data: {
      code: 'VOYAGE_MAIL', description: 'Voyage summaries', listType: 'USER_DEF',
      distributionListDetails: [{ recipientType: 'BY_EMAIL', email: 'ops@fleet.example' }, { recipientType: 'BY_PERSON', person }],
    } } } });
    expect(list.status).toBe(200);
  });
  afterAll(async () => {
    await smtp?.close();
    await t.close();
  });

  it('refuses an invalid expression, unknown ship or list and parameters the model refuses, at the field', async () => {
    const refused = async (schedule: Record<string, unknown>, path: string) => {
      const res = await saveSchedules([schedule]);
      expect(res.status, path).toBe(400);
      const answer = await res.json() as { errors: { path: string; message: string }[] };
      expect(answer.errors.map((e) => e.path), JSON.stringify(answer)).toContain(path);
      return answer;
    };
    const cron = await refused({ ...monthly, cron: '0 25 * * *' }, '/requestValue/body/schedules/0/cron');
    expect(cron.errors[0].message).toContain('0 25 * * *');
    await refused({ ...monthly, cron: 'every day' }, '/requestValue/body/schedules/0/cron');
    await refused({ ...monthly, units: ['NO_SUCH_SHIP'] }, '/requestValue/body/schedules/0/units/0');
    await refused({ ...monthly, distributionList: 'NO_SUCH_LIST' }, '/requestValue/body/schedules/0/distributionList');
    // The voyage summary needs a ship and a period: without them the model's required parameters are missing.
    await refused({ ...monthly, units: [] }, '/requestValue/body/schedules/0/units');
    await refused({ ...monthly, period: undefined }, '/requestValue/body/schedules/0/period');
    await refused({ ...monthly, parameters: { voyageId: 'not-an-id' } }, '/requestValue/body/schedules/0/parameters/voyageId');
    await refused({ ...monthly, period: 'LAST_FORTNIGHT' }, '/requestValue/body/schedules/0/period');
    expect((await context()).body.schedules).toBeUndefined();
  });

  it('does nothing before a schedule is due, then makes one kept PDF and mails it to each recipient in their language', async () => {
    expect((await saveSchedules([monthly])).status).toBe(200);
    const due = nextSixAfterTomorrow();
    expect(await runDueSchedules(t.db, Date.now())).toMatchObject({ done: 0, pdfs: 0, mails: 0 });
    expect(await scheduledRuns('VOYAGE_SUMMARY/monthly')).toHaveLength(0);

    const outcome = await runDueSchedules(t.db, due + 30_000);
    expect(outcome).toMatchObject({ done: 1, pdfs: 1, mails: 2, failures: [] });
    const [run] = await scheduledRuns('VOYAGE_SUMMARY/monthly');
    const [ship] = await t.db.select().from(units).where(eq(units.code, 'NORDIC_ORE'));
    const month = new Date(due);
    const from = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    const to = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1) - day).toISOString().slice(0, 10);
    expect(run).toMatchObject({ printout: 'VOYAGE_SUMMARY', unitId: ship.id, createdBy: 'admin', language: 'en', parameters: { unitId: ship.id, from, to } });
    expect(sha256(run.content)).toBe(run.sha256);
    // The run is also among the printout's runs on /printout-reporting, marked as scheduled.
    const listed = await (await t.call('GET', '/api/printout-reporting/runs?printout=VOYAGE_SUMMARY', { token: admin })).json() as { id: string; schedule: string | null }[];
    expect(listed.find((r) => r.id === run.id)?.schedule).toBe('VOYAGE_SUMMARY/monthly');

    // Printout reporting shows the schedule with its next times and its last run.
    const [shown] = await (await t.call('GET', '/api/printout-reporting/schedules?printout=VOYAGE_SUMMARY', { token: admin })).json() as PrintoutScheduleAnswer[];
    expect(shown).toMatchObject({ context: 'VOYAGE_SUMMARY', id: 'monthly', cron: '0 6 * * *', period: 'PREVIOUS_MONTH', units: ['NORDIC_ORE'], enabled: true,
      last: { dueAt: new Date(due).toISOString(), result: 'OK' } });
    expect(shown.nextRuns).toHaveLength(3);
    expect(shown.nextRuns.every((time) => time.endsWith('T06:00:00.000Z'))).toBe(true);
    expect(await sendDue(t.db)).toMatchObject({ sent: 2, failed: 0 });
    const mails = smtp.received.filter((m) => m.mail.attachments.some((a) => a.filename === run.fileName));
    expect(mails.map((m) => m.envelopeTo).sort()).toEqual([['oleg@fleet.example'], ['ops@fleet.example']]);
    const to_ = (address: string) => mails.find((m) => m.envelopeTo[0] === address)!.mail;
    expect(to_('ops@fleet.example').subject).toBe(`[Keel] Voyage summary — ${from} – ${to}`);
    expect(to_('oleg@fleet.example').subject).toBe(`[Keel] Сводка рейсов — ${from} – ${to}`);
    expect(to_('oleg@fleet.example').text).toContain('Во вложении печатная форма «Сводка рейсов»');
    expect(to_('ops@fleet.example').text).toContain('Nordic Ore');
    for (const mail of mails) {
      const [pdf] = mail.mail.attachments;
      expect(pdf.contentType).toBe('application/pdf');
      expect(pdf.filename).toMatch(/\.pdf$/);
      expect(sha256(pdf.content)).toBe(run.sha256);
    }

    // The same due time again, or later the same day: nothing more.
    expect(await runDueSchedules(t.db, due + 60_000)).toMatchObject({ done: 0, pdfs: 0 });
    expect(await runDueSchedules(t.db, due + 5 * 3_600_000)).toMatchObject({ done: 0, pdfs: 0 });
    expect(await scheduledRuns('VOYAGE_SUMMARY/monthly')).toHaveLength(1);
  });

  it('runs a due time once when two callers and two scheduler instances run at the same time', async () => {
    const due = nextSixAfterTomorrow() + day;
    const [a, b] = await Promise.all([runDueSchedules(t.db, due + 10_000), runDueSchedules(t.db, due + 10_000)]);
    expect(a.done + b.done).toBe(1);
    expect(await scheduledRuns('VOYAGE_SUMMARY/monthly')).toHaveLength(2);

    // Through the scheduler: the job `printouts.scheduled` claimed by one of two instances ticking at once.
    clock = due + day + 20_000;
    const one = createScheduler({ db: t.db, now: () => clock, instanceId: 'instance-a' });
    const two = createScheduler({ db: t.db, now: () => clock, instanceId: 'instance-b' });
    const ran = [...(await Promise.all([one.tick(), two.tick()])).flat()].filter((r: ScheduledJobRun) => r.jobId === 'printouts.scheduled');
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({ result: 'OK', summary: { key: 'scheduler.jobs.scheduledPrintouts.done', params: { schedules: 1, pdfs: 1, mails: 2 } } });
    expect(await scheduledRuns('VOYAGE_SUMMARY/monthly')).toHaveLength(3);
    await Promise.all([one.stop(), two.stop()]);
    // Two due times, each mailed once to each of the two recipients.
    expect(await sendDue(t.db)).toMatchObject({ sent: 4, failed: 0 });
  });

  it('fails the run with the reason and mails nothing when the user it runs as may no longer see the ship', async () => {
    const other = { ...monthly, id: 'baltic', units: ['BALTIC_AMBER'] };
    expect((await saveSchedules([{ ...monthly, enabled: false }, other])).status).toBe(200);
    // The captain saved it last (in this test by the row) and serves Nordic Ore only.
    await t.db.update(descriptors).set({ updatedBy: 'captain' }).where(and(eq(descriptors.kind, 'report-context'), eq(descriptors.code, 'VOYAGE_SUMMARY')));
    forgetDescriptors(t.db, ['report-context']);
    const mailsBefore = smtp.received.length;
    clock = nextSixAfterTomorrow() + 3 * day + 20_000;
    const run = (await createScheduler({ db: t.db, now: () => clock }).tick()).find((r) => r.jobId === 'printouts.scheduled')!;
    expect(run).toMatchObject({
      jobId: 'printouts.scheduled', result: 'FAILED',
      summary: { key: 'printouts.schedule.ownerCannotSeeShip', params: { schedule: 'VOYAGE_SUMMARY/baltic', owner: 'captain', ship: 'BALTIC_AMBER' } },
    });
    // Shown translated in the scheduler's run list.
    const runs = await (await t.call('GET', '/api/scheduler/jobs/printouts.scheduled/runs', { token: admin })).json() as { runs?: ScheduledJobRun[] } | ScheduledJobRun[];
    expect(JSON.stringify(runs)).toContain('ownerCannotSeeShip');
    const [stored] = await t.db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.id, run.id));
    expect(stored.result).toBe('FAILED');
    expect(await scheduledRuns('VOYAGE_SUMMARY/baltic')).toHaveLength(0);
    const shown = await (await t.call('GET', '/api/printout-reporting/schedules?printout=VOYAGE_SUMMARY', { token: admin })).json() as PrintoutScheduleAnswer[];
    expect(shown.find((x) => x.id === 'baltic')?.last).toMatchObject({ result: 'FAILED', message: { key: 'printouts.schedule.ownerCannotSeeShip' } });
    expect(shown.find((x) => x.id === 'monthly')).toMatchObject({ enabled: false, nextRuns: [] });
    expect(await sendDue(t.db)).toMatchObject({ sent: 0 });
    expect(smtp.received.length).toBe(mailsBefore);
    // The disabled schedule did not run either.
    expect(await scheduledRuns('VOYAGE_SUMMARY/monthly')).toHaveLength(3);
  });
});
