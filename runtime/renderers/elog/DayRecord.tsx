/**
 * The day's signatures (each entry's officer in charge with the entry he signed, the day's approval and its removals
 * with their note; who, rank, when) and its status history.
 */
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ElogHistoryRow, ElogSignature } from './elog-api.js';
import { historyStatusKey } from '../../../descriptors/lib/elog/day-answer.js';
import { shipDateTime } from './ship-clock.js';
import classes from './elog.module.css';

type PersonNamed = { userName: string; name?: string | null; surname?: string | null; rank?: string | null; rankCode?: string | null };

interface DayRecordProps {
  signatures: readonly ElogSignature[];
  history: readonly ElogHistoryRow[];
  /** The ship's clock offset the times are shown at. */
  offset: number;
  /** A rank as people read it: in the user's language by its role code (a role id becomes the role's name). */
  rankOf: (rank: string | null | undefined, rankCode?: string | null) => string | undefined;
  /** The entry an officer signed ("Watch 08:00–12:00"), and whether his signature covers it as it is now. */
  describeEntry?: (entryId: string, version: number) => { label: string; isCurrent: boolean } | undefined;
}

export function DayRecord({ signatures, history, offset, rankOf, describeEntry }: DayRecordProps) {
  const { t } = useTranslation();
  const when = (iso: string) => shipDateTime(iso, offset);
  const personOf = (p: PersonNamed) => [[p.name, p.surname].filter(Boolean).join(' ') || p.userName, rankOf(p.rank, p.rankCode)].filter(Boolean).join(', ');
  return (
    <Stack gap="sm">
      <section aria-labelledby="elog-signatures">
        <Title order={3} size="h5" id="elog-signatures" mb={4}>{t('elogDay.signatures')}</Title>
        {signatures.length === 0 ? <Text size="sm" c="dimmed">{t('elogDay.noSignatures')}</Text> : (
          <ul className={classes.plainList}>
            {signatures.map((s, i) => {
              const isRemoval = s.operationType === 'REMOVE_APPROVAL';
              const who = personOf(s);
              const entry = s.entryId ? describeEntry?.(s.entryId, s.entryVersion ?? 0) : undefined;
              const role = isRemoval ? 'elogDay.signature.removed' : s.main ? 'elogDay.signature.main' : s.entryId ? 'elogDay.signature.entry' : 'elogDay.signature.first';
              return (
                <li key={`${s.signatureTs}:${i}`}>
                  <Group gap={6} wrap="wrap">
                    <Badge size="sm" variant="light" color={isRemoval ? 'red' : s.main ? 'teal' : 'cyan'}>{t(role)}</Badge>
                    {entry && <Text size="sm" td={entry.isCurrent ? undefined : 'line-through'}>{entry.label}</Text>}
                    <Text size="sm">{who}</Text>
                    <Text size="xs" c="dimmed">{when(s.signatureTs)}</Text>
                  </Group>
                  {entry && !entry.isCurrent && <Text size="xs" c="dimmed" ml={4}>{t('elogDay.signature.changedSince')}</Text>}
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
                <Text size="xs" c="dimmed" span> · {h.person ? personOf(h.person) : h.userName} · {when(h.historyTs)}</Text>
                {h.remark && <Text size="xs" c="dimmed">{h.remark}</Text>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Stack>
  );
}
