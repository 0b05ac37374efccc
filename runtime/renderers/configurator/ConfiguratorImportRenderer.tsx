/** The "configurator-import" renderer: a configuration file into this installation, after a dry run. */
import { api } from '../../shell/services.js';
import type { RendererProps } from '../renderer-registry.js';
import { ImportScreen } from './ImportScreen.js';

export function ConfiguratorImportRenderer({ screen }: RendererProps) {
  return <ImportScreen client={api} screenTitle={screen.title} />;
}
