/**
 * The entries of the day in time order: ship's time with its offset (and the end of a period), the entry type, its
 * status and who changed it last, by name and rank as a legal log names people (ranks in the reader's language).
 * Deleted entries stay visible, struck through. Each row is a button (Tab, Enter).
 */
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { personText } from '../../../descriptors/lib/elog/print-signatures.js';
import type { ElogEntry } from './elog-api.js';
import { entryStatusColour, entryStatusKey } from './entry-status.js';
import { clockText, clockTime, shipDateTime } from './ship-clock.js';
import classes from './elog.module.css';

interface EntryListProps {
  entries: readonly ElogEntry[];
  day: string;
  nameOf: (code: string) => string;
  selectedId?: string;
  onSelect: (entry: ElogEntry) => void;
}

/** Start order, ties by id: as the server lists them and the workflow reads them. */
const byTime = (a: ElogEntry, b: ElogEntry) => a.heading.start.timestamp - b.heading.start.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function EntryList({ entries, day, nameOf, selectedId, onSelect }: EntryListProps) {
  const { t } = useTranslation();
  if (!entries.length) return <Text size="sm" c="dimmed" py="sm">{t('elogDay.noEntries')}</Text>;
  return (
    <ul className={classes.entryList} aria-label={t('elogDay.entriesOfDay', { day })}>
      {[...entries].sort(byTime).map((entry) => {
        const isDeleted = entry.eleStatus === 'DELETED';
        const { start, end } = entry.heading;
        return (
          <li key={entry.id}>
            <UnstyledButton
              className={classes.entry} data-selected={entry.id === selectedId || undefined} data-deleted={isDeleted || undefined} data-entry-id={entry.id}
              aria-current={entry.id === selectedId ? 'true' : undefined} onClick={() => onSelect(entry)}
            >
              <Stack gap={2}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} size="sm" className={isDeleted ? classes.struck : undefined}>
                    {clockText(start, day)}{end ? ` – ${clockTime(end, day)}` : ''}
                  </Text>
                  <Badge size="sm" variant="light" color={entryStatusColour[entry.eleStatus]}>{t(entryStatusKey[entry.eleStatus])}</Badge>
                </Group>
                <Text size="sm" className={isDeleted ? classes.struck : undefined}>{nameOf(entry.entryDescriptor)}</Text>
                {entry.updatedBy && (
                  <Text size="xs" c="dimmed">{t('elogDay.changedBy', { user: entry.author ? personText(entry.author, t) : entry.updatedBy, at: entry.updatedAt ? shipDateTime(entry.updatedAt, start.offset) : '' })}</Text>
                )}
              </Stack>
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}
