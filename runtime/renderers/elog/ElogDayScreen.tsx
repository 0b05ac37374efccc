/**
 * /elb/{code}: one ship's logbook day. The header picks the ship and the day (today on the ship's clock by default;
 * both kept in the address as ?ship=&day=), the left column lists the day's entries with "Add entry", the day's
 * actions, signatures and history, and the right column edits the selected entry. `&view=print` shows the day's
 * printout instead (print/ElogPrintScreen.tsx).
 */
import { Alert, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ApiClient } from '../../api/api-client.js';
import { entryTimeText } from '../../../descriptors/lib/elog/day-signing.js';
import { rankText } from '../../../descriptors/lib/elog/print-signatures.js';
import { resolveText, type LocalText } from '../../../descriptors/lib/text.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { toSaveProblem } from '../crud/save-problem.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { AddEntryMenu } from './AddEntryMenu.js';
import { DayActions } from './DayActions.js';
import { DayBadges } from './DayBadges.js';
import { DayCompletion } from './DayCompletion.js';
import { DayPicker } from './DayPicker.js';
import { DayRecord } from './DayRecord.js';
import { elogApi, type ElogApi, type ElogDay, type ElogDefinitions, type ElogEntry, type PreparedEntry, type Unit } from './elog-api.js';
import { EntryEditor } from './EntryEditor.js';
import { EntryList } from './EntryList.js';
import { ProblemAlert, type ShownProblem } from './ProblemAlert.js';
import { ElogPrintScreen } from './print/ElogPrintScreen.js';
import { isDay, offsetLabel, proposedEntryTime, shipDate, shipOffsetOf } from './ship-clock.js';
import classes from './elog.module.css';
import { LoadFailed } from '../../shell/LoadFailed.js';

interface ElogDayScreenProps {
  elog: string;
  client: ApiClient;
  screenTitle?: LocalText;
}

/** The day view, or its print view when the address asks for it (`&view=print`). */
export function ElogDayScreen(props: ElogDayScreenProps) {
  const [params] = useSearchParams();
  return params.get('view') === 'print' ? <ElogPrintScreen elog={props.elog} client={props.client} /> : <ElogDayLoader {...props} />;
}

function ElogDayLoader({ elog, client, screenTitle }: ElogDayScreenProps) {
  const { t } = useTranslation();
  const api = useMemo(() => elogApi(client, elog), [client, elog]);
  const definitions = useLoadingStatus(() => api.definitions());
  const units = useLoadingStatus(() => api.units());
  const failed = definitions.error ?? units.error;
  if (failed) {
    return (
      <LoadFailed error={failed} title={t('elogDay.loadFailed')} onRetry={() => { void definitions.load(); void units.load(); }} />
    );
  }
  if (!definitions.value || !units.value) return <Group justify="center" py="xl"><Loader aria-label={t('shell.loading')} /></Group>;
  if (!units.value.length) return <Alert color="yellow" variant="light" icon={<Icon name="ship" />}>{t('elogDay.noShips')}</Alert>;
  return <ElogDayView api={api} definitions={definitions.value} units={units.value} screenTitle={screenTitle} />;
}

/** The entry in the editor: a saved one, or a new one as prepare answered it; `session` keys the editor. */
interface Selection {
  session: number;
  descriptor: string;
  entry?: ElogEntry;
  prepared?: PreparedEntry;
}

interface ElogDayViewProps {
  api: ElogApi;
  definitions: ElogDefinitions;
  units: Unit[];
  screenTitle?: LocalText;
}

