/**
 * The printouts module's scheduled job (docs/scheduler.md, docs/printouts.md "Schedules"): every minute, the report
 * contexts' schedules that are due are made and mailed. A schedule that fails is recorded and the others go on; the
 * run then fails with the reason (one schedule's own, or how many failed). Registered when `routes.ts` is imported.
 */
import { KeelError } from '../../errors/keel-error.js';
import { scheduledJobs } from '../scheduler/job-catalogue.js';
import { runDueSchedules } from './scheduled-printouts.js';

scheduledJobs.register({
  id: 'printouts.scheduled', name: 'Scheduled printouts by e-mail',
  nameKey: 'scheduler.jobs.scheduledPrintouts.name', descriptionKey: 'scheduler.jobs.scheduledPrintouts.description',
  defaultCron: '* * * * *',
  maxRunMinutes: 30,
  run: async ({ db, now }) => {
    const outcome = await runDueSchedules(db, now());
    const [first, ...more] = outcome.failures;
    if (first && !more.length) throw first.error;
    if (first) {
      throw new KeelError('BUSINESS_RULE', 'printouts.schedule.severalFailed', {
        failed: outcome.failures.length, done: outcome.done, schedules: outcome.failures.map((f) => f.schedule).join(', '),
      });
    }
    return { key: 'scheduler.jobs.scheduledPrintouts.done', params: { schedules: outcome.done, pdfs: outcome.pdfs, mails: outcome.mails } };
  },
});
