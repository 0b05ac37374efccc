import { describe, expect, it } from 'vitest';
import { datasetsOfChart, type AnalyticsPage } from '../../../../../descriptors/kinds/analytics-page/analytics-page.js';
import type { MenuItem } from '../../../../../descriptors/lib/menu.js';
import mainMenu from '../../../../../descriptors/kinds/menu/builtin/main.json' with { type: 'json' };
import { readBuiltins } from '../../../../../server/modules/descriptors/builtins.js';
import { validateDescriptorBody } from '../../../../../server/modules/descriptors/validate.js';

const builtins = readBuiltins();
const pages = builtins.filter((b) => b.kind === 'analytics-page');
const screens = builtins.filter((b) => b.kind === 'screen');
const menuItems = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...menuItems(item.items ?? [])]);

describe('built-in analytics pages', () => {
  it('every one satisfies the analytics-page meta-schema and is named after its file', () => {
    expect(pages.map((p) => p.code)).toContain('SPEED_CONSUMPTION');
    for (const page of pages) {
      expect({ code: page.code, problems: validateDescriptorBody('analytics-page', page.body) }).toEqual({ code: page.code, problems: [] });
      expect(page.body.code).toBe(page.code);
    }
  });

  it('every screen pinning a page names a built-in one', () => {
    const pinned = screens.filter((s) => s.body.renderer === 'analytics-page' && (s.body.config as { page?: string } | undefined)?.page);
    expect(pinned.map((s) => s.body.route)).toContain('/analytics-speed-consumption');
    for (const screen of pinned) expect(pages.map((p) => p.code)).toContain((screen.body.config as { page: string }).page);
  });

  it('speed and consumption: a power-law scatter per loading condition, with the loading-condition filter, reached from the menu', () => {
    const page = pages.find((p) => p.code === 'SPEED_CONSUMPTION')!.body as unknown as AnalyticsPage;
    expect(page.title).toEqual({ en: expect.any(String), ru: expect.any(String) });
    expect(page.filters).toEqual(['UNIT', 'PERIOD', 'LOADING_CONDITION']);
    const scatters = page.charts!.filter((c) => c.type === 'scatter');
    expect(scatters.map((c) => [datasetsOfChart(page, c)[0].loadingCondition, (c.config as { fit: { type: string } }).fit.type]))
      .toEqual([['LADEN', 'power'], ['BALLAST', 'power']]);
    const screen = screens.find((s) => s.body.route === '/analytics-speed-consumption')!;
    expect(screen.body).toMatchObject({ renderer: 'analytics-page', requiredFunctions: { ANALYTICS: 'VIEW' }, config: { page: 'SPEED_CONSUMPTION' } });
    const item = menuItems((mainMenu as { items: MenuItem[] }).items).find((i) => i.routerLink === '/analytics-speed-consumption');
    expect(item).toMatchObject({ id: screen.body.menuItemId, label: screen.body.title });
  });

  /** Pages that compare ships: the fleet is their subject (decision 45). */
  const fleetViews = ['FLEET_COMPARISON'];

  it('every ship dashboard opens on one ship, chosen in its ship selector, not on the whole fleet at once', () => {
    for (const page of pages.filter((p) => !fleetViews.includes(p.code))) {
      const filters = (page.body as unknown as AnalyticsPage).filters ?? [];
      expect({ code: page.code, filters }).toEqual({ code: page.code, filters: expect.arrayContaining(['UNIT']) });
      expect({ code: page.code, filters }).not.toEqual({ code: page.code, filters: expect.arrayContaining(['UNITS']) });
    }
  });

  it('the fleet comparison is a view of its own: every ship the user sees, or those chosen, side by side, reached from the menu', () => {
    const page = pages.find((p) => p.code === 'FLEET_COMPARISON')!.body as unknown as AnalyticsPage;
    expect(page.filters).toEqual(['UNITS', 'PERIOD']);
    expect(page.charts!.find((c) => c.type === 'table')?.config).toMatchObject({ perShip: true });
    const item = menuItems((mainMenu as { items: MenuItem[] }).items).find((i) => i.routerLink === '/multi-dashboard-page/view/@FLEET_COMPARISON');
    expect(item).toMatchObject({ label: page.title, module: 'dashboards' });
  });

  it('no description shows users a reference to the project\'s own documents', () => {
    for (const page of pages) {
      const description = JSON.stringify((page.body as unknown as AnalyticsPage).description ?? '');
      expect({ code: page.code, description }).not.toEqual({ code: page.code, description: expect.stringMatching(/\.md\b|§/) });
    }
  });
});