function ElogDayView({ api, definitions, units, screenTitle }: ElogDayViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { config, entryDescriptors } = definitions;
  const [params, setParams] = useSearchParams();
  const unit = units.find((u) => u.code === params.get('ship')) ?? units[0];
  const dayParam = params.get('day');
  const askedDay = isDay(dayParam) ? dayParam : undefined;
  const [selection, setSelection] = useState<Selection>();
  const [dayProblem, setDayProblem] = useState<ShownProblem | null>(null);
  const [preparing, setPreparing] = useState<string>();
  const sessions = useRef(0);
  const isEditorDirty = useRef(false);
  const editorColumn = useRef<HTMLDivElement>(null);
  /** The entry to bring into view once the day shows it again (after a save). */
  const entryToShow = useRef<string>(undefined);

  const shown = useLoadingStatus<ElogDay & { day: string }>(async () => {
    const answer = askedDay ? await api.load(unit.id, askedDay) : await api.current(unit.id);
    return { ...answer, day: askedDay ?? answer.aggregation?.day ?? answer.day ?? shipDate(Date.now(), config.params?.defaultOffset ?? 0) };
  }, { immediate: false });
  useEffect(() => { void shown.load(); }, [unit.id, askedDay]); // eslint-disable-line react-hooks/exhaustive-deps
  // Permission rows may hold only in a workflow status: asked again when the day or its status changes.
  const permissions = useLoadingStatus(() => api.permissions(unit.id, shown.value?.day), { immediate: false });
  const shownDay = shown.value?.day;
  const shownStatus = shown.value?.aggregation?.status;
  useEffect(() => { if (shownDay) void permissions.load(); }, [unit.id, shownDay, shownStatus]); // eslint-disable-line react-hooks/exhaustive-deps

  const roles = useLoadingStatus(() => api.roleNames());
  // A rank in the user's language by its role code, else as recorded (a role id as the role's name).
  const rankOf = (rank: string | null | undefined, rankCode?: string | null) =>
    rankText({ rank: rank ? roles.value?.get(rank) ?? rank : null, rankCode }, (key) => t(key));
  const descriptors = useMemo(() => new Map(entryDescriptors.map((d) => [d.code, d])), [entryDescriptors]);
  const descriptorOrder = useMemo(() => entryDescriptors.map((d) => d.code), [entryDescriptors]);
  const nameOf = (code: string) => {
    const descriptor = descriptors.get(code);
    return descriptor ? resolveText(descriptor.name, language, (key) => t(key)) : code;
  };
  const dayValue = shown.value;
  const day = dayValue?.day ?? askedDay;
  const aggregation = dayValue?.aggregation ?? null;
  const granted = useMemo(() => new Set(permissions.value?.permissions ?? []), [permissions.value]);
  const isDayOpen = !aggregation || (aggregation.status === 'IN_PROGRESS' && aggregation.signatureStatus === 'NONE');
  const canFill = granted.has('FILLING') && isDayOpen;
  const offset = shipOffsetOf(dayValue, config);

  /** Leaves the entry in the editor, asking first when it holds unsaved input. */
  const leaveEditor = (then: () => void) => {
    if (!isEditorDirty.current) return then();
    modals.openConfirmModal({
      title: t('elogDay.editor.discardTitle'), zIndex: 1100, centered: true,
      children: <Text size="sm">{t('elogDay.editor.discardQuestion')}</Text>,
      labels: { confirm: t('elogDay.editor.discard'), cancel: t('elogDay.editor.keepEditing') },
      confirmProps: { color: 'red' }, onConfirm: () => { isEditorDirty.current = false; then(); },
    });
  };
  const open = (next: Omit<Selection, 'session'> | undefined) => leaveEditor(() => {
    isEditorDirty.current = false;
    setSelection(next && { ...next, session: ++sessions.current });
  });
  const navigate = (change: { ship?: string; day?: string; view?: 'print' }) => leaveEditor(() => {
    isEditorDirty.current = false;
    setSelection(undefined);
    setDayProblem(null);
    const next = new URLSearchParams(params);
    if (change.ship) next.set('ship', change.ship);
    if (change.day) next.set('day', change.day);
    if (change.view) next.set('view', change.view);
    setParams(next);
  });

  const addEntry = async (code: string) => {
    if (!day) return;
    setPreparing(code);
    setDayProblem(null);
    try {
      const prepared = await api.prepare(unit.id, code, proposedEntryTime(day, dayValue, config, Date.now()));
      if (!prepared.allowed) setDayProblem({ kind: 'refused', message: prepared.reason ?? t('elogDay.notAllowedNow', { name: nameOf(code) }) });
      else open({ descriptor: code, prepared });
    } catch (error) {
      setDayProblem(toSaveProblem(error));
    } finally {
      setPreparing(undefined);
    }
  };

  const onSaved = (entry: ElogEntry) => {
    isEditorDirty.current = false;
    entryToShow.current = entry.id;
    setSelection((current) => current && { ...current, entry });
    const entryDay = shipDate(entry.heading.start.timestamp, entry.heading.start.offset);
    if (day && entryDay !== day) setParams((current) => { const next = new URLSearchParams(current); next.set('day', entryDay); return next; });
    else void shown.reload();
  };

  /** The day as saved now (after a 409), shown, and the entry's saved version in it. */
  const loadLatest = async (id: string) => {
    if (!day) return undefined;
    const answer = await api.load(unit.id, day);
    shown.set({ ...answer, day });
    return answer.eLogEntries.find((e) => e.id === id);
  };

  // A saved entry is shown in the day's list (the page was scrolled down to the editor's buttons).
  useEffect(() => {
    const id = entryToShow.current;
    const row = id ? document.querySelector<HTMLElement>(`[data-entry-id="${CSS.escape(id)}"]`) : null;
    if (!row) return;
    entryToShow.current = undefined;
    row.scrollIntoView?.({ block: 'center' });
  }, [dayValue]);
  // An entry opened is brought into view when its editor starts off the screen (below the list on a phone), and its
  // title takes the focus, so the keyboard and screen readers are where the eyes are.
  useEffect(() => {
    const editor = editorColumn.current;
    if (!selection || !editor) return;
    const { top } = editor.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight * 0.6) editor.scrollIntoView?.({ block: 'start' });
    editor.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [selection?.session]); // eslint-disable-line react-hooks/exhaustive-deps

  const selectedDescriptor = selection && descriptors.get(selection.descriptor);
  return (
    <Stack gap="md">
      <ScreenHeader title={config.config.name ?? screenTitle} fallback={screenTitle ? resolveText(screenTitle, language, (key) => t(key)) : t('elogDay.title')} subtitle={t('elogDay.subtitle')}>
        <Select
          aria-label={t('elogDay.ship')} w={220} searchable allowDeselect={false} value={unit.code}
          data={units.map((u) => ({ value: u.code, label: u.name }))} onChange={(code) => code && code !== unit.code && navigate({ ship: code })}
        />
        {day && <DayPicker day={day} onChange={(next) => navigate({ day: next })} />}
      </ScreenHeader>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <DayBadges day={aggregation} />
        {aggregation && <Text size="xs" c="dimmed">{t('elogDay.shipClock', { offset: offsetLabel(offset) })}</Text>}
      </Group>
      {(shown.status === 'Error' || permissions.status === 'Error') && (
        <LoadFailed error={shown.error ?? permissions.error ?? new Error()} title={t('elogDay.dayFailed')}
          onRetry={() => { void shown.load(); void permissions.load(); }} />
      )}
      <div className={classes.layout}>
        <Stack gap="sm" className={classes.dayColumn}>
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h4">{t('elogDay.entries')}</Title>
            {day && (
              <AddEntryMenu
                api={api} unitId={unit.id} day={day} nameOf={nameOf} order={descriptorOrder} disabled={!canFill || Boolean(preparing) || !dayValue}
                at={() => proposedEntryTime(day, dayValue, config, Date.now())} onChoose={(code) => void addEntry(code)}
              />
            )}
          </Group>
          {isDayOpen && permissions.value && !granted.has('FILLING') && <Text size="sm" c="dimmed">{t('elogDay.readOnlyLogbook')}</Text>}
          {!isDayOpen && <Text size="sm" c="dimmed">{t(aggregation?.signatureStatus !== 'NONE' ? 'elogDay.signedReadOnly' : 'elogDay.completedReadOnly')}</Text>}
          {dayProblem && <ProblemAlert problem={dayProblem} onClose={() => setDayProblem(null)} />}
          {shown.status === 'Loading' || !dayValue ? (
            shown.status !== 'Error' && <Group justify="center" py="md"><Loader size="sm" aria-label={t('shell.loading')} /></Group>
          ) : (
            <EntryList entries={dayValue.eLogEntries} day={dayValue.day} nameOf={nameOf} selectedId={selection?.entry?.id}
              onSelect={(entry) => entry.id !== selection?.entry?.id && open({ descriptor: entry.entryDescriptor, entry })} />
          )}
          {dayValue && (
            <>
              {aggregation && isDayOpen && (granted.has('SET_DAY_COMPLETE') || granted.has('FILLING')) && (
                <DayCompletion
                  api={api} day={aggregation} entries={dayValue.eLogEntries} config={config} entryDescriptors={entryDescriptors} nameOf={nameOf} offset={offset}
                  canComplete={granted.has('SET_DAY_COMPLETE')} onChanged={(answer) => shown.set({ ...answer, day: dayValue.day })} onProblem={setDayProblem}
                />
              )}
              <DayActions
                api={api} day={aggregation} permissions={granted} unitId={unit.id} shipName={unit.name} nameOf={nameOf} rankOf={rankOf}
                onChanged={(answer) => shown.set({ ...answer, day: dayValue.day })} onProblem={setDayProblem}
                onPrint={() => navigate({ ship: unit.code, day: dayValue.day, view: 'print' })}
              />
              <DayRecord signatures={dayValue.signatures} history={dayValue.history} offset={offset} rankOf={rankOf} describeEntry={(id, version) => {
                const signed = dayValue.eLogEntries.find((e) => e.id === id);
                return signed && { label: `${nameOf(signed.entryDescriptor)} ${entryTimeText(signed.heading.start, signed.heading.end)}`, isCurrent: signed.version === version };
              }} />
            </>
          )}
        </Stack>
        <div className={classes.editorColumn} ref={editorColumn} data-editing={selection ? true : undefined}>
          {selection && selectedDescriptor ? (
            <EntryEditor
              key={selection.session} api={api} config={config} descriptor={selectedDescriptor} unitId={unit.id}
              entry={selection.entry} prepared={selection.prepared} needsReason={aggregation?.brokenAggregation === true}
              readOnly={!canFill} defaultOffset={offset} nameOf={nameOf} onSaved={onSaved} loadLatest={loadLatest}
              onDirty={(isDirty) => { isEditorDirty.current = isDirty; }} onClose={() => { isEditorDirty.current = false; setSelection(undefined); }}
            />
          ) : selection ? (
            <Alert color="red" variant="light" icon={<Icon name="alert" />}>{t('elogDay.unknownEntryType', { code: selection.descriptor })}</Alert>
          ) : (
            <Paper withBorder p="lg" className={classes.placeholder}>
              <Text size="sm" c="dimmed">{t(canFill ? 'elogDay.pickOrAdd' : 'elogDay.pick')}</Text>
            </Paper>
          )}
        </div>
      </div>
    </Stack>
  );
}
