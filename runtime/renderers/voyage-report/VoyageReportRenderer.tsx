/** The "voyage-report" renderer (SPEC /voyage-report): the vessel reports a ship files, checked, submitted and approved. */
import { api } from '../../shell/services.js';
import type { RendererProps } from '../renderer-registry.js';
import { VoyageReportScreen } from './VoyageReportScreen.js';

export function VoyageReportRenderer({ screen }: RendererProps) {
  return <VoyageReportScreen client={api} screenTitle={screen.title} />;
}
