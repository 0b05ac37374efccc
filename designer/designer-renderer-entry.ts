/** The designer as a screen renderer, plugged by the app's entry (app/main.tsx) into the runtime's registry. */
import { screenRenderers } from '../descriptors/lib/screens/screen-renderers.js';
import type { PluggedInRendererEntry } from '../runtime/renderers/renderer-registry.js';

export const designerRendererEntry: PluggedInRendererEntry = {
  id: 'designer', name: screenRenderers.designer.name, load: () => import('./DesignerRenderer.js').then((m) => m.DesignerRenderer),
};
