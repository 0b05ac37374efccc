/**
 * /alarm-event: the open alarms of the user's ships (or the chosen one), worst first — state, then priority, then the
 * newest — kept live by the socket's `alarm` pushes (a changed episode replaces its row, a new one is added, an ended
 * or shelved one leaves). Acknowledge with a comment; shelve and unshelve for ALARMS MANAGEMENT. Shelved alarms show
 * on request, after the others.
 */
import { Alert, Group, Select, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import 'mantine-datatable/styles.layer.css';
import { DataTable } from 'mantine-datatable';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmChange, AlarmEpisode } from '../../../descriptors/lib/alarms/alarm.js';
import { isShelved } from '../../../descriptors/lib/alarms/episode-views.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { formatDateTime } from '../crud/display-value.js';
import { ScreenHeader } from '../ScreenHeader.js';
import classes from '../crud/crud.module.css';
import { alarmsApi } from './alarms-api.js';
import { PriorityBadge, StateBadge, priorityColour, useEpisodeText } from './episode-parts.js';
import { useEpisodeActions } from './EpisodeActions.js';
import { applyEpisode } from './open-episodes.js';

/** Where pushed episodes come from: registers a listener, answers its removal. */
export type AlarmChangeSource = (listener: (change: AlarmChange) => void) => () => void;

interface Props {
  client: ApiClient;
  changes: AlarmChangeSource;
  /** told when the socket (re)connects: pushes were missed meanwhile, the list is read again */
  onReconnect?: (listener: () => void) => () => void;
  screenTitle?: LocalText;
  now?: () => number;
}

export function AlarmEventScreen({ client, changes, onReconnect, screenTitle, now = Date.now }: Props) {
  const { t } = useTranslation();
  const text = useEpisodeText();
  const calls = useMemo(() => alarmsApi(client), [client]);
  const [unitId, setUnitId] = useState<string | null>(null);
  const [showShelved, setShowShelved] = useState(false);
  const [rows, setRows] = useState<AlarmEpisode[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [problem, setProblem] = useState<string | null>(null);
  const ships = useLoadingStatus(() => calls.ships());
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    const pushed: AlarmEpisode[] = [];
    const scope = () => ({ unitId, now: showShelved ? 0 : now() });
    const stop = changes(({ episode }) => {
      pushed.push(episode);
      setRows((list) => applyEpisode(list, episode, scope()));
    });
    calls.open(unitId ?? undefined).then(({ episodes }) => {
      if (!isCurrent) return;
      const all = showShelved ? episodes : episodes.filter((e) => !isShelved(e, now()));
      // What was pushed while the list was on its way wins over the older answer.
      setRows(pushed.reduce((list, e) => applyEpisode(list, e, scope()), all));
      setStatus('ready');
    }, (error: Error) => { if (isCurrent) { setStatus('failed'); setProblem(error.message); } });
    return () => { isCurrent = false; stop(); };
  }, [calls, changes, unitId, showShelved, reads]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => onReconnect?.(() => setReads((n) => n + 1)), [onReconnect]);
  const actions = useEpisodeActions(calls, (episode) => setRows((list) => applyEpisode(list, episode, { unitId, now: showShelved ? 0 : now() })), now);
  const unacknowledged = rows.filter((e) => e.state === 'ACTIVE_UNACK' || e.state === 'RECTIFIED_UNACK').length;

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('alarms.event.title')} subtitle={t('alarms.event.subtitle')} />
      <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('alarms.filters')}>
        <Select label={t('alarms.columns.ship')} placeholder={t('alarms.allShips')} value={unitId} onChange={setUnitId} clearable searchable w={240}
          data={ships.value ?? []} nothingFoundMessage={t('widgets.reference.nothingFound')} />
        <Switch label={t('alarms.event.showShelved')} checked={showShelved} onChange={(e) => setShowShelved(e.currentTarget.checked)} pb={8} />
      </Group>
      {problem && <Alert color="red" variant="light" icon={<Icon name="alert" />} withCloseButton closeButtonLabel={t('common.close')} onClose={() => setProblem(null)}>{problem}</Alert>}
      <Text size="sm" c="dimmed" aria-live="polite">
        {status === 'ready' ? t('alarms.event.counts', { count: rows.length, unacknowledged }) : '\u00a0'}
      </Text>
      <DataTable<AlarmEpisode>
        className={classes.table} withTableBorder borderRadius="md" highlightOnHover minHeight={180} idAccessor="id"
        records={rows} fetching={status === 'loading'} noRecordsText={t('alarms.event.none')}
        rowStyle={(e) => ({ borderLeft: `4px solid var(--mantine-color-${priorityColour[e.priority]}-6)`, opacity: isShelved(e, now()) ? 0.6 : undefined })}
        columns={[
          { accessor: 'priority', title: t('alarms.columns.priority'), width: 120, visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`, render: (e) => <PriorityBadge priority={e.priority} /> },
          { accessor: 'title', title: t('alarms.columns.title'), render: (e) => (
            <Stack gap={2}>
              <Text size="sm" fw={600}>{text.title(e)}</Text>
              <Text size="xs" c="dimmed">{[e.unitName, e.subjectLabel].filter(Boolean).join(' · ')}</Text>
              <Group gap={4} hiddenFrom="sm"><PriorityBadge priority={e.priority} /><StateBadge state={e.state} /></Group>
              <Text size="xs" hiddenFrom="sm">{`${formatDateTime(e.raisedAt)} · ${t('alarms.columns.value')}: ${text.value(e.lastValue)}`}</Text>
              {isShelved(e, now()) && <Text size="xs" c="dimmed">{t('alarms.event.shelvedUntil', { until: formatDateTime(e.shelvedUntil!), by: e.shelvedBy ?? '', reason: e.shelveReason ?? '' })}</Text>}
            </Stack>
          ) },
          { accessor: 'state', title: t('alarms.columns.state'), width: 190, visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`, render: (e) => <StateBadge state={e.state} /> },
          { accessor: 'lastValue', title: t('alarms.columns.value'), textAlign: 'right', width: 100, visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`, render: (e) => text.value(e.lastValue) },
          { accessor: 'raisedAt', title: t('alarms.columns.raisedAt'), width: 140, visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`, render: (e) => formatDateTime(e.raisedAt) },
          { accessor: 'actions', title: <VisuallyHidden>{t('alarms.columns.actions')}</VisuallyHidden>, width: 150, render: (e) => actions.buttons(e) },
        ]}
      />
      {actions.dialog}
    </Stack>
  );
}
