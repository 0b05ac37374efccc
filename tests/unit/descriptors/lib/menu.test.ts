import { describe, expect, it } from 'vitest';
import type { FunctionLevel, Principal } from '../../../../descriptors/lib/access.js';
import { breadcrumbFor, breadcrumbForId, duplicateMenuIds, filterMenu, type MenuItem } from '../../../../descriptors/lib/menu.js';
import { screenForLink, type ScreenAccess } from '../../../../descriptors/lib/screen-access.js';
import { moduleNames } from '../../../../descriptors/lib/modules.js';
import mainMenu from '../../../../descriptors/kinds/menu/builtin/main.json' with { type: 'json' };
import en from '../../../../locales/en.json' with { type: 'json' };
import ru from '../../../../locales/ru.json' with { type: 'json' };
import { readBuiltins } from '../../../../server/modules/descriptors/builtins.js';
import { validateDescriptorBody } from '../../../../server/modules/descriptors/validate.js';

const user = (functions: Record<string, FunctionLevel> = {}, roles: string[] = []): Principal => ({
  userId: 'u1', username: 'u1', userType: 'USER', functions, roles, unitIds: [],
});
const admin: Principal = { ...user(), userType: 'ADMIN' };
const allModules = [...moduleNames];
const builtinScreens = readBuiltins().filter((b) => b.kind === 'screen').map((b) => b.body as unknown as ScreenAccess);

const sample: MenuItem[] = [
  { id: 'setup', label: 'menu.setup.title', sequence: 30, module: 'setup', items: [
    { id: 'system-status', label: 'menu.setup.systemStatus', routerLink: '/system-status' },
  ] },
  { id: 'fleet', label: 'menu.fleet.title', sequence: 10, module: 'fleet', items: [
    { id: 'fleet-map', label: 'menu.fleet.map', routerLink: '/fleet/map', sequence: 20 },
    { id: 'fleet-list', label: 'menu.fleet.list', routerLink: '/fleet/list', sequence: 10 },
    { id: 'route-plan', label: 'menu.fleet.routePlan', routerLink: '/route/plan', sequence: 30 },
    { id: 'not-built-yet', label: 'menu.fleet.itinerary', routerLink: '/itinerary', sequence: 40 },
  ] },
  { id: 'reporting', label: 'menu.reporting.title', sequence: 20, module: 'reporting', items: [
    { id: 'elb-deck', label: 'menu.reporting.elbDeck', routerLink: '/elb/DECK', sequence: 10 },
    { id: 'logbook-config', label: 'menu.reporting.config.title', sequence: 20, items: [
      { id: 'elog-sequence', label: 'menu.reporting.config.sequences', routerLink: '/elog-sequence', sequence: 20 },
      { id: 'workflow-status', label: 'menu.reporting.config.workflowStatuses', routerLink: '/workflow-status', sequence: 10 },
    ] },
  ] },
  { id: 'dashboards', label: 'menu.analytics.dashboards.title', sequence: 25, module: 'dashboards', items: [
    { id: 'dashboard-live', label: 'menu.analytics.dashboards.live', routerLink: '/multi-dashboard-page/view/@LIVE_DASHBOARD', sequence: 10 },
  ] },
];

/** The screens behind the sample: they alone say who may open a route (no screen for /itinerary). */
const sampleScreens: ScreenAccess[] = [
  { route: '/system-status', module: 'setup', requiredRoles: ['ADMIN'], requiredFunctions: { SETUP: 'VIEW' } },
  { route: '/fleet/map', module: 'fleet', requiredFunctions: { VOYAGE_MONITOR: 'VIEW' } },
  { route: '/fleet/list', module: 'fleet', requiredFunctions: { VOYAGE_MONITOR: 'VIEW' } },
  { route: '/route/plan', module: 'fleet', requiredFunctions: { VOYAGE_PLANNING: 'MANAGEMENT' } },
  { route: '/elb/DECK', module: 'reporting', requiredFunctions: { ELB: 'VIEW', ELB_DECK: 'VIEW' } },
  { route: '/elog-sequence', module: 'reporting', requiredFunctions: { ELB: 'MANAGEMENT' } },
  { route: '/workflow-status', module: 'reporting', requiredFunctions: { ELB: 'MANAGEMENT' } },
  { route: '/multi-dashboard-page/view/{code}', module: 'dashboards', requiredFunctions: { SHIP_LIVE_DASHBOARDS: 'VIEW' } },
];

