/** /auth/change-password: a temporary or expired password must be replaced before anything else. */
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { Icon } from './Icon.js';
import { sessionStore } from './services.js';
import { useSession } from './use-stores.js';

export function ForcedPasswordChangePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { change } = useSession();
  const url = params.get('url');
  const loginPath = `/auth/login${url ? `?url=${encodeURIComponent(url)}` : ''}`;
  if (!change) return <Navigate to={loginPath} replace />;

  const abort = () => {
    sessionStore.abortChange();
    navigate(loginPath, { replace: true });
  };

  return (
    <AuthLayout>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h3">{t('shell.password.forcedTitle')}</Title>
          <Text size="sm" c="dimmed" mt={4}>{t('shell.password.forcedFor', { username: change.username })}</Text>
        </div>
        <Alert color={change.status === 'PASSWORD_EXPIRED' ? 'orange' : 'blue'} variant="light" icon={<Icon name="key" />}>
          {change.message}
        </Alert>
        <ChangePasswordForm
          isOldPasswordAsked={false}
          onSubmit={({ password }) => sessionStore.completeChange(password)}
          onCancel={abort}
          cancelLabel={t('shell.password.abort')}
          isStacked
        />
      </Stack>
    </AuthLayout>
  );
}
