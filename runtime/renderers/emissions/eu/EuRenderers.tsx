/** The EU ETS and FuelEU Maritime screens (SPEC §2 Emissions): one chunk, four renderers over the real API client. */
import { api } from '../../../shell/services.js';
import type { RendererProps } from '../../renderer-registry.js';
import { EtsDashboardScreen } from './EtsDashboardScreen.js';
import { EtsFleetScreen } from './EtsFleetScreen.js';
import { FuelEuDashboardScreen } from './FuelEuDashboardScreen.js';
import { FuelEuFleetScreen } from './FuelEuFleetScreen.js';

export function EtsFleetRenderer({ screen }: RendererProps) {
  return <EtsFleetScreen client={api} screenTitle={screen.title} />;
}

export function EtsDashboardRenderer({ screen }: RendererProps) {
  return <EtsDashboardScreen client={api} screenTitle={screen.title} />;
}

export function FuelEuFleetRenderer({ screen }: RendererProps) {
  return <FuelEuFleetScreen client={api} screenTitle={screen.title} />;
}

export function FuelEuDashboardRenderer({ screen }: RendererProps) {
  return <FuelEuDashboardScreen client={api} screenTitle={screen.title} />;
}
