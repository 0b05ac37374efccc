import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledJob, ScheduledJobRun } from '../../descriptors/lib/scheduler/scheduled-jobs.js';
import { auditLog, scheduledJobRuns, scheduledJobs as jobTable, sessions, users } from '../../server/db/schema.js';
import { KeelError } from '../../server/errors/keel-error.js';
import { scheduledJobs } from '../../server/modules/scheduler/job-catalogue.js';
import { createScheduler } from '../../server/modules/scheduler/scheduler-loop.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Test-only job types, registered before the app is built (as a module's scheduled-jobs.ts would be).
let slowRelease: (() => void) | undefined;
scheduledJobs.register({
  id: 'test.fails', name: 'Fails', nameKey: 'scheduler.title', descriptionKey: 'scheduler.subtitle', defaultCron: '0 4 * * *', enabledByDefault: false,
  run: async () => { throw new KeelError('BUSINESS_RULE', 'scheduler.job.notFound', { job: 'nothing' }); },
});
scheduledJobs.register({
  id: 'test.crashes', name: 'Crashes', nameKey: 'scheduler.title', descriptionKey: 'scheduler.subtitle', defaultCron: '0 4 * * *', enabledByDefault: false,
  run: async () => { throw new Error('disk on fire'); },
});
scheduledJobs.register({
  id: 'test.slow', name: 'Slow', nameKey: 'scheduler.title', descriptionKey: 'scheduler.subtitle', defaultCron: '0 4 * * *', enabledByDefault: false,
  run: () => new Promise((resolve) => { slowRelease = () => resolve({ key: 'scheduler.jobs.signInThrottle.done' }); }),
});

const day = 86_400_000;
let clock = Date.UTC(2026, 10, 20, 10, 0, 0);

