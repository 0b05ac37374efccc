/**
 * Screen renderers by `screen.renderer` (DESIGN §3): each entry loads its chunk lazily. The ids, names and config
 * schemas are the catalogue's (descriptors/lib/screens/screen-renderers.ts); here each gets its loader, and an id
 * without one is a compile error. The designer plugs its own in from the app's entry (app/main.tsx), so no runtime
 * screen depends on it.
 */
import type { ComponentType } from 'react';
import type { ScreenDescriptor } from '../api/shell-api.js';
import { Registry, type RegistryEntry } from '../../descriptors/lib/registry.js';
import {
  screenRendererIds, screenRenderers, type PluggedInRendererId, type RuntimeRendererId, type ScreenRendererId,
} from '../../descriptors/lib/screens/screen-renderers.js';

/** What every renderer receives: the screen descriptor it draws. */
export interface RendererProps {
  screen: ScreenDescriptor;
}

export interface RendererEntry extends RegistryEntry {
  id: ScreenRendererId;
  load: () => Promise<ComponentType<RendererProps>>;
}

/** An entry the app's entry plugs in: its id is one the catalogue marks `pluggedIn`. */
export interface PluggedInRendererEntry extends RendererEntry {
  id: PluggedInRendererId;
}

const loaders: Record<RuntimeRendererId, RendererEntry['load']> = {
  'system-status': () => import('./system-status/SystemStatusRenderer.js').then((m) => m.SystemStatusRenderer),
  'installation-logos': () => import('./installation-logos/InstallationLogosRenderer.js').then((m) => m.InstallationLogosRenderer),
  scheduler: () => import('./scheduler/SchedulerRenderer.js').then((m) => m.SchedulerRenderer),
  'alarm-follow-up': () => import('./alarm-log/AlarmLogRenderer.js').then((m) => m.AlarmLogRenderer),
  'email-tester': () => import('./email/EmailTesterRenderer.js').then((m) => m.EmailTesterRenderer),
  'email-templates': () => import('./email/EmailTemplatesRenderer.js').then((m) => m.EmailTemplatesRenderer),
  crud: () => import('./crud/CrudRenderer.js').then((m) => m.CrudRenderer),
  'descriptor-crud': () => import('./descriptor-crud/DescriptorCrudRenderer.js').then((m) => m.DescriptorCrudRenderer),
  tree: () => import('./tree/TreeRenderer.js').then((m) => m.TreeRenderer),
  'configurator-export': () => import('./configurator/ConfiguratorExportRenderer.js').then((m) => m.ConfiguratorExportRenderer),
  'configurator-import': () => import('./configurator/ConfiguratorImportRenderer.js').then((m) => m.ConfiguratorImportRenderer),
  'fleet-map': () => import('./fleet/FleetMapRenderer.js').then((m) => m.FleetMapRenderer),
  'fleet-list': () => import('./fleet/FleetListRenderer.js').then((m) => m.FleetListRenderer),
  'fleet-route': () => import('./fleet/FleetRouteRenderer.js').then((m) => m.FleetRouteRenderer),
  'elog-day': () => import('./elog/ElogDayRenderer.js').then((m) => m.ElogDayRenderer),
  'elog-report': () => import('./elog/ElogReportRenderer.js').then((m) => m.ElogReportRenderer),
  'registry-page': () => import('./registry/RegistryPageRenderer.js').then((m) => m.RegistryPageRenderer),
  'analytics-page': () => import('./analytics/AnalyticsPageRenderer.js').then((m) => m.AnalyticsPageRenderer),
  'multi-dashboard-page': () => import('./analytics/MultiDashboardRenderer.js').then((m) => m.MultiDashboardRenderer),
  'analytics-page-list': () => import('./analytics-admin/AnalyticsAdminRenderers.js').then((m) => m.PageListRenderer),
  'analytics-page-viewer': () => import('./analytics-admin/AnalyticsAdminRenderers.js').then((m) => m.PageViewerRenderer),
  'multi-dashboard-list': () => import('./analytics-admin/AnalyticsAdminRenderers.js').then((m) => m.MultiPageListRenderer),
  'wallboard-links': () => import('./analytics-admin/AnalyticsAdminRenderers.js').then((m) => m.WallboardLinksRenderer),
  'voyage-summary': () => import('./voyage-summary/VoyageSummaryRenderer.js').then((m) => m.VoyageSummaryRenderer),
  'voyage-report': () => import('./voyage-report/VoyageReportRenderer.js').then((m) => m.VoyageReportRenderer),
  'form-customizer': () => import('./form-customizer/FormCustomizerRenderer.js').then((m) => m.FormCustomizerRenderer),
  /* Emissions (SPEC §2): one chunk per family of screens. */
  'cii-calculator': () => import('./emissions/cii/CiiRenderers.js').then((m) => m.CiiCalculatorRenderer),
  'cii-overview': () => import('./emissions/cii/CiiRenderers.js').then((m) => m.CiiOverviewRenderer),
  'cii-simulator': () => import('./emissions/cii/CiiRenderers.js').then((m) => m.CiiSimulatorRenderer),
  'cii-deviation': () => import('./emissions/cii/CiiRenderers.js').then((m) => m.CiiDeviationRenderer),
  'aer-calculator': () => import('./emissions/reports/ReportRenderers.js').then((m) => m.AerCalculatorRenderer),
  'aer-overview': () => import('./emissions/reports/ReportRenderers.js').then((m) => m.AerOverviewRenderer),
  'eeoi-calculator': () => import('./emissions/reports/ReportRenderers.js').then((m) => m.EeoiCalculatorRenderer),
  'eeoi-overview': () => import('./emissions/reports/ReportRenderers.js').then((m) => m.EeoiOverviewRenderer),
  'mrv-report': () => import('./emissions/reports/ReportRenderers.js').then((m) => m.MrvReportRenderer),
  'euets-fleet': () => import('./emissions/eu/EuRenderers.js').then((m) => m.EtsFleetRenderer),
  'euets-dashboard': () => import('./emissions/eu/EuRenderers.js').then((m) => m.EtsDashboardRenderer),
  'fueleu-fleet': () => import('./emissions/eu/EuRenderers.js').then((m) => m.FuelEuFleetRenderer),
  'fueleu-dashboard': () => import('./emissions/eu/EuRenderers.js').then((m) => m.FuelEuDashboardRenderer),
  'printout-reporting': () => import('./printouts/PrintoutReportingRenderer.js').then((m) => m.PrintoutReportingRenderer),
  'report-screen': () => import('./report-screen/ReportScreenRenderer.js').then((m) => m.ReportScreenRenderer),
  'alarm-event': () => import('./alarms/AlarmRenderers.js').then((m) => m.AlarmEventRenderer),
  'alarm-history': () => import('./alarms/AlarmRenderers.js').then((m) => m.AlarmHistoryRenderer),
  'alarm-tree': () => import('./alarms/AlarmRenderers.js').then((m) => m.AlarmTreeRenderer),
  'artifact-containers': () => import('./algorithms/ArtifactContainersRenderer.js').then((m) => m.ArtifactContainersRenderer),
};

const isLoadedByRuntime = (id: ScreenRendererId): id is RuntimeRendererId => Object.hasOwn(loaders, id);

export const rendererRegistry = new Registry<RendererEntry>('screen renderer', screenRendererIds.filter(isLoadedByRuntime)
  .map((id) => ({ id, name: screenRenderers[id].name, load: loaders[id] })));

/** Plugs in a renderer the runtime does not load itself (the designer's, from app/main.tsx). */
export function plugInRenderer(entry: PluggedInRendererEntry): void {
  rendererRegistry.register(entry);
}
