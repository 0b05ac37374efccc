// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FilterDefinition } from '../../../descriptors/lib/filters/filter-types.js';
import type { AnalyticsPage, MultiDashboardPage } from '../../../runtime/renderers/analytics/analytics-api.js';
import { AnalyticsPageScreen } from '../../../runtime/renderers/analytics/AnalyticsPageScreen.js';
import { MultiDashboardScreen } from '../../../runtime/renderers/analytics/MultiDashboardScreen.js';
import { WallboardScreen } from '../../../runtime/renderers/analytics/WallboardScreen.js';
import { ShipMemoryContext, storedShipMemory } from '../../../runtime/filters/ship-memory.js';
import { fakeServer, on, renderWithShell, type Call } from '../../support/ui/fake-server.js';
import { hullAnswer, hullPage } from '../../support/ui/analytics-fixtures.js';

vi.mock('../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../support/ui/analytics-fixtures.js')).apexStub);

afterEach(cleanup);

const units: FilterDefinition = {
  id: 'UNITS', type: 'UNITS', label: 'Ships', groups: [], pages: ['HULL'],
  options: [{ label: 'Nordic Ore', value: 'NORDIC_ORE' }, { label: 'Baltic Amber', value: 'BALTIC_AMBER' }],
};
const period: FilterDefinition = {
  id: 'PERIOD', type: 'PERIOD', label: 'Period', groups: [], pages: ['HULL'],
  options: [{ label: 'Last 7 days', value: 'LAST_7_DAYS' }, { label: 'Last 30 days', value: 'LAST_30_DAYS' }],
};
const filteredPage: AnalyticsPage = { ...hullPage, filters: ['UNITS', 'PERIOD'], charts: [hullPage.charts![1]] };

type Filters = { units?: string[]; from?: string; to?: string };
const filtersOf = (call: Call) => (call.body as { requestValue: { filters: Filters } }).requestValue.filters;
const extracts = (calls: Call[], path: string) => calls.filter((c) => c.path === path).map(filtersOf);
const day = 86_400_000;

