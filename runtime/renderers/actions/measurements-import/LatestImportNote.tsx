/** The newest import the user may see (GET /measures/stats/latest-import): file, time, who, status and counts. */
import { Badge, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { instantText, numberText } from './format.js';
import type { LatestImport } from './measures-import-api.js';

const statusColor = { RUNNING: 'blue', DONE: 'teal', FAILED: 'red' } as const;

export function LatestImportNote({ latest }: { latest: LatestImport | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (latest === undefined) return null;
  const number = numberText(i18n.language);
  return (
    <Paper withBorder radius="md" px="md" py="xs" role="region" aria-label={t('measures.importDialog.latestTitle')}>
      <Group gap="xs" wrap="wrap" align="center">
        <Text size="sm" fw={600}>{t('measures.importDialog.latestTitle')}:</Text>
        {latest === null ? <Text size="sm" c="dimmed">{t('measures.importDialog.latestNone')}</Text> : (
          <>
            <Badge color={statusColor[latest.status]} variant="light">{t(`measures.importDialog.status.${latest.status}`)}</Badge>
            <Text size="sm">
              {t('measures.importDialog.latestLine', { file: latest.fileName, time: instantText(i18n.language)(latest.startedAt), user: latest.startedBy })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('measures.importDialog.latestCounts', {
                accepted: number(latest.accepted), duplicate: number(latest.duplicate), rejected: number(latest.rejected), total: number(latest.total),
              })}
              {latest.ships.length ? ` · ${t('measures.importDialog.ships', { ships: latest.ships.join(', ') })}` : ''}
            </Text>
          </>
        )}
      </Group>
    </Paper>
  );
}
