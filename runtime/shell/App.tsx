/** The runtime root: Mantine (colour scheme from the theme store), i18n, notifications and the router. */
import { Center, Loader, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import classes from './App.module.css';
import { EditorDialogProvider } from './editor-dialog/index.js';
import { buildRoutes } from './build-routes.js';
import { i18n, sessionStore, themeStore } from './services.js';
import { defaultTheme } from './theme-store.js';
import { themeColorSchemeManager } from './theme-color-scheme-manager.js';
import { keelTheme } from './keel-theme.js';
import { useServerMessages } from './use-server-messages.js';
import { useSession } from './use-stores.js';

const colorSchemeManager = themeColorSchemeManager(themeStore);

function Routes() {
  const { phase, shell } = useSession();
  useServerMessages();
  useEffect(() => { void sessionStore.start(); }, []);
  // A new router per sign-in: the screens (and so the routes) belong to the user.
  const router = useMemo(() => (phase === 'starting' ? undefined : createBrowserRouter(buildRoutes(shell))), [phase === 'starting', shell]); // eslint-disable-line react-hooks/exhaustive-deps -- a router per sign-in, not per phase
  if (!router) {
    return <Center h="100vh"><Loader aria-label={i18n.t('shell.loading')} /></Center>;
  }
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={keelTheme} colorSchemeManager={colorSchemeManager} defaultColorScheme={defaultTheme}>
        <ModalsProvider>
          <Notifications position="top-right" zIndex={3000} classNames={{ root: classes.notifications }} />
          <EditorDialogProvider>
            <Routes />
          </EditorDialogProvider>
        </ModalsProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
