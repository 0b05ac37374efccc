/**
 * The signatures a logbook day still awaits, and from whom: each entry's officer in charge (by name and rank, or any
 * officer in charge when its author may not sign), then the day's approval by the ranks that give it.
 */
import { List, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { awaitedSignatures, entryTimeText, type DaySigning, type EntrySigning } from '../../../descriptors/lib/elog/day-signing.js';

interface AwaitedSignaturesProps {
  signing: DaySigning;
  nameOf: (code: string) => string;
  rankOf: (rank: string | null | undefined, rankCode?: string | null) => string | undefined;
  /** Left out: what the user is giving now. */
  exceptEntries?: readonly string[];
  exceptApproval?: boolean;
  /** Said when nothing else is awaited; nothing shown when absent. */
  whenNone?: string;
}

/** "Watch 08:00–12:00". */
export const entryLabel = (entry: Pick<EntrySigning, 'entryDescriptor' | 'start' | 'end'>, nameOf: (code: string) => string) =>
  `${nameOf(entry.entryDescriptor)} ${entryTimeText(entry.start, entry.end)}`;

export function AwaitedSignatures({ signing, nameOf, rankOf, exceptEntries = [], exceptApproval, whenNone }: AwaitedSignaturesProps) {
  const { t } = useTranslation();
  // The day view and the sign dialog each show the list: each labels its own.
  const titleId = useId();
  const awaited = awaitedSignatures(signing);
  const entries = awaited.entries.filter((e) => !exceptEntries.includes(e.entryId));
  const approval = awaited.approval && !exceptApproval;
  if (!entries.length && !approval) return whenNone ? <Text size="sm" c="dimmed">{whenNone}</Text> : null;
  const who = (entry: EntrySigning) => {
    if (entry.signedBy === 'ANY_OFFICER') return t('elogDay.awaited.anyOfficer');
    const { name, surname, userName, rank, rankCode } = entry.author;
    return [[name, surname].filter(Boolean).join(' ') || userName, rankOf(rank, rankCode)].filter(Boolean).join(', ');
  };
  const approvers = signing.approvers.map((r) => rankOf(r.name, r.code) ?? r.name).join(t('elogDay.awaited.or'));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={titleId}>{t('elogDay.awaited.title')}</Text>
      <List size="sm" spacing={2} aria-labelledby={titleId}>
        {entries.map((entry) => (
          <List.Item key={entry.entryId}>
            {t('elogDay.awaited.entry', { entry: entryLabel(entry, nameOf), who: who(entry) })}
            {entry.changedAfterSigning && <Text span size="xs" c="dimmed"> {t('elogDay.awaited.changedAfterSigning')}</Text>}
          </List.Item>
        ))}
        {approval && <List.Item>{t('elogDay.awaited.approval', { who: approvers || t('elogDay.awaited.anyApprover') })}</List.Item>}
      </List>
    </Stack>
  );
}
