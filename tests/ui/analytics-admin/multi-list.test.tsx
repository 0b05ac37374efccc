// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MultiPageListScreen } from '../../../runtime/renderers/analytics-admin/MultiPageListScreen.js';
import { useTableSortLabels } from '../../../runtime/shell/use-table-sort-labels.js';
import { fakeServer, on } from '../../support/ui/fake-server.js';
import { renderScreen } from '../../support/ui/analytics-admin-screen.js';

afterEach(cleanup);

describe('the multi-dashboard page list', () => {
  const pages = [
    { id: '@MAIN_KPI_HULL', code: '@MAIN_KPI_HULL', title: 'menu.analytics.dashboards.kpiHull', description: null, tabs: 1, dashboards: 1,
      dashboardTitles: ['menu.analytics.dashboards.kpiHull'], system: true, updatedOn: '2026-11-01T00:00:00.000Z' },
    { id: 'OVERVIEW', code: 'OVERVIEW', title: { en: 'Fleet overview', ru: 'Обзор флота' }, description: { en: 'Hull and fuel' }, tabs: 2, dashboards: 3,
      dashboardTitles: [{ en: 'Hull', ru: 'Корпус' }, { en: 'Fuel', ru: 'Топливо' }, { en: 'Weather', ru: 'Погода' }], system: false, updatedOn: '2026-11-02T00:00:00.000Z' },
  ];

  it('lists each multi-page with its title, code and the dashboards it shows, linking to its view', async () => {
    const server = fakeServer(on('GET', '/multi-dashboard-pages', { body: pages }));
    renderScreen(<MultiPageListScreen client={server.client} />, { path: '/multi-dashboard-page/list' });
    const link = await screen.findByRole('link', { name: 'Fleet overview' });
    expect(link.getAttribute('href')).toBe('/multi-dashboard-page/view/OVERVIEW');
    // What each row shows, by name, not "Tabs 1 · Dashboards 1" on every row.
    expect(within(link.closest('tr')!).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual(['OVERVIEW', '2 tabs: Hull · Fuel · Weather']);
    const builtin = screen.getByRole('link', { name: 'Hull KPIs' });
    expect(within(builtin.closest('tr')!).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual(['@MAIN_KPI_HULL', 'Hull KPIs']);
    expect(screen.queryByRole('columnheader', { name: 'Tabs' })).toBeNull();
  });

  it('speaks Russian', async () => {
    const server = fakeServer(on('GET', '/multi-dashboard-pages', { body: pages }));
    renderScreen(<MultiPageListScreen client={server.client} />, { path: '/multi-dashboard-page/list', language: 'ru' });
    const link = await screen.findByRole('link', { name: 'Обзор флота' });
    expect(within(link.closest('tr')!).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual(['OVERVIEW', '2 вкладки: Корпус · Топливо · Погода']);
    const builtin = screen.getByRole('link', { name: 'Показатели корпуса' });
    expect(builtin.getAttribute('href')).toBe('/multi-dashboard-page/view/%40MAIN_KPI_HULL');
  });

  it('names the sort order of its columns in Russian (the shell relabels every table)', async () => {
    function WithShellLabels() {
      useTableSortLabels();
      return <MultiPageListScreen client={fakeServer(on('GET', '/multi-dashboard-pages', { body: pages })).client} />;
    }
    renderScreen(<WithShellLabels />, { path: '/multi-dashboard-page/list', language: 'ru' });
    await screen.findByRole('link', { name: 'Обзор флота' });
    expect(await screen.findByRole('img', { name: 'По возрастанию' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Без сортировки' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: /sorted/i })).toBeNull();
  });
});