const ids = (items: readonly MenuItem[]): string[] => items.flatMap((item) => [item.id, ...ids(item.items ?? [])]);
const visible = (principal: Principal, options: { modules?: string[]; customMenu?: string[]; screens?: ScreenAccess[] } = {}) =>
  ids(filterMenu(sample, { principal, installedModules: options.modules ?? allModules, customMenu: options.customMenu, screens: options.screens ?? sampleScreens }));

describe('filterMenu', () => {
  it('shows an administrator every entry that has a screen, ordered by sequence at every level', () => {
    expect(visible(admin)).toEqual([
      'fleet', 'fleet-list', 'fleet-map', 'route-plan',
      'reporting', 'elb-deck', 'logbook-config', 'workflow-status', 'elog-sequence',
      'dashboards', 'dashboard-live',
      'setup', 'system-status',
    ]);
  });

  it('hides an entry whose route has no screen, and a group left without entries', () => {
    expect(visible(admin)).not.toContain('not-built-yet');
    expect(visible(admin, { screens: sampleScreens.filter((s) => s.route !== '/system-status') })).not.toContain('setup');
  });

  it('finds the screen of a link through the route parameters', () => {
    expect(visible(user({ SHIP_LIVE_DASHBOARDS: 'VIEW' }))).toEqual(['dashboards', 'dashboard-live']);
  });

  it('hides the entries of a module that is not installed, by the menu or by the screen', () => {
    expect(visible(admin, { modules: ['core', 'fleet'] })).toEqual(['fleet', 'fleet-list', 'fleet-map', 'route-plan']);
    const mapElsewhere = sampleScreens.map((s) => (s.route === '/fleet/map' ? { ...s, module: 'analytics' } : s));
    expect(visible(admin, { modules: ['core', 'fleet'], screens: mapElsewhere })).toEqual(['fleet', 'fleet-list', 'route-plan']);
  });

  it('hides an entry whose screen asks for a function the user lacks, and drops groups left empty', () => {
    expect(visible(user({ ELB: 'VIEW' }))).toEqual([]);
    expect(visible(user({ VOYAGE_MONITOR: 'VIEW' }))).toEqual(['fleet', 'fleet-list', 'fleet-map']);
  });

  it('follows a change of the screen requirement with no change to the menu', () => {
    const stricter = sampleScreens.map((s) => (s.route === '/fleet/map' ? { ...s, requiredFunctions: { VOYAGE_MONITOR: 'MANAGEMENT' as const } } : s));
    expect(visible(user({ VOYAGE_MONITOR: 'VIEW' }), { screens: stricter })).toEqual(['fleet', 'fleet-list']);
  });

  it('lets MANAGEMENT satisfy a VIEW requirement but not the other way round', () => {
    expect(visible(user({ VOYAGE_MONITOR: 'MANAGEMENT', VOYAGE_PLANNING: 'VIEW' }))).toEqual(['fleet', 'fleet-list', 'fleet-map']);
    expect(visible(user({ ELB: 'MANAGEMENT', ELB_DECK: 'MANAGEMENT' }))).toEqual(
      ['reporting', 'elb-deck', 'logbook-config', 'workflow-status', 'elog-sequence'],
    );
  });

  it('shows the setup screen only to a user with the ADMIN role and SETUP view', () => {
    expect(visible(user({ SETUP: 'VIEW' }))).not.toContain('setup');
    expect(visible(user({}, ['ADMIN']))).not.toContain('setup');
    expect(visible(user({ SETUP: 'VIEW' }, ['ADMIN']))).toEqual(['setup', 'system-status']);
  });

  it('keeps only custom-menu ids with their ancestors and descendants', () => {
    expect(visible(admin, { customMenu: ['fleet-map', 'logbook-config'] })).toEqual(
      ['fleet', 'fleet-map', 'reporting', 'logbook-config', 'workflow-status', 'elog-sequence'],
    );
    expect(visible(admin, { customMenu: [] })).toEqual(visible(admin));
  });

  it('never keeps a custom-menu entry the user may not use', () => {
    expect(visible(user({ ELB: 'VIEW', ELB_DECK: 'VIEW' }), { customMenu: ['logbook-config', 'elb-deck'] })).toEqual(['reporting', 'elb-deck']);
  });

  it('leaves the input tree unchanged', () => {
    const before = JSON.stringify(sample);
    filterMenu(sample, { principal: user({ VOYAGE_MONITOR: 'VIEW' }), installedModules: ['fleet'], screens: sampleScreens });
    expect(JSON.stringify(sample)).toBe(before);
  });
});

