/**
 * The schedules of the chosen printout (report contexts' `schedules`, docs/printouts.md "Schedules"): each with its
 * expression, period, ships and distribution list, its next three times in the browser's time zone, and how its last
 * run ended (the failure's reason translated). Shown only when the printout has any; edited on /report-context.
 */
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoadingState } from '../../shell/use-loading-status.js';
import { formatDateTime } from '../crud/display-value.js';
import type { PrintoutScheduleAnswer } from './printout-api.js';

const resultColour = { OK: 'teal', FAILED: 'red', RUNNING: 'blue' } as const;

export function PrintoutSchedules({ schedules }: { schedules: LoadingState<PrintoutScheduleAnswer[]> }) {
  const { t } = useTranslation();
  const list = schedules.value ?? [];
  if (!list.length) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="printout-schedules-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="printout-schedules-title">{t('printoutReporting.schedules.title')}</Title>
        {list.map((s) => (
          <Stack key={`${s.context}/${s.id}`} gap={2}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm">{s.id}</Text>
              <Text size="sm" ff="monospace">{s.cron}</Text>
              {!s.enabled && <Badge color="gray" variant="light">{t('printoutReporting.schedules.disabled')}</Badge>}
              {s.last && <Badge color={resultColour[s.last.result]} variant="light">{t(`printoutReporting.schedules.result.${s.last.result}`)}</Badge>}
            </Group>
            <Text size="sm" c="dimmed">
              {t('printoutReporting.schedules.what', {
                period: s.period ? t(`printoutReporting.schedules.period.${s.period}`) : '—', ships: s.units.join(', ') || '—', list: s.distributionList,
              })}
            </Text>
            {s.enabled && <Text size="sm">{t('printoutReporting.schedules.next', { times: s.nextRuns.map(formatDateTime).join(' · ') || '—' })}</Text>}
            {s.last?.result === 'FAILED' && s.last.message && <Text size="sm" c="red">{t(s.last.message.key, s.last.message.params)}</Text>}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
