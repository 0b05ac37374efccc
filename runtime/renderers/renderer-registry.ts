/**
 * Screen renderers by `screen.renderer` (DESIGN §3): each entry loads its chunk lazily. The designer plugs its own in
 * from the app's entry (app/main.tsx), so no runtime screen depends on it.
 */
import type { ComponentType } from 'react';
import type { ScreenDescriptor } from '../api/shell-api.js';
import { Registry, type RegistryEntry } from '../../descriptors/lib/registry.js';

/** What every renderer receives: the screen descriptor it draws. */
export interface RendererProps {
  screen: ScreenDescriptor;
}

export interface RendererEntry extends RegistryEntry {
  load: () => Promise<ComponentType<RendererProps>>;
}

export const rendererRegistry = new Registry<RendererEntry>('screen renderer', [
  {
    id: 'system-status',
    name: 'System status',
    load: () => import('./system-status/SystemStatusRenderer.js').then((m) => m.SystemStatusRenderer),
  },
  { id: 'crud', name: 'Master data (table and editor)', load: () => import('./crud/CrudRenderer.js').then((m) => m.CrudRenderer) },
  { id: 'descriptor-crud', name: 'Descriptors of a kind (table and editor)', load: () => import('./descriptor-crud/DescriptorCrudRenderer.js').then((m) => m.DescriptorCrudRenderer) },
  { id: 'tree', name: 'Asset tree', load: () => import('./tree/TreeRenderer.js').then((m) => m.TreeRenderer) },
  {
    id: 'configurator-export', name: 'Configuration export',
    load: () => import('./configurator/ConfiguratorExportRenderer.js').then((m) => m.ConfiguratorExportRenderer),
  },
  {
    id: 'configurator-import', name: 'Configuration import',
    load: () => import('./configurator/ConfiguratorImportRenderer.js').then((m) => m.ConfiguratorImportRenderer),
  },
  { id: 'fleet-map', name: 'Fleet map', load: () => import('./fleet/FleetMapRenderer.js').then((m) => m.FleetMapRenderer) },
  { id: 'fleet-list', name: 'Fleet list', load: () => import('./fleet/FleetListRenderer.js').then((m) => m.FleetListRenderer) },
  { id: 'fleet-route', name: 'Ship route', load: () => import('./fleet/FleetRouteRenderer.js').then((m) => m.FleetRouteRenderer) },
  { id: 'elog-day', name: 'Logbook day', load: () => import('./elog/ElogDayRenderer.js').then((m) => m.ElogDayRenderer) },
  { id: 'elog-report', name: 'Logbook days report', load: () => import('./elog/ElogReportRenderer.js').then((m) => m.ElogReportRenderer) },
  { id: 'analytics-page', name: 'Analytics page', load: () => import('./analytics/AnalyticsPageRenderer.js').then((m) => m.AnalyticsPageRenderer) },
  { id: 'multi-dashboard-page', name: 'Multi-dashboard page', load: () => import('./analytics/MultiDashboardRenderer.js').then((m) => m.MultiDashboardRenderer) },
  { id: 'analytics-page-list', name: 'Analytics pages (list)', load: () => import('./analytics-admin/AnalyticsAdminRenderers.js').then((m) => m.PageListRenderer) },
  { id: 'analytics-page-viewer', name: 'Analytics pages (viewer with picker)', load: () => import('./analytics-admin/AnalyticsAdminRenderers.js').then((m) => m.PageViewerRenderer) },
  { id: 'multi-dashboard-list', name: 'Multi-dashboard pages (list)', load: () => import('./analytics-admin/AnalyticsAdminRenderers.js').then((m) => m.MultiPageListRenderer) },
  { id: 'wallboard-links', name: 'Wallboard links', load: () => import('./analytics-admin/AnalyticsAdminRenderers.js').then((m) => m.WallboardLinksRenderer) },
  { id: 'voyage-summary', name: 'Voyage summary', load: () => import('./voyage-summary/VoyageSummaryRenderer.js').then((m) => m.VoyageSummaryRenderer) },
  /* Emissions (SPEC §2): one chunk per family of screens. */
  { id: 'cii-calculator', name: 'CII calculator', load: () => import('./emissions/cii/CiiRenderers.js').then((m) => m.CiiCalculatorRenderer) },
  { id: 'cii-overview', name: 'CII fleet overview', load: () => import('./emissions/cii/CiiRenderers.js').then((m) => m.CiiOverviewRenderer) },
  { id: 'cii-simulator', name: 'CII simulator', load: () => import('./emissions/cii/CiiRenderers.js').then((m) => m.CiiSimulatorRenderer) },
  { id: 'cii-deviation', name: 'CII deviation exclusions', load: () => import('./emissions/cii/CiiRenderers.js').then((m) => m.CiiDeviationRenderer) },
  { id: 'aer-calculator', name: 'AER calculator', load: () => import('./emissions/reports/ReportRenderers.js').then((m) => m.AerCalculatorRenderer) },
  { id: 'aer-overview', name: 'AER overview', load: () => import('./emissions/reports/ReportRenderers.js').then((m) => m.AerOverviewRenderer) },
  { id: 'eeoi-calculator', name: 'EEOI calculator', load: () => import('./emissions/reports/ReportRenderers.js').then((m) => m.EeoiCalculatorRenderer) },
  { id: 'eeoi-overview', name: 'EEOI overview', load: () => import('./emissions/reports/ReportRenderers.js').then((m) => m.EeoiOverviewRenderer) },
  { id: 'mrv-report', name: 'EU MRV annual report', load: () => import('./emissions/reports/ReportRenderers.js').then((m) => m.MrvReportRenderer) },
  { id: 'euets-fleet', name: 'EU ETS fleet view', load: () => import('./emissions/eu/EuRenderers.js').then((m) => m.EtsFleetRenderer) },
  { id: 'euets-dashboard', name: 'EU ETS ship dashboard', load: () => import('./emissions/eu/EuRenderers.js').then((m) => m.EtsDashboardRenderer) },
  { id: 'fueleu-fleet', name: 'FuelEU fleet view', load: () => import('./emissions/eu/EuRenderers.js').then((m) => m.FuelEuFleetRenderer) },
  { id: 'fueleu-dashboard', name: 'FuelEU ship dashboard', load: () => import('./emissions/eu/EuRenderers.js').then((m) => m.FuelEuDashboardRenderer) },
]);
