/**
 * The AER, EEOI and EU MRV screens (SPEC §2 Emissions): each renderer hands the shell's API client to its screen,
 * which takes the client as a prop so tests can drive it with a scripted server.
 */
import { api } from '../../../shell/services.js';
import type { RendererProps } from '../../renderer-registry.js';
import { AerCalculatorScreen } from './AerCalculatorScreen.js';
import { AerOverviewScreen } from './AerOverviewScreen.js';
import { EeoiCalculatorScreen } from './EeoiCalculatorScreen.js';
import { EeoiOverviewScreen } from './EeoiOverviewScreen.js';
import { MrvReportScreen } from './MrvReportScreen.js';

/** /aer-calculator */
export function AerCalculatorRenderer({ screen }: RendererProps) {
  return <AerCalculatorScreen client={api} screenTitle={screen.title} />;
}

/** /aer-calculator/aer-overview */
export function AerOverviewRenderer({ screen }: RendererProps) {
  return <AerOverviewScreen client={api} screenTitle={screen.title} />;
}

/** /eeoi-calculator */
export function EeoiCalculatorRenderer({ screen }: RendererProps) {
  return <EeoiCalculatorScreen client={api} screenTitle={screen.title} />;
}

/** /eeoi-calculator/eeoi-overview */
export function EeoiOverviewRenderer({ screen }: RendererProps) {
  return <EeoiOverviewScreen client={api} screenTitle={screen.title} />;
}

/** /mrv-report */
export function MrvReportRenderer({ screen }: RendererProps) {
  return <MrvReportScreen client={api} screenTitle={screen.title} />;
}
