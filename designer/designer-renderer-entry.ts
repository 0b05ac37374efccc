/** The designer as a screen renderer, registered by the app's entry (app/main.tsx) into the runtime's registry. */
import type { RendererEntry } from '../runtime/renderers/renderer-registry.js';

export const designerRendererEntry: RendererEntry = {
  id: 'designer', name: 'Designer', load: () => import('./DesignerRenderer.js').then((m) => m.DesignerRenderer),
};
