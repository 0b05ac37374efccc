/** The "vessel-report" renderer (decision 61): /vrt-report and /cruise-report, a report descriptor shown as tables with CSV and PDF. */
import { screenConfigOf } from '../../../descriptors/lib/screens/screen-renderers.js';
import { api } from '../../shell/services.js';
import type { RendererProps } from '../renderer-registry.js';
import { VesselReportScreen } from './VesselReportScreen.js';

export function VesselReportRenderer({ screen }: RendererProps) {
  const { report } = screenConfigOf('vessel-report', screen);
  return <VesselReportScreen client={api} report={report ?? 'vrt-report'} screenTitle={screen.title} />;
}
