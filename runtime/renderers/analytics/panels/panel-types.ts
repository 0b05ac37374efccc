/** What a panel type receives and how it is registered (panel-registry.ts). */
import type { ComponentType } from 'react';
import type { RegistryEntry } from '../../../../descriptors/lib/registry.js';
import type { Chart, ChartData } from '../analytics-api.js';

export interface PanelProps {
  chart: Chart;
  /** This chart's part of the extract answer (in a split view, one ship's series only); absent while loading. */
  data?: ChartData;
  /** The same chart over the period before (for trends), when the page asked for it. */
  previous?: ChartData;
  /** Size of the panel's drawing area in pixels. */
  width: number;
  height: number;
}

export interface PanelEntry extends RegistryEntry {
  component: ComponentType<PanelProps>;
}