describe('the scheduler: jobs, schedules, runs now and on time, once across instances', () => {
  let t: TestApp;
  let admin: string;
  let captain: string;

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    [admin, captain] = await Promise.all([t.signIn('admin', 'Admin#2026'), t.signIn('captain', 'Captain#2026')]);
  });
  afterAll(async () => { await t.close(); });

  const jobs = async (token = admin) => (await (await t.call('GET', '/api/scheduler/jobs', { token })).json() as { jobs: ScheduledJob[] }).jobs;
  const job = async (id: string) => (await jobs()).find((j) => j.id === id)!;
  const change = (id: string, body: unknown, token = admin) => t.call('PUT', `/api/scheduler/jobs/${id}`, { token, body: { requestValue: body } });
  const runNow = (id: string, token = admin) => t.call('POST', `/api/scheduler/jobs/${id}/run`, { token });
  const runs = async (id: string) => (await (await t.call('GET', `/api/scheduler/jobs/${id}/runs`, { token: admin })).json() as { runs: ScheduledJobRun[] }).runs;

  it('lists the catalogue\'s jobs with their default expression, next three times and no run yet', async () => {
    const list = await jobs();
    expect(list.map((j) => j.id)).toEqual(expect.arrayContaining(['auth.ended-sessions', 'auth.sign-in-throttle', 'timeseries.compact-closed-days', 'test.fails']));
    const sessionsJob = list.find((j) => j.id === 'auth.ended-sessions')!;
    expect(sessionsJob).toMatchObject({
      cron: '20 3 * * *', defaultCron: '20 3 * * *', enabled: true, version: 1, known: true, running: false, lastRun: null,
      nameKey: 'scheduler.jobs.endedSessions.name', nextRunAt: '2026-11-21T03:20:00.000Z',
    });
    expect(sessionsJob.upcoming).toEqual(['2026-11-21T03:20:00.000Z', '2026-11-22T03:20:00.000Z', '2026-11-23T03:20:00.000Z']);
    expect(list.find((j) => j.id === 'test.fails')).toMatchObject({ enabled: false, nextRunAt: null });
  });

  it('keeps a stored job no module registers, disabled, and refuses to enable or run it', async () => {
    await t.db.insert(jobTable).values({ jobId: 'gone.module-job', cron: '* * * * *', enabled: true, nextRunAt: new Date(clock) });
    const { syncScheduledJobs } = await import('../../server/modules/scheduler/job-store.js');
    await syncScheduledJobs(t.db, clock);
    const gone = await job('gone.module-job');
    expect(gone).toMatchObject({ known: false, enabled: false, nameKey: null, nextRunAt: null });
    expect((await change('gone.module-job', { version: gone.version, enabled: true })).status).toBe(422);
    expect((await runNow('gone.module-job')).status).toBe(422);
    expect((await runNow('no.such-job')).status).toBe(404);
  });

  it('changes the expression from the version shown, recomputes the next run and audits it; a stale version is a 409', async () => {
    const before = await job('auth.sign-in-throttle');
    const saved = await change('auth.sign-in-throttle', { version: before.version, cron: '*/10 * * * *' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ cron: '*/10 * * * *', version: before.version + 1, nextRunAt: '2026-11-20T10:10:00.000Z' });
    const stale = await change('auth.sign-in-throttle', { version: before.version, cron: '0 * * * *' });
    expect(stale.status).toBe(409);
    expect((await job('auth.sign-in-throttle')).cron).toBe('*/10 * * * *');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, 'auth.sign-in-throttle'));
    expect(entry).toMatchObject({ action: 'UPDATE', entity: 'scheduled_job', username: 'admin', fromVersion: before.version, toVersion: before.version + 1 });
  });

  it('refuses a bad cron expression with a translated 400 at the field, and changes nothing', async () => {
    const before = await job('auth.ended-sessions');
    for (const cron of ['61 * * * *', '* * * *', '0 0 0 * * *', 'every day', '']) {
      const answer = await change('auth.ended-sessions', { version: before.version, cron }, admin);
      expect(answer.status, cron).toBe(400);
      const body = await answer.json() as { errors: { path: string; message: string }[] };
      expect(body.errors[0].path).toBe('/requestValue/cron');
      expect(body.errors[0].message).toContain('is not a five-field cron expression');
    }
    const russian = await t.call('PUT', '/api/scheduler/jobs/auth.ended-sessions', { token: admin, language: 'ru', body: { requestValue: { version: before.version, cron: '61 * * * *' } } });
    expect((await russian.json() as { errors: { message: string }[] }).errors[0].message).toContain('не выражение cron из пяти полей');
    expect(await job('auth.ended-sessions')).toMatchObject({ cron: before.cron, version: before.version });
  });

  it('disables and enables a job: disabled it has no next run and the loop leaves it alone', async () => {
    let current = await job('auth.ended-sessions');
    current = await (await change(current.id, { version: current.version, enabled: false })).json() as ScheduledJob;
    expect(current).toMatchObject({ enabled: false, nextRunAt: null });
    expect(current.upcoming).toHaveLength(3);
    current = await (await change(current.id, { version: current.version, enabled: true })).json() as ScheduledJob;
    expect(current).toMatchObject({ enabled: true, nextRunAt: '2026-11-21T03:20:00.000Z' });
  });

  it('runs a job now: ended sessions older than 30 days are deleted, the run is stored OK with its summary', async () => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'analyst'));
    await t.db.insert(sessions).values([
      { userId: user.id, kind: 'full', expiresAt: new Date(clock - 40 * day) },
      { userId: user.id, kind: 'full', expiresAt: new Date(clock + day), revokedAt: new Date(clock - 31 * day) },
      { userId: user.id, kind: 'full', expiresAt: new Date(clock - 5 * day) },
    ]);
    const answer = await runNow('auth.ended-sessions');
    expect(answer.status).toBe(200);
    const run = await answer.json() as ScheduledJobRun;
    expect(run).toMatchObject({ trigger: 'MANUAL', result: 'OK', startedBy: 'admin', summary: { key: 'scheduler.jobs.endedSessions.done', params: { count: 2, days: 30 } } });
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
    const kept = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(kept.some((s) => s.expiresAt.getTime() === clock - 5 * day)).toBe(true);
    expect(kept.some((s) => s.expiresAt.getTime() === clock - 40 * day)).toBe(false);
    expect((await job('auth.ended-sessions')).lastRun).toMatchObject({ id: run.id, result: 'OK' });
    expect((await runs('auth.ended-sessions'))[0].id).toBe(run.id);
  });

  it('stores a failing job as FAILED with its error, translated when the job raised a Keel error', async () => {
    const failed = await (await runNow('test.fails')).json() as ScheduledJobRun;
    expect(failed).toMatchObject({ result: 'FAILED', summary: { key: 'scheduler.job.notFound', params: { job: 'nothing' } } });
    expect(failed.error).toContain('scheduler.job.notFound');
    const crashed = await (await runNow('test.crashes')).json() as ScheduledJobRun;
    expect(crashed).toMatchObject({ result: 'FAILED', summary: null, error: 'disk on fire' });
    expect(await job('test.crashes')).toMatchObject({ running: false, lastRun: { result: 'FAILED', error: 'disk on fire' } });
  });

  it('refuses to run a job already running, with a clear message, and lists runs newest first', async () => {
    const slow = t.call('POST', '/api/scheduler/jobs/test.slow/run', { token: admin });
    await expect.poll(() => slowRelease).toBeTypeOf('function');
    expect((await job('test.slow')).running).toBe(true);
    const refused = await runNow('test.slow');
    expect(refused.status).toBe(409);
    expect((await refused.json() as { message: string }).message).toContain('already running');
    slowRelease!();
    expect(await (await slow).json()).toMatchObject({ result: 'OK' });
    clock += 60_000;
    slowRelease = undefined;
    const second = runNow('test.slow');
    await expect.poll(() => slowRelease).toBeTypeOf('function');
    slowRelease!();
    await second;
    const list = await runs('test.slow');
    expect(list).toHaveLength(2);
    expect(Date.parse(list[0].startedAt)).toBeGreaterThan(Date.parse(list[1].startedAt));
  });

  it('runs a due job once when two instances tick at the same instant, then schedules the next time', async () => {
    const current = await job('auth.sign-in-throttle');
    const before = (await runs(current.id)).length;
    clock = Date.parse(current.nextRunAt!) + 5_000;
    const a = createScheduler({ db: t.db, now: () => clock, instanceId: 'instance-a' });
    const b = createScheduler({ db: t.db, now: () => clock, instanceId: 'instance-b' });
    const [ranA, ranB] = await Promise.all([a.tick(), b.tick()]);
    const mine = [...ranA, ...ranB].filter((r) => r.jobId === current.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ trigger: 'CRON', result: 'OK' });
    const stored = await t.db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.jobId, current.id));
    expect(stored).toHaveLength(before + 1);
    const after = await job(current.id);
    expect(Date.parse(after.nextRunAt!)).toBeGreaterThan(clock);
    // Nothing is due any more at this instant: another tick runs nothing.
    expect((await a.tick()).filter((r) => r.jobId === current.id)).toHaveLength(0);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('takes a run left under way by a dead instance for abandoned once the job\'s longest run has passed', async () => {
    const current = await job('auth.ended-sessions');
    await t.db.update(jobTable).set({ runningSince: new Date(clock - 2 * 3_600_000), runningInstance: 'dead' }).where(eq(jobTable.jobId, current.id));
    await t.db.insert(scheduledJobRuns).values({ jobId: current.id, trigger: 'CRON', startedAt: new Date(clock - 2 * 3_600_000), result: 'RUNNING', instanceId: 'dead' });
    expect((await runNow(current.id)).status).toBe(200);
    const list = await runs(current.id);
    expect(list[0]).toMatchObject({ result: 'OK', trigger: 'MANUAL' });
    expect(list.find((r) => r.instanceId === 'dead')).toMatchObject({ instanceId: 'dead', result: 'FAILED', summary: { key: 'scheduler.run.abandoned' } });
  });

  it('lets SETUP VIEW read and only SETUP MANAGEMENT change or run', async () => {
    expect((await t.call('GET', '/api/scheduler/jobs')).status).toBe(401);
    expect((await t.call('GET', '/api/scheduler/jobs', { token: captain })).status).toBe(403);
    expect((await t.call('GET', '/api/scheduler/jobs/auth.ended-sessions/runs', { token: captain })).status).toBe(403);
    expect((await change('auth.ended-sessions', { version: 1, enabled: false }, captain)).status).toBe(403);
    expect((await runNow('auth.ended-sessions', captain)).status).toBe(403);
  });
});
