/**
 * /email-tester (docs/email.md): the SMTP settings as set in /app-parameters (password hidden), a test mail sent at
 * once with the server's answer, and the outbox. Sending needs SETUP at MANAGEMENT; the server checks again.
 */
import { Alert, Group, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { emailApi } from './email-api.js';
import { OutboxTable } from './OutboxTable.js';
import { SmtpSettingsCard } from './SmtpSettingsCard.js';
import { TestMailForm } from './TestMailForm.js';

export interface EmailTesterScreenProps {
  client: ApiClient;
  screenTitle?: LocalText;
  canSend: boolean;
}

export function EmailTesterScreen({ client, screenTitle, canSend }: EmailTesterScreenProps) {
  const { t } = useTranslation();
  const api = emailApi(client);
  const settings = useLoadingStatus(() => api.settings());
  const templates = useLoadingStatus(() => api.templates());
  const outbox = useLoadingStatus(() => api.outbox());
  const failed = settings.error ?? outbox.error;

  return (
    <Stack gap="lg">
      <ScreenHeader title={screenTitle} fallback={t('email.tester.title')} subtitle={t('email.tester.subtitle')} />
      {failed && <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('email.loadFailed')}>{failed.message}</Alert>}
      {settings.status === 'Loading' && <Group justify="center" py="xl"><Loader aria-label={t('shell.loading')} /></Group>}
      {settings.value && <SmtpSettingsCard settings={settings.value} />}
      {settings.value && (
        <TestMailForm api={api} templates={templates.value ?? []} canSend={canSend} configured={settings.value.configured} onSent={() => void outbox.reload()} />
      )}
      {outbox.value && <OutboxTable items={outbox.value} onReload={() => void outbox.reload()} />}
    </Stack>
  );
}
