/** The CII screens (SPEC §2 "Emissions"): calculator, fleet overview, simulator and deviation exclusions, one chunk. */
import { api } from '../../../shell/services.js';
import type { RendererProps } from '../../renderer-registry.js';
import { CiiCalculatorScreen } from './CiiCalculatorScreen.js';
import { CiiDeviationScreen } from './CiiDeviationScreen.js';
import { CiiOverviewScreen } from './CiiOverviewScreen.js';
import { CiiSimulatorScreen } from './CiiSimulatorScreen.js';

export function CiiCalculatorRenderer({ screen }: RendererProps) {
  return <CiiCalculatorScreen client={api} screenTitle={screen.title} />;
}

export function CiiOverviewRenderer({ screen }: RendererProps) {
  return <CiiOverviewScreen client={api} screenTitle={screen.title} />;
}

export function CiiSimulatorRenderer({ screen }: RendererProps) {
  return <CiiSimulatorScreen client={api} screenTitle={screen.title} />;
}

export function CiiDeviationRenderer({ screen }: RendererProps) {
  return <CiiDeviationScreen client={api} screenTitle={screen.title} />;
}
