/**
 * The alarm actions of a row (acknowledge; shelve or unshelve for ALARMS MANAGEMENT) and the one dialog behind them.
 * `onChanged` receives the episode as the server answered it, so the screen updates its row without another read.
 */
import { Button, Group } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmEpisode } from '../../../descriptors/lib/alarms/alarm.js';
import { isShelved } from '../../../descriptors/lib/alarms/episode-views.js';
import type { AlarmsApi } from './alarms-api.js';
import { EpisodeActionDialog, type EpisodeAction } from './EpisodeActionDialog.js';
import { canBeAcknowledged, useAlarmRights } from './episode-parts.js';

export function useEpisodeActions(calls: AlarmsApi, onChanged: (episode: AlarmEpisode) => void, now: () => number = Date.now) {
  const { t } = useTranslation();
  const { canAcknowledge, canShelve } = useAlarmRights();
  const [target, setTarget] = useState<{ episode: AlarmEpisode; action: EpisodeAction } | null>(null);

  const send = async ({ comment, minutes }: { comment: string; minutes: number }) => {
    if (!target) return;
    const { episode, action } = target;
    const changed = action === 'acknowledge' ? await calls.acknowledge(episode, comment)
      : action === 'shelve' ? await calls.shelve(episode, minutes, comment) : await calls.unshelve(episode);
    setTarget(null);
    onChanged(changed);
  };

  const buttons = (episode: AlarmEpisode): ReactNode => {
    const shelved = isShelved(episode, now());
    const label = `${t('alarms.actions.for')} ${episode.subjectLabel}`;
    return (
      <Group gap={4} wrap="nowrap" onClick={(e) => e.stopPropagation()}>
        {canAcknowledge && canBeAcknowledged(episode) && (
          <Button size="compact-xs" variant="filled" color="red" aria-label={`${t('alarms.actions.acknowledge')} ${label}`}
            onClick={() => setTarget({ episode, action: 'acknowledge' })}>{t('alarms.actions.ackShort')}</Button>
        )}
        {canShelve && episode.state !== 'NORMAL' && (
          <Button size="compact-xs" variant="light" aria-label={`${t(shelved ? 'alarms.actions.unshelve' : 'alarms.actions.shelve')} ${label}`}
            onClick={() => setTarget({ episode, action: shelved ? 'unshelve' : 'shelve' })}>{t(shelved ? 'alarms.actions.unshelve' : 'alarms.actions.shelve')}</Button>
        )}
      </Group>
    );
  };

  const dialog = <EpisodeActionDialog episode={target?.episode ?? null} action={target?.action ?? 'acknowledge'} onClose={() => setTarget(null)} onSend={send} />;
  return { buttons, dialog };
}
