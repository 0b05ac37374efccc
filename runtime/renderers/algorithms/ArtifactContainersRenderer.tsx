/** The "artifact-containers" renderer: trained models (config mode `models`) or copying them to sister ships (`clone`). */
import { screenConfigOf } from '../../../descriptors/lib/screens/screen-renderers.js';
import { api } from '../../shell/services.js';
import type { RendererProps } from '../renderer-registry.js';
import { CloneScreen } from './CloneScreen.js';
import { ModelsScreen } from './ModelsScreen.js';

export function ArtifactContainersRenderer({ screen }: RendererProps) {
  const { mode } = screenConfigOf('artifact-containers', screen);
  return mode === 'clone' ? <CloneScreen client={api} title={screen.title} /> : <ModelsScreen client={api} title={screen.title} />;
}
