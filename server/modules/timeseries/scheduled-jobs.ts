/**
 * The time-series module's scheduled job (docs/scheduler.md): the narrow rows of days that have closed are packed into
 * day chunks even when no new batch arrives to do it (ingestion packs them only when a closed day's point comes in).
 * Registered when `routes.ts` is imported.
 */
import { scheduledJobs } from '../scheduler/job-catalogue.js';
import { compactClosedDays, openDaysStart } from './compaction.js';

scheduledJobs.register({
  id: 'timeseries.compact-closed-days', name: 'Pack closed days of measurements',
  nameKey: 'scheduler.jobs.compactClosedDays.name', descriptionKey: 'scheduler.jobs.compactClosedDays.description',
  defaultCron: '10 0 * * *',
  maxRunMinutes: 180,
  run: async ({ db, now }) => {
    const points = await compactClosedDays(db, openDaysStart(now()), { lock: true });
    return { key: 'scheduler.jobs.compactClosedDays.done', params: { points } };
  },
});
