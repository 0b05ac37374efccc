/**
 * Dashboard panel types by `chart.type` (DESIGN §3, STYLE §3): each entry draws one chart of a page. Registered by
 * explicit imports; an unknown type is shown as an error in its cell by the page, never a blank page.
 */
import { Registry } from '../../../../descriptors/lib/registry.js';
import { DonutPanel } from './DonutPanel.js';
import { GaugePanel } from './GaugePanel.js';
import { HeatmapPanel } from './HeatmapPanel.js';
import { KpiPanel, kpiWantsPrevious } from './KpiPanel.js';
import { MapPanel } from './MapPanel.js';
import type { PanelEntry } from './panel-types.js';
import { ScatterPanel } from './ScatterPanel.js';
import { TablePanel } from './TablePanel.js';
import { BarPanel, TimeseriesPanel } from './TimeseriesPanel.js';

export const panelRegistry = new Registry<PanelEntry>('panel type', [
  { id: 'timeseries', name: 'Time series (line, area)', component: TimeseriesPanel },
  { id: 'bar', name: 'Bars over time', component: BarPanel },
  { id: 'scatter', name: 'Scatter with regression', component: ScatterPanel },
  { id: 'gauge', name: 'Gauge', component: GaugePanel },
  { id: 'kpi', name: 'Key figure with trend', component: KpiPanel, wantsPrevious: kpiWantsPrevious },
  { id: 'table', name: 'Table', component: TablePanel },
  { id: 'heatmap', name: 'Heatmap', component: HeatmapPanel },
  { id: 'donut', name: 'Donut (shares, fuel mix)', component: DonutPanel },
  { id: 'map', name: 'Track on the map', component: MapPanel },
]);
