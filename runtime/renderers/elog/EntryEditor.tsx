/**
 * One entry in the editor panel: its times on the ship's clock, notes, the body in the crud renderer's RecordForm
 * (the entry type's form descriptor), and Save draft / Complete entry / Not applicable / Delete / Cancel. Fields
 * pre-filled from the ship's sensors say so, follow a change of the entry's time (use-sensor-refresh.ts), and those the
 * user changes go to `manualFields`. Files attached, to the entry or in its attachments fields, go with the save as multipart. A refused save keeps the input,
 * shows the server's problems at their fields and takes the user to the first of them; a stale version can be taken
 * over without losing it. Changing a completed entry is a correction, and the editor says so before the first keystroke.
 */
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ErrorSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { computedFieldsOf, withComputedValues } from '../../../descriptors/lib/computed-fields.js';
import { withoutPlaceholders } from '../../../descriptors/lib/forms/keel-fields.js';
import { validateTimeWithOffset, type TimestampWithOffset } from '../../../descriptors/lib/elog/time-with-offset.js';
import { resolveText, type LocalText } from '../../../descriptors/lib/text.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { RecordForm, type RecordData, type RecordFormHandle } from '../crud/RecordForm.js';
import { RetiredFields } from './RetiredFields.js';
import { clearChangedFieldErrors } from '../crud/server-errors.js';
import { EditorActions, type EditorAction } from './EditorActions.js';
import type { AttachmentChange, ElogApi, ElogEntry, PreparedEntry } from './elog-api.js';
import type { ElogConfigBody } from '../../../descriptors/kinds/elog-config/elog-config.schema.js';
import type { ElogEntryDescriptorBody } from '../../../descriptors/kinds/elog-entry-descriptor/elog-entry-descriptor.schema.js';
import { EntryAttachments } from './EntryAttachments.js';
import { toEntryProblem, type EntryProblem } from './entry-problems.js';
import { entryStatusColour, entryStatusKey } from './entry-status.js';
import { ProblemAlert } from './ProblemAlert.js';
import { fieldTitleAt, manualFieldsOf, sensorHints } from './sensor-prefill.js';
import { SensorRefreshNotice } from './SensorRefreshNotice.js';
import { clockText, pickerSettings, shipDate } from './ship-clock.js';
import { TimeWithOffsetInput } from '../../widgets/TimeWithOffsetInput.js';
import { currentAttachments, useFieldAttachments } from './use-field-attachments.js';
import { useFocusFirstProblem } from './use-focus-first-problem.js';
import { useSensorRefresh } from './use-sensor-refresh.js';
import classes from './elog.module.css';
import { LoadFailed } from '../../shell/LoadFailed.js';
import { ReasonDialog } from '../../shell/ReasonDialog.js';

export interface EntryEditorProps {
  api: ElogApi;
  config: ElogConfigBody;
  descriptor: ElogEntryDescriptorBody;
  unitId: string;
  /** The saved entry; absent for a new one, which comes with `prepared`. */
  entry?: ElogEntry;
  prepared?: PreparedEntry;
  /** The day was signed and its approval removed: every change needs a reason. */
  needsReason: boolean;
  readOnly: boolean;
  defaultOffset: number;
  nameOf: (code: string) => string;
  onSaved: (entry: ElogEntry) => void;
  onClose: () => void;
  /** Whether the editor holds input not saved yet (the screen asks before leaving it). */
  onDirty?: (isDirty: boolean) => void;
  /** The entry as saved now (after a 409). */
  loadLatest: (id: string) => Promise<ElogEntry | undefined>;
}

type Action = EditorAction;

const keepAll = (entry: ElogEntry | undefined): AttachmentChange => ({ uploads: [], keep: currentAttachments(entry).map((a) => a.id) });

/** A sensor value as the hint shows it: numbers in the user's locale. */
const sensorText = (value: unknown, language: string) => (typeof value === 'number' ? value.toLocaleString(language) : String(value));

