/**
 * The e-mail module's scheduled job (docs/scheduler.md): mails sent or given up are kept 90 days for the outbox's
 * history on /email-tester, then deleted with their attachments. Mail still queued is never deleted. Registered when
 * `routes.ts` is imported.
 */
import { scheduledJobs } from '../scheduler/job-catalogue.js';
import { deleteFinishedMail } from './outbox.js';

/** How long a sent or failed mail stays in the outbox. */
export const finishedMailKeepDays = 90;

scheduledJobs.register({
  id: 'email.outbox-retention', name: 'Delete old mail from the outbox',
  nameKey: 'scheduler.jobs.outboxRetention.name', descriptionKey: 'scheduler.jobs.outboxRetention.description',
  defaultCron: '40 4 * * *',
  run: async ({ db, now }) => {
    const count = await deleteFinishedMail(db, new Date(now() - finishedMailKeepDays * 86_400_000));
    return { key: 'scheduler.jobs.outboxRetention.done', params: { count, days: finishedMailKeepDays } };
  },
});
