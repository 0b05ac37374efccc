/** The scheduler's calls (`/api/scheduler/…`; the `/scheduler` setup screen). */
import type {
  ScheduledJob, ScheduledJobChange, ScheduledJobList, ScheduledJobRun, ScheduledJobRunList,
} from '../../descriptors/lib/scheduler/scheduled-jobs.js';
import type { ApiClient } from './api-client.js';

export function schedulerApi(client: ApiClient) {
  const job = (id: string) => `/scheduler/jobs/${encodeURIComponent(id)}`;
  return {
    jobs: () => client.get<ScheduledJobList>('/scheduler/jobs'),
    /** A new expression and/or enabled flag from the version shown (409 when someone changed it meanwhile). */
    change: (id: string, change: ScheduledJobChange) => client.put<ScheduledJob>(job(id), { requestValue: change }),
    /** Runs the job now; answers the run, ended or still RUNNING. */
    runNow: (id: string) => client.post<ScheduledJobRun>(`${job(id)}/run`),
    runs: (id: string, limit = 20) => client.get<ScheduledJobRunList>(`${job(id)}/runs?limit=${limit}`),
  };
}

export type SchedulerApi = ReturnType<typeof schedulerApi>;
