/** The "report-screen" renderer (decision 61): /vrt-report and /cruise-report, a report descriptor shown as tables with CSV and PDF. */
import { screenConfigOf } from '../../../descriptors/lib/screens/screen-renderers.js';
import { api } from '../../shell/services.js';
import type { RendererProps } from '../renderer-registry.js';
import { ReportScreen } from './ReportScreen.js';

export function ReportScreenRenderer({ screen }: RendererProps) {
  const { report } = screenConfigOf('report-screen', screen);
  return <ReportScreen client={api} report={report ?? 'vrt-report'} screenTitle={screen.title} />;
}
