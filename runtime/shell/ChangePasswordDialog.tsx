/** Change password from the user menu: current, new and repeated password; OK brings a new token. */
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { auth, sessionStore } from './services.js';

export function ChangePasswordDialog({ isOpen, onClose, username }: { isOpen: boolean; onClose: () => void; username: string }) {
  const { t } = useTranslation();
  const submit = async ({ password, passwordOld }: { password: string; passwordOld?: string }) => {
    const result = await auth.changePassword({ username, password, passwordOld });
    if (result.status === 'OK' && result.token) {
      sessionStore.replaceToken(result.token);
      notifications.show({ color: 'teal', title: t('shell.password.changedTitle'), message: t('shell.password.changed') });
      onClose();
    }
    return result;
  };
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('shell.password.dialogTitle')} centered size="md">
      {isOpen && <ChangePasswordForm isOldPasswordAsked onSubmit={submit} onCancel={onClose} />}
    </Modal>
  );
}
