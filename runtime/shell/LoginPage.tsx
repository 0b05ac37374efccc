/** /auth/login?url= : sign in, then back to url (default home); single sign-on when the server offers it. */
import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { SsoStatus } from '../api/auth-api.js';
import { isPasswordChangeRequired } from '../api/auth-api.js';
import { AuthLayout } from './AuthLayout.js';
import { Icon } from './Icon.js';
import { LoginForm } from './LoginForm.js';
import { auth, sessionStore } from './services.js';
import { useSession } from './use-stores.js';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = params.get('url');
  const { problem } = useSession();
  const [sso, setSso] = useState<SsoStatus>(false);

  useEffect(() => {
    let live = true;
    auth.ssoStatus().then((status) => { if (live) setSso(status); }, () => undefined);
    return () => { live = false; };
  }, []);

  const signIn = async (username: string, password: string) => {
    const result = await sessionStore.signIn(username, password);
    if (isPasswordChangeRequired(result.status)) {
      navigate(`/auth/change-password${returnUrl ? `?url=${encodeURIComponent(returnUrl)}` : ''}`);
    }
    return result;
  };

  const startSso = () => {
    if (!sso) return;
    const target = returnUrl ?? '/';
    window.location.assign(`${sso.url}${sso.url.includes('?') ? '&' : '?'}url=${encodeURIComponent(target)}`);
  };

  return (
    <AuthLayout>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h3">{t('shell.login.title')}</Title>
          <Text size="sm" c="dimmed" mt={4}>{t('shell.login.subtitle')}</Text>
        </div>
        <LoginForm onSubmit={signIn} error={problem ? t(problem.key, { reason: problem.reason }) : undefined} />
        {sso && (
          <>
            <Divider label={t('shell.login.or')} labelPosition="center" />
            <Button variant="default" fullWidth leftSection={<Icon name="shield" />} onClick={startSso}>
              {t('shell.login.sso')}
            </Button>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
