/**
 * The editor of one descriptor: the crud `RecordEditor` (form from the kind's meta-schema, Save with the version,
 * conflict notice, server errors at the fields, Disable / Enable, Delete for descriptors not shipped with Keel),
 * below a line saying whether it is built in or a changed built-in, with Reset for the latter.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorViewProps } from '../../shell/editor-dialog/index.js';
import { Icon } from '../../shell/Icon.js';
import { RecordEditor, type RecordEditorContext, type RecordSession } from '../crud/RecordEditor.js';
import type { RecordData } from '../crud/RecordForm.js';
import type { DescriptorRecord, DescriptorRecordApi } from './descriptor-record-api.js';
import { DescriptorBadges } from './DescriptorTable.js';

interface DescriptorRecordEditorProps extends EditorViewProps<RecordData> {
  context: RecordEditorContext;
  session: RecordSession;
  descriptors: DescriptorRecordApi;
}

export function DescriptorRecordEditor(props: DescriptorRecordEditorProps) {
  const { mode, emit, context, session, descriptors } = props;
  const { t } = useTranslation();
  const [isResetting, setResetting] = useState(false);
  const [resetProblem, setResetProblem] = useState<string>();
  const record = session.record as DescriptorRecord | undefined;

  const reset = async (current: DescriptorRecord) => {
    setResetting(true);
    setResetProblem(undefined);
    try {
      const restored = await descriptors.reset(current.code, current.version);
      session.record = restored;
      // Closed, so no Edit → Cancel can bring back the form the reset replaced.
      emit({ type: 'reset', payload: restored, close: true });
    } catch (error) {
      setResetProblem((error as Error).message);
    } finally {
      setResetting(false);
    }
  };
  const askReset = (current: DescriptorRecord) => modals.openConfirmModal({
    title: t('descriptorCrud.reset.title'), zIndex: 1100,
    children: <Text size="sm">{t('descriptorCrud.reset.message', { code: current.code })}</Text>,
    labels: { confirm: t('descriptorCrud.reset.confirm'), cancel: t('common.cancel') },
    onConfirm: () => void reset(current),
  });

  return (
    <Stack gap="md">
      {record?.builtin && (
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <DescriptorBadges record={record} isDisabledShown={false} />
            <Text size="xs" c="dimmed">{t(record.overridden ? 'descriptorCrud.changedHint' : 'descriptorCrud.builtinHint')}</Text>
          </Group>
          {context.canManage && record.overridden && mode === 'view' && (
            <Button size="xs" variant="default" leftSection={<Icon name="refresh" size={14} />} loading={isResetting} onClick={() => askReset(record)}>
              {t('descriptorCrud.reset.action')}
            </Button>
          )}
        </Group>
      )}
      {resetProblem && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('descriptorCrud.reset.failed')} role="alert"
          withCloseButton closeButtonLabel={t('common.close')} onClose={() => setResetProblem(undefined)}>
          {resetProblem}
        </Alert>
      )}
      <RecordEditor {...props} />
    </Stack>
  );
}

/** The editor view component for one opening; the dialog keys it by opening, so state starts fresh. */
export function descriptorEditorView(
  context: RecordEditorContext, session: RecordSession, descriptors: DescriptorRecordApi,
): ComponentType<EditorViewProps<RecordData>> {
  return function DescriptorRecordEditorView(props: EditorViewProps<RecordData>) {
    return <DescriptorRecordEditor {...props} context={context} session={session} descriptors={descriptors} />;
  };
}
