/** The route objects of the data router: the sign-in pages, and once signed in, one route per screen. */
import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams, type RouteObject } from 'react-router';
import type { ScreenDescriptor } from '../api/shell-api.js';
import { rendererRegistry } from '../renderers/renderer-registry.js';
import { ScreenPrintoutsContext, screenPrintoutsScope } from '../renderers/printouts/screen-printouts-scope.js';
import { api } from './services.js';
import { AccessDeniedPage } from './AccessDeniedPage.js';
import { homePathOf, type ShellData } from './boot.js';
import { ForcedPasswordChangePage } from './ForcedPasswordChangePage.js';
import { safeReturnPath } from '../../descriptors/lib/return-path.js';
import { loginPathFor } from './login-return.js';
import { LoginPage } from './LoginPage.js';
import { NotAvailablePage } from './NotAvailablePage.js';
import { routerPathOf, type ScreenHandle } from './route-screen.js';
import { ScreenFailure, UnknownRenderer } from './ScreenProblem.js';
import { ShellLayout } from './ShellLayout.js';
import { SsoCallbackPage } from './SsoCallbackPage.js';

function RedirectToLogin() {
  const { pathname, search } = useLocation();
  return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
}

/** Signed in already: the sign-in and password pages go on to their url (default home). */
function ContinueTo({ home }: { home: string }) {
  const [params] = useSearchParams();
  return <Navigate to={safeReturnPath(params.get('url'), home)} replace />;
}

/** Around a screen: which one it is, for the printouts report contexts offer on it (its menu item id, else its code). */
function ScreenScope({ screen, children }: { screen: ScreenDescriptor; children: ReactNode }) {
  const scope = useMemo(() => screenPrintoutsScope(api, screen.menuItemId ?? screen.code), [screen]);
  return <ScreenPrintoutsContext.Provider value={scope}>{children}</ScreenPrintoutsContext.Provider>;
}

/** One route per screen descriptor; its renderer's chunk loads when the route is first opened. */
export function screenRoute(screen: ScreenDescriptor): RouteObject {
  const handle: ScreenHandle = { screen };
  const path = routerPathOf(screen.route);
  const entry = rendererRegistry.find(screen.renderer);
  if (!entry) return { path, handle, element: <UnknownRenderer screen={screen} /> };
  return {
    path,
    handle,
    errorElement: <ScreenFailure />,
    lazy: async () => {
      const Renderer = await entry.load();
      return { Component: () => <ScreenScope screen={screen}><Renderer screen={screen} /></ScreenScope> };
    },
  };
}

const publicRoutes: RouteObject[] = [
  { path: '/auth/access-denied', element: <AccessDeniedPage /> },
  { path: '/auth/sso', element: <SsoCallbackPage /> },
  // A published dashboard link for wall screens: no sign-in, no shell chrome (SPEC §2 wallboard/{generated value}).
  {
    path: '/wallboard/:value',
    errorElement: <ScreenFailure />,
    lazy: async () => ({ Component: (await import('../renderers/analytics/WallboardPage.js')).WallboardPage }),
  },
];

export function buildRoutes(shell: ShellData | undefined): RouteObject[] {
  if (!shell) {
    return [
      ...publicRoutes,
      { path: '/auth/login', element: <LoginPage /> },
      { path: '/auth/change-password', element: <ForcedPasswordChangePage /> },
      { path: '*', element: <RedirectToLogin /> },
    ];
  }
  const home = homePathOf(shell.user);
  return [
    ...publicRoutes,
    { path: '/auth/login', element: <ContinueTo home={home} /> },
    { path: '/auth/change-password', element: <ContinueTo home={home} /> },
    {
      element: <ShellLayout shell={shell} />,
      errorElement: <ScreenFailure />,
      children: [
        { index: true, element: <Navigate to={home} replace /> },
        ...shell.screens.filter((s) => s.route !== '/').map(screenRoute),
        { path: '*', element: <NotAvailablePage /> },
      ],
    },
  ];
}