describe('screenForLink', () => {
  const screens: ScreenAccess[] = [
    { route: '/custom-analytics' }, { route: '/custom-analytics/list' }, { route: '/custom-analytics/view/{code}' }, { route: '/a/{x}/{y}' }, { route: '/a/b/{y}' },
  ];
  it('prefers the exact route, then the route with the fewest parameters', () => {
    expect(screenForLink(screens, '/custom-analytics/list')?.route).toBe('/custom-analytics/list');
    expect(screenForLink(screens, '/custom-analytics/view/@MAIN')?.route).toBe('/custom-analytics/view/{code}');
    expect(screenForLink(screens, '/a/b/c')?.route).toBe('/a/b/{y}');
    expect(screenForLink(screens, '/custom-analytics?page=X')?.route).toBe('/custom-analytics');
  });
  it('does not match across segments or prefixes', () => {
    expect(screenForLink(screens, '/custom-analytics/view/a/b')).toBeUndefined();
    expect(screenForLink(screens, '/custom-analytics/view/')).toBeUndefined();
    expect(screenForLink(screens, '/custom-analytics-old')).toBeUndefined();
  });
});

describe('breadcrumbFor', () => {
  const tree: MenuItem[] = [
    { id: 'emissions', label: 'menu.emissions.title', items: [
      { id: 'cii-calculator', label: 'menu.emissions.ciiCalculator', routerLink: '/cii-calculator' },
      { id: 'cii-overview', label: 'menu.emissions.ciiOverview', routerLink: '/cii-calculator/cii-overview' },
    ] },
    { id: 'reporting', label: 'menu.reporting.title', items: [
      { id: 'logbook-config', label: 'menu.reporting.config.title', items: [
        { id: 'elog-sequence', label: 'menu.reporting.config.sequences', routerLink: '/elog-sequence' },
      ] },
    ] },
  ];

  it('chooses the longest matching route', () => {
    expect(breadcrumbFor(tree, '/cii-calculator/cii-overview').map((i) => i.id)).toEqual(['emissions', 'cii-overview']);
    expect(breadcrumbFor(tree, '/cii-calculator/2025').map((i) => i.id)).toEqual(['emissions', 'cii-calculator']);
  });

  it('walks down nested submenus', () => {
    expect(breadcrumbFor(tree, '/elog-sequence/42').map((i) => i.id)).toEqual(['reporting', 'logbook-config', 'elog-sequence']);
    expect(breadcrumbForId(tree, 'elog-sequence').map((i) => i.id)).toEqual(['reporting', 'logbook-config', 'elog-sequence']);
  });

  it('does not match a route that merely shares a prefix', () => {
    expect(breadcrumbFor(tree, '/cii-calculator-old')).toEqual([]);
    expect(breadcrumbFor(tree, '/unknown')).toEqual([]);
  });
});

