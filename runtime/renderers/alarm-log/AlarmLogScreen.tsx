/**
 * /alarm-logs and /alarm-logs/other (ALARM_FLW; docs/alarms.md, decision 71): the follow-up log, newest first, of the
 * user's ships (or one), filtered by period, action and text, paged. On /alarm-logs each entry names its alarm (title,
 * subject, priority) and users with ALARM_FLW MANAGEMENT add a note to that alarm; on /alarm-logs/other they add a
 * note about a ship's alarm system, and the list also shows what was done to the alarm definitions.
 */
import { Alert, Badge, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import 'mantine-datatable/styles.layer.css';
import { DataTable } from 'mantine-datatable';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alarmLogActions } from '../../../descriptors/lib/alarms/alarm.js';
import { alarmSetupActions, followUpPageSizes } from '../../../descriptors/lib/alarms/alarm-log.js';
import { meetsRequirement } from '../../../descriptors/lib/access.js';
import { resolveText, type LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { useShellData } from '../../shell/ShellDataContext.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { formatDateTime } from '../crud/display-value.js';
import { ScreenHeader } from '../ScreenHeader.js';
import classes from '../crud/crud.module.css';
import { alarmLogApi, type FollowUpAction, type FollowUpEntry, type FollowUpListKind } from './alarm-log-api.js';
import { NoteForm } from './NoteForm.js';

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const actionColour: Partial<Record<FollowUpAction, string>> = {
  RAISED: 'red', ACKNOWLEDGED: 'blue', RECTIFIED: 'teal', NORMAL: 'green', SHELVED: 'gray', UNSHELVED: 'gray', NOTE: 'violet', NOTIFIED: 'cyan',
};
const priorityColour: Record<string, string> = { ALARM: 'red', WARNING: 'orange', CAUTION: 'yellow' };

/** Whether the signed-in user may add notes; outside the shell (tests) the server alone decides. */
function useMayWrite() {
  const user = useShellData()?.user;
  return !user || meetsRequirement(
    { userId: '', username: user.username, userType: user.userType === 'ADMIN' ? 'ADMIN' : 'USER', functions: user.functions, roles: [], unitIds: [] },
    { requiredFunctions: { ALARM_FLW: 'MANAGEMENT' } },
  );
}

export interface AlarmLogScreenProps {
  client: ApiClient;
  kind: FollowUpListKind;
  screenTitle?: LocalText;
  now?: number;
}

type NoteTarget = { episode?: { id: string; unitId: string }; about: string };

export function AlarmLogScreen({ client, kind, screenTitle, now = Date.now() }: AlarmLogScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const calls = useMemo(() => alarmLogApi(client), [client]);
  const mayWrite = useMayWrite();
  const [unitId, setUnitId] = useState<string | null>(null);
  const [from, setFrom] = useState(() => isoDay(now - 29 * 86_400_000));
  const [to, setTo] = useState(() => isoDay(now));
  const [action, setAction] = useState<FollowUpAction | null>(null);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [target, setTarget] = useState<NoteTarget | null>(null);
  const limit = followUpPageSizes.default;
  const ships = useLoadingStatus(() => calls.ships());
  const causes = useLoadingStatus(() => calls.problemCauses());
  const causeLabel = useMemo(() => {
    const labels = new Map((causes.value ?? []).map((c) => [c.value, c.label]));
    return (code: string | null) => (code ? labels.get(code) ?? code : '');
  }, [causes.value]);
  const isValid = dayPattern.test(from) && dayPattern.test(to) && from <= to;
  const entries = useLoadingStatus(() => calls.list(kind, {
    unitId: unitId ?? undefined, from, to, action: action ?? undefined, text: search, limit, offset,
  }), { immediate: false });
  const key = JSON.stringify([kind, unitId, from, to, action, search, offset, language]);
  useEffect(() => { if (isValid) void entries.load(); }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => { setOffset(0); }, [kind, unitId, from, to, action, search]);
  // The text filter applies once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), 350);
    return () => clearTimeout(timer);
  }, [text]);

  const actions = kind === 'alarms' ? alarmLogActions : (['NOTE', ...alarmSetupActions] as const);
  const list = entries.value?.entries ?? [];
  const total = entries.value?.total ?? 0;
  const alarmText = (e: FollowUpEntry) => (e.title ? resolveText(e.title, language, t) : e.definition ?? '');
  const who = (e: FollowUpEntry) => e.username ?? t('alarmLog.system');

  const noteSaved = () => {
    // The server's own message says it was added; the list shows the note first.
    setTarget(null);
    if (offset === 0) void entries.reload();
    else setOffset(0);
  };

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t(kind === 'alarms' ? 'alarmLog.title' : 'alarmLog.otherTitle')}
        subtitle={t(kind === 'alarms' ? 'alarmLog.subtitle' : 'alarmLog.otherSubtitle')}>
        {kind === 'other' && mayWrite && (
          <Button onClick={() => setTarget({ about: t('alarmLog.systemNoteTitle') })}>{t('alarmLog.addNote')}</Button>
        )}
      </ScreenHeader>
      <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('alarmLog.filters')}>
        <Select label={t('alarmLog.ship')} placeholder={t('alarmLog.allShips')} value={unitId} onChange={setUnitId} clearable searchable w={220}
          data={ships.value ?? []} nothingFoundMessage={t('widgets.reference.nothingFound')} />
        <TextInput type="date" label={t('alarmLog.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={160}
          error={dayPattern.test(from) && dayPattern.test(to) && from > to ? t('alarmLog.fromAfterTo') : undefined} />
        <TextInput type="date" label={t('alarmLog.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} w={160} />
        <Select label={t('alarmLog.actionFilter')} placeholder={t('alarmLog.allActions')} value={action} clearable w={200}
          onChange={(value) => setAction(value as FollowUpAction | null)} data={actions.map((a) => ({ value: a, label: t(`alarmLog.action.${a}`) }))} />
        <TextInput label={t('alarmLog.search')} placeholder={t('alarmLog.searchPlaceholder')} value={text} onChange={(e) => setText(e.currentTarget.value)} w={240} />
      </Group>
      {entries.status === 'Error' && <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('alarmLog.failed')}>{entries.error?.message}</Alert>}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">{entries.value ? t('alarmLog.count', { count: total }) : '\u00a0'}</Text>
        {total > limit && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">{t('alarmLog.page', { from: offset + 1, to: Math.min(offset + limit, total), total })}</Text>
            <Button size="compact-sm" variant="default" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - limit))}>{t('alarmLog.previous')}</Button>
            <Button size="compact-sm" variant="default" disabled={offset + limit >= total} onClick={() => setOffset(offset + limit)}>{t('alarmLog.next')}</Button>
          </Group>
        )}
      </Group>
      <DataTable<FollowUpEntry>
        className={classes.table} withTableBorder borderRadius="md" striped highlightOnHover minHeight={180} idAccessor="id"
        records={list} fetching={entries.status === 'Loading' || entries.status === 'Reloading'} noRecordsText={t('alarmLog.noEntries')}
        columns={[
          { accessor: 'ts', title: t('alarmLog.columns.when'), width: 140, render: (e) => (
            <Stack gap={0}><Text size="sm">{formatDateTime(e.ts)}</Text><Text size="xs" c="dimmed">{e.unitName ?? t('alarmLog.setupChange')}</Text></Stack>
          ) },
          ...(kind === 'alarms' ? [{ accessor: 'title', title: t('alarmLog.columns.alarm'), width: 280, render: (e: FollowUpEntry) => (
            <Stack gap={2}>
              <Group gap={6} wrap="nowrap">
                {e.priority && <Badge size="xs" variant="filled" color={priorityColour[e.priority]} tt="none" style={{ flexShrink: 0 }}>{t(`alarmLog.priority.${e.priority}`)}</Badge>}
                <Text size="sm" fw={600}>{alarmText(e)}</Text>
              </Group>
              {e.subjectLabel && <Text size="xs" c="dimmed">{e.subjectLabel}</Text>}
            </Stack>
          ) }] : []),
          { accessor: 'action', title: t('alarmLog.columns.action'), width: kind === 'other' ? 220 : 150, render: (e) => (
            <Stack gap={2} align="flex-start">
              <Badge size="sm" variant="light" tt="none" color={actionColour[e.action] ?? 'grape'}>{t(`alarmLog.action.${e.action}`)}</Badge>
              {kind === 'other' && e.definition && <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{e.definition}</Text>}
            </Stack>
          ) },
          { accessor: 'username', title: t('alarmLog.columns.who'), width: 110, render: (e) => <Text size="sm" c={e.username ? undefined : 'dimmed'}>{who(e)}</Text> },
          { accessor: 'comment', title: t('alarmLog.columns.comment'), render: (e) => (
            <Stack gap={2}>
              {e.comment && <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{e.comment}</Text>}
              {e.problemCause && <Text size="xs" c="dimmed">{`${t('alarmLog.columns.cause')}: ${causeLabel(e.problemCause)}`}</Text>}
            </Stack>
          ) },
          ...(kind === 'alarms' && mayWrite ? [{ accessor: 'note', title: '', width: 175, render: (e: FollowUpEntry) => (e.episodeId && e.unitId ? (
            <Button size="compact-xs" variant="light"
              aria-label={`${t('alarmLog.addNote')}: ${alarmText(e)}`}
              onClick={() => setTarget({ episode: { id: e.episodeId!, unitId: e.unitId! }, about: t('alarmLog.noteAbout', { alarm: alarmText(e), ship: e.unitName ?? '' }) })}>
              {t('alarmLog.addNote')}
            </Button>
          ) : null) }] : []),
        ]}
      />
      <Modal opened={target !== null} onClose={() => setTarget(null)} centered zIndex={1100}
        title={target?.episode ? t('alarmLog.noteTitle') : t('alarmLog.systemNoteTitle')}>
        {target && (
          <Stack gap="xs">
            {target.episode && <Text size="sm" c="dimmed">{target.about}</Text>}
            <NoteForm calls={calls} causes={causes.value ?? []} ships={ships.value ?? []} episode={target.episode} onSaved={noteSaved} onCancel={() => setTarget(null)} />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
