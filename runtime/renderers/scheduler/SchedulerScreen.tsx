/**
 * The scheduler (SPEC §2 Setup "/scheduler", docs/scheduler.md): every scheduled job with its cron expression (UTC),
 * its next three times, whether it is enabled and how its last run went; whoever holds SETUP at MANAGEMENT changes the
 * expression, enables or disables it and runs it now. Each job opens its last runs.
 */
import { Alert, Group, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScheduledJob } from '../../../descriptors/lib/scheduler/scheduled-jobs.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { schedulerApi } from '../../api/scheduler-api.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { JobCard } from './JobCard.js';

export interface SchedulerScreenProps {
  client: ApiClient;
  screenTitle?: LocalText;
  /** Whether changes and "Run now" are offered (SETUP at MANAGEMENT; the server checks again). */
  canManage: boolean;
}

export function SchedulerScreen({ client, screenTitle, canManage }: SchedulerScreenProps) {
  const { t } = useTranslation();
  const scheduler = schedulerApi(client);
  const jobs = useLoadingStatus(() => scheduler.jobs());
  const replace = (job: ScheduledJob) => {
    if (jobs.value) jobs.set({ jobs: jobs.value.jobs.map((j) => (j.id === job.id ? job : j)) });
  };

  return (
    <Stack gap="lg">
      <ScreenHeader title={screenTitle} fallback={t('scheduler.title')} subtitle={t('scheduler.subtitle')} />
      {jobs.status === 'Error' && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('scheduler.failed')}>{jobs.error?.message}</Alert>
      )}
      {jobs.status === 'Loading' && <Group justify="center" py="xl"><Loader aria-label={t('shell.loading')} /></Group>}
      {jobs.value?.jobs.map((job) => (
        <JobCard key={job.id} job={job} api={scheduler} canManage={canManage} onChanged={replace} onReload={() => jobs.reload()} />
      ))}
    </Stack>
  );
}
