/**
 * The editor view of one record inside the generic editor dialog: the record form, its status and
 * actions (disable, enable, delete), and what the server said when a write was refused. Save runs here
 * (registerSubmit), so a refusal keeps the dialog open in edit mode with everything the user typed.
 */
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { useEffect, useMemo, useReducer, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ResourceDefinition } from '../../../descriptors/lib/resource.js';
import type { EditorViewProps } from '../../shell/editor-dialog/index.js';
import type { ReferenceOptionsLoader } from '../../widgets/reference-options.js';
import { computedFieldsOf, withComputedValues } from '../../../descriptors/lib/computed-fields.js';
import { RecordForm, type RecordData, type RecordFormHandle } from './RecordForm.js';
import { RecordPanels, type RecordPanelId } from './record-panels.js';
import type { ApiClient } from '../../api/api-client.js';
import { RecordProblemNotice, type StaleComparison } from './RecordProblemNotice.js';
import { RecordStatusBar } from './RecordStatusBar.js';
import { differingFields } from './record-diff.js';
import type { ResourceApi, ResourceRecord } from './resource-api.js';
import { toSaveProblem, type SaveProblem } from './save-problem.js';
import { clearChangedFieldErrors } from './server-errors.js';

/** What every opening of a record editor shares: the resource, its calls and what the user may do. */
export interface RecordEditorContext {
  api: ResourceApi;
  definition: ResourceDefinition;
  canManage: boolean;
  language: string;
  loadOptions?: ReferenceOptionsLoader;
  uiSchemaOverrides?: UiSchema;
  /** False where the screen removes records its own way (the asset tree). */
  canDelete?: boolean;
  /** Panels under a saved record (`config.recordPanels`) and the client they call. */
  panels?: { ids: readonly RecordPanelId[]; client: ApiClient };
}

/** The record being edited; replaced after every write so the next one carries the current version. */
export interface RecordSession {
  record?: ResourceRecord;
}

/** Events the editor emits to its opener: the record's state changed, so lists should reload. */
export type RecordEditorEvent = 'deleted' | 'disabled' | 'enabled' | 'action';

interface RecordEditorProps extends EditorViewProps<RecordData> {
  context: RecordEditorContext;
  session: RecordSession;
}

export function RecordEditor({ mode, value, onChange, emit, registerSubmit, context, session }: RecordEditorProps) {
  const { t } = useTranslation();
  const { api, definition, language } = context;
  const formRef = useRef<RecordFormHandle>(null);
  const valueRef = useRef(value);
  valueRef.current = value;
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>();
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [comparison, setComparison] = useState<StaleComparison | null>(null);
  const [hasTriedSave, setTriedSave] = useState(false);
  const computedFields = useMemo(() => computedFieldsOf(definition.uiSchema), [definition.uiSchema]);

  const showProblem = (error: unknown) => {
    const next = toSaveProblem(error);
    setProblem(next);
    if (next.errorSchema) setExtraErrors(next.errorSchema);
  };

  useEffect(() => registerSubmit(async () => {
    setTriedSave(true);
    setProblem(null);
    const form = formRef.current;
    if (form && !form.validate()) {
      setProblem({ kind: 'invalid', message: t('crud.editor.checkFields'), unplaced: [] });
      throw new Error('invalid input');
    }
    const data = await withComputedValues(computedFields, form ? form.data() : valueRef.current);
    if (!session.record && !(await confirmNotDuplicate(context, data, t))) throw new Error('not confirmed');
    try {
      const { record } = session;
      const saved = record ? await api.update(record.id, { version: record.version, data }) : await api.create(data);
      session.record = saved;
      setExtraErrors(undefined);
      setComparison(null);
      refresh();
      return saved.data;
    } catch (error) {
      showProblem(error);
      throw error;
    }
  }), [registerSubmit, api, session, t, computedFields, context]);

  const handleChange = (next: RecordData) => {
    setExtraErrors((errors) => clearChangedFieldErrors(errors, valueRef.current, next));
    valueRef.current = next;
    onChange(next);
    if (computedFields.length) {
      void withComputedValues(computedFields, next).then((computed) => {
        // Only while the user has not typed on meanwhile: a later change computes its own values.
        if (computed !== next && valueRef.current === next) onChange(computed);
      });
    }
  };

  /** Loads the saved version after a 409: the next Save carries it, and the differing fields are listed. */
  const reloadSaved = async () => {
    if (!session.record) return;
    try {
      const latest = await api.get(session.record.id);
      session.record = latest;
      const order = Object.keys(definition.schema.properties ?? {});
      setComparison({ latest, fields: differingFields(order, valueRef.current, latest.data) });
      setProblem(null);
      refresh();
    } catch (error) {
      showProblem(error);
    }
  };

  const takeSaved = () => {
    if (comparison) onChange(comparison.latest.data);
    setComparison(null);
    setExtraErrors(undefined);
  };

  const onStateChanged = (record: ResourceRecord | undefined, event: RecordEditorEvent, close: boolean) => {
    session.record = record;
    // An action changed the record on the server (e.g. a password reset): show what it holds now.
    if (event === 'action' && record) onChange(record.data);
    refresh();
    emit({ type: event, payload: record, close });
  };

  return (
    <Stack gap="md">
      {session.record && (
        <RecordStatusBar
          context={context} record={session.record} mode={mode}
          onStateChanged={onStateChanged} onProblem={showProblem}
        />
      )}
      <RecordProblemNotice
        problem={problem} comparison={comparison} context={context}
        onReload={() => void reloadSaved()} onTakeSaved={takeSaved} onKeepMine={() => setComparison(null)}
        onDismiss={() => setProblem(null)}
      />
      <RecordForm
        ref={formRef} definition={definition} value={value} onChange={handleChange} extraErrors={extraErrors}
        readonly={mode === 'view'} language={language} loadOptions={context.loadOptions}
        uiSchemaOverrides={context.uiSchemaOverrides} validateOnBlur={hasTriedSave} isExisting={Boolean(session.record)}
      />
      {session.record && context.panels?.ids.length ? (
        <RecordPanels ids={context.panels.ids} client={context.panels.client} record={session.record} canManage={context.canManage} />
      ) : null}
    </Stack>
  );
}

/**
 * For resources with duplicateFields: asks before creating a record that looks like an existing one (a person
 * with the same surname, name and date of birth). A failed check does not stop the save.
 */
async function confirmNotDuplicate(context: RecordEditorContext, data: RecordData, t: TFunction): Promise<boolean> {
  if (!context.definition.duplicateFields?.length) return true;
  const duplicates = await context.api.checkDuplicates(data).then((answer) => answer.duplicates, () => []);
  if (!duplicates.length) return true;
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('crud.editor.duplicateQuestionTitle'), zIndex: 1100,
      children: <Text size="sm">{t('crud.editor.duplicateQuestion', { labels: duplicates.map((d) => d.label).join(', ') })}</Text>,
      labels: { confirm: t('crud.editor.saveAnyway'), cancel: t('common.cancel') },
      onConfirm: () => resolve(true), onCancel: () => resolve(false), onClose: () => resolve(false),
    });
  });
}

/** The editor view component for one opening; the dialog keys it by opening, so state starts fresh. */
export function recordEditorView(context: RecordEditorContext, session: RecordSession): ComponentType<EditorViewProps<RecordData>> {
  return function RecordEditorView(props: EditorViewProps<RecordData>) {
    return <RecordEditor {...props} context={context} session={session} />;
  };
}
