/**
 * The alarms module's scheduled job (docs/alarms.md "Engine", docs/scheduler.md): the sweep, every minute, claimed
 * once across instances by the scheduler. Registered when `engine-wiring.ts` is imported (server/app.ts).
 */
import { scheduledJobs } from '../scheduler/job-catalogue.js';
import { engineOptionsOf } from './engine-options.js';
import { runAlarmSweep } from './sweep.js';

scheduledJobs.register({
  id: 'alarms.sweep', name: 'Alarm sweep',
  nameKey: 'scheduler.jobs.alarmSweep.name', descriptionKey: 'scheduler.jobs.alarmSweep.description',
  defaultCron: '* * * * *',
  run: async ({ db, now }) => {
    const summary = await runAlarmSweep(db, now(), engineOptionsOf(db));
    return { key: 'scheduler.jobs.alarmSweep.done', params: { ...summary } };
  },
});
