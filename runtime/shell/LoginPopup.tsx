/** The login popup (SPEC §4): the session ended while working; signing in again keeps the page as it is. */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './LoginForm.js';
import { sessionStore } from './services.js';
import { useShellData } from './ShellDataContext.js';
import { useSession } from './use-stores.js';

export function LoginPopup() {
  const { t } = useTranslation();
  const { isLoginRequired } = useSession();
  const shell = useShellData();
  return (
    <Modal
      opened={isLoginRequired} onClose={() => undefined} centered size="sm"
      withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false}
      title={t('shell.loginPopup.title')} overlayProps={{ backgroundOpacity: 0.6, blur: 3 }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">{t('shell.loginPopup.message')}</Text>
        <LoginForm
          initialUsername={shell?.user.username}
          onSubmit={(username, password) => sessionStore.continueSession(username, password)}
          submitLabel={t('shell.loginPopup.continue')}
        />
        <Group justify="center">
          <Button variant="subtle" color="gray" size="xs" onClick={() => void sessionStore.signOut()}>
            {t('shell.user.signOut')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
