/**
 * A master-data screen drawn entirely from a `resource` descriptor: title, search, column filters,
 * the server-paged table, CSV export of the current query, and the record editor in the generic
 * editor dialog (view on row click, edit and create for managers); Print where a report context names the screen
 * (an empty form: the screen shows no one ship).
 */
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/api-client.js';
import { isRecordLocked } from '../../../descriptors/lib/resource.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import { useEditorDialog } from '../../shell/editor-dialog/index.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { createReferenceOptionsLoader, useReferenceLabels } from '../../widgets/reference-options.js';
import { ScreenActionButtons } from '../actions/ScreenActionButtons.js';
import type { ToolbarAction } from '../actions/toolbar-actions.js';
import { columnReferences, columnTitle, isBooleanField, listColumnsOf } from './columns.js';
import { CrudIcon } from './crud-icons.js';
import { CrudTable } from './CrudTable.js';
import { CrudToolbar, type FilterColumn } from './CrudToolbar.js';
import { csvFileName, downloadText, toCsv } from './csv.js';
import { enumOptions, fieldSchema, fieldText, uiEnumNamesOf, type DisplayContext } from './display-value.js';
import { descriptorTextTranslator } from './form-schema.js';
import { recordEditorView, type RecordEditorContext, type RecordSession } from './RecordEditor.js';
import type { RecordData } from './RecordForm.js';
import { listAll, resourceApi, type DefinitionAnswer, type ResourceRecord } from './resource-api.js';
import { pageSizesOf, useRecordList } from './use-record-list.js';
import type { RecordPanelId } from './record-panels.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import { ScreenPrintoutsButton } from '../printouts/ScreenPrintoutsButton.js';

interface CrudScreenProps {
  resource: string;
  client: ApiClient;
  /** The screen descriptor's title, shown until (or instead of) the resource's. */
  screenTitle?: LocalText;
  /** The screen descriptor's `config.toolbarActions`, shown beside Export CSV. */
  toolbarActions?: readonly ToolbarAction[];
  /** Column filters the list opens with (`config.filters`); the user may change them. */
  initialFilters?: Record<string, string>;
  /** Panels under a saved record (`config.recordPanels`). */
  recordPanels?: readonly RecordPanelId[];
}

export function CrudScreen({ resource, client, screenTitle, toolbarActions, initialFilters, recordPanels }: CrudScreenProps) {
  const { t } = useTranslation();
  const api = useMemo(() => resourceApi(client, resource), [client, resource]);
  const answer = useLoadingStatus(() => api.definition());
  if (answer.status === 'Error') {
    return (
      <LoadFailed error={answer.error ?? new Error()} title={t('crud.definitionFailed')} onRetry={() => void answer.load()} />
    );
  }
  if (!answer.value) return <Group justify="center" py="xl"><Loader aria-label={t('shell.loading')} /></Group>;
  return <CrudContent resource={resource} client={client} api={api} answer={answer.value} screenTitle={screenTitle} toolbarActions={toolbarActions} initialFilters={initialFilters} recordPanels={recordPanels} />;
}

interface CrudContentProps extends CrudScreenProps {
  api: ReturnType<typeof resourceApi>;
  answer: DefinitionAnswer;
}

function CrudContent({ resource, client, api, answer, screenTitle, toolbarActions = [], initialFilters, recordPanels = [] }: CrudContentProps) {
  const { t, i18n } = useTranslation();
  const { openEditor } = useEditorDialog();
  const { definition, canManage } = answer;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const list = useRecordList(api, definition, language, initialFilters);
  const [isExporting, setExporting] = useState(false);

  const loadOptions = useMemo(() => createReferenceOptionsLoader(client), [client, language]); // eslint-disable-line react-hooks/exhaustive-deps
  const translate = useMemo(() => descriptorTextTranslator(language, (key) => i18n.t(key), (key) => i18n.exists(key)), [i18n, language]);
  const columns = useMemo(() => listColumnsOf(definition), [definition]);
  const referenceOptions = useReferenceLabels(loadOptions, columnReferences(definition, columns));
  const display = useMemo<DisplayContext>(
    () => ({ language, translate, yes: t('crud.yes'), no: t('crud.no'), referenceOptions }),
    [language, translate, t, referenceOptions],
  );
  const shownColumns = columns.map((column) => ({ column, title: columnTitle(definition, column, translate), isBoolean: isBooleanField(definition, column.field) }));
  const filterColumns: FilterColumn[] = shownColumns.filter(({ column }) => column.filter).map(({ column, title }) => ({
    column, title,
    options: referenceOptions[column.field]
      ?? enumOptions(fieldSchema(definition, column.field), uiEnumNamesOf(definition, column.field), translate),
  }));
  const hasSearch = Boolean(definition.list?.searchFields?.length || definition.codeField || definition.labelField);
  const title = definition.title ? translate(definition.title) : screenTitle ? translate(screenTitle) : resource;
  const total = list.status.value?.total;

  const open = (record: ResourceRecord | undefined) => {
    const session: RecordSession = { record };
    // A locked record (the descriptor's lockedWhen, e.g. a leg of a closed voyage) opens read-only; the server refuses edits too.
    const mayEdit = canManage && !(record && isRecordLocked(definition, record.data));
    const editorContext: RecordEditorContext = {
      api, definition, canManage: mayEdit, language, loadOptions, panels: recordPanels.length ? { ids: recordPanels, client } : undefined,
    };
    openEditor<RecordData>({
      id: `record:${resource}`,
      title: record ? `${title} · ${record.label}` : t('crud.newTitle', { resource: title }),
      closable: true,
      editable: mayEdit,
      component: recordEditorView(editorContext, session),
    }, {
      mode: record ? 'view' : 'edit',
      value: record?.data ?? {},
      onSave: () => void list.status.reload(),
      onEvent: () => void list.status.reload(),
    });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const records = await listAll(api, list.query);
      const header = shownColumns.map((c) => c.title);
      const rows = records.map((record) => shownColumns.map(({ column }) => fieldText(definition, record.data, column.field, display)));
      downloadText(toCsv(header, rows), csvFileName(resource));
    } catch (error) {
      notifications.show({ color: 'red', title: t('crud.exportFailed'), message: (error as Error).message });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">{title}</Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {total === undefined ? '\u00a0' : t('crud.total', { number: new Intl.NumberFormat(language).format(total) })}
          </Text>
        </div>
        <Group gap="xs">
          <ScreenActionButtons actions={toolbarActions} client={client} onChanged={() => void list.status.reload()} />
          <ScreenPrintoutsButton />
          <Button variant="default" leftSection={<CrudIcon name="download" />} loading={isExporting} onClick={() => void exportCsv()}>
            {t('crud.exportCsv')}
          </Button>
          <Button
            variant="default" leftSection={<Icon name="refresh" size={16} />} onClick={() => void list.status.reload()}
            loading={list.status.status === 'Reloading'}
          >
            {t('crud.refresh')}
          </Button>
          {canManage && (
            <Button leftSection={<CrudIcon name="plus" />} onClick={() => open(undefined)}>{t('crud.new')}</Button>
          )}
        </Group>
      </Group>
      <CrudToolbar list={list} filterColumns={filterColumns} isBooleanColumn={(field) => isBooleanField(definition, field)} hasSearch={hasSearch} />
      {list.status.status === 'Error' && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('crud.loadFailed')}>
          {list.status.error?.message}
        </Alert>
      )}
      <CrudTable definition={definition} columns={shownColumns} list={list} pageSizes={pageSizesOf(definition)} display={display} onOpen={open} />
    </Stack>
  );
}
