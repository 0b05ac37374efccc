// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsPage, MultiDashboardPage } from '../../../runtime/renderers/analytics/analytics-api.js';
import { MultiDashboardScreen } from '../../../runtime/renderers/analytics/MultiDashboardScreen.js';
import { WallboardScreen } from '../../../runtime/renderers/analytics/WallboardScreen.js';
import { fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';
import { answerOf, hullAnswer, hullPage, stw } from '../../support/ui/analytics-fixtures.js';

vi.mock('../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../support/ui/analytics-fixtures.js')).apexStub);

afterEach(cleanup);

const fuelPage: AnalyticsPage = {
  code: 'FUEL', title: { en: 'Fuel', ru: 'Топливо' },
  datasets: [{ id: 'flows', tags: [{ tag: 'FUEL_MASS_FLOW', alias: 'me' }] }],
  charts: [{ id: 'meNow', type: 'kpi', title: { en: 'Main engine fuel' }, location: { x: 0, y: 0, w: 4, h: 2 }, config: { series: 'me', precision: 0 } }],
};
const fuelAnswer = answerOf({ meNow: { series: [{ ...stw([900, 950, 1010, 1020]), id: 'me', measureUnit: 'kg/h' }] } });

const multi: MultiDashboardPage = {
  code: '@OVERVIEW', title: { en: 'Ship overview', ru: 'Обзор судна' },
  tabs: [{ id: 'hull', title: { en: 'Hull' }, dashboards: ['HULL'] }, { id: 'fuel', title: { en: 'Fuel' }, dashboards: ['FUEL'] }],
  dashboards: ['HULL', 'FUEL'], groupingKeys: ['SHIP-UNIT-*', 'SHIP-UNIT-NORDIC_ORE'], splitView: false,
};

function renderMulti(page = multi) {
  const server = fakeServer(
    on('GET', `/multi-dashboard-pages/code/${encodeURIComponent(page.code)}`, { body: page }),
    on('POST', '/multi-dashboard-pages/dashboards', { body: [hullPage, fuelPage] }),
    on('POST', '/multi-dashboard-pages/extract', (call) => {
      const { page: code, filters } = (call.body as { requestValue: { page: string; filters: { to?: string } } }).requestValue;
      if (filters.to === hullAnswer.from) return { body: answerOf({}) };
      return { body: code === 'FUEL' ? fuelAnswer : hullAnswer };
    }),
  );
  renderWithShell(<MultiDashboardScreen code={page.code} client={server.client} />);
  return server;
}

describe('a multi-dashboard page', () => {
  it('shows its pages in tabs and switches between them', async () => {
    const { calls } = renderMulti();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ship overview' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Hull performance' })).toBeTruthy();
    expect(await within(await screen.findByRole('region', { name: 'STW now' })).findByText('12.3')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Fuel' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Fuel' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Fuel' })).toBeTruthy();
    expect(await within(await screen.findByRole('region', { name: 'Main engine fuel' })).findByText('1,020')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Hull performance' })).toBeNull();

    // The pages read through the multi-page's own calls, with its grouping keys.
    expect(calls.find((c) => c.path === '/multi-dashboard-pages/dashboards')!.body).toEqual({ requestValue: { code: '@OVERVIEW' } });
    const fuelExtract = calls.find((c) => c.path === '/multi-dashboard-pages/extract' && (c.body as { requestValue: { page: string } }).requestValue.page === 'FUEL');
    expect(fuelExtract!.body).toEqual({ requestValue: { page: 'FUEL', code: '@OVERVIEW', filters: { groupingKeys: ['SHIP-UNIT-*', 'SHIP-UNIT-NORDIC_ORE'] }, maxPoints: expect.any(Number) } });
  });

  it('one dashboard is shown as the screen itself, without tabs', async () => {
    renderMulti({ code: '@HULL', title: { en: 'Hull KPIs' }, tabs: [{ id: 'main', dashboards: ['HULL'] }], dashboards: ['HULL'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hull performance' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('says which dashboard it cannot show', async () => {
    renderMulti({ ...multi, tabs: [{ id: 'all', title: { en: 'All' }, dashboards: ['HULL', 'GONE'] }], dashboards: [] });
    expect(await screen.findByText('Dashboard GONE is not available: it does not exist or is not published to you.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Hull performance' })).toBeTruthy();
  });
});

describe('a wallboard', () => {
  it('reads the page and its data through the public link and refreshes by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const server = fakeServer(
        on('GET', '/wallboard/abc123', { body: { ...hullPage, wallboard: true } }),
        on('POST', '/wallboard/abc123/extract', { body: hullAnswer }),
      );
      renderWithShell(<WallboardScreen value="abc123" client={server.client} />);
      expect(await screen.findByRole('heading', { name: 'Hull performance' })).toBeTruthy();
      expect(await within(await screen.findByRole('region', { name: 'STW now' })).findByText('12.3')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
      expect(screen.queryByRole('radiogroup')).toBeNull();
      const extracts = () => server.calls.filter((c) => c.path === '/wallboard/abc123/extract');
      expect(extracts()[0].body).toEqual({ requestValue: { filters: {}, maxPoints: expect.any(Number) } });
      const before = extracts().length;
      await vi.advanceTimersByTimeAsync(61_000);
      await waitFor(() => expect(extracts().length).toBeGreaterThan(before));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows why a link does not open', async () => {
    const server = fakeServer(on('GET', '/wallboard/old', { status: 404, body: { responseStatus: 'ERROR', code: 'NOT_FOUND', message: 'This link has expired', errors: [] } }));
    renderWithShell(<WallboardScreen value="old" client={server.client} />);
    expect(await screen.findByText('This link has expired')).toBeTruthy();
  });
});
