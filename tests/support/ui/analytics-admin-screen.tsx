/** Test support for the dashboard list screens: a signed-in user around a screen, inside a router that shows where links lead. */
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ScreenDescriptor } from '../../../runtime/api/shell-api.js';
import type { SessionUser, ShellData } from '../../../runtime/shell/boot.js';
import { ShellDataContext } from '../../../runtime/shell/ShellDataContext.js';
import type { Language } from '../../../runtime/shell/language.js';
import type { PageSummary } from '../../../runtime/renderers/analytics-admin/analytics-admin-api.js';
import { renderWithShell } from './fake-server.js';

export interface TestUser {
  username: string;
  userType?: 'ADMIN' | 'USER';
  functions?: SessionUser['functions'];
  /** Routes of the screens the user may open. */
  routes?: string[];
}

export const captain: TestUser = { username: 'captain', functions: { ANALYTICS: 'VIEW' }, routes: ['/custom-analytics', '/custom-analytics/list'] };
export const administrator: TestUser = { username: 'admin', userType: 'ADMIN', routes: ['/custom-analytics', '/custom-analytics/list', '/designer', '/wall-boards'] };

function shellOf(user: TestUser): ShellData {
  const screens: ScreenDescriptor[] = (user.routes ?? []).map((route) => ({ code: route, route, renderer: 'x' }));
  return {
    user: { username: user.username, displayName: user.username, userType: user.userType ?? 'USER', functions: user.functions ?? {}, customHomePath: null, languageCode: null },
    modules: [], menu: [], screens, unit: { installation: 'SHORE', unitCode: null }, logos: {}, sso: false, viaSso: false,
  };
}

/** Shows the address the app went to (path and query), so a test sees where a link or a navigation leads. */
function Location() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname}{location.search}</output>;
}

/** Renders a screen for a user at `path`; every other route shows only the address. */
export function renderScreen(ui: ReactNode, { user = captain, path = '/', language }: { user?: TestUser; path?: string; language?: Language } = {}) {
  const route = path.split('?')[0];
  return renderWithShell(
    <ShellDataContext.Provider value={shellOf(user)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={<>{ui}<Location /></>} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </ShellDataContext.Provider>,
    language,
  );
}

export function summary(code: string, overrides: Partial<PageSummary> = {}): PageSummary {
  return {
    id: code, code, version: 1, title: { en: `Page ${code}`, ru: `Страница ${code}` }, topic: 'PERFORMANCE', owner: 'captain',
    published: false, editable: true, wallboard: false, liveExtractionPeriod: 0, createdOn: '2026-11-01T08:00:00.000Z',
    updatedOn: '2026-11-20T10:00:00.000Z', system: false, owned: true, canEdit: true, ...overrides,
  };
}