/** Opens the panel and chooses a ship in its Ships control. */
async function chooseShip(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
  fireEvent.click(screen.getByLabelText('Ships'));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('the filter panel of a page', () => {
  it('reads the page once with its starting filters, then again for the ship chosen in the panel', async () => {
    const server = fakeServer(
      on('GET', '/custom-analytics/by-code/HULL', { body: filteredPage }),
      on('GET', '/filters/config', { body: [units, period] }),
      on('POST', '/custom-analytics/extract', { body: hullAnswer }),
    );
    renderWithShell(<AnalyticsPageScreen code="HULL" client={server.client} />);
    expect(await within(await screen.findByRole('region', { name: 'STW now' })).findByText('12.3')).toBeTruthy();
    // The panel's PERIOD stands in for the page's own period control, starting at the preset covering the page's
    // designed period (one day back: the last 24 hours).
    // Nothing was read before the panel gave its starting set.
    expect(extracts(server.calls, '/custom-analytics/extract').every((f) => f.from && f.to)).toBe(true);
    const first = extracts(server.calls, '/custom-analytics/extract')[0];
    expect(first.units).toBeUndefined();
    expect(Date.parse(first.to!) - Date.parse(first.from!)).toBe(day);
    expect(screen.queryByRole('radio', { name: '7 days' })).toBeNull();
    expect(server.calls.filter((c) => c.path === '/filters/config')).toHaveLength(1);
    // The definitions are asked for beside the page, not after its answer: the first extraction waits for one round trip.
    const order = server.calls.map((c) => c.path);
    expect(order.indexOf('/filters/config')).toBeLessThan(order.indexOf('/custom-analytics/by-code/HULL'));

    await chooseShip('Nordic Ore');
    await waitFor(() => expect(extracts(server.calls, '/custom-analytics/extract').some((f) => f.units?.join() === 'NORDIC_ORE')).toBe(true), { timeout: 10_000 });
    const narrowed = extracts(server.calls, '/custom-analytics/extract').find((f) => f.units)!;
    expect(Date.parse(narrowed.to!) - Date.parse(narrowed.from!)).toBe(day);
  });

  it('a page without filters has no panel, and the definitions asked for beside it are not read again', async () => {
    const server = fakeServer(
      on('GET', '/custom-analytics/by-code/HULL', { body: hullPage }),
      on('GET', '/filters/config', { body: [units, period] }),
      on('POST', '/custom-analytics/extract', { body: hullAnswer }),
    );
    renderWithShell(<AnalyticsPageScreen code="HULL" client={server.client} />);
    expect(await within(await screen.findByRole('region', { name: 'STW now' })).findByText('12.3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    expect(screen.getByRole('radio', { name: '7 days' })).toBeTruthy();
    expect(server.calls.filter((c) => c.path === '/filters/config')).toHaveLength(1);
  });

  it('on a wallboard, is detached: the link answers the definitions and the chosen ship reaches its extraction', async () => {
    const server = fakeServer(
      on('GET', '/wallboard/VALUE', { body: { ...filteredPage, filters: ['UNITS'] } }),
      on('GET', '/wallboard/VALUE/filters', { body: [units] }),
      on('POST', '/wallboard/VALUE/extract', { body: hullAnswer }),
    );
    renderWithShell(<WallboardScreen value="VALUE" client={server.client} />);
    expect(await within(await screen.findByRole('region', { name: 'STW now' })).findByText('12.3')).toBeTruthy();
    await chooseShip('Baltic Amber');
    await waitFor(() => expect(extracts(server.calls, '/wallboard/VALUE/extract').at(-1)?.units).toEqual(['BALTIC_AMBER']), { timeout: 10_000 });
    expect(server.calls.some((c) => c.path.startsWith('/filters/'))).toBe(false);
  });

  it('on a multi-dashboard page, one panel serves every page of the screen', async () => {
    const fuel: AnalyticsPage = { ...filteredPage, code: 'FUEL', title: { en: 'Fuel' }, filters: ['UNITS'] };
    const multi: MultiDashboardPage = { code: '@BOTH', title: { en: 'Both' }, dashboards: ['HULL', 'FUEL'] };
    const server = fakeServer(
      on('GET', `/multi-dashboard-pages/code/${encodeURIComponent('@BOTH')}`, { body: multi }),
      on('POST', '/multi-dashboard-pages/dashboards', { body: [filteredPage, fuel] }),
      on('GET', '/filters/config', { body: [units, period] }),
      on('POST', '/multi-dashboard-pages/extract', { body: hullAnswer }),
    );
    renderWithShell(<MultiDashboardScreen code="@BOTH" client={server.client} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Fuel' })).toBeTruthy();
    expect(await screen.findAllByRole('button', { name: 'Filters' })).toHaveLength(1);
    await chooseShip('Nordic Ore');
    await waitFor(() => {
      const narrowed = server.calls.filter((c) => c.path === '/multi-dashboard-pages/extract' && filtersOf(c).units?.join() === 'NORDIC_ORE');
      expect([...new Set(narrowed.map((c) => (c.body as { requestValue: { page: string } }).requestValue.page))].sort()).toEqual(['FUEL', 'HULL']);
    }, { timeout: 10_000 });
  });

  describe('on a ship dashboard (a UNIT filter)', () => {
    const ship: FilterDefinition = { ...units, id: 'UNIT', type: 'UNIT', label: 'Ship' };
    const shipPage: AnalyticsPage = { ...filteredPage, filters: ['UNIT', 'PERIOD'] };
    const memoryOf = (stored: Record<string, string>) => storedShipMemory({ getItem: (k) => stored[k] ?? null, setItem: (k, v) => { stored[k] = v; } }, 'ship_captain');
    function open(stored: Record<string, string>, language: 'en' | 'ru' = 'en', label = 'Ship') {
      const server = fakeServer(
        on('GET', '/custom-analytics/by-code/HULL', { body: shipPage }),
        on('GET', '/filters/config', { body: [{ ...ship, label }, period] }),
        on('POST', '/custom-analytics/extract', { body: hullAnswer }),
      );
      renderWithShell(<ShipMemoryContext.Provider value={memoryOf(stored)}><AnalyticsPageScreen code="HULL" client={server.client} /></ShipMemoryContext.Provider>, language);
      return server;
    }

    it('opens on one ship, the first of the user\'s, chosen in a selector in sight above the panels', async () => {
      const server = open({});
      expect(await within(await screen.findByRole('region', { name: 'STW now' })).findByText('12.3')).toBeTruthy();
      // Not folded away in the filter panel: the selector shows its ship without opening anything.
      expect((screen.getByRole('combobox', { name: 'Ship' }) as HTMLInputElement).value).toBe('Nordic Ore');
      const read = extracts(server.calls, '/custom-analytics/extract');
      expect(read.length).toBeGreaterThan(0);
      expect(read.every((f) => f.units?.join() === 'NORDIC_ORE')).toBe(true);
    });

    it('opens on the ship chosen last, and remembers a new choice', async () => {
      const stored = { ship_captain: 'BALTIC_AMBER' };
      const server = open(stored);
      expect(await within(await screen.findByRole('region', { name: 'STW now' })).findByText('12.3')).toBeTruthy();
      expect((screen.getByRole('combobox', { name: 'Ship' }) as HTMLInputElement).value).toBe('Baltic Amber');
      expect(extracts(server.calls, '/custom-analytics/extract')[0].units).toEqual(['BALTIC_AMBER']);

      const selector = screen.getByRole('combobox', { name: 'Ship' });
      fireEvent.click(selector);
      const listbox = await waitFor(() => document.getElementById(selector.getAttribute('aria-controls')!)!);
      fireEvent.click(await within(listbox).findByRole('option', { name: 'Nordic Ore', hidden: true }));
      await waitFor(() => expect(extracts(server.calls, '/custom-analytics/extract').at(-1)?.units).toEqual(['NORDIC_ORE']), { timeout: 10_000 });
      expect(stored.ship_captain).toBe('NORDIC_ORE');
    });

    it('names the selector in Russian', async () => {
      open({}, 'ru', 'Судно');
      expect((await screen.findByRole('combobox', { name: 'Судно' }) as HTMLInputElement).value).toBe('Nordic Ore');
    });
  });
});
