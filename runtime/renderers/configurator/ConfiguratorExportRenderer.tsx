/** The "configurator-export" renderer: descriptors out of this installation as one file. */
import { api } from '../../shell/services.js';
import type { RendererProps } from '../renderer-registry.js';
import { ExportScreen } from './ExportScreen.js';

export function ConfiguratorExportRenderer({ screen }: RendererProps) {
  return <ExportScreen client={api} screenTitle={screen.title} />;
}