describe('duplicateMenuIds', () => {
  it('reports each id used more than once, at any depth', () => {
    expect(duplicateMenuIds(sample)).toEqual([]);
    const twice: MenuItem[] = [...sample, { id: 'x', label: 'x', items: [{ id: 'fleet-map', label: 'x', routerLink: '/x' }, { id: 'x', label: 'x' }] }];
    expect(duplicateMenuIds(twice).sort()).toEqual(['fleet-map', 'x']);
  });
});

/** SPEC §2: the fixed routes of every area the main menu covers, plus the MARPOL record books' day views (issue 5). */
const specRoutes = [
  '/fleet/list', '/fleet/map', '/fleet/route', '/voyage-legs', '/route/definition', '/route/plan', '/itinerary/planned-routes-fleet-view',
  '/itinerary', '/commercial-voyage', '/route-data', '/route-calc',
  ...['@LIVE_DASHBOARD', '@MAIN_KPI_HULL', '@WEATHER_ANALYSIS', '@MAIN_CONSUMPTION', '@SLIP_ANALYSIS', '@TRIM_VS_WASTED_POWER', '@MAIN_KPI_GENERATION',
    '@COMMERCIAL_CARGO', '@MAIN_KPI_CONSUMPTION', '@DAILY_CONSUMPTION', '@EQUIPMENT_DETAILS', '@POLLUTANTS', '@ALGORITHM_PERFORMANCE'].map((code) => `/multi-dashboard-page/view/${code}`),
  '/multi-dashboard-page/list', '/live/trim/optimization', '/live/trim/assistant', '/kpi/rob',
  '/interventions', '/interventions/operations', '/interventions/analysis/power', '/interventions/analysis/consumption',
  '/iso19030/perf-val', '/iso19030/in-service', '/iso19030/maint-trigger', '/iso19030/maint-effect',
  '/analytics-speed-consumption', '/custom-analytics', '/custom-analytics/list',
  '/alarm-event', '/alarm-history', '/alarm/treeview', '/alarm-logs', '/alarm-logs/other',
  '/voyage-summary', '/voyage-report', '/vrt-report', '/managed-document', '/cruise-report',
  '/elb/DECK', '/elb/ENGINE', '/elb/RADIO', '/elb/ORB1', '/elb/GRB1', '/elb/FUEL_CHANGEOVER', '/elb/report', '/elb/embarkation-log', '/elb/embarkation-history',
  '/dynamic-ui-descriptor', '/elog-group-config', '/elog-entry-descriptor', '/elog-permission', '/workflow-status', '/elog-sequence',
  '/euets/fleet-view', '/euets/dashboard', '/fueleu/fleet-view', '/fueleu/dashboard', '/cii-calculator', '/cii-calculator/cii-overview',
  '/cii-simulator', '/cii-deviation-calculator', '/aer-calculator', '/aer-calculator/aer-overview', '/eeoi-calculator',
  '/eeoi-calculator/eeoi-overview', '/mrv-report',
  '/printout-reporting', '/report-descriptor', '/report-model', '/report-context',
  '/lng/heel-calc', '/lng/emergency-calc', '/lng/rollover', '/fuel', '/fuel/saved-calculations', '/man',
  '/algorithms/artifact-descriptor', '/algorithms/algorithm-descriptor', '/algorithms/artifact-container-clone', '/algorithms/artifact-container',
  '/roles', '/person', '/users', '/role-groups', '/distribution-list', '/ship', '/equipment', '/measurements', '/asset/generic-asset',
  '/assets-management', '/shipowner', '/ports', '/nations', '/products/water', '/products/ballast', '/products/fuel', '/products/oil',
  '/fuel-category', '/geo-areas/geo-area-category', '/geo-areas/geo-area', '/simple-values', '/additional-info', '/lite-installation',
  '/fleet-management', '/tcp-config', '/wall-boards',
  '/system-status', '/email-tester', '/email-templates', '/scheduler', '/inclinometer-setup', '/app-parameters', '/db-connection',
  '/configurator/export', '/configurator/import', '/distribution-queue', '/dfd-customizer', '/api-token-manager', '/designer',
];

