/**
 * /alarm-history: alarm episodes of the user's ships by ship, class, priority, state and period (the day each was
 * raised), newest first, a page at a time; the same filters as a CSV download; acknowledge from a row.
 */
import { Alert, Button, Group, Select, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import 'mantine-datatable/styles.layer.css';
import { DataTable } from 'mantine-datatable';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alarmPriorities, alarmStates, type AlarmEpisode, type AlarmPriority, type AlarmState } from '../../../descriptors/lib/alarms/alarm.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { downloadBlob } from '../crud/csv.js';
import { formatDateTime } from '../crud/display-value.js';
import { ScreenHeader } from '../ScreenHeader.js';
import classes from '../crud/crud.module.css';
import { alarmsApi, type HistoryFilter } from './alarms-api.js';
import { PriorityBadge, StateBadge, useEpisodeText } from './episode-parts.js';
import { useEpisodeActions } from './EpisodeActions.js';

const pageSize = 25;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export function AlarmHistoryScreen({ client, screenTitle, now = Date.now() }: { client: ApiClient; screenTitle?: LocalText; now?: number }) {
  const { t } = useTranslation();
  const text = useEpisodeText();
  const calls = useMemo(() => alarmsApi(client), [client]);
  const [unitId, setUnitId] = useState<string | null>(null);
  const [alarmClass, setAlarmClass] = useState('');
  const [priority, setPriority] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const [from, setFrom] = useState(() => isoDay(now - 29 * 86_400_000));
  const [to, setTo] = useState(() => isoDay(now));
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const ships = useLoadingStatus(() => calls.ships());
  const periodValid = dayPattern.test(from) && dayPattern.test(to) && from <= to;
  const filter: HistoryFilter = {
    unitId: unitId ?? undefined, alarmClass: alarmClass.trim() || undefined, priority: (priority ?? undefined) as AlarmPriority | undefined,
    state: (state ?? undefined) as AlarmState | undefined, from, to,
  };
  const key = JSON.stringify(filter);
  const history = useLoadingStatus(() => calls.history(filter, page, pageSize), { immediate: false });
  useEffect(() => { setPage(1); }, [key]);
  useEffect(() => { if (periodValid) void history.load(); }, [key, page]); // eslint-disable-line react-hooks/exhaustive-deps
  const actions = useEpisodeActions(calls, () => { void history.reload(); });

  const download = async () => {
    setDownloading(true);
    try {
      const file = await calls.csv(filter);
      downloadBlob(file.blob, file.fileName);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setDownloading(false);
    }
  };
  const answer = history.value;

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('alarms.history.title')} subtitle={t('alarms.history.subtitle')}>
        <Button variant="default" leftSection={<Icon name="download" />} onClick={() => void download()} loading={downloading} disabled={!periodValid}>
          {t('alarms.history.csv')}
        </Button>
      </ScreenHeader>
      <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('alarms.filters')}>
        <Select label={t('alarms.columns.ship')} placeholder={t('alarms.allShips')} value={unitId} onChange={setUnitId} clearable searchable w={220}
          data={ships.value ?? []} nothingFoundMessage={t('widgets.reference.nothingFound')} />
        <TextInput label={t('alarms.columns.alarmClass')} value={alarmClass} onChange={(e) => setAlarmClass(e.currentTarget.value)} w={150} maxLength={100} />
        <Select label={t('alarms.columns.priority')} placeholder={t('alarms.any')} value={priority} onChange={setPriority} clearable w={160}
          data={alarmPriorities.map((p) => ({ value: p, label: t(`alarms.priorities.${p}`) }))} />
        <Select label={t('alarms.columns.state')} placeholder={t('alarms.any')} value={state} onChange={setState} clearable w={230}
          data={alarmStates.map((s) => ({ value: s, label: t(`alarms.states.${s}`) }))} />
        <TextInput type="date" label={t('alarms.history.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={160}
          error={dayPattern.test(from) && dayPattern.test(to) && from > to ? t('alarms.history.fromAfterTo') : undefined} />
        <TextInput type="date" label={t('alarms.history.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} w={160} />
      </Group>
      {problem && <Alert color="red" variant="light" icon={<Icon name="alert" />} withCloseButton closeButtonLabel={t('common.close')} onClose={() => setProblem(null)}>{problem}</Alert>}
      {history.status === 'Error' && <Alert color="red" variant="light" icon={<Icon name="alert" />}>{history.error?.message}</Alert>}
      <DataTable<AlarmEpisode>
        className={classes.table} withTableBorder borderRadius="md" striped highlightOnHover minHeight={180} idAccessor="id"
        records={answer?.episodes ?? []} fetching={history.status === 'Loading' || history.status === 'Reloading'} noRecordsText={t('alarms.history.none')}
        totalRecords={answer?.total ?? 0} recordsPerPage={pageSize} page={page} onPageChange={setPage}
        paginationText={({ from: first, to: last, totalRecords }) => t('alarms.history.pageText', { from: first, to: last, total: totalRecords })}
        columns={[
          { accessor: 'raisedAt', title: t('alarms.columns.raisedAt'), width: 140, visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`, render: (e) => formatDateTime(e.raisedAt) },
          { accessor: 'title', title: t('alarms.columns.title'), render: (e) => (
            <Stack gap={2}>
              <Text size="sm" fw={600}>{text.title(e)}</Text>
              <Text size="xs" c="dimmed">{[e.unitName, e.subjectLabel, e.alarmClass].filter(Boolean).join(' · ')}</Text>
              <Group gap={4} hiddenFrom="sm"><Text size="xs">{formatDateTime(e.raisedAt)}</Text><PriorityBadge priority={e.priority} /><StateBadge state={e.state} /></Group>
            </Stack>
          ) },
          { accessor: 'priority', title: t('alarms.columns.priority'), width: 130, visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`, render: (e) => <PriorityBadge priority={e.priority} /> },
          { accessor: 'state', title: t('alarms.columns.state'), width: 200, visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`, render: (e) => <StateBadge state={e.state} /> },
          { accessor: 'acknowledgedBy', title: t('alarms.columns.acknowledgedBy'), visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`, render: (e) => (
            e.acknowledgedBy ? <Stack gap={0}><Text size="sm">{e.acknowledgedBy}</Text><Text size="xs" c="dimmed" lineClamp={2}>{e.acknowledgeComment}</Text></Stack> : '—'
          ) },
          { accessor: 'closedAt', title: t('alarms.columns.closedAt'), width: 140, visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`, render: (e) => (e.closedAt ? formatDateTime(e.closedAt) : '—') },
          { accessor: 'actions', title: <VisuallyHidden>{t('alarms.columns.actions')}</VisuallyHidden>, width: 150, render: (e) => actions.buttons(e) },
        ]}
      />
      {actions.dialog}
    </Stack>
  );
}
