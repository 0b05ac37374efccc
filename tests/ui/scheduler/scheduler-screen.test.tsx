// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScheduledJob, ScheduledJobRun } from '../../../descriptors/lib/scheduler/scheduled-jobs.js';
import { SchedulerScreen } from '../../../runtime/renderers/scheduler/SchedulerScreen.js';
import { errorBody, fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const okRun: ScheduledJobRun = {
  id: 'r1', jobId: 'auth.ended-sessions', trigger: 'CRON', result: 'OK', startedAt: '2026-11-20T03:20:00.000Z', finishedAt: '2026-11-20T03:20:00.042Z',
  durationMs: 42, summary: { key: 'scheduler.jobs.endedSessions.done', params: { count: 3, days: 30 } }, error: null, instanceId: 'shore-1:101', startedBy: null,
};
const failedRun: ScheduledJobRun = {
  ...okRun, id: 'r0', trigger: 'MANUAL', result: 'FAILED', startedAt: '2026-11-19T09:00:00.000Z', durationMs: 1500, summary: null, error: 'disk on fire', startedBy: 'admin',
};
const sessionsJob: ScheduledJob = {
  id: 'auth.ended-sessions', nameKey: 'scheduler.jobs.endedSessions.name', descriptionKey: 'scheduler.jobs.endedSessions.description', known: true,
  cron: '20 3 * * *', defaultCron: '20 3 * * *', enabled: true, version: 4, nextRunAt: '2026-11-21T03:20:00.000Z',
  upcoming: ['2026-11-21T03:20:00.000Z', '2026-11-22T03:20:00.000Z', '2026-11-23T03:20:00.000Z'], running: false, lastRun: okRun,
};
const goneJob: ScheduledJob = {
  ...sessionsJob, id: 'gone.job', nameKey: null, descriptionKey: null, known: false, enabled: false, nextRunAt: null, defaultCron: null, lastRun: null,
};

function renderScheduler({ canManage = true, stale = false } = {}) {
  let job = sessionsJob;
  const server = fakeServer(
    on('GET', '/scheduler/jobs', () => ({ body: { jobs: [job, goneJob] } })),
    on('PUT', '/scheduler/jobs/auth.ended-sessions', (call) => {
      const change = (call.body as { requestValue: { cron?: string; enabled?: boolean; version: number } }).requestValue;
      if (stale) return { status: 409, body: errorBody('CONFLICT', 'Someone changed this job meanwhile') };
      if (change.cron === '61 * * * *') {
        return { status: 400, body: errorBody('INVALID_INPUT', 'Invalid input', [{ path: '/requestValue/cron', message: '“61 * * * *” is not a five-field cron expression: Invalid value for minute: 61' }]) };
      }
      job = { ...job, ...change, version: job.version + 1, nextRunAt: change.enabled === false ? null : job.nextRunAt };
      return { body: job };
    }),
    on('POST', '/scheduler/jobs/auth.ended-sessions/run', () => ({ body: { ...okRun, id: 'r2', trigger: 'MANUAL', startedBy: 'admin' } })),
    on('GET', /^\/scheduler\/jobs\/auth\.ended-sessions\/runs/, () => ({ body: { runs: [okRun, failedRun] } })),
  );
  renderWithShell(<SchedulerScreen client={server.client} canManage={canManage} />);
  return server;
}

const card = (name: string) => screen.findByRole('region', { name });

describe('the scheduler screen', () => {
  it('lists each job with its expression, next three runs, enabled switch and last run', async () => {
    renderScheduler();
    expect(await screen.findByRole('heading', { level: 1, name: 'Scheduler' })).toBeTruthy();
    const job = await card('Delete ended sessions');
    expect(within(job).getByText('20 3 * * *')).toBeTruthy();
    expect(within(job).getByText(new Date('2026-11-22T03:20:00.000Z').toLocaleString('en'))).toBeTruthy();
    expect((within(job).getByRole('switch', { name: 'Delete ended sessions: enabled' }) as HTMLInputElement).checked).toBe(true);
    expect(within(job).getByText('3 sessions ended over 30 days ago deleted')).toBeTruthy();
    expect(within(job).getByText('42 ms')).toBeTruthy();
    const gone = await card('gone.job');
    expect(within(gone).getByText('Unknown job')).toBeTruthy();
    expect(within(gone).queryByRole('button', { name: /Run gone.job now/ })).toBeNull();
  });

  it('changes the expression; a bad one is explained at the job and nothing is saved', async () => {
    const { calls } = renderScheduler();
    const job = await card('Delete ended sessions');
    fireEvent.click(within(job).getByRole('button', { name: 'Change the schedule of Delete ended sessions' }));
    const input = within(job).getByRole('textbox', { name: /Cron expression/ });
    fireEvent.change(input, { target: { value: '61 * * * *' } });
    fireEvent.click(within(job).getByRole('button', { name: 'Save' }));
    expect((await within(job).findByRole('alert')).textContent).toContain('is not a five-field cron expression');
    fireEvent.change(input, { target: { value: '0 4 * * *' } });
    fireEvent.click(within(job).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(job).getByText('0 4 * * *')).toBeTruthy());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { requestValue: { version: 4, cron: '61 * * * *' } }, { requestValue: { version: 4, cron: '0 4 * * *' } },
    ]);
  });

  it('disables a job from the version shown, and says so when someone changed it meanwhile', async () => {
    const { calls } = renderScheduler({ stale: true });
    const job = await card('Delete ended sessions');
    fireEvent.click(within(job).getByRole('switch', { name: 'Delete ended sessions: enabled' }));
    expect((await within(job).findByRole('alert')).textContent).toContain('Someone changed this job meanwhile');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ requestValue: { version: 4, enabled: false } });
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/scheduler/jobs')).toHaveLength(2);
  });

  it('runs a job now, tells how it went and shows its runs newest first with their errors', async () => {
    const { calls } = renderScheduler();
    const job = await card('Delete ended sessions');
    fireEvent.click(within(job).getByRole('button', { name: 'Run Delete ended sessions now' }));
    expect((await within(job).findByRole('status')).textContent).toBe('Run ended: OK. 3 sessions ended over 30 days ago deleted');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/scheduler/jobs/auth.ended-sessions/run')).toBe(true);
    fireEvent.click(within(job).getByRole('button', { name: 'Show the runs of Delete ended sessions' }));
    const table = await within(job).findByRole('table', { name: 'Runs of Delete ended sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Schedule')).toBeTruthy();
    expect(within(rows[1]).getByText('admin (run now)')).toBeTruthy();
    expect(within(rows[1]).getByText('Failed')).toBeTruthy();
    expect(within(rows[1]).getByText('disk on fire')).toBeTruthy();
    expect(within(rows[1]).getByText('1.5 s')).toBeTruthy();
  });

  it('offers no changes and no run now to whoever may only look', async () => {
    renderScheduler({ canManage: false });
    const job = await card('Delete ended sessions');
    expect(within(job).queryByRole('button', { name: /Run|Change/ })).toBeNull();
    expect((within(job).getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    expect(within(job).getByRole('button', { name: 'Show the runs of Delete ended sessions' })).toBeTruthy();
  });
});