/** Routes Keel adds to SPEC §2's, each with its decision (docs/decisions.md). */
const keelRoutes = [
  '/multi-dashboard-page/view/@FLEET_COMPARISON', // decision 45
  '/installation-logos', // SPEC §2 "Logos", setup of the installation's own (decision 64)
  '/alarm-definitions', // the alarm definitions, where alarms are configured (decision 71)
  // SPEC §1 "on-board registries", §3 "Registry page" (decision 55)
  ...['ENGINE_ROOM', 'BUNKERS_AND_WASTE', 'HOURS_OF_REST', 'FLEET_RUNNING_HOURS'].map((code) => `/elb/registry/${code}`),
];

describe('the shipped main menu', () => {
  const items = mainMenu.items as MenuItem[];
  const all = (list: readonly MenuItem[]): MenuItem[] => list.flatMap((item) => [item, ...all(item.items ?? [])]);
  const hasKey = (catalogue: unknown, key: string) =>
    typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue) === 'string';

  it('validates against the menu schema and has unique ids', () => {
    expect(validateDescriptorBody('menu', mainMenu)).toEqual([]);
    expect(duplicateMenuIds(items)).toEqual([]);
  });

  it('lists every route of SPEC §2 once, and nothing else but Keel\'s own additions', () => {
    const links = all(items).flatMap((item) => (item.routerLink ? [item.routerLink] : []));
    expect([...links].sort()).toEqual([...specRoutes, ...keelRoutes].sort());
  });

  it('starts with Fleet and ends with Setup, with a sequence on every item', () => {
    expect(items[0].id).toBe('fleet');
    expect(items.at(-1)!.id).toBe('setup');
    for (const item of all(items)) expect(item.sequence, item.id).toBeTypeOf('number');
  });

  it('names labels with keys present in both languages and modules that exist', () => {
    for (const item of all(items)) {
      expect(item.label, item.id).toMatch(/^menu\./);
      expect(hasKey(en, item.label as string), `en ${item.label}`).toBe(true);
      expect(hasKey(ru, item.label as string), `ru ${item.label}`).toBe(true);
      if (item.module) expect(moduleNames, item.id).toContain(item.module);
      if (item.routerLink) expect(item.module, item.id).toBeDefined();
    }
  });

  it('shows an administrator exactly the entries whose route has a built-in screen', () => {
    const shown = all(filterMenu(items, { principal: admin, installedModules: allModules, screens: builtinScreens }));
    const routed = all(items).filter((item) => item.routerLink);
    const withScreen = routed.filter((item) => screenForLink(builtinScreens, item.routerLink!));
    expect(shown.filter((item) => item.routerLink).map((item) => item.id)).toEqual(withScreen.map((item) => item.id));
    expect(withScreen.length).toBeGreaterThan(50);
    expect(routed.length - withScreen.length, 'entries whose screen is not built yet').toBeGreaterThan(0);
  });

  it('leaves access to the screens: an entry asking for a function of its own is refused by the schema', () => {
    const asking = { items: [{ id: 'system-status', label: 'menu.setup.systemStatus', routerLink: '/system-status', requiredFunctions: { SETUP: 'VIEW' } }] };
    expect(validateDescriptorBody('menu', asking)).toEqual([expect.objectContaining({ path: '/items/0' })]);
  });

  it('puts each routed entry in the module of its screen', () => {
    for (const item of all(items)) {
      const screen = item.routerLink ? screenForLink(builtinScreens, item.routerLink) : undefined;
      if (screen) expect(item.module, item.id).toBe(screen.module);
    }
  });
});
