/**
 * The record's state above its form: enabled or disabled, version, last change; and for managers
 * Disable / Enable and (in edit mode) Delete with a confirmation. Disable asks the server first
 * (checkDisable): records that stop it are listed, records that rely on it are confirmed. A delete refused
 * because other records refer to this one lists them and offers to disable the record instead.
 */
import { Alert, Badge, Button, Group, Paper, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { ResourceAction } from '../../../descriptors/lib/resource.js';
import { fieldValue } from '../../../descriptors/lib/resource.js';
import { resolveText } from '../../../descriptors/lib/text.js';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.js';
import { Icon } from '../../shell/Icon.js';
import type { EditorMode } from '../../shell/editor-dialog/index.js';
import type { RecordEditorContext, RecordEditorEvent } from './RecordEditor.js';
import { ReferrerList } from './ReferrerList.js';
import type { Referrer, ResourceRecord } from './resource-api.js';

/** What the bar is asking or showing about a delete or a disable. */
type PendingStep =
  | { step: 'idle' }
  | { step: 'confirm' }
  | { step: 'referenced'; message: string; referrers: Referrer[] }
  | { step: 'disableBlocked'; referrers: Referrer[] }
  | { step: 'disableConfirm'; referrers: Referrer[] };

interface RecordStatusBarProps {
  context: RecordEditorContext;
  record: ResourceRecord;
  mode: EditorMode;
  onStateChanged: (record: ResourceRecord | undefined, event: RecordEditorEvent, close: boolean) => void;
  onProblem: (error: unknown) => void;
}

export function RecordStatusBar({ context, record, mode, onStateChanged, onProblem }: RecordStatusBarProps) {
  const { t, i18n } = useTranslation();
  const { api, canManage, definition } = context;
  const [deleting, setDeleting] = useState<PendingStep>({ step: 'idle' });
  const [isPending, setPending] = useState(false);
  const canDelete = canManage && mode === 'edit' && context.canDelete !== false && definition.canDelete !== false && !definition.disableInsteadOfDelete;
  const canDisable = definition.canDisable !== false;

  const run = async (action: () => Promise<void>) => {
    if (isPending) return;
    setPending(true);
    try { await action(); } finally { setPending(false); }
  };

  const setDisabled = (disabled: boolean, close: boolean) => run(async () => {
    try {
      const saved = await api.update(record.id, { version: record.version, disabled });
      setDeleting({ step: 'idle' });
      onStateChanged(saved, disabled ? 'disabled' : 'enabled', close);
    } catch (error) {
      onProblem(error);
    }
  });

  /** Disables after the server's pre-check: refused while something needs the record, confirmed when others rely on it. */
  const checkThenDisable = () => run(async () => {
    try {
      const check = await api.checkDisable(record.id);
      if (!check.allowed) setDeleting({ step: 'disableBlocked', referrers: check.blockers });
      else if (check.affected.length) setDeleting({ step: 'disableConfirm', referrers: check.affected });
      else {
        const saved = await api.update(record.id, { version: record.version, disabled: true });
        onStateChanged(saved, 'disabled', false);
      }
    } catch (error) {
      onProblem(error);
    }
  });

  const runAction = (action: ResourceAction) => run(async () => {
    try {
      await api.runAction(action.method, action.path, record.id);
      onStateChanged(await api.get(record.id), 'action', false);
    } catch (error) {
      onProblem(error);
    }
  });
  const label = (text: ResourceAction['label']) => resolveText(text, i18n.language, (key) => t(key));
  const askThenRun = (action: ResourceAction) => {
    if (!action.confirm) return void runAction(action);
    modals.openConfirmModal({
      title: label(action.label), children: <Text size="sm">{label(action.confirm)}</Text>, zIndex: 1100,
      labels: { confirm: label(action.label), cancel: t('common.cancel') }, onConfirm: () => void runAction(action),
    });
  };
  const actions = mode === 'view' && canManage ? (definition.actions ?? []).filter((a) =>
    !a.visibleWhen || fieldValue(record.data, a.visibleWhen.field) === a.visibleWhen.equals) : [];

  const remove = () => run(async () => {
    try {
      await api.remove(record.id);
      onStateChanged(undefined, 'deleted', true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const referrers = await api.referrers(record.id).catch(() => [] as Referrer[]);
        setDeleting({ step: 'referenced', message: error.message, referrers });
      } else {
        setDeleting({ step: 'idle' });
        onProblem(error);
      }
    }
  });

  const updatedAt = new Date(record.updatedAt).toLocaleString(i18n.language === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Badge color={record.disabled ? 'gray' : 'teal'} variant="light" radius="sm">
            {record.disabled ? t('crud.disabled') : t('crud.active')}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('crud.editor.versionLine', { version: record.version, time: updatedAt, user: record.updatedBy ?? '—' })}
          </Text>
        </Group>
        {canManage && (
          <Group gap="xs">
            {actions.map((action) => (
              <Button key={action.id} size="xs" variant="light" disabled={isPending} onClick={() => askThenRun(action)}>{label(action.label)}</Button>
            ))}
            {canDisable && (record.disabled ? (
              <Button size="xs" variant="light" color="teal" loading={isPending} onClick={() => void setDisabled(false, false)}>{t('crud.editor.enable')}</Button>
            ) : (
              <Button size="xs" variant="default" disabled={isPending} onClick={() => void checkThenDisable()}>{t('crud.editor.disable')}</Button>
            ))}
            {canDelete && (
              <Button
                size="xs" variant="light" color="red" leftSection={<Icon name="x" size={14} />}
                disabled={isPending || deleting.step !== 'idle'} onClick={() => setDeleting({ step: 'confirm' })}
              >
                {t('crud.editor.delete')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {record.disabled && <Text size="sm" c="dimmed">{t('crud.editor.disabledHint')}</Text>}
      {deleting.step === 'confirm' && (
        <Paper withBorder p="sm" radius="md" role="alertdialog" aria-label={t('crud.editor.deleteTitle')}>
          <Text size="sm" fw={600}>{t('crud.editor.deleteTitle')}</Text>
          <Text size="sm" mt={2}>{t('crud.editor.deleteQuestion', { label: record.label })}</Text>
          <Group gap="xs" mt="sm" justify="flex-end">
            <Button size="xs" variant="default" disabled={isPending} onClick={() => setDeleting({ step: 'idle' })} data-autofocus>
              {t('crud.editor.keep')}
            </Button>
            <Button size="xs" color="red" loading={isPending} onClick={() => void remove()}>{t('crud.editor.deleteConfirm')}</Button>
          </Group>
        </Paper>
      )}
      {deleting.step === 'referenced' && (
        <Alert color="orange" variant="light" icon={<Icon name="alert" />} title={t('crud.editor.referencedTitle')} role="alert"
          withCloseButton closeButtonLabel={t('common.close')} onClose={() => setDeleting({ step: 'idle' })}>
          <Text size="sm">{deleting.message}</Text>
          <ReferrerList title={t('crud.editor.usedBy')} referrers={deleting.referrers} />
          {!record.disabled && canDisable && (
            <Button size="xs" mt="sm" variant="default" loading={isPending} onClick={() => void setDisabled(true, true)}>
              {t('crud.editor.disableInstead')}
            </Button>
          )}
        </Alert>
      )}
      {deleting.step === 'disableBlocked' && (
        <Alert color="orange" variant="light" icon={<Icon name="alert" />} title={t('crud.editor.disableBlockedTitle')} role="alert"
          withCloseButton closeButtonLabel={t('common.close')} onClose={() => setDeleting({ step: 'idle' })}>
          <Text size="sm">{t('crud.editor.disableBlocked', { label: record.label })}</Text>
          <ReferrerList title={t('crud.editor.disableFirst')} referrers={deleting.referrers} />
        </Alert>
      )}
      {deleting.step === 'disableConfirm' && (
        <Paper withBorder p="sm" radius="md" role="alertdialog" aria-label={t('crud.editor.disableTitle')}>
          <Text size="sm" fw={600}>{t('crud.editor.disableTitle')}</Text>
          <ReferrerList title={t('crud.editor.stillUsedBy')} referrers={deleting.referrers} />
          <Group gap="xs" mt="sm" justify="flex-end">
            <Button size="xs" variant="default" disabled={isPending} onClick={() => setDeleting({ step: 'idle' })} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button size="xs" loading={isPending} onClick={() => void setDisabled(true, false)}>{t('crud.editor.disable')}</Button>
          </Group>
        </Paper>
      )}
    </>
  );
}
