// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShellData } from '../../../runtime/shell/boot.js';
import { buildRoutes } from '../../../runtime/shell/build-routes.js';
import { i18n } from '../../../runtime/shell/services.js';

const shell: ShellData = {
  user: { username: 'captain', displayName: 'Erik Larsen', userType: 'USER', functions: {}, customHomePath: null, languageCode: null },
  modules: ['core'],
  menu: [{ id: 'fleet', label: { en: 'Fleet and voyage', ru: 'Флот и рейсы' }, items: [{ id: 'fleet-map', label: { en: 'Fleet map' }, routerLink: '/fleet/map' }] }],
  screens: [{ code: 'mystery', route: '/mystery', renderer: 'does-not-exist', title: { en: 'Mystery' } }],
  unit: { installation: 'SHORE', unitCode: null },
  logos: {},
  sso: false,
  viaSso: false,
};

function open(path: string) {
  const router = createMemoryRouter(buildRoutes(shell), { initialEntries: [path] });
  render(<I18nextProvider i18n={i18n}><MantineProvider><RouterProvider router={router} /></MantineProvider></I18nextProvider>);
  return router;
}

afterEach(cleanup);

describe('signed-in routes', () => {
  it('a screen with an unknown renderer shows the error in place; the layout stays', async () => {
    open('/mystery');
    expect(await screen.findByText('Unknown screen renderer: does-not-exist')).toBeTruthy();
    expect(screen.getByText(/system-status/)).toBeTruthy();
    for (const name of ['Toggle menu', 'Toggle theme', 'Language', 'User menu']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('a menu route with no screen shows the not-available page with the route', async () => {
    open('/elb/DECK');
    expect(await screen.findByRole('heading', { name: 'This screen is not available' })).toBeTruthy();
    expect(screen.getByText('/elb/DECK')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/fleet/map');
  });

  it('/ goes home and the breadcrumb follows the menu', async () => {
    const router = open('/');
    expect(await screen.findByRole('heading', { name: 'This screen is not available' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fleet/map');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toContain('Fleet and voyage');
    expect(crumbs.textContent).toContain('Fleet map');
  });

  it('the sign-in page of a signed-in user goes on to its url', async () => {
    const router = open('/auth/login?url=%2Felb%2FDECK');
    await screen.findByRole('heading', { name: 'This screen is not available' });
    expect(router.state.location.pathname).toBe('/elb/DECK');
  });
});

describe('signed-out routes', () => {
  it('any page sends to sign-in with the page as url', async () => {
    const router = createMemoryRouter(buildRoutes(undefined), { initialEntries: ['/system-status'] });
    render(<I18nextProvider i18n={i18n}><MantineProvider><RouterProvider router={router} /></MantineProvider></I18nextProvider>);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.search).toBe('?url=%2Fsystem-status');
  });
});
