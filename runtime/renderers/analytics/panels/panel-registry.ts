/**
 * Dashboard panel types by `chart.type` (DESIGN §3, STYLE §3): each entry draws one chart of a page. The types, their
 * names and data needs are the catalogue's (descriptors/lib/analytics/panel-types.ts); here each gets its component,
 * and a type without one is a compile error. An unknown type is shown as an error in its cell, never a blank page.
 */
import type { ComponentType } from 'react';
import { panelTypeIds, panelTypes, type PanelType } from '../../../../descriptors/lib/analytics/panel-types.js';
import { Registry } from '../../../../descriptors/lib/registry.js';
import { DonutPanel } from './DonutPanel.js';
import { GaugePanel } from './GaugePanel.js';
import { HeatmapPanel } from './HeatmapPanel.js';
import { KpiPanel } from './KpiPanel.js';
import { MapPanel } from './MapPanel.js';
import type { PanelEntry, PanelProps } from './panel-types.js';
import { ScatterPanel } from './ScatterPanel.js';
import { TablePanel } from './TablePanel.js';
import { BarPanel, TimeseriesPanel } from './TimeseriesPanel.js';
import { ValueTrendPanel } from './ValueTrendPanel.js';

const components: Record<PanelType, ComponentType<PanelProps>> = {
  timeseries: TimeseriesPanel,
  bar: BarPanel,
  scatter: ScatterPanel,
  gauge: GaugePanel,
  kpi: KpiPanel,
  'value-trend': ValueTrendPanel,
  table: TablePanel,
  heatmap: HeatmapPanel,
  donut: DonutPanel,
  map: MapPanel,
};

export const panelRegistry = new Registry<PanelEntry>('panel type', panelTypeIds.map((id) => ({ id, name: panelTypes[id].name, component: components[id] })));
