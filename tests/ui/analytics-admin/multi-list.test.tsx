// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MultiPageListScreen } from '../../../runtime/renderers/analytics-admin/MultiPageListScreen.js';
import { fakeServer, on } from '../crud/support.js';
import { renderScreen } from './support.js';

afterEach(cleanup);

describe('the multi-dashboard page list', () => {
  it('lists each multi-page with its title, code, tabs and dashboards, linking to its view', async () => {
    const server = fakeServer(on('GET', '/multi-dashboard-pages', { body: [
      { id: '@MAIN_KPI_HULL', code: '@MAIN_KPI_HULL', title: 'menu.analytics.dashboards.kpiHull', description: null, tabs: 1, dashboards: 1, system: true, updatedOn: '2026-11-01T00:00:00.000Z' },
      { id: 'OVERVIEW', code: 'OVERVIEW', title: { en: 'Fleet overview', ru: 'Обзор флота' }, description: { en: 'Hull and fuel' }, tabs: 2, dashboards: 3, system: false, updatedOn: '2026-11-02T00:00:00.000Z' },
    ] }));
    renderScreen(<MultiPageListScreen client={server.client} />, { path: '/multi-dashboard-page/list', language: 'ru' });
    const link = await screen.findByRole('link', { name: 'Обзор флота' });
    expect(link.getAttribute('href')).toBe('/multi-dashboard-page/view/OVERVIEW');
    const cells = within(link.closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(1)).toEqual(['OVERVIEW', '2', '3']);
    const builtin = screen.getByRole('link', { name: 'Показатели корпуса' });
    expect(builtin.getAttribute('href')).toBe('/multi-dashboard-page/view/%40MAIN_KPI_HULL');
  });
});
