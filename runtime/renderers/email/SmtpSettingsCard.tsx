/** The SMTP settings as the server shows them: the password only as set or not; where to change them. */
import { Alert, Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../shell/Icon.js';
import type { SmtpSettingsView } from './email-api.js';

export function SmtpSettingsCard({ settings }: { settings: SmtpSettingsView }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('email.settings.host'), settings.host ? `${settings.host}:${settings.port}` : t('email.settings.none')],
    [t('email.settings.security'), t(`email.settings.securityMode.${settings.security}`)],
    [t('email.settings.verifyCertificate'), settings.verifyCertificate ? t('email.settings.yes') : t('email.settings.no')],
    [t('email.settings.user'), settings.user || t('email.settings.noAuth')],
    [t('email.settings.password'), settings.passwordSet ? '••••••••' : t('email.settings.none')],
    [t('email.settings.from'), settings.fromAddress ? `${settings.fromName} <${settings.fromAddress}>` : t('email.settings.none')],
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="email-settings">
      <Stack gap="sm">
        <Title order={2} size="h4" id="email-settings">{t('email.settings.title')}</Title>
        {!settings.configured && (
          <Alert color="yellow" variant="light" icon={<Icon name="alert" />}>{t('email.settings.notConfigured')}</Alert>
        )}
        <Table withRowBorders={false} verticalSpacing={4} aria-labelledby="email-settings">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}><Table.Th w={220} scope="row">{label}</Table.Th><Table.Td>{value}</Table.Td></Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Anchor component={Link} to="/app-parameters" size="sm">{t('email.settings.change')}</Anchor>
        {settings.passwordSet && <Text size="xs" c="dimmed">{t('email.settings.passwordHidden')}</Text>}
      </Stack>
    </Card>
  );
}
