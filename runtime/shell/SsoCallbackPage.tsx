/** /auth/sso#token=…&url=… : stores the single sign-on token, boots, and goes to url. */
import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthLayout } from './AuthLayout.js';
import { safeReturnPath } from '../../descriptors/lib/return-path.js';
import { sessionStore } from './services.js';
import { parseSsoFragment } from './sso-fragment.js';

export function SsoCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { token, url } = parseSsoFragment(window.location.hash);
    if (!token) {
      navigate('/auth/access-denied', { replace: true });
      return;
    }
    // The token leaves the address bar at once; the router built after boot opens the return path.
    window.history.replaceState(window.history.state, '', safeReturnPath(url, '/'));
    void sessionStore.adoptSsoToken(token).then((isReady) => {
      if (!isReady) navigate('/auth/access-denied', { replace: true });
    });
  }, [navigate]);

  return (
    <AuthLayout>
      <Stack align="center" gap="md" py="md">
        <Loader />
        <Text>{t('shell.sso.signingIn')}</Text>
      </Stack>
    </AuthLayout>
  );
}
