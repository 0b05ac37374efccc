/** The algorithm editor as a screen renderer, plugged by the app's entry (app/main.tsx) into the runtime's registry: it needs Monaco, which the runtime never imports. */
import { screenRenderers } from '../../descriptors/lib/screens/screen-renderers.js';
import type { PluggedInRendererEntry } from '../../runtime/renderers/renderer-registry.js';

export const algorithmEditorRendererEntry: PluggedInRendererEntry = {
  id: 'algorithm-editor', name: screenRenderers['algorithm-editor'].name,
  load: () => import('./AlgorithmEditorRenderer.js').then((m) => m.AlgorithmEditorRenderer),
};
