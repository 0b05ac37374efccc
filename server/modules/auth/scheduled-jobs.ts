/**
 * The auth module's scheduled jobs (docs/scheduler.md): ended sessions are deleted after a month, and sign-in
 * throttling rows whose window is over are pruned. Registered when `routes.ts` is imported.
 */
import { scheduledJobs } from '../scheduler/job-catalogue.js';
import { deleteEndedSessions } from './sessions.js';
import { pruneThrottle, readThrottleRules } from './throttle.js';

/** How long an ended (expired or revoked) session is kept before it is deleted. */
export const endedSessionKeepDays = 30;

scheduledJobs.register({
  id: 'auth.ended-sessions', name: 'Delete ended sessions',
  nameKey: 'scheduler.jobs.endedSessions.name', descriptionKey: 'scheduler.jobs.endedSessions.description',
  defaultCron: '20 3 * * *',
  run: async ({ db, now }) => {
    const count = await deleteEndedSessions(db, new Date(now() - endedSessionKeepDays * 86_400_000));
    return { key: 'scheduler.jobs.endedSessions.done', params: { count, days: endedSessionKeepDays } };
  },
});

scheduledJobs.register({
  id: 'auth.sign-in-throttle', name: 'Prune sign-in throttling',
  nameKey: 'scheduler.jobs.signInThrottle.name', descriptionKey: 'scheduler.jobs.signInThrottle.description',
  defaultCron: '5 * * * *',
  run: async ({ db, now }) => {
    await pruneThrottle(db, await readThrottleRules(db), new Date(now()));
    return { key: 'scheduler.jobs.signInThrottle.done' };
  },
});
