/** The day's signatures (who, rank, when, first or main, removals with their note) and its status history. */
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ElogHistoryRow, ElogSignature } from './elog-api.js';
import { historyStatusKey } from './entry-status.js';
import { shipDateTime } from './ship-clock.js';
import classes from './elog.module.css';

interface DayRecordProps {
  signatures: readonly ElogSignature[];
  history: readonly ElogHistoryRow[];
  /** The ship's clock offset the times are shown at. */
  offset: number;
  /** A rank as people read it (a role id becomes the role's name). */
  rankOf: (rank: string | null | undefined) => string | undefined;
}

export function DayRecord({ signatures, history, offset, rankOf }: DayRecordProps) {
  const { t } = useTranslation();
  const when = (iso: string) => shipDateTime(iso, offset);
  return (
    <Stack gap="sm">
      <section aria-labelledby="elog-signatures">
        <Title order={3} size="h5" id="elog-signatures" mb={4}>{t('elogDay.signatures')}</Title>
        {signatures.length === 0 ? <Text size="sm" c="dimmed">{t('elogDay.noSignatures')}</Text> : (
          <ul className={classes.plainList}>
            {signatures.map((s, i) => {
              const isRemoval = s.operationType === 'REMOVE_APPROVAL';
              const who = [rankOf(s.rank), [s.name, s.surname].filter(Boolean).join(' ') || s.userName].filter(Boolean).join(' ');
              return (
                <li key={`${s.signatureTs}:${i}`}>
                  <Group gap={6} wrap="wrap">
                    <Badge size="sm" variant="light" color={isRemoval ? 'red' : s.main ? 'teal' : 'cyan'}>
                      {t(isRemoval ? 'elogDay.signature.removed' : s.main ? 'elogDay.signature.main' : 'elogDay.signature.first')}
                    </Badge>
                    <Text size="sm">{who}</Text>
                    <Text size="xs" c="dimmed">{when(s.signatureTs)}</Text>
                  </Group>
                  {s.note && <Text size="xs" c="dimmed" ml={4}>{t('elogDay.signature.note', { note: s.note })}</Text>}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="elog-history">
        <Title order={3} size="h5" id="elog-history" mb={4}>{t('elogDay.statusHistory')}</Title>
        {history.length === 0 ? <Text size="sm" c="dimmed">{t('elogDay.noHistory')}</Text> : (
          <ul className={classes.plainList}>
            {history.map((h, i) => (
              <li key={`${h.historyTs}:${i}`}>
                <Text size="sm" span>{historyStatusKey[h.newStatus] ? t(historyStatusKey[h.newStatus]) : h.newStatus}</Text>
                <Text size="xs" c="dimmed" span> · {h.userName} · {when(h.historyTs)}</Text>
                {h.remark && <Text size="xs" c="dimmed">{h.remark}</Text>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Stack>
  );
}