export function EntryEditor(props: EntryEditorProps) {
  const { api, config, descriptor, unitId, prepared, needsReason, defaultOffset, nameOf, onSaved, onClose, onDirty, loadLatest } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const details = useLoadingStatus(() => api.descriptorDetails(descriptor.code, unitId));
  // Reference fields (port, fuel, ECA) pick from the logbook's own option lists; the labels follow the language.
  const loadOptions = useMemo(() => api.referenceLoader(), [api, language]); // eslint-disable-line react-hooks/exhaustive-deps
  const formRef = useRef<RecordFormHandle>(null);
  const [saved, setSaved] = useState(props.entry);
  const heading = saved?.heading ?? prepared?.heading;
  const [start, setStart] = useState<TimestampWithOffset | null>(heading?.start ?? null);
  const [end, setEnd] = useState<TimestampWithOffset | null>(heading?.end ?? null);
  const [notes, setNotes] = useState(saved?.heading.notes ?? '');
  const [content, setContent] = useState<RecordData>(saved?.areasContent ?? prepared?.areasContent ?? {});
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<AttachmentChange>(() => keepAll(props.entry));
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>();
  const [problem, setProblem] = useState<EntryProblem | null>(null);
  const [staleLoaded, setStaleLoaded] = useState<number>();
  const [busy, setBusy] = useState<Action>();
  const [hasTriedComplete, setTriedComplete] = useState(false);
  const [isDirty, setDirty] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  useEffect(() => onDirty?.(isDirty), [isDirty]); // eslint-disable-line react-hooks/exhaustive-deps

  const readOnly = props.readOnly || saved?.eleStatus === 'DELETED';
  const settings = pickerSettings(config, descriptor);
  const isTimeLocked = readOnly || (Boolean(saved) && descriptor.dateConfig.dateEdit === false);
  const isPeriod = descriptor.dateConfig.dateMode === 'PERIOD';
  const form = details.value?.form;
  const definition = useMemo(() => (form ? { schema: form.schema, uiSchema: form.uiSchema, rules: form.rules } : undefined), [form]);
  const fieldError = (name: keyof EntryProblem['fields']) => problem?.fields[name];
  const fieldFiles = useFieldAttachments(api, form, saved);

  const changed = <T,>(set: (value: T) => void) => (value: T) => { set(value); setDirty(true); };
  // Computed fields (a noon report's average speed) follow the data as the user types; the server computes them again.
  const computedFields = useMemo(() => computedFieldsOf(form?.uiSchema), [form]);
  const latestContent = useRef(content);
  const handleContent = (next: RecordData) => {
    setExtraErrors((errors) => clearChangedFieldErrors(errors, latestContent.current, next));
    latestContent.current = next;
    setContent(next);
    setDirty(true);
    if (!computedFields.length) return;
    void withComputedValues(computedFields, next).then((computed) => {
      if (computed !== next && latestContent.current === next) {
        latestContent.current = computed;
        setContent(computed);
      }
    });
  };

  const timesAreValid = () => [start, ...(end ? [end] : [])].every((time) => time && validateTimeWithOffset(time, settings).length === 0);
  const { sensors, run, notice: sensorNotice, dismissNotice, ...sensorRefresh } = useSensorRefresh({
    api, unitId, descriptorCode: descriptor.code, prepared, opened: props.entry, entryId: saved?.id,
    start, end: isPeriod ? end : null, isActive: !isTimeLocked && timesAreValid(), content: () => latestContent.current, onContent: handleContent,
  });
  const translateText = (text: LocalText) => resolveText(text, language, (key) => t(key));
  const runSince = run && start ? clockText(run.since, shipDate(start.timestamp, start.offset)) : undefined;
  const hints = useMemo(() => (definition && Object.keys(sensors).length ? sensorHints(definition.schema, sensors, content, (pointer, isChanged) => (isChanged
    ? t('elogDay.editor.changedFromSensors', { value: sensorText(sensors[pointer], language) })
    : runSince && run?.fields.includes(pointer) ? t('elogDay.editor.fromTrack', { since: runSince }) : t('elogDay.editor.fromSensors'))) : undefined),
  [definition, sensors, content, t, run, runSince]); // eslint-disable-line react-hooks/exhaustive-deps

  // After a refused save the user is taken to the first field in error (the message is at the top, the buttons at the bottom).
  const editorRef = useRef<HTMLElement>(null);
  const focusFirstProblem = useFocusFirstProblem(editorRef);
  const refuse = (next: EntryProblem) => {
    setProblem(next);
    focusFirstProblem();
  };

  const save = async (action: Action, deleteReason?: string) => {
    setProblem(null);
    if (action !== 'DELETE' && !timesAreValid()) {
      setTriedComplete(true);
      refuse({ kind: 'invalid', message: t('elogDay.editor.checkTimes'), fields: {}, unplaced: [] });
      return;
    }
    if (action === 'COMPLETED') {
      setTriedComplete(true);
      if (formRef.current && !formRef.current.validate()) {
        refuse({ kind: 'invalid', message: t('elogDay.editor.checkFields'), fields: {}, unplaced: [] });
        return;
      }
    }
    const changeReason = action === 'DELETE' ? deleteReason : reason.trim();
    if (needsReason && action !== 'DELETE' && !changeReason) {
      refuse({ kind: 'invalid', message: t('elog.entry.reasonRequired'), fields: { reason: t('elog.entry.reasonRequired') }, unplaced: [] });
      return;
    }
    const computed = await withComputedValues(computedFields, formRef.current?.data() ?? content);
    // A deletion sends no files: files picked in fields and not saved yet leave with them.
    const data = action === 'DELETE' && form ? withoutPlaceholders(form, computed) : computed;
    const change = fieldFiles.changeFor(files, data);
    setBusy(action);
    sensorRefresh.hold();
    try {
      const entry = await api.save({
        ...(saved ? { id: saved.id, version: saved.version } : {}),
        unitId, entryDescriptor: descriptor.code,
        heading: { start: start!, end: isPeriod ? end : null, notes: descriptor.hasNotes ? notes.trim() || null : null },
        eleStatus: action === 'DELETE' ? 'DELETED' : action,
        areasContent: data,
        manualFields: manualFieldsOf(saved?.manualFields ?? [], sensors, data),
        ...(changeReason ? { reason: changeReason } : {}),
      }, action !== 'DELETE' && fieldFiles.isChange(change) ? change : undefined);
      sensorRefresh.settle(start!, isPeriod ? end : null);
      setSaved(entry);
      if (change.fieldUploads?.size) {
        // The server named the fields' new files by their ids: the content goes on with those.
        latestContent.current = entry.areasContent;
        setContent(entry.areasContent);
      }
      fieldFiles.forgetPicked();
      setFiles(keepAll(entry));
      setExtraErrors(undefined);
      setStaleLoaded(undefined);
      setReason('');
      setDirty(false);
      setDeleting(false);
      onSaved(entry);
    } catch (error) {
      const next = toEntryProblem(error);
      if (next.formErrors) setExtraErrors(next.formErrors);
      sensorRefresh.release();
      refuse(next);
    } finally {
      setBusy(undefined);
    }
  };

  /** After a 409: the saved version becomes the one the next save changes; the input stays as typed. */
  const takeOverLatest = async () => {
    if (!saved) return;
    try {
      const latest = await loadLatest(saved.id);
      if (!latest) return;
      setSaved({ ...latest });
      setFiles((mine) => ({ uploads: mine.uploads, keep: keepAll(latest).keep }));
      setStaleLoaded(latest.version);
      setProblem(null);
    } catch (error) {
      setProblem(toEntryProblem(error));
    }
  };

  const cancel = () => {
    if (!isDirty || readOnly) return onClose();
    modals.openConfirmModal({
      title: t('elogDay.editor.discardTitle'), zIndex: 1100, centered: true,
      children: <Text size="sm">{t('elogDay.editor.discardQuestion')}</Text>,
      labels: { confirm: t('elogDay.editor.discard'), cancel: t('elogDay.editor.keepEditing') },
      confirmProps: { color: 'red' }, onConfirm: onClose,
    });
  };

  const status = saved?.eleStatus;
  const isCorrection = status === 'COMPLETED' && !readOnly;
  return (
    <Paper ref={editorRef} withBorder p="md" className={classes.editor} aria-label={t('elogDay.editor.label', { name: nameOf(descriptor.code) })} component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" tabIndex={-1} className={classes.editorTitle}>{nameOf(descriptor.code)}</Title>
          <Badge variant="light" style={{ flexShrink: 0 }} color={status ? entryStatusColour[status] : 'blue'}>{status ? t(entryStatusKey[status]) : t('elogDay.editor.new')}</Badge>
        </Group>
        {readOnly && <Text size="sm" c="dimmed">{t(saved?.eleStatus === 'DELETED' ? 'elogDay.editor.deletedReadOnly' : 'elogDay.editor.readOnly')}</Text>}
        {isCorrection && (
          <Alert color="yellow" variant="light" icon={<Icon name="alert" />} title={t('elogDay.editor.correctionTitle')}>
            <Text size="sm">{t('elogDay.editor.correctionNote')}</Text>
          </Alert>
        )}
        {problem && (
          <ProblemAlert problem={problem} onClose={problem.kind === 'stale' ? undefined : () => setProblem(null)}>
            {problem.kind === 'stale' && (
              <Button size="xs" mt="sm" leftSection={<Icon name="refresh" size={14} />} onClick={() => void takeOverLatest()}>{t('elogDay.editor.takeOver')}</Button>
            )}
          </ProblemAlert>
        )}
        {staleLoaded !== undefined && (
          <Alert color="blue" variant="light" icon={<Icon name="refresh" />} withCloseButton closeButtonLabel={t('common.close')} onClose={() => setStaleLoaded(undefined)}>
            {t('elogDay.editor.takenOver', { version: staleLoaded })}
          </Alert>
        )}
        <Group gap="md" align="flex-start" wrap="wrap">
          <TimeWithOffsetInput
            label={isPeriod ? t('elogDay.editor.start') : t('elogDay.editor.time')} value={start} onChange={changed(setStart)} settings={settings}
            defaultOffset={defaultOffset} required readOnly={isTimeLocked} showMissing={hasTriedComplete} error={fieldError('start')}
          />
          {isPeriod && (
            <TimeWithOffsetInput
              label={t('elogDay.editor.end')} value={end} onChange={changed(setEnd)} settings={settings}
              defaultOffset={start?.offset ?? defaultOffset} readOnly={isTimeLocked} error={fieldError('end')}
            />
          )}
        </Group>
        {sensorNotice && definition && (
          <SensorRefreshNotice notice={sensorNotice} onClose={dismissNotice} titleOf={(pointer) => fieldTitleAt(definition.schema, definition.uiSchema, pointer, translateText)} />
        )}
        {descriptor.hasNotes && (
          <Textarea
            label={t('elogDay.editor.notes')} value={notes} readOnly={readOnly} rows={2} resize="vertical" maxLength={4000}
            error={fieldError('notes')} onChange={(event) => changed(setNotes)(event.currentTarget.value)}
          />
        )}
        {(needsReason || isCorrection) && !readOnly && (
          <Textarea
            label={t('elogDay.editor.correctionReason')} required={needsReason} value={reason}
            description={t(needsReason ? 'elogDay.editor.correctionReasonHint' : 'elogDay.editor.correctionReasonOptional')}
            rows={2} resize="vertical" maxLength={2000} error={fieldError('reason')} onChange={(event) => setReason(event.currentTarget.value)}
          />
        )}
        {details.status === 'Error' && (
          <LoadFailed error={details.error ?? new Error()} title={t('elogDay.editor.formFailed')} onRetry={() => void details.load()} />
        )}
        {!definition && details.status !== 'Error' && <Group justify="center" py="md"><Loader size="sm" aria-label={t('shell.loading')} /></Group>}
        {status === 'NA' && <Text size="sm">{t('elogDay.editor.recordedNA')}</Text>}
        {definition && (
          <RecordForm
            ref={formRef} definition={definition} value={content} onChange={handleContent} extraErrors={extraErrors} readonly={readOnly}
            language={language} loadOptions={loadOptions} uiSchemaOverrides={hints} validateOnBlur={hasTriedComplete} isExisting={Boolean(saved)}
            defaultOffset={start?.offset ?? defaultOffset} attachments={fieldFiles.context}
          />
        )}
        {form && saved && (
          <RetiredFields api={api} form={form} content={saved.areasContent} snapshotId={saved.formSnapshot}
            fileName={(id) => saved.attachments?.find((a) => a.id === id)?.fileName} />
        )}
        <EntryAttachments
          api={api} saved={fieldFiles.entryWide(content)} change={files} readOnly={readOnly}
          onChange={(next) => { setFiles(next); setDirty(true); }}
        />
        <EditorActions
          readOnly={readOnly} status={status} allowNA={descriptor.allowNA === true} busy={busy} canComplete={Boolean(definition)}
          onSave={(action) => void save(action)} onDelete={() => setDeleting(true)} onCancel={readOnly ? onClose : cancel}
        />
      </Stack>
      <ReasonDialog
        opened={isDeleting} title={t('elogDay.editor.deleteTitle')} message={t('elogDay.editor.deleteQuestion', { name: nameOf(descriptor.code) })}
        confirmLabel={t('elogDay.editor.delete')} isRequired={needsReason || status === 'COMPLETED'} requiredMessage={t('elog.entry.reasonRequired')}
        error={fieldError('reason')}
        onConfirm={(text) => void save('DELETE', text)} onClose={() => setDeleting(false)}
      />
    </Paper>
  );
}
