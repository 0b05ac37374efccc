/** A job's last runs, newest first: when, how it was started, how long it took, the result and what it did or why it failed. */
import { Badge, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SchedulerApi } from '../../api/scheduler-api.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { durationText, resultColour, runSummaryText, timeText } from './run-text.js';

export function JobRuns({ api, jobId, jobName }: { api: SchedulerApi; jobId: string; jobName: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const runs = useLoadingStatus(() => api.runs(jobId));
  if (runs.status === 'Error') return <Text size="sm" c="red" role="alert">{runs.error?.message}</Text>;
  if (!runs.value) return <Loader size="sm" aria-label={t('shell.loading')} />;
  if (!runs.value.runs.length) return <Text size="sm" c="dimmed">{t('scheduler.noRuns')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder aria-label={t('scheduler.runsOf', { job: jobName })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('scheduler.runs.started')}</Table.Th>
            <Table.Th>{t('scheduler.runs.trigger')}</Table.Th>
            <Table.Th>{t('scheduler.runs.duration')}</Table.Th>
            <Table.Th>{t('scheduler.runs.result')}</Table.Th>
            <Table.Th>{t('scheduler.runs.summary')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.value.runs.map((run) => (
            <Table.Tr key={run.id}>
              <Table.Td>{timeText(run.startedAt, language)}</Table.Td>
              <Table.Td>{run.trigger === 'MANUAL' ? t('scheduler.trigger.MANUAL', { person: run.startedBy ?? '' }) : t('scheduler.trigger.CRON')}</Table.Td>
              <Table.Td>{durationText(t, run.durationMs)}</Table.Td>
              <Table.Td><Badge size="sm" variant="light" color={resultColour[run.result]} tt="none">{t(`scheduler.result.${run.result}`)}</Badge></Table.Td>
              <Table.Td>
                <Text size="sm">{runSummaryText(t, run)}</Text>
                {run.summary && run.error && <Text size="xs" c="dimmed" ff="monospace">{run.error}</Text>}
                <Text size="xs" c="dimmed">{run.instanceId}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
