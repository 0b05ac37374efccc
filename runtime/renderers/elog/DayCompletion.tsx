/**
 * Completing a logbook day (SET_DAY_COMPLETE) where the button is: first what the day still needs (each required entry
 * type with its count, drafts to finish, entries awaiting their officer's signature), then "Complete day", which asks
 * for confirmation naming what will be locked and warns when the day is not over on the ship's clock (a day completed
 * at 21:59 takes no more of its 20–24 watch). The checklist reads as the server checks; the server still decides.
 */
import { Alert, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { entryTimeText } from '../../../descriptors/lib/elog/day-signing.js';
import { Icon } from '../../shell/Icon.js';
import { toSaveProblem } from '../crud/save-problem.js';
import { dayChecklist } from './day-checklist.js';
import type { ElogAggregation, ElogApi, ElogDay, ElogEntry } from './elog-api.js';
import type { ElogConfigBody } from '../../../descriptors/kinds/elog-config/elog-config.schema.js';
import type { ElogEntryDescriptorBody } from '../../../descriptors/kinds/elog-entry-descriptor/elog-entry-descriptor.schema.js';
import type { ShownProblem } from './ProblemAlert.js';
import { clockText } from './ship-clock.js';

interface DayCompletionProps {
  api: ElogApi;
  day: ElogAggregation;
  entries: readonly ElogEntry[];
  config: ElogConfigBody;
  entryDescriptors: readonly ElogEntryDescriptorBody[];
  nameOf: (code: string) => string;
  /** The ship's clock offset now. */
  offset: number;
  /** The user may complete the day (else the checklist only says what it needs). */
  canComplete: boolean;
  onChanged: (day: ElogDay) => void;
  onProblem: (problem: ShownProblem | null) => void;
}

function Check({ state, children }: { state: 'done' | 'missing' | 'note'; children: ReactNode }) {
  const look = { done: { color: 'teal', icon: 'check' }, missing: { color: 'red', icon: 'x' }, note: { color: 'yellow', icon: 'alert' } }[state];
  return (
    <List.Item icon={<ThemeIcon size={20} radius="xl" variant="light" color={look.color} aria-hidden><Icon name={look.icon} size={13} /></ThemeIcon>}>
      <Text size="sm" span>{children}</Text>
    </List.Item>
  );
}

export function DayCompletion({ api, day, entries, config, entryDescriptors, nameOf, offset, canComplete, onChanged, onProblem }: DayCompletionProps) {
  const { t } = useTranslation();
  const [isCompleting, setCompleting] = useState(false);
  const checklist = dayChecklist(config, entryDescriptors, entries, day.endDate, Date.now());
  const entryText = (entry: ElogEntry) => `${entryTimeText(entry.heading.start, entry.heading.end)} ${nameOf(entry.entryDescriptor)}`;

  const complete = async () => {
    setCompleting(true);
    onProblem(null);
    try {
      onChanged(await api.completeDay(day));
    } catch (error) {
      onProblem(toSaveProblem(error));
    } finally {
      setCompleting(false);
    }
  };

  const confirm = () => {
    // The clock is read again when asked: the page may have been open for hours.
    const now = Date.now();
    const isEarly = now < Date.parse(day.endDate);
    modals.openConfirmModal({
      title: t('elogDay.completion.confirmTitle', { day: day.day }), centered: true, zIndex: 1100,
      children: (
        <Stack gap="sm">
          {isEarly && (
            <Alert color="orange" variant="light" icon={<Icon name="alert" />} title={t('elogDay.completion.earlyTitle')}>
              {t('elogDay.completion.early', { now: clockText({ timestamp: now, offset }) })}
            </Alert>
          )}
          <Text size="sm">{t('elogDay.completion.locks', { count: checklist.locked.length })}</Text>
          {checklist.locked.length > 0 && (
            <List size="sm" spacing={2} aria-label={t('elogDay.completion.lockedEntries')}>
              {checklist.locked.map((entry) => <List.Item key={entry.id}>{entryText(entry)}</List.Item>)}
            </List>
          )}
          <Text size="sm" c="dimmed">{t('elogDay.completion.after')}</Text>
        </Stack>
      ),
      labels: { confirm: t('elogDay.completion.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: isEarly ? 'orange' : undefined },
      onConfirm: () => void complete(),
    });
  };

  const { required, drafts, unsigned, isBlocked, isEarly } = checklist;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="elog-completion">
      <Stack gap="xs">
        <Title order={3} size="h5" id="elog-completion">{t('elogDay.completion.title')}</Title>
        <List spacing={4} center>
          {required.map((type) => (
            <Check key={type.code} state={type.present >= type.min ? 'done' : 'missing'}>
              {t('elogDay.completion.required', { name: nameOf(type.code), present: type.present, min: type.min })}
            </Check>
          ))}
          {drafts.length ? (
            <Check state="missing">{t('elogDay.completion.drafts', { count: drafts.length, entries: drafts.map(entryText).join(', ') })}</Check>
          ) : (
            <Check state="done">{t('elogDay.completion.noDrafts')}</Check>
          )}
          {unsigned.length > 0 && (
            <Check state="note">{t('elogDay.completion.unsigned', { count: unsigned.length, entries: unsigned.map(entryText).join(', ') })}</Check>
          )}
          {isEarly && <Check state="note">{t('elogDay.completion.notOver', { now: clockText({ timestamp: Date.now(), offset }) })}</Check>}
        </List>
        {canComplete && (
          <Group gap="xs" wrap="wrap">
            <Button variant="light" leftSection={<Icon name="check" size={16} />} loading={isCompleting} disabled={isBlocked} onClick={confirm}>
              {t('elogDay.completeDay')}
            </Button>
            {isBlocked && <Text size="xs" c="dimmed">{t('elogDay.completion.blocked')}</Text>}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
