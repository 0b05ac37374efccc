/**
 * A logbook configuration screen (SPEC §2) for one descriptor kind: the kind's descriptors in a table with search
 * and an optional filter, and the crud record editor built from the kind's meta-schema. Users without the kind's
 * write function (forms need DESIGNER at MANAGEMENT) read only; the server refuses their writes anyway.
 */
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultManageRequirement } from '../../../descriptors/kinds/kind.js';
import { kindDefinitions } from '../../../descriptors/kinds/index.js';
import { meetsRequirement } from '../../../descriptors/lib/access.js';
import { principalOfUser } from '../../shell/user-access.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import { descriptorApi } from '../../api/descriptor-api.js';
import type { ApiClient } from '../../api/api-client.js';
import { useEditorDialog } from '../../shell/editor-dialog/index.js';
import { Icon } from '../../shell/Icon.js';
import { useShellData } from '../../shell/ShellDataContext.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { CrudIcon } from '../crud/crud-icons.js';
import type { DisplayContext } from '../crud/display-value.js';
import { descriptorTextTranslator } from '../crud/form-schema.js';
import type { RecordEditorContext, RecordSession } from '../crud/RecordEditor.js';
import type { RecordData } from '../crud/RecordForm.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { descriptorEditorView } from './DescriptorRecordEditor.js';
import { descriptorRecordApi, type DescriptorRecord } from './descriptor-record-api.js';
import { DescriptorTable } from './DescriptorTable.js';
import { DescriptorToolbar } from './DescriptorToolbar.js';
import { fieldLabelKey, kindForm, type TextOfString } from './kind-form.js';
import type { DescriptorCrudConfig } from './screen-config.js';
import { useDescriptorList } from './use-descriptor-list.js';
import { LoadFailed } from '../../shell/LoadFailed.js';

const editorWidth = 'min(80vw, 1200px)';

interface DescriptorCrudScreenProps {
  config: DescriptorCrudConfig;
  client: ApiClient;
  screenTitle?: LocalText;
}

export function DescriptorCrudScreen(props: DescriptorCrudScreenProps) {
  const { t } = useTranslation();
  const kinds = useLoadingStatus(() => descriptorApi(props.client).kinds());
  if (kinds.status === 'Error') {
    return (
      <LoadFailed error={kinds.error ?? new Error()} title={t('crud.definitionFailed')} onRetry={() => void kinds.load()} />
    );
  }
  if (!kinds.value) return <Group justify="center" py="xl"><Loader aria-label={t('shell.loading')} /></Group>;
  const kind = kinds.value.find((k) => k.id === props.config.kind);
  if (!kind) {
    return <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('crud.misconfigured')}>{t('descriptorCrud.unknownKind', { kind: props.config.kind })}</Alert>;
  }
  return <DescriptorCrudContent {...props} metaSchema={kind.schema} />;
}

function DescriptorCrudContent({ config, client, screenTitle, metaSchema }: DescriptorCrudScreenProps & { metaSchema: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const { openEditor } = useEditorDialog();
  const shell = useShellData();
  const user = shell?.user;
  // The editing gate (SPEC §6): on a ship's installation the configuration comes from shore unless the parameter says otherwise.
  const isGateOpen = shell?.unit?.configurationEditable !== false;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { kind, codeField, filterField } = config;
  const writeRequirement = kindDefinitions[kind].manage ?? defaultManageRequirement;
  // Outside the signed-in shell (tests, previews) nothing is known about the user: the server decides.
  const mayWrite = !user || meetsRequirement(principalOfUser(user), writeRequirement);
  const canManage = mayWrite && isGateOpen;
  const writeFunctions = Object.entries(writeRequirement.requiredFunctions ?? {}).map(([fn, level]) => `${fn} (${level})`).join(', ');

  // Only keys holding a text: a help key can also be the parent of its fields' keys.
  const hasText = useMemo(() => (key: string) => i18n.exists(key) && typeof i18n.t(key, { returnObjects: true }) === 'string', [i18n]);
  const translate = useMemo(() => descriptorTextTranslator(language, (key) => i18n.t(key), (key) => i18n.exists(key)), [i18n, language]);
  const title = screenTitle ? translate(screenTitle) : kind;
  const form = useMemo(
    () => kindForm(metaSchema, { kind, title: screenTitle ?? kind, codeField, hasKey: hasText }),
    [metaSchema, kind, screenTitle, codeField, hasText],
  );
  const textOf = useMemo<TextOfString>(() => (text) => (hasText(text)
    ? { en: i18n.t(text, { lng: 'en' }), ru: i18n.t(text, { lng: 'ru' }) } : { en: text }), [i18n, hasText]);
  const api = useMemo(() => descriptorRecordApi(client, { kind, form, textOf, canManage }), [client, kind, form, textOf, canManage]);

  const display = useMemo<DisplayContext>(() => ({ language, translate, yes: t('crud.yes'), no: t('crud.no'), referenceOptions: {} }), [language, translate, t]);
  const fieldTitle = (field: string) => {
    const key = fieldLabelKey(field.split('.').at(-1)!);
    return hasText(key) ? t(key) : field;
  };
  const columns = config.columns.map((c) => ({ field: c.field, title: c.title ? translate(c.title) : fieldTitle(c.field) }));
  const fields = useMemo(() => config.columns.map((c) => c.field), [config.columns]);
  const list = useDescriptorList(api, fields, filterField, display);
  const filterTitle = filterField ? columns.find((c) => c.field === filterField)?.title ?? fieldTitle(filterField) : undefined;
  const subtitleKey = `descriptorCrud.subtitle.${kind}`;

  const open = (record: DescriptorRecord | undefined) => {
    const context: RecordEditorContext = { api, definition: form.definition, canManage, language, canDelete: !record?.builtin };
    const session: RecordSession = { record };
    openEditor<RecordData>({
      id: `descriptor:${kind}`,
      title: record ? `${title} · ${record.code}` : t('crud.newTitle', { resource: title }),
      closable: true,
      editable: canManage,
      // Wider than the default: meta-schemas hold lists of rows and JSON.
      width: editorWidth,
      component: descriptorEditorView(context, session, api),
    }, {
      mode: record ? 'view' : 'edit',
      value: record?.data ?? {},
      onSave: () => void list.status.reload(),
      onEvent: () => void list.status.reload(),
    });
  };

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={kind} subtitle={hasText(subtitleKey) ? t(subtitleKey) : ''}>
        <Button
          variant="default" leftSection={<Icon name="refresh" size={16} />} onClick={() => void list.status.reload()}
          loading={list.status.status === 'Reloading'}
        >
          {t('crud.refresh')}
        </Button>
        {canManage && <Button leftSection={<CrudIcon name="plus" />} onClick={() => open(undefined)}>{t('crud.new')}</Button>}
      </ScreenHeader>
      {!canManage && (
        <Alert color="blue" variant="light" icon={<Icon name="lock" />} py="xs">
          {mayWrite ? t('descriptorCrud.closedOnUnit', { unit: shell?.unit?.unitCode ?? '' }) : t('descriptorCrud.readOnly', { functions: writeFunctions })}
        </Alert>
      )}
      <DescriptorToolbar list={list} filterTitle={filterTitle} language={language} />
      {list.status.status === 'Error' && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('descriptorCrud.loadFailed')} role="alert">
          {list.status.error?.message}
        </Alert>
      )}
      <DescriptorTable columns={columns} list={list} display={display} onOpen={open} />
    </Stack>
  );
}
