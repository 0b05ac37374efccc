/** The dialog footer: Save and Cancel in edit mode; Edit (when editable) and Close in view mode. */
import { Button, Group } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorMode } from './editor-definition.js';

export interface EditorDialogFooterProps {
  mode: EditorMode;
  isEditable: boolean;
  isPending: boolean;
  onSave: () => void;
  onCancel: () => void;
  onEdit: () => void;
  onClose: () => void;
}

/** Ignores the second click of a double click, which would otherwise land on the button that replaced Edit. */
function singleClick(action: () => void) {
  return (event: MouseEvent) => { if (event.detail <= 1) action(); };
}

export function EditorDialogFooter({ mode, isEditable, isPending, onSave, onCancel, onEdit, onClose }: EditorDialogFooterProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      {mode === 'edit' ? (
        <>
          <Button key="cancel" variant="default" disabled={isPending} onClick={singleClick(onCancel)}>{t('common.cancel')}</Button>
          <Button key="save" disabled={isPending} loading={isPending} onClick={singleClick(onSave)}>{t('common.save')}</Button>
        </>
      ) : (
        <>
          <Button key="close" variant="default" disabled={isPending} onClick={singleClick(onClose)}>{t('common.close')}</Button>
          {isEditable && <Button key="edit" disabled={isPending} onClick={singleClick(onEdit)}>{t('common.edit')}</Button>}
        </>
      )}
    </Group>
  );
}
