/** One scheduled job: name, expression (editable), next times, enabled, last run, "Run now" and its runs. */
import { Badge, Button, Card, Code, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cronLimits, type ScheduledJob, type ScheduledJobChange } from '../../../descriptors/lib/scheduler/scheduled-jobs.js';
import { ApiError } from '../../api/api-error.js';
import type { SchedulerApi } from '../../api/scheduler-api.js';
import { Icon } from '../../shell/Icon.js';
import { JobRuns } from './JobRuns.js';
import { durationText, resultColour, runSummaryText, timeText } from './run-text.js';

export interface JobCardProps {
  job: ScheduledJob;
  api: SchedulerApi;
  canManage: boolean;
  onChanged: (job: ScheduledJob) => void;
  onReload: () => Promise<void>;
}

const problemOf = (error: unknown) =>
  error instanceof ApiError && error.errors.length ? error.errors.map((e) => e.message).join(' ') : (error as Error).message;

export function JobCard({ job, api, canManage, onChanged, onReload }: JobCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [cron, setCron] = useState<string>();
  const [busy, setBusy] = useState<'save' | 'enable' | 'run'>();
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [showRuns, setShowRuns] = useState(false);
  const [runsKey, setRunsKey] = useState(0);
  const name = job.nameKey ? t(job.nameKey) : job.id;
  const headingId = `job-${job.id.replace(/[^a-z0-9-]/gi, '-')}`;

  const act = async (what: 'save' | 'enable' | 'run', action: () => Promise<void>) => {
    setProblem(undefined);
    setNotice(undefined);
    setBusy(what);
    try {
      await action();
    } catch (error) {
      setProblem(problemOf(error));
      // Someone else changed the job meanwhile: show it as it is now.
      if (error instanceof ApiError && error.status === 409) await onReload();
    } finally {
      setBusy(undefined);
    }
  };
  const change = (what: 'save' | 'enable', body: Omit<ScheduledJobChange, 'version'>) => act(what, async () => {
    onChanged(await api.change(job.id, { version: job.version, ...body }));
    if (what === 'save') setCron(undefined);
  });
  const runNow = () => act('run', async () => {
    const run = await api.runNow(job.id);
    setNotice(run.result === 'RUNNING' ? t('scheduler.run.started') : t('scheduler.run.ended', { result: t(`scheduler.result.${run.result}`), summary: runSummaryText(t, run) }));
    setRunsKey((k) => k + 1);
    await onReload();
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div>
            <Group gap="xs">
              <Title order={2} size="h4" id={headingId}>{name}</Title>
              {!job.known && <Badge size="sm" color="gray" variant="light" tt="none">{t('scheduler.unknownType')}</Badge>}
              {job.running && <Badge size="sm" color="blue" variant="light" tt="none">{t('scheduler.result.RUNNING')}</Badge>}
            </Group>
            <Text size="sm" c="dimmed">{job.descriptionKey ? t(job.descriptionKey) : t('scheduler.unknownTypeDescription')}</Text>
          </div>
          <Switch
            checked={job.enabled} label={t('scheduler.enabled')} disabled={!canManage || !job.known || Boolean(busy)}
            aria-label={t('scheduler.enabledFor', { job: name })}
            onChange={(event) => void change('enable', { enabled: event.currentTarget.checked })}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{t('scheduler.schedule')}</Text>
            {cron === undefined ? (
              <Group gap="xs">
                <Code>{job.cron}</Code><Text size="xs" c="dimmed">UTC</Text>
                {canManage && (
                  <Button size="compact-xs" variant="subtle" onClick={() => setCron(job.cron)} aria-label={t('scheduler.editCronFor', { job: name })}>
                    {t('scheduler.editCron')}
                  </Button>
                )}
              </Group>
            ) : (
              <Stack gap={4}>
                <TextInput
                  size="xs" value={cron} maxLength={cronLimits.maxLength} label={t('scheduler.cronLabel')} description={t('scheduler.cronHelp')}
                  onChange={(event) => setCron(event.currentTarget.value)} styles={{ input: { fontFamily: 'monospace' } }}
                />
                <Group gap="xs">
                  <Button size="compact-xs" loading={busy === 'save'} onClick={() => void change('save', { cron })}>{t('scheduler.save')}</Button>
                  <Button size="compact-xs" variant="default" onClick={() => { setCron(undefined); setProblem(undefined); }}>{t('scheduler.cancel')}</Button>
                </Group>
              </Stack>
            )}
          </Stack>
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{job.enabled ? t('scheduler.nextRuns') : t('scheduler.wouldRun')}</Text>
            {job.upcoming.length
              ? job.upcoming.map((at) => <Text size="sm" key={at}>{timeText(at, language)}</Text>)
              : <Text size="sm" c="dimmed">{t('scheduler.never')}</Text>}
          </Stack>
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{t('scheduler.lastRun')}</Text>
            {job.lastRun ? (
              <>
                <Group gap="xs">
                  <Badge size="sm" variant="light" color={resultColour[job.lastRun.result]} tt="none">{t(`scheduler.result.${job.lastRun.result}`)}</Badge>
                  <Text size="sm">{timeText(job.lastRun.startedAt, language)}</Text>
                  <Text size="sm" c="dimmed">{durationText(t, job.lastRun.durationMs)}</Text>
                </Group>
                <Text size="sm" c={job.lastRun.result === 'FAILED' ? 'red' : undefined}>{runSummaryText(t, job.lastRun)}</Text>
              </>
            ) : <Text size="sm" c="dimmed">{t('scheduler.notRunYet')}</Text>}
          </Stack>
        </SimpleGrid>
        {problem && <Text size="sm" c="red" role="alert">{problem}</Text>}
        {notice && <Text size="sm" role="status">{notice}</Text>}
        <Group gap="xs">
          {canManage && job.known && (
            <Button size="xs" variant="default" leftSection={<Icon name="refresh" size={14} />} loading={busy === 'run'} disabled={Boolean(busy) || job.running}
              onClick={() => void runNow()} aria-label={t('scheduler.runNowFor', { job: name })}>
              {t('scheduler.runNow')}
            </Button>
          )}
          <Button size="xs" variant="subtle" onClick={() => setShowRuns((s) => !s)} aria-expanded={showRuns} aria-label={t(showRuns ? 'scheduler.hideRunsFor' : 'scheduler.showRunsFor', { job: name })}>
            {showRuns ? t('scheduler.hideRuns') : t('scheduler.showRuns')}
          </Button>
        </Group>
        {showRuns && <JobRuns key={runsKey} api={api} jobId={job.id} jobName={name} />}
      </Stack>
    </Card>
  );
}
