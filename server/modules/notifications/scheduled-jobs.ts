/**
 * The notifications module's scheduled job (docs/scheduler.md): notifications past their time to live are deleted
 * (they are never answered once expired; the sweep frees their rows and tells the users' open tabs). Registered when
 * `routes.ts` is imported.
 */
import { scheduledJobs } from '../scheduler/job-catalogue.js';
import { sweepExpiredNotifications } from './notify.js';

scheduledJobs.register({
  id: 'notifications.expired', name: 'Delete expired notifications',
  nameKey: 'scheduler.jobs.expiredNotifications.name', descriptionKey: 'scheduler.jobs.expiredNotifications.description',
  defaultCron: '10 * * * *',
  run: async ({ db, now }) => {
    const count = await sweepExpiredNotifications(db, new Date(now()));
    return { key: 'scheduler.jobs.expiredNotifications.done', params: { count } };
  },
});
