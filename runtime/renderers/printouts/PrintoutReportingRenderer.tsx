/** The "printout-reporting" renderer (SPEC /printout-reporting): the printouts the user may run, their parameters, the PDF and the runs kept. */
import { api } from '../../shell/services.js';
import type { RendererProps } from '../renderer-registry.js';
import { PrintoutReportingScreen } from './PrintoutReportingScreen.js';

export function PrintoutReportingRenderer({ screen }: RendererProps) {
  return <PrintoutReportingScreen client={api} screenTitle={screen.title} />;
}
