/**
 * The algorithm's latest runs for the user's ships (GET algorithm-descriptor/{code}/runs, newest first): ship, trigger,
 * period, start, duration, points and error. Nothing is shown where the server does not keep a run log (404).
 */
import { Badge, Loader, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../runtime/api/api-error.js';
import type { AlgorithmApi, AlgorithmRun } from './algorithm-api.js';

type RunLogState = { state: 'loading' } | { state: 'absent' } | { state: 'failed'; message: string } | { state: 'loaded'; runs: AlgorithmRun[] };

const shownRuns = 50;

export function RunLog({ api, code }: { api: AlgorithmApi; code: string }) {
  const { t, i18n } = useTranslation();
  const [log, setLog] = useState<RunLogState>({ state: 'loading' });

  useEffect(() => {
    let isCurrent = true;
    setLog({ state: 'loading' });
    api.runs(code)
      .then((runs) => { if (isCurrent) setLog({ state: 'loaded', runs }); })
      .catch((error: Error) => {
        if (!isCurrent) return;
        setLog(error instanceof ApiError && error.status === 404 ? { state: 'absent' } : { state: 'failed', message: error.message });
      });
    return () => { isCurrent = false; };
  }, [api, code]);

  if (log.state === 'absent') return null;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const at = (iso: string) => time.format(new Date(iso));
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">{t('algorithmEditor.runLog.title')}</Title>
      {log.state === 'loading' && <Loader size="sm" aria-label={t('shell.loading')} />}
      {log.state === 'failed' && <Text size="sm" c="red">{log.message}</Text>}
      {log.state === 'loaded' && log.runs.length === 0 && <Text size="sm" c="dimmed">{t('algorithmEditor.runLog.none')}</Text>}
      {log.state === 'loaded' && log.runs.length > 0 && (
        <ScrollArea type="auto">
          <Table striped highlightOnHover fz="xs" miw={640} aria-label={t('algorithmEditor.runLog.title')}>
            <Table.Thead>
              <Table.Tr>
                {(['ship', 'trigger', 'period', 'startedAt', 'ms', 'points', 'error'] as const).map((column) => (
                  <Table.Th key={column}>{t(`algorithmEditor.runLog.${column}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.runs.slice(0, shownRuns).map((run) => (
                <Table.Tr key={run.id}>
                  <Table.Td>{run.unit.name}</Table.Td>
                  <Table.Td>{t(`algorithmEditor.runLog.triggers.${run.trigger}`)}</Table.Td>
                  <Table.Td>{at(run.periodStart)} – {at(run.periodEnd)}</Table.Td>
                  <Table.Td>{at(run.startedAt)}</Table.Td>
                  <Table.Td>{number.format(run.ms)}</Table.Td>
                  <Table.Td>{number.format(run.points)}</Table.Td>
                  <Table.Td>{run.error ? <Badge color="red" variant="light" title={run.error}>{run.error.slice(0, 60)}</Badge> : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
