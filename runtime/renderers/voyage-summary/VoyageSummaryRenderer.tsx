/** The "voyage-summary" renderer (SPEC /voyage-summary): voyages per ship and period, closed and deleted here. */
import { api } from '../../shell/services.js';
import type { RendererProps } from '../renderer-registry.js';
import { VoyageSummaryScreen } from './VoyageSummaryScreen.js';

export function VoyageSummaryRenderer({ screen }: RendererProps) {
  return <VoyageSummaryScreen client={api} screenTitle={screen.title} />;
}
