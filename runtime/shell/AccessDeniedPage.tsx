/** /auth/access-denied: single sign-on was refused; offers the way back to the sign-in page. */
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from './AuthLayout.js';
import { Icon } from './Icon.js';

export function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout logo="error-logo">
      <Stack gap="lg">
        <Title order={1} size="h3">{t('shell.accessDenied.title')}</Title>
        <Alert color="red" variant="light" icon={<Icon name="lock" />}>{t('shell.accessDenied.message')}</Alert>
        <Text size="sm" c="dimmed">{t('shell.accessDenied.hint')}</Text>
        <Button component={Link} to="/auth/login" leftSection={<Icon name="key" />}>
          {t('shell.accessDenied.backToLogin')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
