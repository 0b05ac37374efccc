/**
 * The operator's dialog for one alarm: acknowledge (a comment, required), shelve (for how long, and why) or unshelve.
 * Sends from the version shown; a refusal (someone acknowledged first: 409) stays in the dialog as the server said it.
 */
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmEpisode } from '../../../descriptors/lib/alarms/alarm.js';
import { alarmInputLimits } from '../../../descriptors/lib/alarms/episode-views.js';
import { PriorityBadge, StateBadge, useEpisodeText } from './episode-parts.js';

export type EpisodeAction = 'acknowledge' | 'shelve' | 'unshelve';

interface Props {
  episode: AlarmEpisode | null;
  action: EpisodeAction;
  onClose(): void;
  /** sends the action; a rejection's message is shown */
  onSend(input: { comment: string; minutes: number }): Promise<void>;
}

export function EpisodeActionDialog({ episode, action, onClose, onSend }: Props) {
  const { t } = useTranslation();
  const text = useEpisodeText();
  const [comment, setComment] = useState('');
  const [minutes, setMinutes] = useState<number | string>(60);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => { setComment(''); setMinutes(60); setTried(false); setProblem(null); }, [episode?.id, action]);

  const needsText = action !== 'unshelve';
  const minutesOk = typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 1 && minutes <= alarmInputLimits.maxShelveMinutes;
  const send = async () => {
    setTried(true);
    if ((needsText && !comment.trim()) || (action === 'shelve' && !minutesOk)) return;
    setBusy(true);
    setProblem(null);
    try {
      await onSend({ comment: comment.trim(), minutes: Number(minutes) });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={episode !== null} onClose={onClose} title={t(`alarms.actions.${action}Title`)} centered zIndex={1100}>
      {episode && (
        <Stack gap="sm">
          <Stack gap={4}>
            <Text fw={600}>{text.title(episode)}</Text>
            <Group gap="xs"><PriorityBadge priority={episode.priority} /><StateBadge state={episode.state} /></Group>
            <Text size="sm" c="dimmed">{[episode.unitName, episode.subjectLabel, text.value(episode.lastValue)].filter(Boolean).join(' · ')}</Text>
          </Stack>
          {action === 'shelve' && (
            <NumberInput label={t('alarms.actions.minutes')} required min={1} max={alarmInputLimits.maxShelveMinutes} step={15} allowDecimal={false}
              value={minutes} onChange={setMinutes} description={t('alarms.actions.minutesHelp', { max: alarmInputLimits.maxShelveMinutes / 60 })}
              error={tried && !minutesOk ? t('alarms.actions.minutesInvalid', { max: alarmInputLimits.maxShelveMinutes }) : undefined} />
          )}
          {needsText && (
            <Textarea label={t(action === 'acknowledge' ? 'alarms.actions.comment' : 'alarms.actions.reason')} required rows={3} data-autofocus
              maxLength={alarmInputLimits.comment} value={comment} onChange={(e) => setComment(e.currentTarget.value)}
              error={tried && !comment.trim() ? t('alarms.actions.textRequired') : undefined} />
          )}
          {action === 'unshelve' && <Text size="sm">{t('alarms.actions.unshelveQuestion', { until: episode.shelvedUntil ?? '' })}</Text>}
          {problem && <Text size="sm" c="red" role="alert">{problem}</Text>}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
            <Button onClick={() => void send()} loading={busy}>{t(`alarms.actions.${action}`)}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
